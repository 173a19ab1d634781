import type { ProductCardDto } from "../catalog/index.ts";
import type { PaginationMeta } from "../shared/pagination.ts";

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

/** The filters of a product listing, named as their query parameters. */
export interface ListFilters {
  search: string;
  categories: number[];
  brands: number[];
  storetype: StoreType[];
  cities: string[];
  price_min: number | null;
  price_max: number | null;
  rating: number | null;
  sort: SortId;
  page: number;
  per_page: number;
}

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

export interface CategoryNodeDto {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  child: CategoryNodeDto[];
}

export interface CategoryRefDto {
  id: number;
  name: string;
  slug: string;
  level: number;
}

export interface CategoryFacetDto extends CategoryRefDto {
  parent_id: number | null;
  count: number;
  selected: boolean;
}

export interface FacetOptionDto<K extends string | number> {
  id: K;
  name: string;
  count: number;
  selected: boolean;
}

export interface BrandFacetDto extends FacetOptionDto<number> {
  merchant_slug: string;
  photo: string | null;
}

export interface StoreTypeFacetDto {
  id: StoreType;
  count: number;
  selected: boolean;
}

export interface SearchFacetsDto {
  /** Every category with matching products (counts include descendants), and every selected one. */
  categories: CategoryFacetDto[];
  /** Official stores with matching products, most products first, and every selected store. */
  brands: BrandFacetDto[];
  storetype: StoreTypeFacetDto[];
  cities: FacetOptionDto<string>[];
}

export interface SpellingDto {
  /** The words as typed, cleaned. */
  query: string;
  /** Set when nothing matched as typed and the products shown are for this corrected spelling. */
  corrected: string | null;
  /** When nothing matched at all: other spellings that do find products ('Mungkin maksud kamu'). */
  suggestions: string[];
  /** When nothing matched at all: categories where the words (any of them) do appear. */
  related_categories: CategoryRefDto[];
}

/** The category a category page lists, with its ancestors for breadcrumbs (top first, itself last). */
export interface CategoryScopeDto extends CategoryRefDto {
  breadcrumbs: CategoryRefDto[];
  children: CategoryRefDto[];
}

export interface ProductSearchDto {
  products: ProductCardDto[];
  meta: PaginationMeta;
  facets: SearchFacetsDto;
  spelling: SpellingDto;
  filters: ListFilters;
}

export interface CityDto {
  id: string;
  name: string;
  product_count: number;
}

export interface BrandDto {
  id: number;
  merchant_slug: string;
  merchant_name: string;
  photo: string | null;
  product_count: number;
}

export interface AutocompleteProductDto {
  id: number;
  slug: string;
  product_name: string;
  photo: string | null;
  publish_price: number;
  /** Set while a flash sale prices the product: the price its page and cards show. */
  flash_price: number | null;
}

export interface AutocompleteStoreDto {
  id: number;
  merchant_slug: string;
  merchant_name: string;
  photo: string | null;
  storetype: StoreType;
}

export interface AutocompleteDto {
  /** Query completions ('kaos p' → 'kaos polos'), each finding products. */
  keywords: string[];
  /** Spec §2: categories, linked to /search?categories[]={id}. */
  categories: { id: number; name: string; slug: string }[];
  products: AutocompleteProductDto[];
  stores: AutocompleteStoreDto[];
  /** Set when the words were corrected to find these suggestions. */
  corrected: string | null;
}
