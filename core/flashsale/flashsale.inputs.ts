import { z } from "zod";
import { FLASH_SALE_SORTS } from "./flashsale.dto.ts";

const lang = z.enum(["id", "en"]).optional();
const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET /promo/flashsale?selected= */
export const flashSaleSessionsQuery = z
  .object({
    // An empty ?selected= means "the default session".
    selected: z.preprocess((value) => (value === "" ? undefined : value), id.optional()),
    lang,
  })
  .strict();
export type FlashSaleSessionsQuery = z.infer<typeof flashSaleSessionsQuery>;

export const flashSaleProductsParams = z.object({ promoid: id }).strict();

/** GET /promo/products/{promoid}?page&sort */
export const flashSaleProductsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(60).default(24),
    sort: z.enum(FLASH_SALE_SORTS).default("recommended"),
    lang,
  })
  .strict();
export type FlashSaleProductsQuery = z.infer<typeof flashSaleProductsQuery>;
