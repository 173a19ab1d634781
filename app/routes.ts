import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every page exists at its Indonesian path and again under /en. Declaring the English routes explicitly
 * (rather than an optional :lang segment) keeps '/about' from being read as a language.
 */
const pages: [path: string, file: string, id: string][] = [
  ["login", "routes/login.tsx", "login"],
  ["register", "routes/register.tsx", "register"],
  ["logout", "routes/logout.tsx", "logout"],
  ["search", "routes/search.tsx", "search"],
  ["product/category/:slug", "routes/search.tsx", "category"],
  ["product/subcategory/:slug", "routes/search.tsx", "subcategory"],
  ["product/:slug", "routes/product.tsx", "product"],
  ["store/:merchantSlug", "routes/store.tsx", "store"],
  ["brands", "routes/brands.tsx", "brands"],
  ["flash-sale", "routes/flash-sale.tsx", "flash-sale"],
  ["promo/:slug", "routes/promo.tsx", "promo"],
  ["terms-condition", "routes/terms.tsx", "terms"],
  ["user/wishlist", "routes/wishlist.tsx", "wishlist"],
  ["wishlist/toggle", "routes/wishlist-toggle.ts", "wishlist-toggle"],
  ["cart", "routes/cart.tsx", "cart"],
  ["checkout", "routes/checkout.tsx", "checkout"],
  ["checkout/multiple", "routes/checkout.tsx", "checkout-multiple"],
  ["user/address", "routes/address.ts", "address"],
  ["user/address-book", "routes/address-book.tsx", "address-book"],
  ["user/order/list", "routes/order-list.tsx", "order-list"],
  ["user/order/invoice/:invoiceCode", "routes/invoice.tsx", "invoice"],
  ["payment/local/:token", "routes/payment-local.tsx", "payment-local"],
];

export default [
  index("routes/home.tsx", { id: "home" }),
  route("en", "routes/home.tsx", { id: "en/home" }),
  ...pages.flatMap(([path, file, id]) => [route(path, file, { id }), route(`en/${path}`, file, { id: `en/${id}` })]),
  // Only in builds for the page benchmark (bench/page.ts): its bare page in the same layout.
  ...(process.env.PASAR_BENCH_PAGE === "1" ? [route("bench-bare", "routes/bench-bare.tsx", { id: "bench-bare" })] : []),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
