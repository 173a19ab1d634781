import { z } from "zod";
import { langInput as lang, MAX_ROW_ID, pageInput as page, perPageInput } from "../shared/inputs.ts";
import { BRAND_SORTS, parseAlphabet, STORE_PRODUCT_SORTS } from "./merchant.view.ts";

const search = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => (value ? value : undefined));
const categoryIds = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    const list = (value === undefined ? [] : Array.isArray(value) ? value : value.split(","))
      .map((item) => item.trim())
      .filter(Boolean);
    const ids = list.map(Number);
    if (ids.length > 50 || ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ROW_ID)) {
      ctx.addIssue({ code: "custom", message: "validation.invalid_value" });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

export const merchantSlugParams = z
  .object({
    slug: z
      .string()
      .min(1)
      .max(160)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "validation.invalid_value"),
  })
  .strict();

/** GET /merchant/list (spec §7): search, sort, alphabetsearch, categories[], storetype, page. */
export const brandListQuery = z
  .object({
    search,
    sort: z.enum(BRAND_SORTS).default("lates"),
    alphabetsearch: z
      .string()
      .max(20)
      .optional()
      .transform((value, ctx) => {
        const letter = parseAlphabet(value);
        if (letter === undefined) {
          ctx.addIssue({ code: "custom", message: "validation.invalid_value" });
          return z.NEVER;
        }
        return letter;
      }),
    "categories[]": categoryIds,
    categories: categoryIds,
    storetype: z.enum(["official", "regular"]).default("official"),
    page,
    per_page: perPageInput(24),
    lang,
  })
  .strict();
export type BrandListQuery = z.infer<typeof brandListQuery>;

/** GET /merchant/products/{slug}: search within the store, sort, page. */
export const storeProductsQuery = z
  .object({
    search,
    sort: z.enum(STORE_PRODUCT_SORTS).default("bestseller"),
    page,
    per_page: perPageInput(20),
    lang,
  })
  .strict();
export type StoreProductsQuery = z.infer<typeof storeProductsQuery>;
