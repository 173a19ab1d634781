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
    // The page always shows the photo lists, so each is sent (empty: no photos).
    expect(input.variants).toEqual([{ variant_name: "Putih", stock: "5", discount_type: "none", photos: [] }]);
    expect(input.photos).toEqual([]);
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
    expect(input.variants).toEqual([{ product_id: "7", variant_name: "Biru", photos: [] }]);
  });

  it("sends the photos in the order shown: uploads by their id, other pictures by their URL", () => {
    const upload = `med_${"c".repeat(32)}`;
    const { input, draft } = readProductForm(
      form([
        ["photos", "/media/demo/p/1.jpg"],
        ["photos", `/media/u/${upload}/full.webp`],
        ["photos", "/media/demo/p/1.jpg"],
        ["variants[0][variant_name]", "Biru"],
        ["variants[0][photos]", `/media/u/${upload}/full.webp`],
      ]),
    );
    expect(input.photos).toEqual(["/media/demo/p/1.jpg", upload]);
    expect(draft.photos).toEqual(["/media/demo/p/1.jpg", `/media/u/${upload}/full.webp`]);
    expect(input.variants).toEqual([{ variant_name: "Biru", photos: [upload] }]);
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
    expect(
      formFieldErrors(draft, {
        "variants.0.stock": "Stok",
        base_price: "Harga",
        "photos.2": "Foto",
        "variants.0.photos.1": "Foto varian",
      }),
    ).toEqual({
      "variants[1][stock]": "Stok",
      base_price: "Harga",
      photos: "Foto",
      "variants[1][photos]": "Foto varian",
    });
  });
});
