export { joinStoreCity, joinStoreLocation, storeLocation } from "./store-location.query.ts";
export { storeRefColumns } from "./store-ref.query.ts";
export { storeOfUser } from "./store-of-user.query.ts";
export { createMerchantService, type MerchantService, type StoreProductReads } from "./merchant.service.ts";
export {
  brandListQuery,
  merchantSlugParams,
  storeProductsQuery,
  type BrandListQuery,
  type StoreProductsQuery,
} from "./merchant.inputs.ts";
export {
  BRAND_LETTERS,
  BRAND_SORTS,
  parseAlphabet,
  STORE_PRODUCT_SORTS,
  type BrandSort,
  type StoreProductSort,
} from "./merchant.view.ts";
export { brandDto, storeHeaderDto, type BrandDto, type StoreDetailDto, type StoreHeaderDto } from "./merchant.dto.ts";
