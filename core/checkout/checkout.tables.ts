import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, foreignId, createdAt, updatedAt } from "../shared/columns.ts";
import { user } from "../account/account.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import type { OrderShipping } from "../order/order.tables.ts";

/**
 * The shopper's choices while checking out, kept between calls (any process may answer the next one):
 * wallet on or off, one address for every order or one per order. Prices are never kept here.
 */
export const checkout_draft = pgTable("checkout_draft", {
  user_id: integer("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  use_wallet: boolean("use_wallet").notNull().default(false),
  // The address every order goes to in single-address checkout; null until one exists or is chosen.
  address_book_id: integer("address_book_id"),
  updated_at: updatedAt(),
});

/** The quote a shopper chose for one store order (what an order keeps), and where it was quoted to. */
export type ChosenShipping = OrderShipping & { destination_area_id: string };

/** One store's part of the checkout: its own address (multiple-address mode), courier and dropshipper. */
export const checkout_draft_order = pgTable(
  "checkout_draft_order",
  {
    id: id(),
    user_id: foreignId("user_id", () => user.id, { onDelete: "cascade" }),
    merchant_id: foreignId("merchant_id", () => merchant.id, { onDelete: "cascade" }),
    address_book_id: integer("address_book_id"),
    shipping: jsonb("shipping").$type<ChosenShipping>(),
    dropship_name: text("dropship_name"),
    dropship_phone: text("dropship_phone"),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex("idx_checkout_draft_order_user_id_merchant_id").on(table.user_id, table.merchant_id),
    index("idx_checkout_draft_order_merchant_id").on(table.merchant_id),
  ],
);

/**
 * Makes POST /checkout/pay idempotent per shopper and key: the first request's body hash and answer are
 * kept, a repeat gets the same answer, a different body with the same key is refused.
 */
export const checkout_request = pgTable(
  "checkout_request",
  {
    user_id: foreignId("user_id", () => user.id, { onDelete: "cascade" }),
    idempotency_key: text("idempotency_key").notNull(),
    request_hash: text("request_hash").notNull(),
    invoice_code: text("invoice_code"),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex("idx_checkout_request_user_id_idempotency_key").on(table.user_id, table.idempotency_key)],
);
