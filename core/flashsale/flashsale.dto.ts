import type { ProductCardDto } from "../catalog/index.ts";

export type FlashSaleStatus = "upcoming" | "running" | "ended";

/**
 * A flash-sale session. tm_start and tm_end are the seconds from the server's now until the start and the
 * end (0 once passed), so a client counts down without trusting its own clock; start_at/end_at carry the
 * absolute times.
 */
export interface FlashSaleSessionDto {
  id: number;
  name: string;
  slug: string;
  status: FlashSaleStatus;
  start_at: string;
  end_at: string;
  tm_start: number;
  tm_end: number;
  server_time: string;
}

/** A product card with its flash price, quota and units sold in the session. */
export interface FlashSaleProductDto extends ProductCardDto {
  flash_sale: {
    flash_sale_id: number;
    flash_price: number;
    /** Discount of the flash price against the normal selling price, 2 decimals. */
    discount_percentage: number;
    quota: number;
    sold: number;
    remaining: number;
  };
}

/** The home strip: the current (or next) session with its first products. */
export interface HomeFlashSaleDto extends FlashSaleSessionDto {
  products: FlashSaleProductDto[];
}

/** GET /promo/flashsale: running and upcoming sessions and the selected one. */
export interface FlashSaleSessionsDto {
  promos: FlashSaleSessionDto[];
  selected_promo: FlashSaleSessionDto | null;
  fs_selected_id: number | null;
}

export const FLASH_SALE_SORTS = ["recommended", "discount", "price_asc", "price_desc", "sold"] as const;
export type FlashSaleSort = (typeof FLASH_SALE_SORTS)[number];
