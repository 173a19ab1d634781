import type { ProductCardDto } from "../catalog/index.ts";

/** Why a saved product cannot be bought now (the cart uses the same words). */
export type WishlistUnavailableReason = "deleted" | "hidden" | "store_closed" | "out_of_stock";

/** A saved product as GET /wishlist/my lists it: the product card plus what the wishlist page needs. */
export interface WishlistItemDto extends ProductCardDto {
  available: boolean;
  unavailable_reason: WishlistUnavailableReason | null;
  /** When the shopper saved it (ISO 8601); the list is newest first. */
  wishlisted_at: string;
  /** Sizes, as on the product (spec §3 json_meta); 'Add to cart' takes the first. */
  json_meta: { attribute_type: string | null; attribute_value: string[] };
}

export interface WishlistToggleDto {
  added: boolean;
  /** The shopper's wishlist size after the change (the header's heart turns active above 0). */
  total: number;
}

export function unavailableReason(row: { status: string; merchant_status: string; stock: number }): WishlistUnavailableReason | null {
  if (row.status === "DELETED") return "deleted";
  if (row.status !== "PUBLISH") return "hidden";
  if (row.merchant_status !== "active") return "store_closed";
  if (row.stock <= 0) return "out_of_stock";
  return null;
}
