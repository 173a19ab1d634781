import { createContext, redirect, type MiddlewareFunction } from "react-router";
import { requestContext } from "#app-context";
import type { UserMerchantDto, Viewer } from "../../../core/account/index.ts";
import { langFromPath, localizedPath } from "../../lib/i18n.tsx";
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
