// No zod here: the pagination widget imports this module in the browser.

// The schema lives in pagination.dto.ts; a type import keeps zod out of the browser.
import type { PaginationMeta } from "./pagination.dto.ts";

export type { PaginationMeta };

export interface Page<T> {
  items: T[];
  meta: PaginationMeta;
}

/**
 * Where page `page` of a listing is. The edge that serves the listing builds it (API routes link to the
 * API, page loaders to the page), so no address is written in core/.
 */
export type PageUrl = (page: number) => string;

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/**
 * Builds the meta; `pageUrl` turns a page number into the URL of that page so next/prev links keep the
 * caller's other query parameters.
 */
export function paginationMeta(
  total: number,
  page: number,
  perPage: number,
  itemCount: number,
  pageUrl: PageUrl,
): PaginationMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = itemCount > 0 ? offsetOf(page, perPage) + 1 : null;
  const to = itemCount > 0 ? offsetOf(page, perPage) + itemCount : null;
  return {
    current_page: page,
    per_page: perPage,
    last_page: lastPage,
    from,
    to,
    total,
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    prev_page_url: page > 1 && page <= lastPage + 1 ? pageUrl(page - 1) : null,
  };
}

/**
 * The page numbers the pagination widget lists (spec §4): none when `to` is falsy; otherwise from
 * current_page - per_page (at least 1), up to twice per_page pages, never past last_page.
 */
export function pageList(meta: Pick<PaginationMeta, "current_page" | "per_page" | "last_page" | "to">): number[] {
  if (!meta.to) return [];
  const first = Math.max(1, meta.current_page - meta.per_page);
  const last = Math.min(meta.last_page, first + meta.per_page * 2 - 1);
  const pages: number[] = [];
  for (let page = first; page <= last; page += 1) pages.push(page);
  return pages;
}
