import { z } from "zod";

/** Whether a promo can be used now, judged by the injected clock. */
export type PromoStatus = "upcoming" | "active" | "ended";

/** A platform promo banner of the home carousel (spec §7 /homepage/promos); links to /promo/{slug}. */
export const promoBannerDto = z.object({
  id: z.number(),
  promo_name: z.string(),
  slug: z.string(),
  banner: z.string().nullable(),
  end_at: z.string(),
  json_meta: z.object({ icon: z.string().nullable() }),
});
export type PromoBannerDto = z.infer<typeof promoBannerDto>;

/** A store voucher as the store page lists it: code, minimum purchase, end date. */
export const storeVoucherDto = z.object({
  id: z.number(),
  promo_name: z.string(),
  slug: z.string(),
  code: z.string().nullable().describe("Null when the voucher applies without a code"),
  kind: z.enum(["percentage", "fixed", "free_shipping"]),
  value: z.number(),
  min_purchase: z.number(),
  max_potongan: z.number().nullable(),
  end_at: z.string(),
  quota_left: z.number().nullable().describe("Null when the voucher has no quota"),
});
export type StoreVoucherDto = z.infer<typeof storeVoucherDto>;

/** Everything the promo page shows (spec §2 /promo/{slug}). */
export interface PromoDetailDto extends StoreVoucherDto {
  description: string;
  banner: string | null;
  json_meta: { icon: string | null };
  start_at: string;
  status: PromoStatus;
  quota_total: number | null;
  requires_claim: boolean;
  /** Null for a platform ('tokoexpress') promo; the store for a store voucher. */
  merchant: { id: number; merchant_name: string; merchant_slug: string; storetype: string; photo: string | null } | null;
}
