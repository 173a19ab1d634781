import path from "node:path";
import type { Database } from "../db/client.ts";
import { createReferencedDemoPictures } from "../db/seed/pictures/index.ts";
import {
  createAccountRepository,
  createAccountService,
  createGoogleVerifier,
  createPasswordResetService,
  googleKeySet,
  createSellerProfileService,
} from "./account/index.ts";
import { createAddressService } from "./address/index.ts";
import { createCartService } from "./cart/index.ts";
import { ADDRESS_CONTACT_KEYS, createCheckoutService, type CheckoutAddress } from "./checkout/index.ts";
import {
  createCatalogChanges,
  createCatalogService,
  createMerchantProductService,
  createProductImportService,
  createProductService,
} from "./catalog/index.ts";
import { createDashboardService, createProductViewCounter } from "./dashboard/index.ts";
import { createFlashPricing, createFlashSaleService } from "./flashsale/index.ts";
import { createInvoiceService, type DocumentUrl } from "./invoice/index.ts";
import { createMediaService, type MediaLinks } from "./media/index.ts";
import { createBannerService, createMerchantService, createSellerService, storeOfUser } from "./merchant/index.ts";
import { createNotificationDispatcher, createNotificationService } from "./notification/index.ts";
import { createOrderRepository, createOrderService } from "./order/index.ts";
import { createPaymentService } from "./payment/index.ts";
import {
  createCourierProvider,
  createMailer,
  createPayoutProvider,
  createStorage,
  type CourierProvider,
  type Mailer,
  type PayoutProvider,
  type Storage,
} from "./providers/index.ts";
import { createPromoCartService, createPromoService, createVoucherService } from "./promo/index.ts";
import { createRegionService } from "./region/index.ts";
import { createReviewService } from "./review/index.ts";
import { createSearchService } from "./search/index.ts";
import { createShipmentService, createShippingDocuments } from "./shipment/index.ts";
import { createShippingService } from "./shipping/index.ts";
import type { AddressDto } from "./address/index.ts";
import type { Clock } from "./shared/clock.ts";
import type { Config } from "./shared/config.ts";
import { pick } from "./shared/objects.ts";
import { createInvoiceExpiry } from "./workflows/expire-invoice.ts";
import { createOrderFulfilment } from "./workflows/order-fulfilment.ts";
import { createCourierTracking } from "./workflows/courier-tracking.ts";
import { createDeadlineWarnings } from "./workflows/order-notifications.ts";
import { createPlaceOrder } from "./workflows/place-order.ts";
import { createSettlePayment } from "./workflows/settle-payment.ts";
import { createWalletService } from "./wallet/index.ts";
import { createWishlistService } from "./wishlist/index.ts";
import { createWithdrawals } from "./workflows/withdraw.ts";

/** The edge's addresses that services write into their answers; core itself knows no HTTP path. */
export interface ServiceLinks {
  /** Where an invoice or order PDF is downloaded. */
  document: DocumentUrl;
  /** Where uploaded files are served (public ones, and private ones through signed links). */
  media: MediaLinks;
}

export interface ServiceDeps {
  db: Database;
  clock: Clock;
  jwtSecret: Uint8Array;
  config: Config;
  links: ServiceLinks;
  /** Where uploads are kept; by default the configured provider, on disk under MEDIA_DIR (from the working folder). */
  storage?: Storage;
  /** Where notification mail goes; by default the configured one (SMTP_URL, else the database and the log). */
  mailer?: Mailer;
  /** Who carries parcels; by default the configured one (COURIER_PROVIDER: the built-in courier, or Biteship). */
  courier?: CourierProvider;
  /** Where withdrawals are paid out; by default the configured provider (PAYOUT_PROVIDER). */
  payout?: PayoutProvider;
}

/** An address-book entry as checkout copies it into an order. */
function toCheckoutAddress(address: AddressDto | null): CheckoutAddress | null {
  if (!address) return null;
  return {
    ...pick(address, ADDRESS_CONTACT_KEYS),
    is_main_address: address.is_main_address === "yes",
    province: address.province,
    city: address.city,
    district: address.sub_district,
    village: address.area,
  };
}

