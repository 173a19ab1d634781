import { describe, expect, it } from "vitest";
import {
  onlyReviewParamsChanged,
  reviewFilterFromSearch,
  reviewSearch,
  satisfiedPercent,
  starSharePercent,
} from "./review-filter.ts";

const groups = { "1": 1, "2": 0, "3": 1, "4": 3, "5": 15 };

describe("review filter in the page URL", () => {
  it("reads a star 1–5 and a page, forgiving anything else", () => {
    expect(reviewFilterFromSearch(new URLSearchParams("point=4&page=3"))).toEqual({ point: 4, page: 3 });
    expect(reviewFilterFromSearch(new URLSearchParams(""))).toEqual({ point: null, page: 1 });
    for (const query of ["point=0", "point=6", "point=2.5", "point=x", "point=", "point=%204"]) {
      expect(reviewFilterFromSearch(new URLSearchParams(query)).point, query).toBeNull();
    }
    for (const query of ["page=0", "page=-2", "page=1.5", "page=abc", "page=99999999"]) {
      expect(reviewFilterFromSearch(new URLSearchParams(query)).page, query).toBe(1);
    }
  });

  it("writes the shortest query: no page 1, no 'all stars'", () => {
    expect(reviewSearch(null, 1)).toBe("");
    expect(reviewSearch(5, 1)).toBe("?point=5");
    expect(reviewSearch(null, 2)).toBe("?page=2");
    expect(reviewSearch(3, 4)).toBe("?point=3&page=4");
  });

  it("tells a review-only change (no reload of the product) from any other", () => {
    const base = new URL("http://x/product/kaos-1");
    expect(onlyReviewParamsChanged(base, new URL("http://x/product/kaos-1?point=5"))).toBe(true);
    expect(
      onlyReviewParamsChanged(
        new URL("http://x/product/kaos-1?point=5"),
        new URL("http://x/product/kaos-1?point=2&page=3#reviews-all"),
      ),
    ).toBe(true);
    expect(onlyReviewParamsChanged(base, new URL("http://x/product/kaos-2?point=5"))).toBe(false);
    expect(onlyReviewParamsChanged(base, new URL("http://x/product/kaos-1?utm=1"))).toBe(false);
    expect(onlyReviewParamsChanged(base, new URL("http://x/en/product/kaos-1"))).toBe(false);
  });
});

describe("summary figures", () => {
  it("counts 4 and 5 stars as satisfied and sizes the bars by share", () => {
    expect(satisfiedPercent(groups)).toBe(90);
    expect(starSharePercent(groups, 5)).toBe(75);
    expect(starSharePercent(groups, 2)).toBe(0);
    const none = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
    expect(satisfiedPercent(none)).toBe(0);
    expect(starSharePercent(none, 5)).toBe(0);
  });
});
