import { z } from "zod";
import { rowIdInput } from "../shared/inputs.ts";
import { CART_NOTE_MAX_LENGTH } from "./cart.tables.ts";

/** The most units one line may hold, whatever the stock: keeps totals far from integer limits. */
export const CART_LINE_MAX_QTY = 10_000;
/** Lines in one cart; a bigger cart is a script, not a shopper. */
export const CART_MAX_LINES = 200;

const id = rowIdInput("validation.invalid_value");

/**
 * Spec §5 quantity: typed text must be a whole number ('Quantity can only be input number'), then above
 * zero ('Invalid quantity…'); the stock limit is checked against the product by the service. A fraction
 * is refused rather than rounded: no rounding is the one the shopper meant. '2.0' is the whole number 2.
 */
export const quantity = z
  .union([z.number(), z.string()], { error: "cart.validation.qty_number" })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (!/^-?\d+(\.0+)?$/.test(text)) {
      ctx.addIssue({ code: "custom", message: "cart.validation.qty_number" });
      return z.NEVER;
    }
    const number = Number(text);
    if (number <= 0) {
      ctx.addIssue({ code: "custom", message: "cart.validation.qty_positive" });
      return z.NEVER;
    }
    return Math.min(number, CART_LINE_MAX_QTY);
  });

export const cartNote = z.string().max(CART_NOTE_MAX_LENGTH, "cart.validation.note_max").default("");

/** Spec §3 line payload: products_id, qty, note, attribute. */
export const cartLineInput = z
  .object({
    products_id: id,
    qty: quantity.default(1),
    note: cartNote,
    attribute: z.string().max(100, "validation.invalid_value").default(""),
  })
  .strict();
export type CartLineInput = z.infer<typeof cartLineInput>;

/** cart_item_id as one id or a list (a store's or the whole cart's lines at once). */
export const cartItemIds = z
  .object({
    cart_item_id: z.union(
      [id.transform((value) => [value]), z.array(id).min(1, "cart.validation.no_items").max(CART_MAX_LINES)],
      {
        error: "cart.validation.no_items",
      },
    ),
  })
  .strict();
export type CartItemIds = z.infer<typeof cartItemIds>;

export const cartQuantityInput = z.object({ cart_item_id: id, qty: quantity }).strict();
export type CartQuantityInput = z.infer<typeof cartQuantityInput>;

export const cartNoteInput = z.object({ cart_item_id: id, note: cartNote }).strict();
export type CartNoteInput = z.infer<typeof cartNoteInput>;
