import { describe, expect, it } from "vitest";
import { isAppError } from "../shared/errors.ts";
import { EMPTY_FILTERS, listingSearchParams, rawQuery, withQuery } from "./search.view.ts";
import { parseListFilters } from "./search.inputs.ts";

describe("parseListFilters", () => {
  it("reads both list forms, merges them and removes repeats", () => {
    const filters = parseListFilters(
      rawQuery(
        new URLSearchParams("categories[]=3&categories=4&categories[]=3&brands=7&storetype[]=official&cities[]=32.73"),
      ),
    );
    expect(filters).toMatchObject({ categories: [3, 4], brands: [7], storetype: ["official"], cities: ["32.73"] });
  });

  it("fills defaults and reads numbers", () => {
    expect(parseListFilters({})).toEqual(EMPTY_FILTERS);
    expect(
      parseListFilters({
        search: "  kaos   polos ",
        price_min: "1000",
        price_max: "",
        rating: "4",
        sort: "termurah",
        page: "3",
        per_page: "40",
      }),
    ).toMatchObject({
      search: "kaos polos",
      price_min: 1000,
      price_max: null,
      rating: 4,
      sort: "termurah",
      page: 3,
      per_page: 40,
    });
  });

  it("throws INVALID_INPUT with a message key per field when strict", () => {
    try {
      parseListFilters({ page: "-2", sort: "murah", "brands[]": ["1", "x"] });
      expect.unreachable();
    } catch (error) {
      expect(isAppError(error) && error.code).toBe("INVALID_INPUT");
      expect(isAppError(error) && error.fieldErrors).toEqual({
        page: { key: "search.validation.page" },
        sort: { key: "search.validation.sort" },
        "brands[].1": { key: "search.validation.id" },
      });
    }
  });

  it("drops only the bad parameters when lenient, and truncates over-long text", () => {
    const filters = parseListFilters(
      {
        page: "-2",
        sort: "murah",
        search: `kaos ${"x".repeat(200)}`,
        "brands[]": "5",
        price_min: "900",
        price_max: "100",
      },
      { lenient: true },
    );
    expect(filters).toMatchObject({ page: 1, sort: "terkait", brands: [5], price_min: 900, price_max: null });
    expect(filters.search).toHaveLength(100);
  });
});

describe("listingSearchParams", () => {
  it("writes the spec's bracket form and leaves defaults out", () => {
    const params = listingSearchParams({
      ...EMPTY_FILTERS,
      search: "kaos",
      categories: [1, 2],
      storetype: ["official"],
      sort: "termurah",
      page: 2,
    });
    expect(params.toString()).toBe(
      "search=kaos&categories%5B%5D=1&categories%5B%5D=2&storetype%5B%5D=official&sort=termurah&page=2",
    );
    expect(withQuery("/search", listingSearchParams(EMPTY_FILTERS))).toBe("/search");
  });

  it("round-trips through the parser", () => {
    const filters = {
      ...EMPTY_FILTERS,
      search: "sepatu lari",
      brands: [4],
      cities: ["31.71"],
      price_min: 0,
      price_max: 500000,
      rating: 4,
      page: 3,
    };
    expect(parseListFilters(rawQuery(listingSearchParams(filters)))).toEqual(filters);
  });
});
