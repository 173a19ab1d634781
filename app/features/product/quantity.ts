/**
 * The quantity rules of the product page (spec §4, §5): the quantity stays between 1 and the stock;
 * minus below 1 says 'Minimum purchase of this product is 1 unit'; plus past the stock warns
 * 'Max. {stock} product'; a typed quantity is floored to a whole number and clamped to 1..stock.
 * Pure, so the page and its tests share one definition.
 */
export type QuantityMessage =
  | { key: "product.quantity.min" }
  | { key: "product.quantity.max"; values: { stock: number } }
  | { key: "product.stock.out" };

export interface QuantityState {
  qty: number;
  message: QuantityMessage | null;
}

const MIN: QuantityMessage = { key: "product.quantity.min" };
const max = (stock: number): QuantityMessage => ({ key: "product.quantity.max", values: { stock } });
const OUT: QuantityMessage = { key: "product.stock.out" };

/** Stock as a usable whole number: negative or broken values mean none. */
function usableStock(stock: number): number {
  return Number.isFinite(stock) && stock > 0 ? Math.floor(stock) : 0;
}

export function isOutOfStock(stock: number): boolean {
  return usableStock(stock) === 0;
}

/** The quantity a page starts with: 1, or 0 when nothing can be bought. */
export function initialQuantity(stock: number): number {
  return isOutOfStock(stock) ? 0 : 1;
}

export function increase(qty: number, stock: number): QuantityState {
  const limit = usableStock(stock);
  if (limit === 0) return { qty: 0, message: OUT };
  if (qty >= limit) return { qty: limit, message: max(limit) };
  return { qty: Math.max(1, Math.floor(qty) + 1), message: null };
}

export function decrease(qty: number, stock: number): QuantityState {
  const limit = usableStock(stock);
  if (limit === 0) return { qty: 0, message: OUT };
  if (qty <= 1) return { qty: 1, message: MIN };
  return { qty: Math.min(limit, Math.floor(qty) - 1), message: null };
}

/**
 * A quantity typed by hand: anything that is not a number, or below 1, becomes 1 with the minimum
 * message; above the stock becomes the stock with the maximum warning; fractions are floored.
 */
export function typedQuantity(raw: string, stock: number): QuantityState {
  const limit = usableStock(stock);
  if (limit === 0) return { qty: 0, message: OUT };
  const text = raw.trim().replace(",", ".");
  const value = text === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return { qty: 1, message: MIN };
  const whole = Math.floor(value);
  if (whole < 1) return { qty: 1, message: MIN };
  if (whole > limit) return { qty: limit, message: max(limit) };
  return { qty: whole, message: null };
}

/** Spec §5: qty × the unit price, in integer rupiah. */
export function subtotal(qty: number, unitPrice: number): number {
  return Math.max(0, Math.floor(qty)) * unitPrice;
}

/** A running flash sale's price and the units left at it. */
export interface FlashPrice {
  flash_price: number;
  remaining: number;
}

/**
 * What one unit costs when buying qty, as the cart will price the line (decision 0014): the flash price
 * while the quantity fits in what is left of the quota, the normal price above it.
 */
export function unitPrice(qty: number, normalPrice: number, flash: FlashPrice | null): number {
  return flash && qty <= flash.remaining ? flash.flash_price : normalPrice;
}

/** Spec §9: notes hold at most 144 characters. */
export const NOTE_MAX_LENGTH = 144;

export function clampNote(note: string): string {
  return Array.from(note).slice(0, NOTE_MAX_LENGTH).join("");
}
