import type { Message } from "../shared/errors.ts";
import { fieldErrorsFromZod } from "../shared/validation.ts";
import { merchantProductCreateInput } from "./merchant-product.inputs.ts";
import { MERCHANT_PRODUCT_LIMITS } from "./merchant-product.view.ts";
import type { ImportReason } from "./product-import.tables.ts";
import type { ImportColumn, SheetRow } from "./product-import.sheet.ts";

/** What a row turned out to be; a group's first row carries the create payload of the whole group. */
export interface RowVerdict {
  rowNumber: number;
  groupNumber: number;
  verdict: "ok" | "refused";
  reason: ImportReason | null;
  cells: Record<string, string>;
  payload: Record<string, unknown> | null;
}

/** What the rows are checked against besides the form's schema. */
export interface RowContext {
  /** A category cell (a leaf's id, its path in either language, or an unambiguous leaf name) to its id. */
  categoryOf(cell: string): number | "unknown";
  /** Whether the photos ZIP holds a usable picture of this name (compared without case or folders). */
  hasPhoto(name: string): boolean;
  /** SKUs (lower case) other products of the store already have. */
  takenSkus: ReadonlySet<string>;
}

/** Where a create-form field is in the sheet. */
const COLUMN_OF_FIELD: Record<string, ImportColumn> = {
  product_name: "name",
  category_id: "category",
  description: "description",
  youtube_url: "youtube_url",
  base_price: "price",
  discount_type: "discount",
  discount_value: "discount",
  stock: "stock",
  weight: "weight",
  length: "length",
  width: "width",
  height: "height",
  condition: "condition",
  min_order: "min_order",
  sku: "sku",
  variant_name: "variant_name",
  attribute_type: "size_type",
  attribute_value: "size_values",
  photos: "photos",
};

const CONDITIONS: Record<string, "new" | "used"> = { new: "new", baru: "new", used: "used", bekas: "used" };

