import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { id, foreignId, money, timestamptz } from "../shared/columns.ts";
import { product } from "../catalog/catalog.tables.ts";

/** A flash-sale session: a time window with its own products at flash prices and quotas. */
export const flash_sale = pgTable(
  "flash_sale",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    starts_at: timestamptz("starts_at").notNull(),
    ends_at: timestamptz("ends_at").notNull(),
  },
  (table) => [
    index("idx_flash_sale_ends_at").on(table.ends_at),
    check("flash_sale_window_ordered", sql`${table.ends_at} > ${table.starts_at}`),
  ],
);

export const flash_sale_product = pgTable(
  "flash_sale_product",
  {
    flash_sale_id: foreignId("flash_sale_id", () => flash_sale.id, { onDelete: "cascade" }),
    product_id: foreignId("product_id", () => product.id, { onDelete: "cascade" }),
    flash_price: money("flash_price").notNull(),
    quota: integer("quota").notNull(),
    sold: integer("sold").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.flash_sale_id, table.product_id] }),
    check("flash_sale_product_sold_within_quota", sql`${table.sold} between 0 and ${table.quota}`),
  ],
);
