export { createFlashSaleService, type FlashSaleService } from "./flashsale.service.ts";
