export { createMerchantService, type MerchantService, type RawQuery } from "./merchant.service.ts";
export { brandListQuery, merchantSlugParams, storeProductsQuery, type BrandListQuery, type StoreProductsQuery } from "./merchant.inputs.ts";
export { BRAND_LETTERS, BRAND_SORTS, parseAlphabet, STORE_PRODUCT_SORTS, type BrandSort, type StoreProductSort } from "./merchant.view.ts";
export { brandDto, storeDetailDto, type BrandDto, type StoreDetailDto } from "./merchant.dto.ts";
export { likePattern, parseLenient } from "./query-input.ts";
