import Papa from "papaparse";
import { readSheet } from "read-excel-file/node";
import writeXlsxFile from "write-excel-file/node";
import { translator, type Lang } from "../../i18n/index.ts";
import { AppError } from "../shared/errors.ts";

/**
 * The import sheet's columns, in the template's order. Headers are `product_import.column.<key>` in either
 * language (decision 0032); a sheet may use either, or the keys themselves.
 */
export const IMPORT_COLUMNS = [
  "name",
  "category",
  "description",
  "price",
  "discount",
  "stock",
  "weight",
  "length",
  "width",
  "height",
  "condition",
  "min_order",
  "sku",
  "parent_sku",
  "variant_name",
  "size_type",
  "size_values",
  "photos",
  "youtube_url",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** A sheet read: its data rows as cells by column, each with the number the spreadsheet shows it under. */
export interface SheetRow {
  rowNumber: number;
  cells: Partial<Record<ImportColumn, string>>;
}

export const IMPORT_LIMITS = {
  /** Data rows one import takes: a store's whole catalogue in one go, checked in well under a minute. */
  maxRows: 10_000,
  /** Characters a cell may hold (a description is the longest field the form takes). */
  maxCell: 5_000,
} as const;

const fileError = (key: string, values?: Record<string, string | number>) =>
  new AppError("INVALID_INPUT", key, { values, fieldErrors: { file_id: { key, values } } });

/** 'Berat (gram)' and 'weight' alike: letters and digits only, lower case. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]/g, "");

let headerIndex: Map<string, ImportColumn> | undefined;
/** Every accepted header: the column's key and its label in each language. */
function columnOfHeader(header: string): ImportColumn | undefined {
  if (!headerIndex) {
    headerIndex = new Map();
    for (const column of IMPORT_COLUMNS) {
      headerIndex.set(normalise(column), column);
      for (const lang of ["id", "en"] as const)
        headerIndex.set(normalise(translator(lang)(`product_import.column.${column}`)), column);
    }
  }
  return headerIndex.get(normalise(header));
}

/** A cell as text: numbers as written (no thousands separators), dates as YYYY-MM-DD. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/**
 * Rows under the first non-empty row, which names the columns. Unknown headers are ignored (a merchant's
 * own notes), a column named twice or a sheet without the name column is refused; empty rows are skipped.
 */
export function rowsOfTable(table: readonly (readonly unknown[])[]): SheetRow[] {
  const headerAt = table.findIndex((row) => row.some((cell) => cellText(cell) !== ""));
  if (headerAt < 0) throw fileError("product_import.errors.empty");
  const columns = table[headerAt]!.map((cell) => columnOfHeader(cellText(cell)));
  const named = columns.filter((column) => column !== undefined);
  const twice = named.find((column, index) => named.indexOf(column) !== index);
  if (twice) throw fileError("product_import.errors.header_twice", { column: twice });
  if (!named.includes("name")) throw fileError("product_import.errors.no_header");
  const rows: SheetRow[] = [];
  for (let index = headerAt + 1; index < table.length; index++) {
    const cells: SheetRow["cells"] = {};
    table[index]!.forEach((value, at) => {
      const column = columns[at];
      const text = cellText(value);
      if (column && text !== "") cells[column] = text.slice(0, IMPORT_LIMITS.maxCell + 1);
    });
    if (Object.keys(cells).length === 0) continue;
    if (rows.length === IMPORT_LIMITS.maxRows)
      throw fileError("product_import.errors.too_many_rows", { max: IMPORT_LIMITS.maxRows });
    rows.push({ rowNumber: index + 1, cells });
  }
  if (rows.length === 0) throw fileError("product_import.errors.no_rows");
  return rows;
}

/** UTF-8 (a BOM dropped), or Windows-1252 as older spreadsheet programs save CSV. */
function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

/** A CSV separated by commas or semicolons (Excel in Indonesian writes the latter). */
export function readCsv(bytes: Uint8Array): SheetRow[] {
  const parsed = Papa.parse<string[]>(decodeText(bytes), { delimitersToGuess: [",", ";"] });
  const broken = parsed.errors.find((error) => error.type === "Quotes");
  if (broken) throw fileError("product_import.errors.csv_broken", { row: (broken.row ?? 0) + 1 });
  return rowsOfTable(parsed.data);
}

/** The first sheet of a workbook. */
export async function readXlsx(bytes: Uint8Array): Promise<SheetRow[]> {
  let table: unknown[][];
  try {
    table = await readSheet(Buffer.from(bytes));
  } catch {
    throw fileError("product_import.errors.xlsx_broken");
  }
  return rowsOfTable(table);
}

export function readImportSheet(bytes: Uint8Array, type: "csv" | "xlsx"): Promise<SheetRow[]> {
  return type === "csv" ? Promise.resolve(readCsv(bytes)) : readXlsx(bytes);
}

/** The template's header row and its example rows (a product with two variants sharing a parent SKU). */
function templateTable(lang: Lang, categoryPath: string): string[][] {
  const t = translator(lang);
  const example = (own: Partial<Record<ImportColumn, string>>) =>
    IMPORT_COLUMNS.map((column) => own[column] ?? t(`product_import.example.${column}`));
  return [
    IMPORT_COLUMNS.map((column) => t(`product_import.column.${column}`)),
    example({ category: categoryPath }),
    example({
      category: categoryPath,
      price: "95000",
      discount: "",
      stock: "8",
      sku: t("product_import.example.sku_second"),
      variant_name: t("product_import.example.variant_name_second"),
      photos: t("product_import.example.photos_second"),
    }),
  ];
}

export const TEMPLATE_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** The template to download, in the merchant's language; `categoryPath` names a real leaf category. */
export async function importTemplate(lang: Lang, type: "csv" | "xlsx", categoryPath: string): Promise<Buffer> {
  const table = templateTable(lang, categoryPath);
  if (type === "csv") return Buffer.from(`\uFEFF${Papa.unparse(table)}\r\n`, "utf8");
  return writeXlsxFile(table, {
    columns: IMPORT_COLUMNS.map((column) => ({ width: column === "description" ? 40 : 18 })),
  }).toBuffer();
}
