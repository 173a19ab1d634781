import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { user } from "../account/account.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { foreignId, id, timestamps, timestamptz } from "../shared/columns.ts";
import type { Message } from "../shared/errors.ts";

/** Why a row was refused: the message, and the column it is about (null: the row as a whole). */
export interface ImportReason {
  column: string | null;
  message: Message;
}

/**
 * A merchant's product import (decision 0032): the uploaded sheet, checked row by row when it is made
 * (`ready`), then run group by group (`running`) until every accepted group has its products (`done`).
 * `lease_until` is how long the process running it may be trusted to be alive; a run whose lease ran out
 * (a crash) may be resumed by anyone the job belongs to.
 */
export const product_import = pgTable(
  "product_import",
  {
    id: id(),
    merchant_id: foreignId("merchant_id", () => merchant.id),
    owner_user_id: foreignId("owner_user_id", () => user.id),
    file_id: text("file_id").notNull(),
    photos_file_id: text("photos_file_id"),
    file_name: text("file_name").notNull(),
    status: text("status").notNull().default("ready"),
    total_rows: integer("total_rows").notNull(),
    accepted_rows: integer("accepted_rows").notNull(),
    /** Accepted rows whose product exists now; moved in the same transaction as each group's products. */
    created_rows: integer("created_rows").notNull().default(0),
    /** Rows the run refused after the preview accepted them (a photo that would not decode, a SKU taken since). */
    failed_rows: integer("failed_rows").notNull().default(0),
    lease_until: timestamptz("lease_until"),
    started_at: timestamptz("started_at"),
    finished_at: timestamptz("finished_at"),
    ...timestamps,
  },
  (table) => [index("idx_product_import_merchant_id_created_at").on(table.merchant_id, table.created_at)],
);

/**
 * One data row of an import's sheet (row_number as the spreadsheet numbers it, the header being 1). Rows
 * of one variant group share `group_number`: the number of the row the product is made from (the one whose
 * SKU is the parent SKU, else the group's first), which carries the group's create payload. `product_id` is written in the transaction that creates the product, so a run resumed
 * after a crash knows exactly which groups are done.
 */
export const product_import_row = pgTable(
  "product_import_row",
  {
    import_id: integer("import_id")
      .notNull()
      .references(() => product_import.id, { onDelete: "cascade" }),
    row_number: integer("row_number").notNull(),
    group_number: integer("group_number").notNull(),
    verdict: text("verdict").$type<"ok" | "refused">().notNull(),
    reason: jsonb("reason").$type<ImportReason>(),
    /** The row's cells by column key, as read, for the preview and the report. */
    cells: jsonb("cells").$type<Record<string, string>>().notNull(),
    /** On a group's first accepted row: the create form's payload for the whole group (photos by file name). */
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    product_id: integer("product_id"),
  },
  (table) => [
    primaryKey({ columns: [table.import_id, table.row_number] }),
    index("idx_product_import_row_import_id_group_number").on(table.import_id, table.group_number),
  ],
);
