import type { FastifyContextConfig, FastifyRequest } from "fastify";
import type { UserMerchantDto, Viewer } from "../../core/account/index.ts";
import { AppError } from "../../core/shared/errors.ts";

/**
 * Route config for a call that needs a signed-in viewer: the API checks it, and the XSRF token, before the
 * body is read or validated (server/plugins/api-envelope.ts). `messageKey` names the 401 when spec §8 has
 * one for the call.
 */
export function signedIn(messageKey?: string): FastifyContextConfig {
  return messageKey ? { auth: "required", authMessage: messageKey } : { auth: "required" };
}

/** The signed-in shopper, or a 401 whose message the caller may name (spec §8 has one per call). */
export async function requireViewer(request: FastifyRequest, messageKey = "errors.unauthenticated"): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError("UNAUTHENTICATED", messageKey);
  return viewer;
}

/** A signed-in merchant and their store. */
export interface MerchantCaller {
  viewer: Viewer;
  store: UserMerchantDto;
}

/**
 * The signed-in merchant: 401 for a visitor, 403 for a shopper without a store. Merchant calls then act only
 * on `store.id`, never on a store id taken from the request.
 */
export async function requireMerchant(request: FastifyRequest): Promise<MerchantCaller> {
  const viewer = await requireViewer(request);
  const store = viewer.user.merchant;
  if (!store) throw new AppError("FORBIDDEN", "errors.not_merchant");
  return { viewer, store };
}
