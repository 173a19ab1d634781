import { describe, expect, it } from "vitest";
import { showsChange } from "./catalogue-pages.ts";

const change = { merchantId: 1, merchantSlug: "toko-demo", productSlugs: ["kaos-hitam-1a2b"] };

describe("showsChange", () => {
  it("names listings, the home page, the store's page and the changed products' pages, in both languages", () => {
    for (const path of [
      "/",
      "/en",
      "/search",
      "/en/search",
      "/product/category/fashion-pria",
      "/en/product/subcategory/kaos-pria",
      "/store/toko-demo",
      "/en/store/toko-demo",
      "/product/kaos-hitam-1a2b",
      "/flash-sale",
      "/promo/gajian",
      "/brands",
    ])
      expect(showsChange(path, change), path).toBe(true);
  });

  it("leaves other stores, other products and pages without products", () => {
    for (const path of ["/store/toko-lain", "/store/toko-demo-2", "/product/kaos-putih", "/terms-condition", "/cart"])
      expect(showsChange(path, change), path).toBe(false);
  });
});
