import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { localized } from "./lib/routes-helpers.ts";

export default [
  ...localized([
    index("routes/home.tsx", { id: "home" }),
    route("login", "routes/login.tsx", { id: "login" }),
    route("register", "routes/register.tsx", { id: "register" }),
    // A forgotten password: the address, then the mailed code and the new password (decision 0039).
    route("forgot-password", "routes/forgot-password.tsx", { id: "forgot-password" }),
    route("forgot-password/verify", "routes/forgot-password-verify.tsx", { id: "forgot-password-verify" }),
    route("logout", "routes/logout.tsx", { id: "logout" }),
    route("search", "routes/search.tsx", { id: "search" }),
    route("product/category/:slug", "routes/search.tsx", { id: "category" }),
    route("product/subcategory/:slug", "routes/search.tsx", { id: "subcategory" }),
    route("product/:slug", "routes/product.tsx", { id: "product" }),
    route("store/:merchantSlug", "routes/store.tsx", { id: "store" }),
    route("brands", "routes/brands.tsx", { id: "brands" }),
    route("flash-sale", "routes/flash-sale.tsx", { id: "flash-sale" }),
    route("promo/:slug", "routes/promo.tsx", { id: "promo" }),
    route("terms-condition", "routes/terms.tsx", { id: "terms" }),
    route("wishlist/toggle", "routes/wishlist-toggle.ts", { id: "wishlist-toggle" }),
    route("cart", "routes/cart.tsx", { id: "cart" }),
    route("checkout", "routes/checkout.tsx", { id: "checkout" }),
    route("checkout/multiple", "routes/checkout.tsx", { id: "checkout-multiple" }),
    // Where every address form posts, from the address book and from checkout alike.
    route("user/address", "routes/address.ts", { id: "address" }),
    route("payment/local/:token", "routes/payment-local.tsx", { id: "payment-local" }),
    // The buyer's account: its layout lets only a signed-in shopper in.
    layout("routes/account/layout.tsx", { id: "account" }, [
      route("user/wishlist", "routes/account/wishlist.tsx", { id: "wishlist" }),
      route("user/address-book", "routes/account/address-book.tsx", { id: "address-book" }),
      route("user/order/list", "routes/account/order-list.tsx", { id: "order-list" }),
      // One order: its tracking timeline, and where its buyer's moves (cancel, confirm receipt, buy again) post.
      route("user/order/detail/:orderCode", "routes/account/order-detail.tsx", { id: "order-detail" }),
      route("user/order/invoice/:invoiceCode", "routes/account/invoice.tsx", { id: "invoice" }),
      route("user/notification", "routes/account/notifications.tsx", { id: "notifications" }),
      // Refunds in the wallet, withdrawals to the buyer's bank account (decision 0038).
      route("user/wallet", "routes/account/wallet.tsx", { id: "wallet" }),
    ]),
    // Becoming a seller: a signed-in user's guided, resumable opening of a store (outside the merchant centre,
    // whose gate sends users without a store here).
    route("merchant/onboarding", "routes/merchant/onboarding.tsx", { id: "merchant-onboarding" }),
    // The merchant centre: its layout lets only a signed-in merchant in, and acts on their store alone.
    layout("routes/merchant/layout.tsx", { id: "merchant" }, [
      route("merchant/dashboard", "routes/merchant/overview.tsx", { id: "merchant-overview" }),
      // The CSV of the table behind each dashboard chart (daily.csv, status.csv…).
      route("merchant/dashboard/export/:file", "routes/merchant/dashboard-export.ts", {
        id: "merchant-dashboard-export",
      }),
      route("merchant/dashboard/product", "routes/merchant/products.tsx", { id: "merchant-products" }),
      route("merchant/dashboard/product/new", "routes/merchant/product-form.tsx", { id: "merchant-product-new" }),
      route("merchant/dashboard/product/import", "routes/merchant/product-import.tsx", {
        id: "merchant-product-import",
      }),
      route("merchant/dashboard/product/import/:id", "routes/merchant/product-import.tsx", {
        id: "merchant-product-import-job",
      }),
      route("merchant/dashboard/product/:id/edit", "routes/merchant/product-form.tsx", {
        id: "merchant-product-edit",
      }),
      // The store's own settings: one page module, three pages.
      route("merchant/dashboard/order/list", "routes/merchant/orders.tsx", { id: "merchant-orders" }),
      route("merchant/dashboard/order/:order_code", "routes/merchant/order-detail.tsx", { id: "merchant-order" }),
      route("merchant/dashboard/notification", "routes/merchant/notifications.tsx", { id: "merchant-notifications" }),
      route("merchant/dashboard/wallet", "routes/merchant/wallet.tsx", { id: "merchant-wallet" }),
      route("merchant/dashboard/review", "routes/merchant/reviews.tsx", { id: "merchant-reviews" }),
      route("merchant/dashboard/voucher", "routes/merchant/vouchers.tsx", { id: "merchant-vouchers" }),
      route("merchant/dashboard/voucher/new", "routes/merchant/voucher-form.tsx", { id: "merchant-voucher-new" }),
      route("merchant/dashboard/voucher/:id/edit", "routes/merchant/voucher-form.tsx", {
        id: "merchant-voucher-edit",
      }),
      route("merchant/dashboard/store", "routes/merchant/store-settings.tsx", { id: "merchant-store" }),
      route("merchant/dashboard/location", "routes/merchant/store-settings.tsx", { id: "merchant-location" }),
      route("merchant/dashboard/bank", "routes/merchant/store-settings.tsx", { id: "merchant-bank" }),
      route("merchant/dashboard/banner", "routes/merchant/banner.tsx", { id: "merchant-banner" }),
    ]),
  ]),
  // Only in builds for the page benchmark (bench/page.ts): its bare page in the same layout.
  ...(process.env.PASAR_BENCH_PAGE === "1" ? [route("bench-bare", "routes/bench-bare.tsx", { id: "bench-bare" })] : []),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
