import { z } from "zod";
import { paginationMetaDto } from "../shared/pagination.dto.ts";
import { promoKindDto } from "./promo-cart.dto.ts";
import { VOUCHER_TABS } from "./voucher.inputs.ts";

/** A store voucher as its merchant sees it (GET voucher/list rows and voucher/detail). */
export const merchantVoucherDto = z.object({
  id: z.number(),
  voucher_name: z.string(),
  voucher_code: z.string(),
  slug: z.string().describe("The voucher's public page is /promo/{slug}"),
  kind: promoKindDto,
  value: z.number().describe("Percent for percentage, rupiah for fixed; the shipping cap for free_shipping"),
  max_potongan: z.number().nullable().describe("The most a percentage or free-shipping voucher takes off"),
  min_purchase: z.number(),
  start_at: z.string(),
  end_at: z.string(),
  status: z.enum(VOUCHER_TABS),
  quota_total: z.number().nullable().describe("Null when the voucher has no total quota"),
  quota_used: z.number().describe("Units taken: redemptions, or claims of a code-only voucher"),
  per_buyer_limit: z.number(),
  visibility: z.enum(["public", "code_only"]),
  products: z.enum(["all", "chosen"]),
  product_ids: z.array(z.number()),
  times_redeemed: z.number().describe("Orders that used the voucher"),
  created_at: z.string(),
});
export type MerchantVoucherDto = z.infer<typeof merchantVoucherDto>;

export const voucherListMetaDto = paginationMetaDto.extend({
  counts: z.object({ running: z.number(), upcoming: z.number(), ended: z.number() }),
});

export const voucherCodeCheckDto = z.object({ voucher_code: z.string(), available: z.boolean() });
export const voucherDeletedDto = z.object({
  vouchers_id: z.number(),
  kept: z.boolean().describe("True when the voucher had been used: it is ended and kept for its orders"),
});
