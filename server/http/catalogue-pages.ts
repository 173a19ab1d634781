import type { CatalogChange } from "../../core/catalog/index.ts";

/** Listing pages: every one may list any product, so each change drops them all. */
const LISTING_PREFIXES = [
  "/search",
  "/product/category/",
  "/product/subcategory/",
  "/flash-sale",
  "/promo/",
  "/brands",
];

/**
 * Whether a page (its path, with or without the /en prefix) may show a product of `change`: the listings,
 * the home page, the store's own page and the changed products' pages. Other products' pages, whose
 * related products might name one, keep their few seconds (decision 0018).
 */
export function showsChange(path: string, change: CatalogChange): boolean {
  const bare = path === "/en" ? "/" : path.startsWith("/en/") ? path.slice(3) : path;
  if (bare === "/" || LISTING_PREFIXES.some((prefix) => bare.startsWith(prefix))) return true;
  if (bare === `/store/${change.merchantSlug}`) return true;
  return change.productSlugs.some((slug) => bare === `/product/${slug}`);
}
