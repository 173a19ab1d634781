import { z } from "zod";
import { productCardDto } from "../catalog/index.ts";

/** Why a saved product cannot be bought now (the cart uses the same words). */
export const wishlistUnavailableReasonDto = z.enum(["deleted", "hidden", "store_closed", "out_of_stock"]);
export type WishlistUnavailableReason = z.infer<typeof wishlistUnavailableReasonDto>;

/** A saved product as GET /wishlist/my lists it: the product card plus what the wishlist page needs. */
export const wishlistItemDto = productCardDto.extend({
  available: z.boolean(),
  unavailable_reason: wishlistUnavailableReasonDto.nullable(),
  wishlisted_at: z.string().describe("When the shopper saved it (ISO 8601); the list is newest first"),
  json_meta: z
    .object({ attribute_type: z.string().nullable(), attribute_value: z.array(z.string()) })
    .describe("Sizes, as on the product (spec §3 json_meta); 'Add to cart' takes the first"),
});
export type WishlistItemDto = z.infer<typeof wishlistItemDto>;

const wishlistTotal = z
  .number()
  .describe("The shopper's wishlist size after the change (the header's heart turns active above 0)");

export const wishlistToggleDto = z.object({ added: z.boolean(), total: wishlistTotal });
export type WishlistToggleDto = z.infer<typeof wishlistToggleDto>;

/** What a removal answers: the product and the wishlist size after it. */
export const wishlistRemovalDto = z.object({ product_id: z.number(), total: wishlistTotal });
export type WishlistRemovalDto = z.infer<typeof wishlistRemovalDto>;

export function unavailableReason(row: {
  status: string;
  merchant_status: string;
  stock: number;
  /** The store is closed for its scheduled holiday now. */
  on_holiday?: boolean;
}): WishlistUnavailableReason | null {
  if (row.status === "DELETED") return "deleted";
  if (row.status !== "PUBLISH") return "hidden";
  if (row.merchant_status !== "active" || row.on_holiday) return "store_closed";
  if (row.stock <= 0) return "out_of_stock";
  return null;
}
