import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requestContext } from "#app-context";
import type { UserMerchantDto, Viewer } from "../../../core/account/index.ts";
import type { RequestContext } from "../../lib/app-context.ts";
import { langFromPath, localizedPath, type Lang } from "../../lib/i18n.tsx";
import { loginRedirect, pageUrl } from "../../lib/route-helpers.server.ts";

/** The merchant the merchant centre was entered as, and their store: set by its layout, read by its pages. */
export interface SignedInMerchant {
  viewer: Viewer;
  store: UserMerchantDto;
}
export const signedInMerchant = createContext<SignedInMerchant>();

/** Where a signed-in user without a store is sent: the guided opening of one. */
export const ONBOARDING_PATH = "/merchant/onboarding";

/**
 * Who may enter the merchant centre: a signed-in user with a store. A visitor goes to the login page and
 * comes back; a shopper without a store goes to open one. Every page under the layout then acts only on
 * `store.id`, never on a store named by the request.
 */
export const merchantGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const ctx = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  if (!ctx.viewer) throw loginRedirect(ctx, lang, `${url.pathname}${url.search}`);
  const store = ctx.viewer.user.merchant;
  if (!store) throw redirect(localizedPath(lang, ONBOARDING_PATH));
  context.set(signedInMerchant, { viewer: ctx.viewer, store });
  return next();
};

/** What a merchant page's loader or action starts from. */
export interface MerchantRequest extends SignedInMerchant {
  ctx: RequestContext;
  /** The page's own address (pageUrl), and the language it is in. */
  url: URL;
  lang: Lang;
}

/** The request context, the merchant and their store (set by the gate), the page's address and language. */
export function merchantRequest({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): MerchantRequest {
  const url = pageUrl(request);
  return { ...context.get(signedInMerchant), ctx: context.get(requestContext), url, lang: langFromPath(url.pathname) };
}
