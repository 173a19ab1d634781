import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, foreignId, createdAt, timestamptz } from "../shared/columns.ts";
import { user } from "../account/account.tables.ts";
import { product } from "../catalog/catalog.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { shop_order } from "../order/order.tables.ts";

export const review = pgTable(
  "review",
  {
    id: id(),
    product_id: foreignId("product_id", () => product.id, { onDelete: "cascade" }),
    user_id: foreignId("user_id", () => user.id),
    // The order the buyer reviewed from; null for reviews written before orders carried them (the demo's).
    order_id: integer("order_id").references(() => shop_order.id, { onDelete: "set null" }),
    point: integer("point").notNull(),
    message: text("message").notNull().default(""),
    created_at: createdAt(),
  },
  (table) => [
    index("idx_review_product_id_point").on(table.product_id, table.point),
    // The newest-first review list of a product page.
    index("idx_review_product_id_created_at_id").on(table.product_id, table.created_at.desc(), table.id.desc()),
    index("idx_review_order_id").on(table.order_id),
    check("review_point_1_to_5", sql`${table.point} between 1 and 5`),
  ],
);

export const review_attachment = pgTable(
  "review_attachment",
  {
    id: id(),
    review_id: foreignId("review_id", () => review.id, { onDelete: "cascade" }),
    media_url: text("media_url").notNull(),
    media_caption: text("media_caption"),
  },
  (table) => [index("idx_review_attachment_review_id").on(table.review_id)],
);

export const review_reply = pgTable(
  "review_reply",
  {
    id: id(),
    review_id: foreignId("review_id", () => review.id, { onDelete: "cascade" }),
    merchant_id: foreignId("merchant_id", () => merchant.id),
    message: text("message").notNull(),
    created_at: createdAt(),
    // When it was last edited (null if never); edits are allowed only for a while after created_at (decision 0028).
    edited_at: timestamptz("edited_at"),
  },
  // One reply per review.
  (table) => [uniqueIndex("idx_review_reply_review_id").on(table.review_id)],
);
