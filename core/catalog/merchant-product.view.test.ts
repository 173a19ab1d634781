import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountPercentage } from "../shared/money.ts";
import { discountOf, publishPriceOf } from "./merchant-product.view.ts";

describe("publishPriceOf", () => {
  it("takes the discount off the base price, a percent rounded to whole rupiah", () => {
    expect(publishPriceOf({ base_price: 100_000, discount_type: "none", discount_value: 5 })).toBe(100_000);
    expect(publishPriceOf({ base_price: 100_000, discount_type: "percent", discount_value: 12.5 })).toBe(87_500);
    expect(publishPriceOf({ base_price: 99_999, discount_type: "percent", discount_value: 10 })).toBe(89_999);
    expect(publishPriceOf({ base_price: 100_000, discount_type: "amount", discount_value: 1_500 })).toBe(98_500);
  });
});

describe("discountOf", () => {
  it("shows a saved discount as the percent the storefront shows when that gives the same price back", () => {
    expect(discountOf(100_000, 100_000)).toEqual({ type: "none", value: null });
    expect(discountOf(100_000, 87_500)).toEqual({ type: "percent", value: 12.5 });
    expect(discountOf(99_999, 89_999)).toEqual({ type: "percent", value: 10 });
    expect(discountOf(30_500, 28_900)).toEqual({ type: "amount", value: 1_600 });
  });

  it("always gives back the saved publish price, and the storefront's percent for it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000_000 }), fc.double({ min: 0, max: 0.99 }), (base, share) => {
        const publish = Math.max(100, Math.round(base * (1 - share)));
        const shown = discountOf(base, publish);
        expect(publishPriceOf({ base_price: base, discount_type: shown.type, discount_value: shown.value })).toBe(
          publish,
        );
        if (shown.type === "percent") expect(shown.value).toBe(discountPercentage(base, publish));
      }),
    );
  });
});
