import { describe, expect, it } from "vitest";
import type { Viewer } from "../../../core/account/index.ts";
import { enterThroughGate } from "../../lib/gate.testing.ts";
import { buyerGate, signedInBuyer } from "./buyer-gate.server.ts";

const buyer = { userId: 7, sessionId: "s", user: { fullname: "Budi" } } as unknown as Viewer;

const enter = (url: string, viewer: Viewer | null) => enterThroughGate(buyerGate, url, viewer);

describe("the buyer area's gate", () => {
  it("sends a visitor to the login page of the page's language, back to the page asked for, before any page's loader runs", async () => {
    const { outcome, next } = await enter(
      "http://pasar.test/en/user/order/list.data?status=paid&_routes=en/order-list",
      null,
    );
    expect(next).not.toHaveBeenCalled();
    expect(outcome).toBeInstanceOf(Response);
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe(
      `/en/login?redirectTo=${encodeURIComponent("/en/user/order/list?status=paid")}`,
    );
    expect(outcome.headers.get("Set-Cookie")).toBe("pasar_flash=errors.unauthenticated");
  });

  it("lets a signed-in shopper in and hands the pages who they are", async () => {
    const { outcome, next, context } = await enter("http://pasar.test/user/wishlist", buyer);
    expect(next).toHaveBeenCalledOnce();
    expect(await outcome.text()).toBe("page");
    expect(context.get(signedInBuyer)).toBe(buyer);
  });
});
