import { z } from "zod";
import { storeVoucherDto } from "../promo/index.ts";

/** An official store on the brands page (spec §3 Brand: name, image, id, slug). */
export const brandDto = z.object({
  id: z.number(),
  name: z.string().describe("merchant_name"),
  image: z.string().nullable().describe("The store logo (merchant_photos in the spec's API)"),
  slug: z.string().describe("merchant_slug; the brand links to /store/{slug}"),
  storetype: z.string(),
  city: z.string(),
  rating_avg: z.number(),
  product_count: z.number(),
});
export type BrandDto = z.infer<typeof brandDto>;

/** The header of a store page and its vouchers. */
export const storeDetailDto = z.object({
  id: z.number(),
  merchant_name: z.string(),
  merchant_slug: z.string(),
  storetype: z.string(),
  is_pkp: z.enum(["pkp", "non-pkp"]),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  rating_avg: z.number(),
  rating_count: z.number(),
  product_count: z.number(),
  joined_at: z.string(),
  vouchers: z.array(storeVoucherDto),
});
export type StoreDetailDto = z.infer<typeof storeDetailDto>;
