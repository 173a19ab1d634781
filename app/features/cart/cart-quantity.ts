/** Spec §5 cart quantity rules, checked in the browser before asking the server (which checks again). */
export type QuantityCheck = { ok: true; qty: number } | { ok: false; key: string; values?: Record<string, number> };

export function stepUp(qty: number, stock: number): QuantityCheck {
  if (qty >= stock) return { ok: false, key: "cart.validation.stock_only", values: { stock } };
  return { ok: true, qty: qty + 1 };
}

export function stepDown(qty: number): QuantityCheck {
  if (qty <= 1) return { ok: false, key: "cart.validation.qty_min" };
  return { ok: true, qty: qty - 1 };
}

/** A typed quantity: a number, above zero, within stock; decimals are floored. */
export function typed(text: string, stock: number): QuantityCheck {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return { ok: false, key: "cart.validation.qty_number" };
  const qty = Math.floor(Number(trimmed));
  if (qty <= 0) return { ok: false, key: "cart.validation.qty_positive" };
  if (qty > stock) return { ok: false, key: "cart.validation.stock_only", values: { stock } };
  return { ok: true, qty };
}
