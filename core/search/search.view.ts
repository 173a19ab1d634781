// No zod here: listing pages import this module in the browser.
import type { ListFilters } from "./search.dto.ts";

/** Sort orders of /products/sort; 'terkait' (relevance) is the default. Labels live in the catalogues. */
export const SORT_IDS = ["terkait", "terbaru", "terlaris", "termurah", "termahal", "ulasan"] as const;
export type SortId = (typeof SORT_IDS)[number];
export const DEFAULT_SORT: SortId = "terkait";

/** Store types of /products/storetype (spec §3: 'official' or other). */
export const STORE_TYPES = ["official", "regular"] as const;
export type StoreType = (typeof STORE_TYPES)[number];

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 60;
/** Minimum-rating choices the filter offers. */
export const RATING_CHOICES = [4, 3] as const;

export const EMPTY_FILTERS: ListFilters = {
  search: "",
  categories: [],
  brands: [],
  storetype: [],
  cities: [],
  price_min: null,
  price_max: null,
  rating: null,
  sort: DEFAULT_SORT,
  page: 1,
  per_page: DEFAULT_PER_PAGE,
};

/**
 * The query string of a listing, in the spec's form (`categories[]=1&categories[]=2`), leaving out
 * defaults so that equal listings have equal URLs. Used for API page links and page hrefs alike.
 */
export function listingSearchParams(filters: Partial<ListFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  for (const id of filters.categories ?? []) params.append("categories[]", String(id));
  for (const id of filters.brands ?? []) params.append("brands[]", String(id));
  for (const type of filters.storetype ?? []) params.append("storetype[]", type);
  for (const id of filters.cities ?? []) params.append("cities[]", id);
  if (filters.price_min !== null && filters.price_min !== undefined) params.set("price_min", String(filters.price_min));
  if (filters.price_max !== null && filters.price_max !== undefined) params.set("price_max", String(filters.price_max));
  if (filters.rating) params.set("rating", String(filters.rating));
  if (filters.sort && filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  if (filters.per_page && filters.per_page !== DEFAULT_PER_PAGE) params.set("per_page", String(filters.per_page));
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** Query parameters as the edges hold them: one value, or a list when the parameter repeats. */
export type RawQuery = Record<string, string | string[] | undefined>;

/** URLSearchParams → RawQuery, the shape Fastify gives the API handlers. */
export function rawQuery(params: URLSearchParams): RawQuery {
  const raw: RawQuery = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? values[0] : values;
  }
  return raw;
}

/** `path?query`, or just the path when there is no query. */
export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
