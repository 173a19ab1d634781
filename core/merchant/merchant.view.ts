// No zod here: the brands page imports this module in the browser.

export const BRAND_SORTS = ["lates", "alphabet", "popular"] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];

export const STORE_PRODUCT_SORTS = ["bestseller", "newest", "price_asc", "price_desc", "rating"] as const;
export type StoreProductSort = (typeof STORE_PRODUCT_SORTS)[number];

/** The letters of the brands page's alphabet bar; '#' stands for names that do not start with a letter. */
export const BRAND_LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"] as const;

/** Spec §5: 'All Brand', 'Semua Brand' and 'All' mean no filter. */
const NO_FILTER = new Set(["", "all", "all brand", "semua brand", "semua"]);

/**
 * Reads the alphabetsearch parameter: a letter A–Z (either case), '#', or a no-filter word. Returns null
 * for no filter and undefined when the value means nothing (the API answers 422, a page ignores it).
 */
export function parseAlphabet(value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (NO_FILTER.has(trimmed.toLowerCase().replace(/\s+/g, " "))) return null;
  if (trimmed === "#") return "#";
  if (/^[a-z]$/i.test(trimmed)) return trimmed.toUpperCase();
  return undefined;
}
