import { RouterContextProvider } from "react-router";
import { requestContext, type RequestContext } from "../../app/lib/app-context.ts";
import { signedInMerchant, type SignedInMerchant } from "../../app/routes/merchant/merchant-gate.server.ts";
import type { Services } from "../../core/services.ts";
import type { Store } from "./factories.ts";

type FlashCookie = (key: string, options: { values?: Record<string, unknown> }) => string;

/**
 * A merchant centre page's context past the merchant gate, signed in as `store`'s owner; `flash` writes the
 * flash cookie's value (by default its key alone).
 */
export function merchantPageContext(
  services: Services,
  store: Store,
  flash: FlashCookie = (key) => `pasar_flash=${key}`,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, { services, viewer: null, cookies: { flash } } as unknown as RequestContext);
  context.set(signedInMerchant, {
    viewer: { userId: store.owner.userId },
    store: { id: store.id, merchant_slug: store.slug },
  } as unknown as SignedInMerchant);
  return context;
}

/**
 * Runs a merchant centre page's `action` as a browser without JavaScript posts it, signed in as `store`'s
 * owner (past the merchant gate): what it returns (a refusal's data), or the Response it throws (a redirect).
 */
export async function postMerchantAction<T>(
  action: (args: never) => unknown,
  services: Services,
  store: Store,
  request: Request,
  params: Record<string, string> = {},
): Promise<T | Response> {
  const context = merchantPageContext(services, store);
  try {
    return (await action({ request, context, params } as never)) as T;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
