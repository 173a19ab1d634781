import { storeBannersDto } from "./banner.dto.ts";
import { z } from "zod";
import type { StoreVoucherDto } from "../promo/index.ts";
import { pkpStoreRefDto } from "../shared/fields.dto.ts";

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

/**
 * The header of a store page. The API answers it with the store's vouchers (StoreDetailDto); promo owns the
 * voucher's schema and depends on merchant, so the route composes the two schemas, not this module.
 */
export const storeHeaderDto = pkpStoreRefDto.extend({
  description: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  banners: storeBannersDto,
  city: z.string(),
  province: z.string(),
  rating_avg: z.number(),
  rating_count: z.number(),
  product_count: z.number(),
  joined_at: z.string(),
});
export type StoreHeaderDto = z.infer<typeof storeHeaderDto>;

/** A store page's header and its live vouchers. */
export type StoreDetailDto = StoreHeaderDto & { vouchers: StoreVoucherDto[] };
