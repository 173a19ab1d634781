import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, foreignId, timestamps } from "../shared/columns.ts";
import { user } from "../account/account.tables.ts";
import { product } from "../catalog/catalog.tables.ts";

export const CART_NOTE_MAX_LENGTH = 144;

/**
 * One line of a shopper's cart: a product with one attribute value (size), its quantity and note.
 * Prices are never stored here: they are read from the product at every call.
 */
export const cart_item = pgTable(
  "cart_item",
  {
    id: id(),
    user_id: foreignId("user_id", () => user.id, { onDelete: "cascade" }),
    product_id: foreignId("product_id", () => product.id, { onDelete: "cascade" }),
    // '' when the product has no attribute; part of the line's identity, so never null.
    attribute: text("attribute").notNull().default(""),
    qty: integer("qty").notNull(),
    note: text("note").notNull().default(""),
    is_checked: boolean("is_checked").notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("idx_cart_item_user_id_product_id_attribute").on(table.user_id, table.product_id, table.attribute),
    index("idx_cart_item_product_id").on(table.product_id),
    check("cart_item_qty_positive", sql`${table.qty} > 0`),
    check("cart_item_note_length", sql`char_length(${table.note}) <= ${sql.raw(String(CART_NOTE_MAX_LENGTH))}`),
  ],
);
