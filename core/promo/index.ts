export { createPromoService, PROMO_PRODUCTS_PER_PAGE, type PromoService } from "./promo.service.ts";
export { promoProductsQuery, promoSlugParams, type PromoProductsQuery } from "./promo.inputs.ts";
export type { PromoBannerDto, PromoDetailDto, PromoStatus, StoreVoucherDto } from "./promo.dto.ts";
export { promoBannerDto, promoDetailDto, storeVoucherDto } from "./promo.dto.ts";
export { createPromoCartService, type LapsedPromo, type PromoCartService } from "./promo-cart.service.ts";
export {
  promoClaimInput,
  promoSelectInput,
  PROMO_CODE_PATTERN,
  type PromoClaimInput,
  type PromoSelectInput,
} from "./promo-cart.inputs.ts";
export type {
  AppliedPromoDto,
  PromoActiveListDto,
  PromoBestResultDto,
  PromoCartSummary,
  PromoClaimResultDto,
  PromoMerchantDto,
  PromoMerchantGroupDto,
  PromoOptionDto,
  PromoUnusableReasonCode,
  UnusablePromoOptionDto,
} from "./promo-cart.dto.ts";
export {
  promoActiveListDto,
  promoBestResultDto,
  promoClaimResultDto,
  promoOptionDto,
  promoSummaryDto,
  promoUnusableReasonDto,
  toPromoSummaryDto,
} from "./promo-cart.dto.ts";
export {
  allocate,
  bestCombination,
  priceSelection,
  unusableReason,
  type AppliedPromo,
  type BestCombination,
  type PriceSummary,
  type PricedPromo,
  type PromoKind,
  type StoreBasket,
  type StoreSplit,
  type UnusablePromo,
  type UnusableReason,
} from "./promo-pricing.ts";
export { createVoucherService, VOUCHER_PRODUCT_OPTIONS, type VoucherService } from "./voucher.service.ts";
export {
  merchantVoucherDto,
  voucherCodeCheckDto,
  voucherDeletedDto,
  voucherListMetaDto,
  type MerchantVoucherDto,
} from "./voucher.dto.ts";
export {
  VOUCHER_KINDS,
  VOUCHER_LIMITS,
  VOUCHER_SORTS,
  VOUCHER_TABS,
  voucherCodeCheckInput,
  voucherIdInput,
  voucherInput,
  voucherListQuery,
  type VoucherSort,
  type VoucherTab,
} from "./voucher.inputs.ts";
