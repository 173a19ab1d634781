import { describe, expect, it } from "vitest";
import { priceSelection, type PricedPromo } from "../promo/index.ts";
import type { PreviewOrderDto } from "./checkout.dto.ts";
import { promoBasketsOf } from "./checkout.view.ts";

const order = (merchantId: number, amount: number, shippingPrice: number | null) =>
  ({
    merchant: { id: merchantId },
    total_merchant_amount: amount,
    shipping: shippingPrice === null ? null : { response_manifest: { final_price: shippingPrice } },
  }) as unknown as PreviewOrderDto;

const freeShipping: PricedPromo = {
  id: 1,
  merchantId: null,
  kind: "free_shipping",
  value: 0,
  maxDiscount: 20_000,
  minPurchase: 0,
};

describe("promoBasketsOf", () => {
  it("carries each store's products and chosen courier price, null before a courier is chosen", () => {
    expect(promoBasketsOf({ orders: [order(7, 150_000, 18_000), order(9, 40_000, null)] })).toEqual([
      { merchantId: 7, subtotal: 150_000, shipping: 18_000 },
      { merchantId: 9, subtotal: 40_000, shipping: null },
    ]);
  });

  it("lets a free-shipping promo be worth the shipping chosen at checkout (up to its cap)", () => {
    const baskets = promoBasketsOf({ orders: [order(7, 150_000, 18_000), order(9, 40_000, 9_000)] });
    expect(priceSelection(baskets, [freeShipping]).discount).toBe(20_000);
    expect(priceSelection(promoBasketsOf({ orders: [order(7, 150_000, null)] }), [freeShipping]).discount).toBe(0);
  });
});
