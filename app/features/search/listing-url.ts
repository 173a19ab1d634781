import type { ListFilters } from "../../../core/search/search.dto.ts";
import { EMPTY_FILTERS, listingSearchParams, withQuery } from "../../../core/search/search.view.ts";

/** Which filter a chip or an option stands for. */
export type FilterKey = "categories" | "brands" | "storetype" | "cities" | "price_min" | "price_max" | "rating";

/** The href of this listing (`path` already carries the language prefix) with some filters changed. */
export function listingHref(path: string, filters: ListFilters, change: Partial<ListFilters> = {}): string {
  // Any change of filter or sort starts again from the first page.
  return withQuery(path, listingSearchParams({ ...filters, page: 1, ...change }));
}

/** The listing without one value of one filter (a chip's × link). */
export function withoutFilter(filters: ListFilters, key: FilterKey, value?: string | number): Partial<ListFilters> {
  switch (key) {
    case "categories":
      return { categories: filters.categories.filter((id) => id !== value) };
    case "brands":
      return { brands: filters.brands.filter((id) => id !== value) };
    case "storetype":
      return { storetype: filters.storetype.filter((id) => id !== value) };
    case "cities":
      return { cities: filters.cities.filter((id) => id !== value) };
    case "price_min":
      return { price_min: null };
    case "price_max":
      return { price_max: null };
    case "rating":
      return { rating: null };
  }
}

/** Every filter cleared; the words and the sort stay. */
export function clearedFilters(filters: ListFilters): Partial<ListFilters> {
  const { search: _search, page: _page, per_page: _perPage, ...noFilters } = EMPTY_FILTERS;
  return { ...noFilters, sort: filters.sort };
}

export function hasActiveFilters(filters: ListFilters): boolean {
  return (
    filters.categories.length + filters.brands.length + filters.storetype.length + filters.cities.length > 0 ||
    filters.price_min !== null ||
    filters.price_max !== null ||
    filters.rating !== null
  );
}

/** Hidden inputs that carry the rest of the listing through a GET form (name/value pairs, in order). */
export function hiddenFields(filters: ListFilters, omit: readonly string[]): [string, string][] {
  const params = listingSearchParams({ ...filters, page: 1 });
  return [...params.entries()].filter(([name]) => !omit.includes(name.replace(/\[\]$/, "")));
}
