import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocate,
  bestCombination,
  priceSelection,
  unusableReason,
  type PricedPromo,
  type StoreBasket,
} from "./promo-pricing.ts";

const percent = (
  id: number,
  merchantId: number | null,
  value: number,
  maxDiscount: number | null,
  minPurchase = 0,
): PricedPromo => ({
  id,
  merchantId,
  kind: "percentage",
  value,
  maxDiscount,
  minPurchase,
});
const fixed = (id: number, merchantId: number | null, value: number, minPurchase = 0): PricedPromo => ({
  id,
  merchantId,
  kind: "fixed",
  value,
  maxDiscount: null,
  minPurchase,
});
const freeShipping = (
  id: number,
  merchantId: number | null,
  maxDiscount: number | null,
  minPurchase = 0,
): PricedPromo => ({
  id,
  merchantId,
  kind: "free_shipping",
  value: maxDiscount ?? 1,
  maxDiscount,
  minPurchase,
});

describe("allocate", () => {
  it("splits by largest remainder and sums exactly", () => {
    expect(allocate(10, [3, 3, 3, 3])).toEqual([3, 3, 2, 2]);
    expect(allocate(100, [50, 30, 20])).toEqual([50, 30, 20]);
    expect(allocate(7, [0, 5, 5])).toEqual([0, 4, 3]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    expect(allocate(5, [5])).toEqual([5]);
    expect(allocate(0, [])).toEqual([]);
  });

  it("gives a tied remainder to the larger weight", () => {
    // 3·(1/4) = 0.75 and 3·(3/4) = 2.25: the larger fraction wins the leftover rupiah.
    expect(allocate(3, [1, 3])).toEqual([1, 2]);
    expect(allocate(1, [2, 2])).toEqual([1, 0]);
    expect(allocate(1, [1, 3])).toEqual([0, 1]);
  });

  it("stays exact beyond 2^53 intermediate products", () => {
    const shares = allocate(9_000_000_000_000, [3_000_000_000_001, 6_000_000_000_000, 1]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(9_000_000_000_000);
  });

  it("refuses an amount above the total weight and non-integers", () => {
    expect(() => allocate(11, [5, 5])).toThrow(RangeError);
    expect(() => allocate(1, [])).toThrow(RangeError);
    expect(() => allocate(1.5, [5])).toThrow(RangeError);
    expect(() => allocate(1, [-1, 5])).toThrow(RangeError);
  });
});

describe("priceSelection", () => {
  const baskets: StoreBasket[] = [
    { merchantId: 1, subtotal: 300_000, shipping: null },
    { merchantId: 2, subtotal: 100_000, shipping: null },
  ];

  it("applies a store voucher to its own store's checked items, capped and floored", () => {
    const summary = priceSelection(baskets, [percent(10, 1, 10, 25_000)]);
    expect(summary.applied).toEqual([
      { promoId: 10, merchantId: 1, kind: "percentage", target: "product", amount: 25_000 },
    ]);
    expect(summary.discount).toBe(25_000);
    expect(summary.grandTotal).toBe(375_000);
    expect(summary.perStore[0]).toMatchObject({
      merchantId: 1,
      voucherPromoId: 10,
      voucherDiscount: 25_000,
      platformShare: 0,
      total: 275_000,
    });
    expect(summary.perStore[1]).toMatchObject({ merchantId: 2, voucherPromoId: null, discount: 0, total: 100_000 });
    // 3% of 33.333 is 999.99: floored, never rounded up.
    expect(
      priceSelection([{ merchantId: 1, subtotal: 33_333, shipping: null }], [percent(1, 1, 3, null)]).discount,
    ).toBe(999);
  });

  it("limits a fixed voucher to the store's subtotal", () => {
    const summary = priceSelection([{ merchantId: 1, subtotal: 12_000, shipping: 9_000 }], [fixed(5, 1, 15_000)]);
    expect(summary.productDiscount).toBe(12_000);
    expect(summary.shippingDiscount).toBe(0);
    expect(summary.grandTotal).toBe(9_000);
  });

  it("takes free shipping off the store's shipping only, nothing before a courier is chosen", () => {
    expect(priceSelection(baskets, [freeShipping(7, 1, 30_000)]).discount).toBe(0);
    const withShipping: StoreBasket[] = [
      { merchantId: 1, subtotal: 300_000, shipping: 45_000 },
      { merchantId: 2, subtotal: 100_000, shipping: 12_000 },
    ];
    const summary = priceSelection(withShipping, [freeShipping(7, 1, 30_000)]);
    expect(summary.shippingDiscount).toBe(30_000);
    expect(summary.perStore.map((store) => store.shippingDiscount)).toEqual([30_000, 0]);
    expect(summary.grandTotal).toBe(400_000 + 57_000 - 30_000);
  });

  it("applies the platform promo to what the store vouchers leave, split over the stores", () => {
    // PASARHEMAT: 15% up to Rp75.000 from Rp200.000, after a 10% (max 25.000) voucher on store 1.
    const summary = priceSelection(baskets, [percent(10, 1, 10, 25_000), percent(20, null, 15, 75_000, 200_000)]);
    // (400.000 − 25.000) · 15% = 56.250
    expect(summary.applied.find((promo) => promo.promoId === 20)?.amount).toBe(56_250);
    expect(summary.discount).toBe(81_250);
    // Weights 275.000 and 100.000 → 41.250 and 15.000.
    expect(summary.perStore.map((store) => store.platformShare)).toEqual([41_250, 15_000]);
    expect(summary.perStore.map((store) => store.productDiscount)).toEqual([66_250, 15_000]);
    expect(summary.grandTotal).toBe(400_000 - 81_250);
  });

  it("judges the platform minimum on the checked subtotal before store discounts", () => {
    const summary = priceSelection(
      [{ merchantId: 1, subtotal: 200_000, shipping: null }],
      [fixed(3, 1, 50_000), fixed(4, null, 20_000, 200_000)],
    );
    expect(summary.unusable).toEqual([]);
    expect(summary.discount).toBe(70_000);
  });

  it("caps a platform free shipping at what store vouchers left of the shipping", () => {
    const withShipping: StoreBasket[] = [
      { merchantId: 1, subtotal: 100_000, shipping: 20_000 },
      { merchantId: 2, subtotal: 100_000, shipping: 10_000 },
    ];
    const summary = priceSelection(withShipping, [freeShipping(1, 1, 15_000), freeShipping(2, null, 50_000)]);
    expect(summary.applied.map((promo) => [promo.promoId, promo.amount])).toEqual([
      [1, 15_000],
      [2, 15_000],
    ]);
    expect(summary.perStore.map((store) => store.shippingDiscount)).toEqual([20_000, 10_000]);
    expect(summary.grandTotal).toBe(200_000);
  });

  it("says why a promo does not count", () => {
    const summary = priceSelection(baskets, [
      percent(1, 2, 10, null, 150_000),
      fixed(2, 3, 5_000),
      fixed(3, null, 10_000, 500_000),
      fixed(4, 1, 5_000),
      fixed(5, 1, 9_000),
      fixed(6, null, 1_000),
    ]);
    expect(summary.unusable).toEqual([
      { promoId: 1, merchantId: 2, reason: "min_purchase" },
      { promoId: 2, merchantId: 3, reason: "no_items" },
      { promoId: 3, merchantId: null, reason: "min_purchase" },
      { promoId: 5, merchantId: 1, reason: "slot_taken" },
      { promoId: 6, merchantId: null, reason: "slot_taken" },
    ]);
    expect(summary.applied.map((promo) => promo.promoId)).toEqual([4]);
    expect(summary.discount).toBe(5_000);
  });

  it("treats a store with nothing checked as having no items", () => {
    expect(unusableReason([{ merchantId: 1, subtotal: 0, shipping: null }], fixed(1, 1, 5_000))).toBe("no_items");
    expect(unusableReason([{ merchantId: 1, subtotal: 0, shipping: null }], fixed(1, null, 5_000))).toBe("no_items");
    expect(unusableReason([], fixed(1, null, 5_000))).toBe("no_items");
  });

  it("refuses malformed baskets", () => {
    expect(() => priceSelection([{ merchantId: 1, subtotal: -1, shipping: null }], [])).toThrow(RangeError);
    expect(() => priceSelection([{ merchantId: 1, subtotal: 1.5, shipping: null }], [])).toThrow(RangeError);
    expect(() =>
      priceSelection(
        [
          { merchantId: 1, subtotal: 1, shipping: null },
          { merchantId: 1, subtotal: 2, shipping: null },
        ],
        [],
      ),
    ).toThrow(RangeError);
  });
});

describe("bestCombination", () => {
  it("picks the best voucher per store and the best platform promo", () => {
    const baskets: StoreBasket[] = [
      { merchantId: 1, subtotal: 300_000, shipping: null },
      { merchantId: 2, subtotal: 40_000, shipping: null },
    ];
    const best = bestCombination(baskets, [
      percent(1, 1, 10, 25_000),
      fixed(2, 1, 15_000),
      fixed(3, 2, 10_000, 50_000),
      percent(4, null, 15, 75_000, 200_000),
      fixed(5, null, 20_000, 150_000),
      freeShipping(6, null, 30_000),
    ]);
    // Store 1: 25.000; store 2's voucher needs Rp50.000; platform 15% of 315.000 = 47.250.
    expect(best).toEqual({ promoIds: [4, 1], saving: 72_250 });
  });

  it("leaves out promos that save nothing", () => {
    const best = bestCombination(
      [{ merchantId: 1, subtotal: 100_000, shipping: null }],
      [freeShipping(1, null, 30_000), freeShipping(2, 1, 10_000)],
    );
    expect(best).toEqual({ promoIds: [], saving: 0 });
  });

  it("weighs an item voucher against a shipping voucher through the platform promo", () => {
    // Store 1 offers Rp10.000 off items or free shipping up to Rp12.000. With a 50% platform promo the item
    // voucher costs the platform promo Rp5.000, so free shipping (12.000 + 50.000) beats it (10.000 + 45.000).
    const baskets: StoreBasket[] = [{ merchantId: 1, subtotal: 100_000, shipping: 12_000 }];
    const best = bestCombination(baskets, [
      fixed(1, 1, 10_000),
      freeShipping(2, 1, 12_000),
      percent(3, null, 50, null),
    ]);
    expect(best).toEqual({ promoIds: [3, 2], saving: 62_000 });
  });
});

// Random instances: a few stores, each promo tied to one of them, the platform, or a store not in the cart.
const basketsArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 0, maxLength: 4 })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc.array(
        fc.record({
          subtotal: fc.oneof(
            fc.constant(0),
            fc.integer({ min: 0, max: 2_000_000 }),
            fc.integer({ min: 0, max: 50_000_000_000 }),
          ),
          shipping: fc.option(fc.integer({ min: 0, max: 150_000 }), { nil: null }),
        }),
        { minLength: ids.length, maxLength: ids.length },
      ),
    ),
  )
  .map(([ids, values]) => ids.map((merchantId, index) => ({ merchantId, ...values[index]! })));

