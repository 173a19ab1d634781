import type { PriceSummary, PromoKind } from "./promo-pricing.ts";

/**
 * Why a promo is listed under 'Unusable Promo'. The pricing reasons (no_items, min_purchase) change with the
 * cart; the others with time, quota, store status or the shopper's redemptions.
 */
export type PromoUnusableReasonCode = "no_items" | "min_purchase" | "used_up" | "expired" | "not_started" | "quota_exhausted" | "unavailable";

/** One promo of the 'Use Promo' modal (spec §3 Promo). */
export interface PromoOptionDto {
  id: number;
  promo_name: string;
  slug: string;
  kind: PromoKind;
  value: number;
  max_potongan: number | null;
  min_purchase: number;
  end_at: string;
  is_selected: 1 | 0;
  /** What this promo would save on the cart now, in its slot next to the rest of the current selection. */
  potongan: number;
  json_meta: { icon: string | null };
  /** Null for a platform ('tokoexpress') promo. */
  merchant_id: number | null;
  code: string | null;
}

export interface UnusablePromoOptionDto extends PromoOptionDto {
  reason: PromoUnusableReasonCode;
  /** The reason in the request's language, e.g. 'Minimal belanja Rp100.000'. */
  message: string;
}

export interface PromoMerchantDto {
  id: number;
  merchant_name: string;
  merchant_slug: string;
  storetype: string;
}

export interface PromoMerchantGroupDto {
  merchant: PromoMerchantDto;
  promos: PromoOptionDto[];
}

/** A promo counted in the cart summary ('all_promo' of spec §3 Cart). */
export interface AppliedPromoDto {
  id: number;
  name: string;
  potongan: number;
  merchant_id: number | null;
  kind: PromoKind;
}

/** The priced current selection: only promos that qualify now count. */
export type PromoCartSummary = PriceSummary & { all_promo: AppliedPromoDto[] };

/** GET /promo/active */
export interface PromoActiveListDto {
  tokoexpress: PromoOptionDto[];
  merchant: PromoMerchantGroupDto[];
  non_active: UnusablePromoOptionDto[];
  /** The selection that would save the most now ('You Can Save Rp X'). */
  best: { promo_ids: number[]; saving: number };
  summary: PromoCartSummary;
}

/** POST /promo/claim */
export interface PromoClaimResultDto {
  promo_id: number;
  /** True when this call took a claim (claim-only promos); false when already claimed or not claim-only. */
  claimed: boolean;
  /** True when the promo is now in the shopper's selection. */
  selected: boolean;
}

/** POST /promo/best */
export interface PromoBestResultDto {
  promo_ids: number[];
  saving: number;
}
