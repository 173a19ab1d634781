import { describe, expect, it } from "vitest";
import { ratingAverage, ratingGroups } from "./review.dto.ts";
import { productReviewsQuery } from "./review.inputs.ts";

describe("review info", () => {
  it("counts reviews per star 1..5, zero where none", () => {
    expect(
      ratingGroups([
        { point: 5, total: 7 },
        { point: 2, total: 1 },
      ]),
    ).toEqual({ "1": 0, "2": 1, "3": 0, "4": 0, "5": 7 });
    expect(
      ratingGroups([
        { point: 9, total: 3 },
        { point: 0, total: 1 },
      ]),
    ).toEqual({ "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 });
  });

  it("averages the points with 2 decimals", () => {
    expect(ratingAverage({ "1": 1, "2": 0, "3": 0, "4": 1, "5": 1 })).toBe(3.33);
    expect(ratingAverage({ "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 })).toBe(0);
  });
});

describe("productReviewsQuery", () => {
  it("defaults to page 1, 10 per page, no star filter", () => {
    expect(productReviewsQuery.parse({})).toEqual({ page: 1, per_page: 10 });
    expect(productReviewsQuery.parse({ page: "3", point: "4" })).toEqual({ page: 3, point: 4, per_page: 10 });
  });

  it("refuses stars outside 1–5, broken pages and unknown parameters", () => {
    for (const input of [
      { point: "0" },
      { point: "6" },
      { point: "3.5" },
      { page: "0" },
      { page: "x" },
      { per_page: "51" },
      { sort: "new" },
    ]) {
      expect(productReviewsQuery.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});
