import { z } from "zod";
import { storeRefDto } from "../shared/fields.dto.ts";
import { promoJsonMetaDto, promoNameFields, promoTermFields } from "./promo-cart.dto.ts";

/** Whether a promo can be used now, judged by the injected clock. */
export const promoStatusDto = z.enum(["upcoming", "active", "ended"]);
export type PromoStatus = z.infer<typeof promoStatusDto>;

/** A platform promo banner of the home carousel (spec §7 /homepage/promos); links to /promo/{slug}. */
export const promoBannerDto = z.object({
  ...promoNameFields,
  banner: z.string().nullable(),
  end_at: z.string(),
  json_meta: promoJsonMetaDto,
});
export type PromoBannerDto = z.infer<typeof promoBannerDto>;

/** A store voucher as the store page lists it: code, minimum purchase, end date. */
export const storeVoucherDto = z.object({
  ...promoNameFields,
  code: z.string().nullable().describe("Null when the voucher applies without a code"),
  ...promoTermFields,
  end_at: z.string(),
  quota_left: z.number().nullable().describe("Null when the voucher has no quota"),
});
export type StoreVoucherDto = z.infer<typeof storeVoucherDto>;

/** Everything the promo page shows (spec §2 /promo/{slug}). */
export const promoDetailDto = storeVoucherDto.extend({
  description: z.string(),
  banner: z.string().nullable(),
  json_meta: promoJsonMetaDto,
  start_at: z.string(),
  status: promoStatusDto,
  quota_total: z.number().nullable(),
  requires_claim: z.boolean(),
  merchant: storeRefDto
    .extend({ photo: z.string().nullable() })
    .nullable()
    .describe("Null for a platform ('tokoexpress') promo; the store for a store voucher"),
});
export type PromoDetailDto = z.infer<typeof promoDetailDto>;
