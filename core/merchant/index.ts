// First: catalog reads it while this index may still be loading (merchant's store page imports catalog).
export { joinStoreCity, joinStoreLocation, storeLocation } from "./store-location.query.ts";
export { createMerchantService, type MerchantService } from "./merchant.service.ts";
export { brandListQuery, merchantSlugParams, storeProductsQuery, type BrandListQuery, type StoreProductsQuery } from "./merchant.inputs.ts";
export { BRAND_LETTERS, BRAND_SORTS, parseAlphabet, STORE_PRODUCT_SORTS, type BrandSort, type StoreProductSort } from "./merchant.view.ts";
export { brandDto, storeDetailDto, type BrandDto, type StoreDetailDto } from "./merchant.dto.ts";
