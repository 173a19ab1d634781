import { z } from "zod";
import { langInput as lang, MAX_ROW_ID, pageInput } from "../shared/inputs.ts";

const INVALID_ID = "wishlist.validation.product_id";
const idNumber = z.number().int(INVALID_ID).min(1, INVALID_ID).max(MAX_ROW_ID, INVALID_ID);

/**
 * A product id from JSON (a number) or from a form or query string (digits). Coercion is not used: it
 * would read '', '1e3' or null as numbers.
 */
const productId = z.union(
  [
    idNumber,
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(idNumber),
  ],
  { error: (issue) => (issue.input === undefined ? "validation.required" : INVALID_ID) },
);

/** POST /wishlist/toggle and POST /wishlist/delete {product_id}; the heart's form sends the same field. */
export const wishlistProductInput = z.object({ product_id: productId }).strict();
export type WishlistProductInput = z.infer<typeof wishlistProductInput>;

/** GET /wishlist/delete?product_id= (spec §7 shows delete as a GET). */
export const wishlistDeleteQuery = z.object({ product_id: productId, lang }).strict();

/** GET /wishlist/my?page= */
export const wishlistPageQuery = z
  .object({
    page: pageInput,
    lang,
  })
  .strict();
export type WishlistPageQuery = z.infer<typeof wishlistPageQuery>;