const promoTermsArb = fc.oneof(
  fc.record({ kind: fc.constant("percentage" as const), value: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("fixed" as const), value: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({ kind: fc.constant("free_shipping" as const), value: fc.integer({ min: 1, max: 100_000 }) }),
);

const promosArb = (maxLength: number) =>
  fc
    .array(
      fc.record({
        merchantId: fc.option(fc.integer({ min: 1, max: 7 }), { nil: null, freq: 3 }),
        terms: promoTermsArb,
        maxDiscount: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
        minPurchase: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_500_000 })),
      }),
      { maxLength },
    )
    .map((rows) =>
      rows.map((row, index): PricedPromo => ({
        id: index + 1,
        merchantId: row.merchantId,
        ...row.terms,
        maxDiscount: row.maxDiscount,
        minPurchase: row.minPurchase,
      })),
    );

describe("pricing invariants (property tests)", () => {
  it("keeps every discount within its bounds and the totals consistent", () => {
    fc.assert(
      fc.property(basketsArb, promosArb(8), (baskets, selected) => {
        const summary = priceSelection(baskets, selected);
        const byId = new Map(selected.map((promo) => [promo.id, promo]));
        for (const applied of summary.applied) {
          const promo = byId.get(applied.promoId)!;
          expect(applied.amount).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(applied.amount)).toBe(true);
          if (promo.maxDiscount !== null) expect(applied.amount).toBeLessThanOrEqual(promo.maxDiscount);
          if (promo.kind === "fixed") expect(applied.amount).toBeLessThanOrEqual(promo.value);
          expect(unusableReason(baskets, promo)).toBeNull();
        }
        // Each promo is either applied or unusable, and at most one per slot applies.
        expect(summary.applied.length + summary.unusable.length).toBe(selected.length);
        const slots = summary.applied.map((promo) => promo.merchantId ?? "platform");
        expect(new Set(slots).size).toBe(slots.length);
        expect(summary.applied.reduce((sum, promo) => sum + promo.amount, 0)).toBe(summary.discount);

        for (const store of summary.perStore) {
          const basket = baskets.find((candidate) => candidate.merchantId === store.merchantId)!;
          expect(store.productDiscount).toBeGreaterThanOrEqual(0);
          expect(store.shippingDiscount).toBeGreaterThanOrEqual(0);
          expect(store.productDiscount).toBeLessThanOrEqual(basket.subtotal);
          expect(store.shippingDiscount).toBeLessThanOrEqual(basket.shipping ?? 0);
          expect(store.voucherDiscount + store.platformShare).toBe(store.discount);
          expect(store.total).toBe(store.subtotal + store.shipping - store.discount);
          expect(store.total).toBeGreaterThanOrEqual(0);
        }
        expect(summary.productDiscount).toBeLessThanOrEqual(summary.subTotal);
        expect(summary.shippingDiscount).toBeLessThanOrEqual(summary.shippingTotal);
        expect(summary.discount).toBe(summary.productDiscount + summary.shippingDiscount);
        expect(summary.grandTotal).toBe(summary.subTotal + summary.shippingTotal - summary.discount);
        expect(summary.grandTotal).toBeGreaterThanOrEqual(0);
        const platform = summary.applied.find((promo) => promo.merchantId === null);
        expect(summary.perStore.reduce((sum, store) => sum + store.platformShare, 0)).toBe(platform?.amount ?? 0);
      }),
      { numRuns: 3000 },
    );
  });

  it("allocates exactly, each share within its weight and near its exact value", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 10_000_000_000 })), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          const amount = Math.floor(total * fraction);
          const shares = allocate(amount, weights);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
          shares.forEach((share, index) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[index]!);
            if (total > 0) expect(Math.abs(share - (amount * weights[index]!) / total)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("finds a best combination no valid combination beats, and it is itself valid", () => {
    fc.assert(
      fc.property(
        basketsArb.filter((baskets) => baskets.length <= 3),
        promosArb(7),
        (baskets, candidates) => {
          const best = bestCombination(baskets, candidates);
          const chosen = best.promoIds.map((id) => candidates.find((promo) => promo.id === id)!);
          expect(chosen.every(Boolean)).toBe(true);
          const summary = priceSelection(baskets, chosen);
          expect(summary.unusable).toEqual([]);
          expect(summary.discount).toBe(best.saving);

          // Brute force: every slot is empty or holds one of its qualifying candidates.
          const slots = new Map<string, PricedPromo[]>();
          for (const promo of candidates) {
            if (unusableReason(baskets, promo) !== null) continue;
            const key = String(promo.merchantId ?? "platform");
            slots.set(key, [...(slots.get(key) ?? []), promo]);
          }
          let combos: PricedPromo[][] = [[]];
          for (const options of slots.values()) {
            combos = combos.flatMap((combo) => [combo, ...options.map((promo) => [...combo, promo])]);
          }
          for (const combo of combos) {
            expect(priceSelection(baskets, combo).discount).toBeLessThanOrEqual(best.saving);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("a store voucher limited to chosen products", () => {
  const basket: StoreBasket = {
    merchantId: 7,
    subtotal: 300_000,
    shipping: 20_000,
    lines: [
      { productId: 1, amount: 200_000 },
      { productId: 2, amount: 100_000 },
    ],
  };
  const limited = (promo: PricedPromo): PricedPromo => ({ ...promo, productIds: [2] });

  it("takes its percentage and its fixed amount off the chosen products' items only", () => {
    expect(priceSelection([basket], [limited(percent(1, 7, 10, null))]).perStore[0]?.voucherDiscount).toBe(10_000);
    expect(priceSelection([basket], [limited(fixed(2, 7, 150_000))]).perStore[0]?.voucherDiscount).toBe(100_000);
  });

  it("counts its minimum purchase over those items, and has nothing to take off without them", () => {
    expect(unusableReason([basket], limited(fixed(3, 7, 5_000, 150_000)))).toBe("min_purchase");
    expect(unusableReason([basket], limited(fixed(3, 7, 5_000, 100_000)))).toBeNull();
    const without: StoreBasket = { ...basket, subtotal: 200_000, lines: [{ productId: 1, amount: 200_000 }] };
    expect(unusableReason([without], limited(fixed(4, 7, 5_000)))).toBe("no_items");
  });

  it("covers the whole store when it names no products", () => {
    expect(priceSelection([basket], [percent(5, 7, 10, null)]).perStore[0]?.voucherDiscount).toBe(30_000);
  });
});
