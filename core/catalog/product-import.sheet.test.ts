import writeXlsxFile from "write-excel-file/node";
import { describe, expect, it } from "vitest";
import { isAppError } from "../shared/errors.ts";
import { importTemplate, IMPORT_COLUMNS, readCsv, readImportSheet, readXlsx } from "./product-import.sheet.ts";

const csv = (text: string) => new TextEncoder().encode(text);

/** The file error's key, or null when the sheet was read. */
function refusal(read: () => unknown): string | null {
  try {
    read();
    return null;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return error.messageKey;
  }
}

describe("readCsv", () => {
  it("reads comma-separated rows under Indonesian headers, numbering rows as the spreadsheet does", () => {
    const rows = readCsv(csv('Nama produk,Harga,SKU\nKaos Hitam,"89.000",K-1\n\nKaos Putih,90000,K-2\n'));
    expect(rows).toEqual([
      { rowNumber: 2, cells: { name: "Kaos Hitam", price: "89.000", sku: "K-1" } },
      { rowNumber: 4, cells: { name: "Kaos Putih", price: "90000", sku: "K-2" } },
    ]);
  });

  it("reads semicolon-separated rows with a BOM and English headers, keeping commas inside cells", () => {
    const rows = readCsv(csv('\uFEFFProduct name;Size values;Weight (grams)\nTee;"S, M, L";200\n'));
    expect(rows).toEqual([{ rowNumber: 2, cells: { name: "Tee", size_values: "S, M, L", weight: "200" } }]);
  });

  it("accepts the column keys as headers and ignores columns it does not know", () => {
    const rows = readCsv(csv("name,notes,price\nKaos,untuk gudang,1000\n"));
    expect(rows[0]!.cells).toEqual({ name: "Kaos", price: "1000" });
  });

  it("reads a Windows-1252 file as older spreadsheet programs save it", () => {
    const bytes = new Uint8Array([...csv("Nama produk\nCaf"), 0xe9, 0x0a]);
    expect(readCsv(bytes)[0]!.cells.name).toBe("Café");
  });

  it("refuses a file without the name column, a column named twice, no rows, or an unclosed quote", () => {
    expect(refusal(() => readCsv(csv("foo,bar\n1,2\n")))).toBe("product_import.errors.no_header");
    expect(refusal(() => readCsv(csv("Nama produk,Product name\na,b\n")))).toBe("product_import.errors.header_twice");
    expect(refusal(() => readCsv(csv("Nama produk\n\n")))).toBe("product_import.errors.no_rows");
    expect(refusal(() => readCsv(csv("")))).toBe("product_import.errors.empty");
    expect(refusal(() => readCsv(csv('Nama produk,Harga\n"Kaos,1000\n')))).toBe("product_import.errors.csv_broken");
  });

  it("refuses more rows than one import takes", () => {
    const text = `Nama produk\n${"Kaos\n".repeat(10_001)}`;
    expect(refusal(() => readCsv(csv(text)))).toBe("product_import.errors.too_many_rows");
  });
});

describe("readXlsx", () => {
  it("reads the first sheet, numbers as written", async () => {
    const bytes = await writeXlsxFile([
      ["Nama produk", "Harga", "Stok"],
      ["Kaos", 89000, 12],
    ]).toBuffer();
    expect(await readXlsx(bytes)).toEqual([{ rowNumber: 2, cells: { name: "Kaos", price: "89000", stock: "12" } }]);
  });

  it("refuses bytes that are no workbook", async () => {
    await expect(readXlsx(csv("not a workbook"))).rejects.toMatchObject({
      messageKey: "product_import.errors.xlsx_broken",
    });
  });
});

describe("importTemplate", () => {
  it.each(["csv", "xlsx"] as const)("writes a %s template whose headers read back as every column", async (format) => {
    for (const lang of ["id", "en"] as const) {
      const rows = await readImportSheet(await importTemplate(lang, format, "Fashion > Kaos > Kaos Polos"), format);
      expect(rows).toHaveLength(2);
      expect(Object.keys(rows[0]!.cells).sort()).toEqual(
        IMPORT_COLUMNS.filter((column) => column !== "youtube_url").sort(),
      );
      expect(rows[0]!.cells.category).toBe("Fashion > Kaos > Kaos Polos");
      expect(rows[0]!.cells.parent_sku).toBe(rows[1]!.cells.parent_sku);
    }
  });
});
