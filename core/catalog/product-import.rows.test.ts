import { describe, expect, it } from "vitest";
import { checkRows, type RowContext } from "./product-import.rows.ts";
import type { SheetRow } from "./product-import.sheet.ts";

const context: RowContext = {
  categoryOf: (cell) => (cell === "7" || cell.toLowerCase() === "fashion > kaos > kaos polos" ? 7 : "unknown"),
  hasPhoto: (name) => ["hitam.jpg", "putih.jpg"].includes(name.toLowerCase()),
  takenSkus: new Set(["sudah-ada"]),
};

let next = 2;
/** A row the form accepts as a product; `cells` changes or adds cells. */
function row(cells: SheetRow["cells"] = {}): SheetRow {
  return {
    rowNumber: next++,
    cells: { name: "Kaos Polos Katun", category: "7", price: "89.000", stock: "10", weight: "200", ...cells },
  };
}

const reasonOf = (verdict: { reason: { message: { key: string } } | null }) => verdict.reason?.message.key ?? null;

describe("checkRows", () => {
  it("accepts a row the product form accepts, with the form's own payload", () => {
    const [verdict] = checkRows(
      [row({ discount: "10%", condition: "bekas", size_type: "Ukuran", size_values: "S|M" })],
      context,
    );
    expect(verdict).toMatchObject({ verdict: "ok", reason: null });
    expect(verdict!.payload).toMatchObject({
      product_name: "Kaos Polos Katun",
      category_id: 7,
      base_price: "89.000",
      discount_type: "percent",
      discount_value: "10",
      condition: "used",
      attribute_value: ["S", "M"],
    });
  });

  it("refuses a row the form refuses, with the form's message and the column it is about", () => {
    const verdicts = checkRows([row({ price: "abc" }), row({ name: "ab" }), row({ discount: "150%" })], context);
    expect(verdicts.map((verdict) => [verdict.verdict, verdict.reason?.column, reasonOf(verdict)])).toEqual([
      ["refused", "price", "seller_product.validation.base_price"],
      ["refused", "name", "seller_product.validation.product_name"],
      ["refused", "discount", "seller_product.validation.discount_percent"],
    ]);
  });

  it("takes the category by its path in any case, and refuses one it does not know", () => {
    const [byPath, unknown, missing] = checkRows(
      [row({ category: "FASHION > Kaos > Kaos polos" }), row({ category: "Elektronik > HP" }), row({ category: "" })],
      context,
    );
    expect(byPath!.payload?.category_id).toBe(7);
    expect([unknown!.reason?.column, reasonOf(unknown!)]).toEqual([
      "category",
      "product_import.reason.category_unknown",
    ]);
    expect(missing!.verdict).toBe("refused");
  });

  it("groups rows by parent SKU into one product with variants, the parent SKU's row first", () => {
    const verdicts = checkRows(
      [
        row({ parent_sku: "KP", sku: "KP-PUTIH", variant_name: "Putih", photos: "putih.jpg" }),
        row({ sku: "LAIN" }),
        row({ parent_sku: "kp", sku: "KP", variant_name: "Hitam", photos: "Hitam.jpg", price: "95000" }),
      ],
      context,
    );
    const [white, other, black] = verdicts;
    expect(verdicts.map((verdict) => verdict.verdict)).toEqual(["ok", "ok", "ok"]);
    expect(white!.groupNumber).toBe(black!.rowNumber);
    expect(other!.groupNumber).toBe(other!.rowNumber);
    expect(white!.payload).toBeNull();
    expect(black!.payload).toMatchObject({
      variant_name: "Hitam",
      photos: ["Hitam.jpg"],
      variants: [{ variant_name: "Putih", sku: "KP-PUTIH", photos: ["putih.jpg"] }],
    });
  });

  it("refuses a whole group when one of its rows is refused, naming that row", () => {
    const verdicts = checkRows(
      [
        row({ parent_sku: "G", sku: "G-1", variant_name: "Merah" }),
        row({ parent_sku: "G", sku: "G-2", variant_name: "Biru", stock: "-1" }),
      ],
      context,
    );
    expect(verdicts.map(reasonOf)).toEqual(["product_import.reason.group_refused", "seller_product.validation.stock"]);
    expect(verdicts[0]!.reason?.message.values).toEqual({ row: verdicts[1]!.rowNumber });
    expect(verdicts.every((verdict) => verdict.payload === null)).toBe(true);
  });

  it("refuses a SKU named twice in the file (the later row) or one the store already has", () => {
    const verdicts = checkRows([row({ sku: "DUA" }), row({ sku: "dua" }), row({ sku: "Sudah-Ada" })], context);
    expect(verdicts.map((verdict) => verdict.verdict)).toEqual(["ok", "refused", "refused"]);
    expect(reasonOf(verdicts[1]!)).toBe("product_import.reason.sku_in_file");
    expect(verdicts[1]!.reason?.message.values).toEqual({ row: verdicts[0]!.rowNumber });
    expect(reasonOf(verdicts[2]!)).toBe("seller_product.validation.sku_taken");
  });

  it("refuses a row naming a photo the ZIP lacks", () => {
    const [verdict] = checkRows([row({ photos: "hitam.jpg, hilang.png" })], context);
    expect(verdict!.reason).toEqual({
      column: "photos",
      message: { key: "product_import.reason.photo_missing", values: { name: "hilang.png" } },
    });
  });

  it("refuses a group larger than the form takes", () => {
    const rows = Array.from({ length: 11 }, (_, index) =>
      row({ parent_sku: "BESAR", sku: `B-${index}`, variant_name: `Warna ${index}` }),
    );
    const verdicts = checkRows(rows, context);
    expect(new Set(verdicts.map(reasonOf))).toEqual(new Set(["product_import.reason.group_too_big"]));
  });
});
