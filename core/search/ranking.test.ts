import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { relevance, searchBoost } from "./ranking.ts";

describe("searchBoost", () => {
  it("is 1 for a product nobody bought or rated", () => {
    expect(searchBoost(0, 0, 0, 1)).toBe(1);
  });

  it("grows with sales and with confident ratings", () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.nat(1000),
        (a, b, rating, count) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(searchBoost(high, rating, count, 5)).toBeGreaterThanOrEqual(searchBoost(low, rating, count, 5));
        },
      ),
    );
    expect(searchBoost(0, 5, 10, 1)).toBeGreaterThan(searchBoost(0, 4, 10, 1));
    // One perfect review counts for less than many good ones.
    expect(searchBoost(0, 5, 1, 1)).toBeLessThan(searchBoost(0, 4.8, 100, 1));
  });

  it("keeps a name match above a category-only match for ordinary sales", () => {
    // ts_rank of one name (A) hit against one leaf-category (B) hit: weights 1.0 and 0.4.
    const nameHit = relevance(0.0608, searchBoost(0, 0, 0, 1));
    const categoryHit = relevance(0.0243, searchBoost(2000, 4.9, 300, 1));
    expect(nameHit).toBeGreaterThan(categoryHit);
  });

  it("puts a product out of stock after every one in stock, whatever its text rank and sales", () => {
    // The strongest out-of-stock case against the weakest in-stock one: a top-category (D) hit.
    const soldOut = relevance(1, searchBoost(1_000_000, 5, 1000, 0));
    const inStock = relevance(0.00608, searchBoost(0, 0, 0, 1));
    expect(soldOut).toBeLessThan(inStock);
    expect(searchBoost(10, 4, 10, 0)).toBeGreaterThan(searchBoost(0, 0, 0, 0));
  });
});
