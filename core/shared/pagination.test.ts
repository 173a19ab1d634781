import { describe, expect, it } from "vitest";
import { pageList, paginationMeta } from "./pagination.ts";

describe("paginationMeta", () => {
  const url = (page: number) => `/api/products/list?page=${page}`;

  it("describes a middle page", () => {
    expect(paginationMeta(95, 3, 10, 10, url)).toEqual({
      current_page: 3,
      per_page: 10,
      last_page: 10,
      from: 21,
      to: 30,
      total: 95,
      next_page_url: "/api/products/list?page=4",
      prev_page_url: "/api/products/list?page=2",
    });
  });

  it("describes the last, partial page", () => {
    expect(paginationMeta(95, 10, 10, 5, url)).toMatchObject({ from: 91, to: 95, next_page_url: null, last_page: 10 });
  });

  it("describes an empty result as one page without from and to", () => {
    expect(paginationMeta(0, 1, 10, 0, url)).toMatchObject({
      last_page: 1,
      from: null,
      to: null,
      next_page_url: null,
      prev_page_url: null,
    });
  });
});

describe("pageList (spec §4)", () => {
  it("is empty when 'to' is falsy", () => {
    expect(pageList({ current_page: 1, per_page: 10, last_page: 5, to: null })).toEqual([]);
    expect(pageList({ current_page: 1, per_page: 10, last_page: 5, to: 0 })).toEqual([]);
  });

  it("starts at current_page - per_page, never below 1", () => {
    expect(pageList({ current_page: 2, per_page: 3, last_page: 50, to: 6 })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageList({ current_page: 10, per_page: 3, last_page: 50, to: 30 })).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it("lists at most twice per_page pages and stops at last_page", () => {
    expect(pageList({ current_page: 9, per_page: 3, last_page: 10, to: 27 })).toEqual([6, 7, 8, 9, 10]);
    expect(pageList({ current_page: 1, per_page: 10, last_page: 3, to: 10 })).toEqual([1, 2, 3]);
  });
});
