import type { Database } from "../db/client.ts";
import { createAccountRepository, createAccountService } from "./account/index.ts";
import { createCartService } from "./cart/index.ts";
import { createCatalogService, createProductService } from "./catalog/index.ts";
import { createFlashSaleService } from "./flashsale/index.ts";
import { createMerchantService } from "./merchant/index.ts";
import { createPromoCartService, createPromoService } from "./promo/index.ts";
import { createReviewService } from "./review/index.ts";
import { createSearchService } from "./search/index.ts";
import type { Clock } from "./shared/clock.ts";
import { createWishlistService } from "./wishlist/index.ts";

export interface ServiceDeps {
  db: Database;
  clock: Clock;
  jwtSecret: Uint8Array;
}

/** The domain services, wired once per process and shared by the API handlers and the page loaders. */
export function createServices({ db, clock, jwtSecret }: ServiceDeps) {
  const promoCart = createPromoCartService({ db, clock });
  return {
    accounts: createAccountService({ accounts: createAccountRepository(db), clock, jwtSecret }),
    catalog: createCatalogService({ db, clock }),
    products: createProductService({ db, clock }),
    reviews: createReviewService({ db, clock }),
    search: createSearchService({ db, clock }),
    merchants: createMerchantService({ db, clock }),
    flashSales: createFlashSaleService({ db, clock }),
    promos: createPromoService({ db, clock }),
    promoCart,
    wishlist: createWishlistService({ db, clock }),
    cart: createCartService({ db, clock, promos: promoCart }),
  };
}

export type Services = ReturnType<typeof createServices>;
