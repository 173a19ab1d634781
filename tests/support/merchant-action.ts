import { RouterContextProvider } from "react-router";
import { requestContext, type RequestContext } from "../../app/lib/app-context.ts";
import { signedInMerchant, type SignedInMerchant } from "../../app/routes/merchant/merchant-gate.server.ts";
import type { Services } from "../../core/services.ts";
import type { Store } from "./factories.ts";

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
  const context = new RouterContextProvider();
  context.set(requestContext, {
    services,
    viewer: null,
    cookies: { flash: (key: string) => `pasar_flash=${key}` },
  } as unknown as RequestContext);
  context.set(signedInMerchant, {
    viewer: { userId: store.owner.userId },
    store: { id: store.id, merchant_slug: store.slug },
  } as unknown as SignedInMerchant);
  try {
    return (await action({ request, context, params } as never)) as T;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
