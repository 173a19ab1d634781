import { describe, expect, it } from "vitest";
import { brandListQuery } from "./merchant.inputs.ts";
import { parseAlphabet } from "./merchant.view.ts";
import { parseLenient } from "../shared/query-input.ts";

describe("parseAlphabet (spec §5 brand alphabet filter)", () => {
  it("takes one letter in either case, upper-cased", () => {
    expect(parseAlphabet("a")).toBe("A");
    expect(parseAlphabet(" Z ")).toBe("Z");
  });

  it("takes '#' for names that do not start with a letter", () => {
    expect(parseAlphabet("#")).toBe("#");
  });

  it("reads 'All Brand', 'Semua Brand', 'All', empty and absent as no filter", () => {
    for (const value of ["All Brand", "Semua Brand", "All", "all", "ALL  BRAND", "", "  ", undefined, null]) {
      expect(parseAlphabet(value), String(value)).toBeNull();
    }
  });

  it("rejects anything else", () => {
    for (const value of ["AB", "1", "?", "é", "All Brands", "%"]) expect(parseAlphabet(value), value).toBeUndefined();
  });
});

describe("brandListQuery", () => {
  it("defaults to the spec's sort 'lates' and storetype 'official'", () => {
    expect(brandListQuery.parse({})).toMatchObject({
      sort: "lates",
      storetype: "official",
      page: 1,
      alphabetsearch: null,
      categories: [],
    });
  });

  it("is strict for the API and lenient for pages", () => {
    expect(brandListQuery.safeParse({ alphabetsearch: "AB" }).success).toBe(false);
    expect(
      parseLenient(brandListQuery, {
        alphabetsearch: "AB",
        sort: "alphabet",
        page: "x",
        "categories[]": ["3", "3", "5"],
      }),
    ).toMatchObject({
      alphabetsearch: null,
      sort: "alphabet",
      page: 1,
      "categories[]": [3, 5],
    });
  });
});
