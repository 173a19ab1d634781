import { z } from "zod";
import { wholeNumberInput } from "../shared/inputs.ts";

const v = (key: string) => `product_import.validation.${key}`;

/** An upload's id as the upload call answers it; an empty field is none. */
const fileId = (key: string) =>
  z
    .string({ error: v(key) })
    .trim()
    .max(100, v(key));

/** POST product/import: the sheet (purpose product_import) and, optionally, the photos ZIP (product_import_photos). */
export const productImportCreateInput = z
  .object({
    file_id: fileId("file_id").min(1, v("file_id")),
    photos_file_id: fileId("photos_file_id")
      .optional()
      .nullable()
      .transform((value) => value || null),
  })
  .strict();

export const IMPORT_ROW_FILTERS = ["all", "refused"] as const;

/** GET product/import/{id}/rows: every row or the refused ones, a page at a time. */
export const productImportRowsQuery = z
  .object({
    filter: z.enum(IMPORT_ROW_FILTERS, { error: v("filter") }).default("all"),
    page: wholeNumberInput(v("page"), 1, 10_000).default(1),
    per_page: wholeNumberInput(v("per_page"), 1, 200).default(50),
    lang: z.enum(["id", "en"]).optional(),
  })
  .strict();
export type ProductImportRowsQuery = z.output<typeof productImportRowsQuery>;

/** GET product/import/template: the sheet to fill, as CSV or XLSX, in the language asked for. */
export const productImportTemplateQuery = z
  .object({
    format: z.enum(["csv", "xlsx"], { error: v("format") }).default("xlsx"),
    lang: z.enum(["id", "en"]).optional(),
  })
  .strict();