/** Lists in one cell: 'S, M, L', 'S|M|L' or one per line. */
export const splitList = (cell: string | undefined) =>
  (cell ?? "")
    .split(/[|,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** 'Rp 100.000' as typed: the form's number parser reads the rest. */
const amount = (cell: string | undefined) => cell?.replace(/^rp\.?\s*/i, "");

/** '10%' or '12,5 %' is a percent; any other amount is rupiah off the price. */
function discountOf(cell: string | undefined) {
  const text = cell?.trim() ?? "";
  if (text === "" || text === "0") return { discount_type: "none" as const };
  if (text.endsWith("%")) return { discount_type: "percent" as const, discount_value: text.slice(0, -1).trim() };
  return { discount_type: "amount" as const, discount_value: amount(text) };
}

/** What each row has for itself: the fields of a variant in the create form. */
function ownFields(cells: SheetRow["cells"]) {
  const photos = splitList(cells.photos);
  return {
    variant_name: cells.variant_name,
    base_price: amount(cells.price),
    ...discountOf(cells.discount),
    stock: cells.stock,
    sku: cells.sku,
    ...(photos.length > 0 ? { photos } : {}),
  };
}

/** The group's first row with the fields every product of the group shares. */
function productFields(cells: SheetRow["cells"], categoryId: number | undefined) {
  const condition = cells.condition ? (CONDITIONS[cells.condition.toLowerCase()] ?? cells.condition) : undefined;
  return {
    product_name: cells.name,
    category_id: categoryId,
    description: cells.description,
    youtube_url: cells.youtube_url,
    weight: cells.weight,
    length: cells.length,
    width: cells.width,
    height: cells.height,
    condition,
    min_order: cells.min_order,
    attribute_type: cells.size_type,
    attribute_value: splitList(cells.size_values),
  };
}

const reasonOf = (column: ImportColumn | null, key: string, values?: Message["values"]): ImportReason => ({
  column,
  message: { key, ...(values ? { values } : {}) },
});

/**
 * Checks every row as the product form checks a product (the same zod schema), after what only a sheet
 * can get wrong: an unknown category, a photo the ZIP lacks, a SKU named twice in the file or already the
 * store's. Rows sharing a parent SKU make one product with variants (its row whose SKU is the parent SKU
 * first, else its first row); one refused row refuses its whole group, so no product is made in part.
 */
export function checkRows(rows: readonly SheetRow[], context: RowContext): RowVerdict[] {
  const groups = new Map<string, SheetRow[]>();
  for (const row of rows) {
    const parent = row.cells.parent_sku?.toLowerCase();
    const key = parent ? `p:${parent}` : `r:${row.rowNumber}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }

  const firstRowOfSku = new Map<string, number>();
  const verdicts: RowVerdict[] = [];
  for (const group of groups.values()) {
    const parent = group[0]!.cells.parent_sku?.toLowerCase();
    const mainAt = Math.max(
      0,
      group.findIndex((row) => parent !== undefined && row.cells.sku?.toLowerCase() === parent),
    );
    const ordered = [group[mainAt]!, ...group.filter((_, index) => index !== mainAt)];
    const reasons = new Map<number, ImportReason>();
    const refuse = (row: SheetRow, reason: ImportReason) => {
      if (!reasons.has(row.rowNumber)) reasons.set(row.rowNumber, reason);
    };

    for (const row of ordered) {
      const sku = row.cells.sku?.toLowerCase();
      if (sku) {
        const first = firstRowOfSku.get(sku);
        if (first !== undefined) refuse(row, reasonOf("sku", "product_import.reason.sku_in_file", { row: first }));
        else firstRowOfSku.set(sku, row.rowNumber);
        if (context.takenSkus.has(sku)) refuse(row, reasonOf("sku", "seller_product.validation.sku_taken"));
      }
      for (const name of splitList(row.cells.photos))
        if (!context.hasPhoto(name)) refuse(row, reasonOf("photos", "product_import.reason.photo_missing", { name }));
    }
    if (ordered.length > MERCHANT_PRODUCT_LIMITS.variantsMax + 1)
      for (const row of ordered)
        refuse(
          row,
          reasonOf("parent_sku", "product_import.reason.group_too_big", {
            max: MERCHANT_PRODUCT_LIMITS.variantsMax + 1,
          }),
        );

    const main = ordered[0]!;
    let categoryId: number | undefined;
    if (main.cells.category) {
      const found = context.categoryOf(main.cells.category);
      if (found === "unknown") refuse(main, reasonOf("category", "product_import.reason.category_unknown"));
      else categoryId = found;
    }

    const payload: Record<string, unknown> = {
      ...productFields(main.cells, categoryId),
      ...ownFields(main.cells),
      ...(ordered.length > 1 ? { variants: ordered.slice(1).map((row) => ownFields(row.cells)) } : {}),
    };
    const parsed = merchantProductCreateInput.safeParse(payload);
    if (!parsed.success)
      for (const [path, message] of Object.entries(fieldErrorsFromZod(parsed.error))) {
        const [first, index, field] = path.split(".");
        const inVariant = first === "variants" && index !== undefined && field !== undefined;
        const row = inVariant ? ordered[Number(index) + 1] : main;
        const column = COLUMN_OF_FIELD[(inVariant ? field : first) ?? ""] ?? null;
        if (row) refuse(row, { column, message });
      }

    const refusedRow = ordered.find((row) => reasons.has(row.rowNumber));
    for (const row of ordered) {
      const reason =
        reasons.get(row.rowNumber) ??
        (refusedRow ? reasonOf(null, "product_import.reason.group_refused", { row: refusedRow.rowNumber }) : null);
      verdicts.push({
        rowNumber: row.rowNumber,
        groupNumber: main.rowNumber,
        verdict: reason ? "refused" : "ok",
        reason,
        cells: row.cells as Record<string, string>,
        payload: row === main && !refusedRow ? payload : null,
      });
    }
  }
  return verdicts.sort((a, b) => a.rowNumber - b.rowNumber);
}
