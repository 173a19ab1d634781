import { describe, expect, it } from "vitest";
import { pageHrefs } from "./page-hrefs.ts";

describe("pageHrefs", () => {
  const params = new URLSearchParams("search=tas&page=3&sort=newest");

  it("keeps the query and sets the page, with the listing's anchor after it", () => {
    expect(pageHrefs("/en/store/toko", params, "#products")(2)).toBe(
      "/en/store/toko?search=tas&page=2&sort=newest#products",
    );
  });

  it("leaves the page out for the first page, and the query mark when nothing else is left", () => {
    expect(pageHrefs("/brands", params)(1)).toBe("/brands?search=tas&sort=newest");
    expect(pageHrefs("/brands", new URLSearchParams("page=4"))(1)).toBe("/brands");
  });

  it("does not change the parameters it was given", () => {
    pageHrefs("/brands", params)(5);
    expect(params.get("page")).toBe("3");
  });
});
