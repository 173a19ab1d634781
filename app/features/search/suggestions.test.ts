import { describe, expect, it } from "vitest";
import { moveActive, suggestionOptions } from "./suggestions.ts";

const answer = {
  keywords: ["kaos polos"],
  categories: [{ id: 12, name: "Kaos Pria", slug: "kaos-pria" }],
  products: [
    {
      id: 5,
      slug: "kaos-hitam-5",
      product_name: "Kaos Hitam",
      photo: "/media/x.webp",
      publish_price: 50000,
      flash_price: null,
    },
    { id: 6, slug: "kaos-putih-6", product_name: "Kaos Putih", photo: null, publish_price: 60000, flash_price: 45000 },
  ],
  stores: [
    {
      id: 2,
      merchant_slug: "batavia-denim",
      merchant_name: "Batavia Denim Co.",
      photo: null,
      storetype: "official" as const,
    },
  ],
  corrected: null,
};

describe("suggestionOptions", () => {
  it("links each kind where spec §2 says, in the page's language", () => {
    const options = suggestionOptions(answer, "id");
    expect(options.map((option) => [option.kind, option.href])).toEqual([
      ["keywords", "/search?search=kaos+polos"],
      ["categories", "/search?categories[]=12"],
      ["products", "/product/kaos-hitam-5"],
      ["products", "/product/kaos-putih-6"],
      ["stores", "/store/batavia-denim"],
    ]);
    expect(options[0]!.copy).toBe("kaos polos");
    expect(options[4]!.official).toBe(true);
    expect(suggestionOptions(answer, "en")[1]!.href).toBe("/en/search?categories[]=12");
    expect(suggestionOptions(null, "id")).toEqual([]);
  });

  it("prices a product as its page does: the flash price, with the normal price it replaces", () => {
    const [plain, onSale] = suggestionOptions(answer, "id").filter((option) => option.kind === "products");
    expect([plain!.price, plain!.listPrice]).toEqual([50000, null]);
    expect([onSale!.price, onSale!.listPrice]).toEqual([45000, 60000]);
  });
});

describe("moveActive", () => {
  it("walks the list and back to the input", () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(2, 3, 1)).toBe(-1);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, -1)).toBe(-1);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
