import type { Star } from "../../../core/review/review.dto.ts";

/** The element the review filter and pages link to; it also reveals the whole list without JavaScript. */
export const REVIEWS_ANCHOR = "reviews-all";
export const STAR_FILTERS: readonly Star[] = [5, 4, 3, 2, 1];
const REVIEW_PARAMS = ["point", "page"] as const;

function isStar(value: number): value is Star {
  return Number.isInteger(value) && value >= 1 && value <= 5;
}

/**
 * The review filter a page URL asks for. The page forgives what the API refuses: an unknown star means
 * no filter and a broken page number means page 1, so a mistyped link still shows the product.
 */
export function reviewFilterFromSearch(params: URLSearchParams): { point: Star | null; page: number } {
  const rawPoint = params.get("point");
  const point =
    rawPoint !== null && /^\d$/.test(rawPoint) && isStar(Number(rawPoint)) ? (Number(rawPoint) as Star) : null;
  const rawPage = params.get("page");
  const page = rawPage !== null && /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { point, page };
}

/** '?point=4&page=2'; page 1 and 'all stars' are left out, so the plain product URL is the first page. */
export function reviewSearch(point: Star | null, page: number): string {
  const params = new URLSearchParams();
  if (point) params.set("point", String(point));
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** True when two URLs of the same page differ only in the review filter or page (or the hash). */
export function onlyReviewParamsChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of REVIEW_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}

function total(groups: Record<`${Star}`, number>): number {
  return STAR_FILTERS.reduce((sum, star) => sum + groups[`${star}`], 0);
}

/** The share of 4- and 5-star reviews, as Tokopedia's 'x% of buyers are satisfied'. */
export function satisfiedPercent(groups: Record<`${Star}`, number>): number {
  const all = total(groups);
  return all === 0 ? 0 : Math.round(((groups["4"] + groups["5"]) / all) * 100);
}

/** Width of one star's bar, in percent of all reviews. */
export function starSharePercent(groups: Record<`${Star}`, number>, star: Star): number {
  const all = total(groups);
  return all === 0 ? 0 : Math.round((groups[`${star}`] / all) * 100);
}
