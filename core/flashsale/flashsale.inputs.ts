import { z } from "zod";
import { langInput as lang, MAX_ROW_ID, pageInput, perPageInput } from "../shared/inputs.ts";
import { FLASH_SALE_SORTS } from "./flashsale.dto.ts";

const id = z.coerce.number().int().min(1).max(MAX_ROW_ID);

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
    page: pageInput,
    per_page: perPageInput(24),
    sort: z.enum(FLASH_SALE_SORTS).default("recommended"),
    lang,
  })
  .strict();
export type FlashSaleProductsQuery = z.infer<typeof flashSaleProductsQuery>;
