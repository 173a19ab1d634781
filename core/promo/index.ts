export { createPromoService, type PromoService } from "./promo.service.ts";
