export { createMerchantService, type MerchantService } from "./merchant.service.ts";
