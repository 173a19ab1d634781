import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { foreignId, timestamps } from "../shared/columns.ts";
import { product } from "../catalog/catalog.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";

/**
 * How often a product's page was seen on one store day (Asia/Jakarta), by visitors other than bots and the
 * store's owner. Counted in memory and added here in batches (decision 0031). merchant_id is the product's
 * store, copied so the dashboard reads a store's views by one index range.
 */
export const product_view_daily = pgTable(
  "product_view_daily",
  {
    product_id: foreignId("product_id", () => product.id, { onDelete: "cascade" }),
    merchant_id: foreignId("merchant_id", () => merchant.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ name: "product_view_daily_pkey", columns: [table.product_id, table.day] }),
    index("idx_product_view_daily_merchant_id_day").on(table.merchant_id, table.day),
    check("product_view_daily_views_positive", sql`${table.views} > 0`),
  ],
);
