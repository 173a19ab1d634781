// First: catalog reads it while this index may still be loading (merchant's store page imports catalog).
export { joinStoreCity, joinStoreLocation, storeLocation } from "./store-location.query.ts";
export { createMerchantService, type MerchantService } from "./merchant.service.ts";
export { brandListQuery, merchantSlugParams, storeProductsQuery, type BrandListQuery, type StoreProductsQuery } from "./merchant.inputs.ts";
export {
  BRAND_LETTERS,
  BRAND_SORTS,
  parseAlphabet,
  STORE_PRODUCT_SORTS,
  type BrandDto,
  type BrandSort,
  type StoreDetailDto,
  type StoreProductSort,
} from "./merchant.dto.ts";
