import { index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { foreignId, createdAt } from "../shared/columns.ts";
import { user } from "../account/account.tables.ts";
import { product } from "../catalog/catalog.tables.ts";

/** A product a shopper keeps for later; one row per shopper and product. */
export const wishlist_item = pgTable(
  "wishlist_item",
  {
    user_id: foreignId("user_id", () => user.id, { onDelete: "cascade" }),
    product_id: foreignId("product_id", () => product.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.product_id] }),
    index("idx_wishlist_item_user_id_created_at").on(table.user_id, table.created_at.desc()),
  ],
);
