import { RouterContextProvider } from "react-router";
import { requestContext, type RequestContext } from "../../app/lib/app-context.ts";
import { signedInBuyer } from "../../app/routes/account/buyer-gate.server.ts";
import type { Services } from "../../core/services.ts";
import type { Buyer } from "./factories.ts";

/** A flash a page set: its catalogue key, values and tone. */
export interface Flash {
  key: string;
  values?: Record<string, string | number>;
  tone?: string;
}

/** A buyer account page's context past the buyer gate, signed in as `buyer`; the flashes it sets land in `flashes`. */
export function buyerPageContext(services: Services, buyer: Buyer, flashes: Flash[] = []): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    services,
    viewer: buyer.viewer,
    cookies: {
      flash: (key: string, options: Omit<Flash, "key"> = {}) => {
        flashes.push({ key, ...options });
        return `pasar_flash=${key}`;
      },
    },
  } as unknown as RequestContext);
  context.set(signedInBuyer, { ...buyer.viewer, sessionId: "test-session" } as never);
  return context;
}
