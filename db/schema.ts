// Every table of every domain, for Drizzle's relational client and drizzle-kit. Domain code never imports
// this file; it reaches tables through its own domain.
export * from "../core/region/region.tables.ts";
export * from "../core/account/account.tables.ts";
export * from "../core/address/address.tables.ts";
export * from "../core/settings/settings.tables.ts";
export * from "../core/merchant/merchant.tables.ts";
export * from "../core/catalog/catalog.tables.ts";
export * from "../core/search/search.tables.ts";
export * from "../core/review/review.tables.ts";
export * from "../core/flashsale/flashsale.tables.ts";
export * from "../core/promo/promo.tables.ts";
export * from "../core/wallet/wallet.tables.ts";
export * from "../core/wishlist/wishlist.tables.ts";
export * from "../core/cart/cart.tables.ts";
export * from "../core/checkout/checkout.tables.ts";
export * from "../core/invoice/invoice.tables.ts";
export * from "../core/order/order.tables.ts";
export * from "../core/shipment/shipment.tables.ts";
export * from "../core/ledger/ledger.tables.ts";
export * from "../core/payment/payment.tables.ts";
export * from "../core/media/media.tables.ts";
export * from "../core/notification/notification.tables.ts";
export * from "../core/providers/mail/mail.tables.ts";
export * from "../core/dashboard/dashboard.tables.ts";
export * from "../core/catalog/product-import.tables.ts";
