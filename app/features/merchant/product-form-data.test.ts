import { describe, expect, it } from "vitest";
import { formFieldErrors, readProductForm } from "./product-form-data.ts";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("readProductForm", () => {
  it("reads fields, sizes as a comma list, and only the variant rows that hold something", () => {
    const { input, draft } = readProductForm(
      form([
        ["product_name", " Kaos "],
        ["base_price", "150000"],
        ["discount_type", "none"],
        ["min_order", ""],
        ["attribute_value", "S, M,,L "],
        ["variants[0][variant_name]", ""],
        ["variants[0][discount_type]", "none"],
        ["variants[1][variant_name]", "Putih"],
        ["variants[1][stock]", "5"],
        ["variants[1][discount_type]", "none"],
      ]),
    );
    expect(input).toMatchObject({ product_name: "Kaos", base_price: "150000", attribute_value: ["S", "M", "L"] });
    expect(input).not.toHaveProperty("min_order");
    expect(input.variants).toEqual([{ variant_name: "Putih", stock: "5", discount_type: "none" }]);
    expect(draft.variants).toHaveLength(2);
  });

  it("always sends an existing sibling's row, and no variants at all when every row is blank", () => {
    expect(readProductForm(form([["variants[0][variant_name]", ""]])).input).not.toHaveProperty("variants");
    const { input } = readProductForm(
      form([
        ["variants[0][product_id]", "7"],
        ["variants[0][variant_name]", "Biru"],
      ]),
    );
    expect(input.variants).toEqual([{ product_id: "7", variant_name: "Biru" }]);
  });
});

describe("formFieldErrors", () => {
  it("puts a sent row's error on the form row it came from", () => {
    const { draft } = readProductForm(
      form([
        ["variants[0][variant_name]", ""],
        ["variants[1][variant_name]", "Putih"],
      ]),
    );
    expect(formFieldErrors(draft, { "variants.0.stock": "Stok", base_price: "Harga" })).toEqual({
      "variants[1][stock]": "Stok",
      base_price: "Harga",
    });
  });
});
