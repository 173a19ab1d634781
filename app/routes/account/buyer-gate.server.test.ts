import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Viewer } from "../../../core/account/index.ts";
import { requestContext, type RequestContext } from "../../lib/app-context.ts";
import { buyerGate, signedInBuyer } from "./buyer-gate.server.ts";

function contextFor(viewer: Viewer | null): RouterContextProvider {
  const context = new RouterContextProvider();
  const flash = (key: string) => `pasar_flash=${key}`;
  context.set(requestContext, { viewer, cookies: { flash } } as unknown as RequestContext);
  return context;
}

const buyer = { userId: 7, sessionId: "s", user: { fullname: "Budi" } } as unknown as Viewer;

async function enter(url: string, viewer: Viewer | null) {
  const context = contextFor(viewer);
  const next = vi.fn(async () => new Response("page"));
  const outcome = await Promise.resolve(
    buyerGate({ request: new Request(url), context, params: {}, unstable_pattern: "" } as never, next),
  ).catch((thrown: unknown) => thrown);
  return { outcome, next, context };
}

describe("the buyer area's gate", () => {
  it("sends a visitor to the login page of the page's language, back to the page asked for, before any page's loader runs", async () => {
    const { outcome, next } = await enter(
      "http://pasar.test/en/user/order/list.data?status=paid&_routes=en/order-list",
      null,
    );
    expect(next).not.toHaveBeenCalled();
    expect(outcome).toBeInstanceOf(Response);
    const response = outcome as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/en/login?redirectTo=${encodeURIComponent("/en/user/order/list?status=paid")}`,
    );
    expect(response.headers.get("Set-Cookie")).toBe("pasar_flash=errors.unauthenticated");
  });

  it("lets a signed-in shopper in and hands the pages who they are", async () => {
    const { outcome, next, context } = await enter("http://pasar.test/user/wishlist", buyer);
    expect(next).toHaveBeenCalledOnce();
    expect(await (outcome as Response).text()).toBe("page");
    expect(context.get(signedInBuyer)).toBe(buyer);
  });
});
