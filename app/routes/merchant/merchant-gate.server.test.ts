import { describe, expect, it } from "vitest";
import type { Viewer } from "../../../core/account/index.ts";
import { requestContext } from "../../lib/app-context.ts";
import { enterThroughGate } from "../../lib/gate.testing.ts";
import { merchantGate, merchantRequest, signedInMerchant } from "./merchant-gate.server.ts";

const store = {
  id: 3,
  merchant_name: "Toko Budi",
  merchant_slug: "toko-budi",
  storetype: "regular",
  is_pkp: "non-pkp",
  status: "active",
} as const;
const shopper = { userId: 7, sessionId: "s", user: { fullname: "Budi", merchant: null } } as unknown as Viewer;
const merchant = { userId: 8, sessionId: "t", user: { fullname: "Sari", merchant: store } } as unknown as Viewer;

const enter = (url: string, viewer: Viewer | null) => enterThroughGate(merchantGate, url, viewer);

describe("the merchant centre's gate", () => {
  it("sends a visitor to the login page of the page's language and back to the page asked for", async () => {
    const { outcome, next } = await enter("http://pasar.test/en/merchant/dashboard.data?_routes=x", null);
    expect(next).not.toHaveBeenCalled();
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe(
      `/en/login?redirectTo=${encodeURIComponent("/en/merchant/dashboard")}`,
    );
  });

  it("sends a shopper without a store to open one, in the page's language", async () => {
    const { outcome, next } = await enter("http://pasar.test/merchant/dashboard", shopper);
    expect(next).not.toHaveBeenCalled();
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe("/merchant/onboarding");
    const english = await enter("http://pasar.test/en/merchant/dashboard", shopper);
    expect(english.outcome.headers.get("Location")).toBe("/en/merchant/onboarding");
  });

  it("lets a merchant in and hands the pages their store", async () => {
    const { outcome, next, context } = await enter("http://pasar.test/merchant/dashboard", merchant);
    expect(next).toHaveBeenCalledOnce();
    expect(await outcome.text()).toBe("page");
    expect(context.get(signedInMerchant)).toEqual({ viewer: merchant, store });
  });

  it("hands a page's loader the merchant, the store, and the page's own address and language", async () => {
    const { context } = await enter("http://pasar.test/en/merchant/dashboard", merchant);
    const request = new Request("http://pasar.test/en/merchant/dashboard/voucher.data?tab=ended&_routes=x");
    const got = merchantRequest({ request, context });
    expect(got).toMatchObject({ viewer: merchant, store, lang: "en" });
    expect(got.ctx).toBe(context.get(requestContext));
    expect(`${got.url.pathname}${got.url.search}`).toBe("/en/merchant/dashboard/voucher?tab=ended");
  });
});
