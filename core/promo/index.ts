export { createPromoService, PROMO_PRODUCTS_PER_PAGE, type PromoService } from "./promo.service.ts";
export { promoProductsQuery, promoSlugParams, type PromoProductsQuery } from "./promo.inputs.ts";
export type { PromoBannerDto, PromoDetailDto, PromoStatus, StoreVoucherDto } from "./promo.dto.ts";
