import { describe, expect, it } from "vitest";
import { priceLine, priceLines, type FlashOffer } from "./flash-pricing.ts";

const offer = (values: Partial<FlashOffer> = {}): FlashOffer => ({
  flash_sale_id: 1,
  name: "Flash Sale Kilat",
  flash_price: 70_000,
  quota: 10,
  sold: 6,
  starts_at: new Date("2026-11-20T02:00:00Z"),
  ends_at: new Date("2026-11-20T08:00:00Z"),
  ...values,
});

describe("priceLine", () => {
  it("charges the normal price without an offer", () => {
    expect(priceLine(100_000, 3, undefined)).toEqual({ unit_price: 100_000, flash: null, quota_short: null });
  });

  it("charges the flash price while the whole quantity fits in the quota left", () => {
    const sale = offer();
    expect(priceLine(100_000, 1, sale)).toEqual({ unit_price: 70_000, flash: sale, quota_short: null });
    expect(priceLine(100_000, 4, sale)).toEqual({ unit_price: 70_000, flash: sale, quota_short: null });
  });

  it("charges the normal price for a quantity above the quota left, telling how many are left at the flash price", () => {
    const sale = offer();
    expect(priceLine(100_000, 5, sale)).toEqual({
      unit_price: 100_000,
      flash: null,
      quota_short: { offer: sale, remaining: 4 },
    });
  });

  it("counts units that earlier lines already took", () => {
    const sale = offer();
    expect(priceLine(100_000, 2, sale, 2).unit_price).toBe(70_000);
    expect(priceLine(100_000, 3, sale, 2)).toMatchObject({ unit_price: 100_000, quota_short: { remaining: 2 } });
    // Nothing left after the earlier lines: the normal price, with nothing to lower the quantity to.
    expect(priceLine(100_000, 1, sale, 4)).toEqual({ unit_price: 100_000, flash: null, quota_short: null });
  });

  it("never charges a flash price at or above the normal price it replaces", () => {
    expect(priceLine(70_000, 1, offer())).toEqual({ unit_price: 70_000, flash: null, quota_short: null });
    expect(priceLine(65_000, 1, offer())).toEqual({ unit_price: 65_000, flash: null, quota_short: null });
  });
});

describe("priceLines", () => {
  const sale = offer({ sold: 7 });
  const offers = new Map([[5, sale]]);
  const line = (id: number, qty: number, counts = true, product_id = 5) => ({
    id,
    product_id,
    qty,
    normal_price: 100_000,
    counts,
  });

  it("lets lines of one product share its quota, the oldest line first", () => {
    const prices = priceLines([line(12, 2), line(10, 2), line(11, 1, true, 6)], offers);
    expect(prices.get(10)!.unit_price).toBe(70_000);
    expect(prices.get(12)).toMatchObject({ unit_price: 100_000, quota_short: { remaining: 1 } });
    expect(prices.get(11)!.unit_price).toBe(100_000);
  });

  it("leaves the quota to lines that will be bought: an unchecked line takes none", () => {
    const prices = priceLines([line(10, 3, false), line(11, 3)], offers);
    expect(prices.get(10)!.unit_price).toBe(70_000);
    expect(prices.get(11)!.unit_price).toBe(70_000);
  });
});
