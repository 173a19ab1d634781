import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clampNote,
  decrease,
  increase,
  initialQuantity,
  isOutOfStock,
  NOTE_MAX_LENGTH,
  subtotal,
  typedQuantity,
  unitPrice,
} from "./quantity.ts";

const MIN = { key: "product.quantity.min" };
const max = (stock: number) => ({ key: "product.quantity.max", values: { stock } });
const OUT = { key: "product.stock.out" };

describe("plus and minus (spec §5)", () => {
  it("adds one while below the stock, then warns 'Max. {stock} product' and stays at the stock", () => {
    expect(increase(1, 3)).toEqual({ qty: 2, message: null });
    expect(increase(2, 3)).toEqual({ qty: 3, message: null });
    expect(increase(3, 3)).toEqual({ qty: 3, message: max(3) });
    expect(increase(9, 3)).toEqual({ qty: 3, message: max(3) });
  });

  it("takes one while above 1, and at 1 says the minimum purchase is 1 unit", () => {
    expect(decrease(3, 5)).toEqual({ qty: 2, message: null });
    expect(decrease(2, 5)).toEqual({ qty: 1, message: null });
    expect(decrease(1, 5)).toEqual({ qty: 1, message: MIN });
    expect(decrease(0, 5)).toEqual({ qty: 1, message: MIN });
  });

  it("brings a quantity above a lowered stock back within it on minus", () => {
    expect(decrease(10, 4)).toEqual({ qty: 4, message: null });
  });

  it("cannot move at all when the product is out of stock", () => {
    expect(increase(0, 0)).toEqual({ qty: 0, message: OUT });
    expect(decrease(0, 0)).toEqual({ qty: 0, message: OUT });
    expect(isOutOfStock(0)).toBe(true);
    expect(isOutOfStock(-2)).toBe(true);
    expect(isOutOfStock(Number.NaN)).toBe(true);
    expect(isOutOfStock(1)).toBe(false);
    expect(initialQuantity(0)).toBe(0);
    expect(initialQuantity(7)).toBe(1);
  });
});

describe("typed quantity (spec §5: clamped to stock or 1, floored)", () => {
  it("keeps a whole number within 1..stock", () => {
    expect(typedQuantity("4", 10)).toEqual({ qty: 4, message: null });
    expect(typedQuantity(" 10 ", 10)).toEqual({ qty: 10, message: null });
  });

  it("floors fractions, with a dot or a comma", () => {
    expect(typedQuantity("2.7", 10)).toEqual({ qty: 2, message: null });
    expect(typedQuantity("3,9", 10)).toEqual({ qty: 3, message: null });
  });

  it("clamps above the stock to the stock with the maximum warning", () => {
    expect(typedQuantity("25", 12)).toEqual({ qty: 12, message: max(12) });
    expect(typedQuantity("1e9", 12)).toEqual({ qty: 12, message: max(12) });
  });

  it("turns empty, zero, negative and non-numbers into 1 with the minimum message", () => {
    for (const raw of ["", "  ", "0", "-3", "0.5", "abc", "Infinity", "NaN"]) {
      expect(typedQuantity(raw, 5), raw).toEqual({ qty: 1, message: MIN });
    }
  });

  it("always lands on a whole number between 1 and the stock", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 10_000 }), (raw, stock) => {
        const { qty } = typedQuantity(raw, stock);
        return Number.isInteger(qty) && qty >= 1 && qty <= stock;
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.integer({ min: 1, max: 500 }), (value, stock) => {
        const { qty } = typedQuantity(String(value), stock);
        const expected = Math.min(stock, Math.max(1, Math.floor(value)));
        return qty === (Number.isFinite(value) ? expected : 1);
      }),
    );
  });
});

describe("subtotal and note", () => {
  it("is quantity times the publish price", () => {
    expect(subtotal(3, 125_900)).toBe(377_700);
    expect(subtotal(0, 125_900)).toBe(0);
  });

  it("keeps at most 144 characters of a note, counting emoji as one", () => {
    expect(NOTE_MAX_LENGTH).toBe(144);
    expect(clampNote("a".repeat(200))).toHaveLength(144);
    const emoji = "🎁".repeat(150);
    expect(Array.from(clampNote(emoji))).toHaveLength(144);
    expect(clampNote("warna putih")).toBe("warna putih");
  });
});

describe("unit price during a flash sale", () => {
  const flash = { flash_price: 79_900, remaining: 3 };
  it("is the flash price while the quantity fits in what is left of the quota, the normal price above it", () => {
    expect(unitPrice(1, 99_900, flash)).toBe(79_900);
    expect(unitPrice(3, 99_900, flash)).toBe(79_900);
    expect(unitPrice(4, 99_900, flash)).toBe(99_900);
    expect(unitPrice(2, 99_900, null)).toBe(99_900);
    expect(subtotal(3, unitPrice(3, 99_900, flash))).toBe(239_700);
  });
});
