export {
  createFlashPricing,
  createFlashQuota,
  createFlashSaleService,
  flashSaleStatus,
  HOME_FLASH_SALE_PRODUCTS,
  type FlashPricing,
  type FlashQuotaItem,
  type FlashSaleService,
} from "./flashsale.service.ts";
export { runningFlashPrices, runningOfferColumn } from "./flashsale.repository.ts";
export { priceLine, priceLines, type FlashOffer, type LinePrice, type PricingLine } from "./flash-pricing.ts";
export {
  flashSaleProductsParams,
  flashSaleProductsQuery,
  flashSaleSessionsQuery,
  type FlashSaleProductsQuery,
  type FlashSaleSessionsQuery,
} from "./flashsale.inputs.ts";
export {
  FLASH_SALE_SORTS,
  flashSaleProductDto,
  flashSaleSessionDto,
  flashSaleSessionsDto,
  homeFlashSaleDto,
  type FlashSaleProductDto,
  type FlashSaleSessionDto,
  type FlashSaleSessionsDto,
  type FlashSaleSort,
  type FlashSaleStatus,
  type HomeFlashSaleDto,
} from "./flashsale.dto.ts";
