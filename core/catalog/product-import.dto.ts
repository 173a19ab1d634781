import { z } from "zod";
import { paginationMetaDto } from "../shared/pagination.dto.ts";

export const IMPORT_STATUSES = ["ready", "running", "done"] as const;

/** A product import: where it stands, and its counts. */
export const productImportDto = z.object({
  id: z.number(),
  status: z
    .enum(IMPORT_STATUSES)
    .describe("ready: checked, waiting for a run; running: products being created; done: every accepted row ran"),
  file_name: z.string(),
  has_photos: z.boolean().describe("Whether a photos ZIP came with the sheet"),
  total_rows: z.number(),
  accepted_rows: z.number().describe("Rows the preview accepted"),
  refused_rows: z.number().describe("Rows refused, by the preview or by the run"),
  created_rows: z.number().describe("Rows whose product exists now"),
  progress: z.number().describe("Percent of the accepted rows the run has dealt with, 0-100"),
  stalled: z.boolean().describe("Running, but its runner stopped (a crash): a run call resumes it"),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ProductImportDto = z.infer<typeof productImportDto>;

/** One row of the sheet with its verdict. */
export const productImportLineDto = z.object({
  row_number: z.number().describe("As the spreadsheet numbers it; the header is row 1"),
  group_row: z.number().describe("The row of the product whose variant this row is (its own number when alone)"),
  verdict: z.enum(["ok", "refused", "created"]),
  column: z.string().nullable().describe("The column the reason is about, as the template names it"),
  reason: z.string().nullable().describe("Why the row was refused, in the request's language"),
  product_name: z.string(),
  variant_name: z.string().nullable(),
  sku: z.string().nullable(),
  product_id: z.number().nullable(),
});
export type ProductImportLineDto = z.infer<typeof productImportLineDto>;

export const productImportLinesMetaDto = paginationMetaDto;
