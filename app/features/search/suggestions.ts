import type { AutocompleteDto } from "../../../core/search/search.dto.ts";
import { localizedPath, type Lang } from "../../lib/i18n.tsx";

export type SuggestionKind = "keywords" | "categories" | "products" | "stores";

export interface SuggestionOption {
  key: string;
  kind: SuggestionKind;
  label: string;
  href: string;
  /** A keyword can be copied into the box to refine it (the mobile overlay's arrow). */
  copy: string | null;
  photo: string | null;
  /** The price the product's page shows now; `listPrice` is the normal price it replaces during a flash sale. */
  price: number | null;
  listPrice: number | null;
  official: boolean;
}

export const SUGGESTION_GROUPS: readonly SuggestionKind[] = ["keywords", "categories", "products", "stores"];

/** Search link for a phrase, in the page's language. */
export function searchHref(lang: Lang, text: string): string {
  return `${localizedPath(lang, "/search")}?${new URLSearchParams({ search: text }).toString()}`;
}

/**
 * The autocomplete answer as one ordered list of options: completions search for the phrase, categories
 * link to /search?categories[]={id} (spec §2), products to /product/{slug}, stores to /store/{slug}.
 */
export function suggestionOptions(data: AutocompleteDto | null, lang: Lang): SuggestionOption[] {
  if (!data) return [];
  const base = { copy: null, photo: null, price: null, listPrice: null, official: false };
  return [
    ...data.keywords.map((keyword) => ({
      ...base,
      key: `k-${keyword}`,
      kind: "keywords" as const,
      label: keyword,
      href: searchHref(lang, keyword),
      copy: keyword,
    })),
    ...data.categories.map((category) => ({
      ...base,
      key: `c-${category.id}`,
      kind: "categories" as const,
      label: category.name,
      href: `${localizedPath(lang, "/search")}?categories[]=${category.id}`,
    })),
    ...data.products.map((product) => ({
      ...base,
      key: `p-${product.id}`,
      kind: "products" as const,
      label: product.product_name,
      href: localizedPath(lang, `/product/${product.slug}`),
      photo: product.photo,
      price: product.flash_price ?? product.publish_price,
      listPrice: product.flash_price === null ? null : product.publish_price,
    })),
    ...data.stores.map((store) => ({
      ...base,
      key: `s-${store.id}`,
      kind: "stores" as const,
      label: store.merchant_name,
      href: localizedPath(lang, `/store/${store.merchant_slug}`),
      photo: store.photo,
      official: store.storetype === "official",
    })),
  ];
}

/** The next active option for an arrow key: wraps around, -1 means the input itself. */
export function moveActive(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current === -1) return direction === 1 ? 0 : count - 1;
  const next = current + direction;
  return next < 0 || next >= count ? -1 : next;
}
