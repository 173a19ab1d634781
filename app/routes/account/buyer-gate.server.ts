import { createContext, type MiddlewareFunction } from "react-router";
import { requestContext } from "#app-context";
import type { Viewer } from "../../../core/account/index.ts";
import { langFromPath } from "../../lib/i18n.tsx";
import { loginRedirect, pageUrl } from "../../lib/route-helpers.server.ts";

/** The shopper the buyer area was entered as: set by its layout, read by its pages' loaders and actions. */
export const signedInBuyer = createContext<Viewer>();

/**
 * Who may enter the buyer area: a signed-in shopper; a visitor goes to the login page and comes back to the
 * page asked for. Middleware rather than the layout's loader alone: loaders run side by side, and this must
 * come before every page's loader and action.
 */
export const buyerGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const ctx = context.get(requestContext);
  if (!ctx.viewer) {
    const url = pageUrl(request);
    throw loginRedirect(ctx, langFromPath(url.pathname), `${url.pathname}${url.search}`);
  }
  context.set(signedInBuyer, ctx.viewer);
  return next();
};
