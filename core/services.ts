import type { Database } from "../db/client.ts";
import { createAccountRepository, createAccountService } from "./account/index.ts";
import { createCartService } from "./cart/index.ts";
import { createCatalogService, createProductService } from "./catalog/index.ts";
import { createFlashSaleService } from "./flashsale/index.ts";
import { createMerchantService } from "./merchant/index.ts";
import { createPromoService } from "./promo/index.ts";
import { createReviewService } from "./review/index.ts";
import { createSearchService } from "./search/index.ts";
import type { Clock } from "./shared/clock.ts";

export interface ServiceDeps {
  db: Database;
  clock: Clock;
  jwtSecret: Uint8Array;
}

/** The domain services, wired once per process and shared by the API handlers and the page loaders. */
export function createServices({ db, clock, jwtSecret }: ServiceDeps) {
  return {
    accounts: createAccountService({ accounts: createAccountRepository(db), clock, jwtSecret }),
    catalog: createCatalogService({ db, clock }),
    products: createProductService({ db, clock }),
    reviews: createReviewService({ db, clock }),
    search: createSearchService({ db, clock }),
    merchants: createMerchantService({ db, clock }),
    flashSales: createFlashSaleService({ db, clock }),
    promos: createPromoService({ db, clock }),
    // Promo pricing joins when the promo-cart service lands (same session).
    cart: createCartService({ db, clock, promos: { selectedFor: async () => ({ discount: 0, all_promo: [] }) } }),
  };
}

export type Services = ReturnType<typeof createServices>;