/**
 * The composition root: every domain service is built here, once per process, and shared by the API
 * handlers and the page loaders. A service that needs another is handed this one (its caches exist once).
 */
export function createServices({ db, clock, jwtSecret, config, links, storage, mailer, courier, payout }: ServiceDeps) {
  const promoCart = createPromoCartService({ db, clock });
  const cart = createCartService({ db, clock, promos: promoCart });
  const regions = createRegionService({ db });
  const addresses = createAddressService({ db, clock, regions });
  const shipping = createShippingService({ db, clock, config });
  const checkout = createCheckoutService({
    db,
    clock,
    cart,
    promos: promoCart,
    shipping,
    addresses: {
      find: async (userId, id) => toCheckoutAddress(await addresses.findForUser(userId, id)),
      main: async (userId) => toCheckoutAddress(await addresses.mainAddress(userId)),
    },
  });
  const orderTimers = {
    responseMs: config.ORDER_RESPONSE_HOURS * 3_600_000,
    shipMs: config.ORDER_SHIP_HOURS * 3_600_000,
    autoCompleteMs: config.ORDER_AUTO_COMPLETE_HOURS * 3_600_000,
  };
  const shipments = createShipmentService({ db });
  const settle = createSettlePayment({ db, clock, promos: promoCart, orderResponseMs: orderTimers.responseMs });
  const payments = createPaymentService({ db, clock, config, settle });
  const accountRepository = createAccountRepository(db, storeOfUser);
  const accounts = createAccountService({ accounts: accountRepository, clock, jwtSecret });
  const mail = mailer ?? createMailer(config, { db, log: (line) => console.log(line) });
  const invoices = createInvoiceService({
    db,
    clock,
    jwtSecret,
    sessions: { isLive: accounts.isSessionLive },
    documentUrl: links.document,
    orders: createOrderRepository(db),
  });
  // Every listing's cards carry the flash price the product page and the cart charge (decision 0014).
  const flashPricing = createFlashPricing({ db, clock });
  const catalog = createCatalogService({ db, clock, flashSales: flashPricing });
  const promos = createPromoService({ db, clock, flashSales: flashPricing, catalog });
  const products = createProductService({ db, clock, flashSales: flashPricing });
  const search = createSearchService({ db, clock, flashSales: flashPricing });
  // A merchant's save reaches the listings this process keeps at once (the edge adds its kept pages).
  const catalogChanges = createCatalogChanges();
  const media = createMediaService({
    db,
    clock,
    storage: storage ?? createStorage(config, path.resolve(config.MEDIA_DIR)),
    secret: jwtSecret,
    links: links.media,
  });
  catalogChanges.subscribe(() => {
    search.forgetListings();
    products.forgetKept();
  });
  const merchantProducts = createMerchantProductService({ db, clock, changes: catalogChanges, media });
  const courierProvider = courier ?? createCourierProvider(config);
  // After payment: the stores' and buyers' moves, the courier and the timers (decision 0030).
  const fulfilment = createOrderFulfilment({
    db,
    clock,
    promos: promoCart,
    timers: orderTimers,
    courier: {
      pickupMs: config.LOCAL_COURIER_PICKUP_MINUTES * 60_000,
      transitMs: config.LOCAL_COURIER_TRANSIT_HOURS * 3_600_000,
    },
    courierProvider,
  });
  return {
    accounts,
    // Sign in with Google, when GOOGLE_CLIENT_ID is set (decision 0040).
    google: config.GOOGLE_CLIENT_ID
      ? {
          clientId: config.GOOGLE_CLIENT_ID,
          verify: createGoogleVerifier({
            clientId: config.GOOGLE_CLIENT_ID,
            keys: googleKeySet(config.GOOGLE_JWKS_URL),
            clock,
          }),
        }
      : null,
    // A forgotten password: a mailed one-time code, then a new password (decision 0039).
    passwordResets: createPasswordResetService({
      db,
      accounts: accountRepository,
      clock,
      mailer: mail,
      secret: jwtSecret,
      log: (line) => console.log(line),
    }),
    catalog,
    catalogChanges,
    products,
    merchantProducts,
    // Sheets of products checked, then created group by group (issue 23, decision 0032).
    productImports: createProductImportService({
      db,
      clock,
      media,
      products: merchantProducts,
      onRunError: (error, importId) =>
        console.error(`product import ${importId} stopped; a run call resumes it`, error),
    }),
    // A reply shows on the product page, which the edge may keep for visitors: it is told as a change.
    reviews: createReviewService({ db, clock, onReplied: (change) => catalogChanges.publish(change) }),
    search,
    merchants: createMerchantService({ db, products: catalog.storeProducts, promos }),
    // Becoming a seller and the store's own settings (issue 23).
    sellers: createSellerService({
      db,
      clock,
      regions,
      profiles: createSellerProfileService({ db, clock }),
      media,
    }),
    banners: createBannerService({ db, media }),
    flashSales: createFlashSaleService({ db, clock }),
    promos,
    promoCart,
    // A store's own vouchers (issue 23).
    vouchers: createVoucherService({ db, clock }),
    wishlist: createWishlistService({ db, clock, flashSales: flashPricing }),
    cart,
    invoices,
    orders: createOrderService({ db, clock, documents: invoices, tracking: shipments.tracking }),
    // The merchant dashboard (issue 23), and the product page views it turns into conversion; the server
    // flushes the counted views every few seconds and on shutdown (decision 0031).
    dashboard: createDashboardService({ db, clock }),
    productViews: createProductViewCounter({ db, clock }),
    addresses,
    regions,
    media,
    // The media route draws only the demo pictures the data refers to (decision 0006).
    demoPictures: createReferencedDemoPictures({ db, clock }),
    shipping,
    payments,
    checkout,
    placeOrder: createPlaceOrder({
      db,
      clock,
      checkout,
      cart,
      promos: promoCart,
      media,
      gateway: payments.gateway,
      invoiceTtlMs: config.INVOICE_EXPIRY_HOURS * 3_600_000,
      orderResponseMs: orderTimers.responseMs,
      pendingLimits: {
        invoices: config.CHECKOUT_MAX_PENDING_INVOICES,
        unitsPerProduct: config.CHECKOUT_MAX_PENDING_UNITS,
        stockPercent: config.CHECKOUT_MAX_PENDING_STOCK_PERCENT,
      },
    }),
    invoiceExpiry: createInvoiceExpiry({ db, clock, promos: promoCart }),
    // A buyer's and a store's notifications, and the outbox's delivery (decision 0029).
    notifications: createNotificationService({ db, clock }),
    notificationDispatcher: createNotificationDispatcher({
      db,
      clock,
      mailer: mail,
      // Without PUBLIC_URL the mail links to this machine (PORT 0, a port picked at start, reads as the default).
      siteUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT || 3000}`,
    }),
    // Buyers' and stores' balances and history, and their withdrawals through the payout provider (decision 0038).
    wallets: createWalletService({ db }),
    withdrawals: createWithdrawals({ db, clock, payout: payout ?? createPayoutProvider(config) }),
    fulfilment,
    // A store's shipping labels and packing lists (decision 0037).
    shippingDocuments: createShippingDocuments({ db, clock }),
    // An outside courier's tracking: polled with the order timers, pushed by its webhook (decision 36).
    courierTracking: createCourierTracking({
      db,
      clock,
      courier: courierProvider,
      fulfilment,
      pollMs: config.COURIER_POLL_MINUTES * 60_000,
      webhook: { secret: config.BITESHIP_WEBHOOK_SECRET, header: config.BITESHIP_WEBHOOK_HEADER },
    }),
    // Stores are warned before a timer cancels their order; swept with the order timers.
    deadlineWarnings: createDeadlineWarnings({
      db,
      clock,
      warningMs: config.ORDER_DEADLINE_WARNING_HOURS * 3_600_000,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
