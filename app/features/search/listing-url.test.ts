import { describe, expect, it } from "vitest";
import type { ListFilters } from "../../../core/search/search.dto.ts";
import { EMPTY_FILTERS } from "../../../core/search/search.view.ts";
import { clearedFilters, hasActiveFilters, hiddenFields, listingHref, withoutFilter } from "./listing-url.ts";

const filters: ListFilters = {
  ...EMPTY_FILTERS,
  search: "kaos",
  categories: [3],
  brands: [7, 9],
  storetype: ["official"],
  price_min: 1000,
  sort: "termurah",
  page: 4,
};

describe("listing links", () => {
  it("change a filter and go back to page 1, keeping the rest", () => {
    expect(listingHref("/en/search", filters, { rating: 4 })).toBe(
      "/en/search?search=kaos&categories%5B%5D=3&brands%5B%5D=7&brands%5B%5D=9&storetype%5B%5D=official&price_min=1000&rating=4&sort=termurah",
    );
    expect(listingHref("/search", filters, { page: 2 })).toContain("&page=2");
  });

  it("remove one value of a filter (a chip)", () => {
    expect(withoutFilter(filters, "brands", 7)).toEqual({ brands: [9] });
    expect(withoutFilter(filters, "price_min")).toEqual({ price_min: null });
    expect(listingHref("/search", filters, withoutFilter(filters, "storetype", "official"))).not.toContain("storetype");
  });

  it("clear every filter but keep the words and the sort", () => {
    const cleared = { ...filters, ...clearedFilters(filters) };
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(listingHref("/search", cleared)).toBe("/search?search=kaos&sort=termurah");
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it("carry the other parameters through a form as hidden fields", () => {
    expect(hiddenFields(filters, ["sort"])).toEqual([
      ["search", "kaos"],
      ["categories[]", "3"],
      ["brands[]", "7"],
      ["brands[]", "9"],
      ["storetype[]", "official"],
      ["price_min", "1000"],
    ]);
  });
});
