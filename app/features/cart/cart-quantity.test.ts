import { describe, expect, it } from "vitest";
import { stepDown, stepUp, typed } from "./cart-quantity.ts";

describe("cart quantity rules (spec §5)", () => {
  it("plus only below stock", () => {
    expect(stepUp(2, 3)).toEqual({ ok: true, qty: 3 });
    expect(stepUp(3, 3)).toEqual({ ok: false, key: "cart.validation.stock_only", values: { stock: 3 } });
  });
  it("minus only above 1", () => {
    expect(stepDown(2)).toEqual({ ok: true, qty: 1 });
    expect(stepDown(1)).toEqual({ ok: false, key: "cart.validation.qty_min" });
  });
  it("typed: numeric, above zero, within stock, floored", () => {
    expect(typed("abc", 5)).toMatchObject({ ok: false, key: "cart.validation.qty_number" });
    expect(typed("", 5)).toMatchObject({ ok: false, key: "cart.validation.qty_number" });
    expect(typed("0", 5)).toMatchObject({ ok: false, key: "cart.validation.qty_positive" });
    expect(typed("-2", 5)).toMatchObject({ ok: false, key: "cart.validation.qty_positive" });
    expect(typed("6", 5)).toEqual({ ok: false, key: "cart.validation.stock_only", values: { stock: 5 } });
    expect(typed(" 4.7 ", 5)).toEqual({ ok: true, qty: 4 });
  });
});
