import { z } from "zod";
import { productCardDto } from "../catalog/index.ts";

export const flashSaleStatusDto = z.enum(["upcoming", "running", "ended"]);
export type FlashSaleStatus = z.infer<typeof flashSaleStatusDto>;

/**
 * A flash-sale session. tm_start and tm_end are the seconds from the server's now until the start and the
 * end (0 once passed), so a client counts down without trusting its own clock; start_at/end_at carry the
 * absolute times.
 */
export const flashSaleSessionDto = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  status: flashSaleStatusDto,
  start_at: z.string().describe("ISO 8601"),
  end_at: z.string().describe("ISO 8601"),
  tm_start: z.number().describe("Seconds from server_time until the start; 0 once started"),
  tm_end: z.number().describe("Seconds from server_time until the end"),
  server_time: z.string(),
});
export type FlashSaleSessionDto = z.infer<typeof flashSaleSessionDto>;

/** A product card with its flash price, quota and units sold in the session. */
export const flashSaleProductDto = productCardDto.extend({
  flash_sale: z.object({
    flash_sale_id: z.number(),
    flash_price: z.number(),
    discount_percentage: z
      .number()
      .describe("Discount of the flash price against the normal selling price, 2 decimals"),
    quota: z.number(),
    sold: z.number(),
    remaining: z.number(),
  }),
});
export type FlashSaleProductDto = z.infer<typeof flashSaleProductDto>;

/** The home strip: the current (or next) session with its first products. */
export const homeFlashSaleDto = flashSaleSessionDto.extend({ products: z.array(flashSaleProductDto) });
export type HomeFlashSaleDto = z.infer<typeof homeFlashSaleDto>;

/** GET /promo/flashsale: running and upcoming sessions and the selected one. */
export const flashSaleSessionsDto = z.object({
  promos: z.array(flashSaleSessionDto),
  selected_promo: flashSaleSessionDto.nullable(),
  fs_selected_id: z.number().nullable(),
});
export type FlashSaleSessionsDto = z.infer<typeof flashSaleSessionsDto>;

export const FLASH_SALE_SORTS = ["recommended", "discount", "price_asc", "price_desc", "sold"] as const;
export type FlashSaleSort = (typeof FLASH_SALE_SORTS)[number];
