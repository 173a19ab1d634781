import { z } from "zod";
import { storeRefDto } from "../shared/fields.dto.ts";
import type { PriceSummary } from "./promo-pricing.ts";

export const promoKindDto = z.enum(["percentage", "fixed", "free_shipping"]);

/** The promo's icon, as every promo listing answers it. */
export const promoJsonMetaDto = z.object({ icon: z.string().nullable() });

/**
 * Why a promo is listed under 'Unusable Promo'. The pricing reasons (no_items, min_purchase) change with the
 * cart; the others with time, quota, store status or the shopper's redemptions.
 */
export const promoUnusableReasonDto = z.enum([
  "no_items",
  "min_purchase",
  "used_up",
  "expired",
  "not_started",
  "quota_exhausted",
  "unavailable",
]);
export type PromoUnusableReasonCode = z.infer<typeof promoUnusableReasonDto>;

/** A promo as a link names it: its id, its name in the request's language and the slug of its page. */
export const promoNameFields = { id: z.number(), promo_name: z.string(), slug: z.string() };

/** What a promo takes off: its kind and value, the most it takes off and the least a basket must come to. */
export const promoTermFields = {
  kind: promoKindDto,
  value: z.number(),
  max_potongan: z.number().nullable(),
  min_purchase: z.number(),
};

/** One promo of the 'Use Promo' modal (spec §3 Promo). */
export const promoOptionDto = z.object({
  ...promoNameFields,
  ...promoTermFields,
  end_at: z.string(),
  is_selected: z.union([z.literal(1), z.literal(0)]),
  potongan: z
    .number()
    .describe("What this promo would save on the cart now, in its slot next to the rest of the current selection"),
  json_meta: promoJsonMetaDto,
  merchant_id: z.number().nullable().describe("Null for a platform ('tokoexpress') promo"),
  code: z.string().nullable(),
});
export type PromoOptionDto = z.infer<typeof promoOptionDto>;

export const unusablePromoOptionDto = promoOptionDto.extend({
  reason: promoUnusableReasonDto,
  message: z.string().describe("The reason in the request's language, e.g. 'Minimal belanja Rp100.000'"),
});
export type UnusablePromoOptionDto = z.infer<typeof unusablePromoOptionDto>;

export const promoMerchantDto = storeRefDto;
export type PromoMerchantDto = z.infer<typeof promoMerchantDto>;

export const promoMerchantGroupDto = z.object({ merchant: promoMerchantDto, promos: z.array(promoOptionDto) });
export type PromoMerchantGroupDto = z.infer<typeof promoMerchantGroupDto>;

/** A promo counted in the cart summary ('all_promo' of spec §3 Cart). */
export const appliedPromoDto = z.object({
  id: z.number(),
  name: z.string(),
  potongan: z.number(),
  merchant_id: z.number().nullable(),
  kind: promoKindDto,
});
export type AppliedPromoDto = z.infer<typeof appliedPromoDto>;

/** The priced current selection: only promos that qualify now count. */
export type PromoCartSummary = PriceSummary & { all_promo: AppliedPromoDto[] };

/** The priced selection as the API answers it, the cart summary's figures. */
export const promoSummaryDto = z.object({
  sub_total: z.number(),
  discount: z.number(),
  grand_total: z.number(),
  all_promo: z.array(appliedPromoDto),
});
export type PromoSummaryDto = z.infer<typeof promoSummaryDto>;

/** The answer's shape of a priced selection. */
export function toPromoSummaryDto(summary: PromoCartSummary): PromoSummaryDto {
  return {
    sub_total: summary.subTotal,
    discount: summary.discount,
    grand_total: summary.grandTotal,
    all_promo: summary.all_promo,
  };
}

/** POST /promo/best: the selection that would save the most now ('You Can Save Rp X'). */
export const promoBestResultDto = z.object({ promo_ids: z.array(z.number()), saving: z.number() });
export type PromoBestResultDto = z.infer<typeof promoBestResultDto>;

/** GET /promo/active, as the API answers it. */
export const promoActiveListDto = z.object({
  tokoexpress: z.array(promoOptionDto),
  merchant: z.array(promoMerchantGroupDto),
  non_active: z.array(unusablePromoOptionDto),
  best: promoBestResultDto,
  summary: promoSummaryDto,
});

/** GET /promo/active, as the service gives it (the summary with all its figures). */
export type PromoActiveListDto = Omit<z.infer<typeof promoActiveListDto>, "summary"> & { summary: PromoCartSummary };

/** POST /promo/claim */
export const promoClaimResultDto = z.object({
  promo_id: z.number(),
  claimed: z
    .boolean()
    .describe("True when this call took a claim (claim-only promos); false when already claimed or not claim-only"),
  selected: z.boolean().describe("True when the promo is now in the shopper's selection"),
});
export type PromoClaimResultDto = z.infer<typeof promoClaimResultDto>;
