import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { user } from "../account/account.tables.ts";
import { product } from "../catalog/catalog.tables.ts";

/** A product a shopper keeps for later; one row per shopper and product. */
export const wishlist_item = pgTable(
  "wishlist_item",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => product.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.product_id] }),
    index("idx_wishlist_item_user_id_created_at").on(table.user_id, table.created_at.desc()),
  ],
);
