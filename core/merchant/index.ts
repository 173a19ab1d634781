export { joinStoreCity, joinStoreLocation, storeLocation } from "./store-location.query.ts";
export { storeRefColumns } from "./store-ref.query.ts";
export { storeOfUser } from "./store-of-user.query.ts";
export { storeBank } from "./store-bank.query.ts";
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
export { createSellerService, onHoliday, REVIEW_NEW_STORES_SETTING, type SellerService } from "./seller.service.ts";
export {
  bankFields,
  checkBankAccount,
  locationFields,
  storeSettingsFields,
  storeStepFields,
  usernameCheckInput,
} from "./seller.inputs.ts";
export {
  bankDto,
  onboardingStateDto,
  storeBankDto,
  storeLocationDto,
  storeSettingsDto,
  usernameCheckDto,
  type BankDto,
  type OnboardingStateDto,
  type StoreBankDto,
  type StoreLocationDto,
  type StoreSettingsDto,
} from "./seller.dto.ts";
export { ONBOARDING_STEPS, type OnboardingStep } from "./seller.view.ts";
export { bannersOf, createBannerService, type BannerService } from "./banner.service.ts";
export { BANNER_SLIDES_MAX, bannerFields, bannerTargetProblem } from "./banner.inputs.ts";
export { storeBannersDto, type BannerPictureDto, type StoreBannersDto } from "./banner.dto.ts";
export { documentsMissing } from "./seller.service.ts";
export { STORE_FILE_FIELDS, type StoreFileField } from "./seller.inputs.ts";
export { STORE_DOCUMENTS, storeFileDto, type StoreFileDto } from "./seller.dto.ts";
