import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, foreignId, money, timestamptz, timestamps } from "../shared/columns.ts";
import { user } from "../account/account.tables.ts";
import { product } from "../catalog/catalog.tables.ts";
import { flash_sale } from "../flashsale/flashsale.tables.ts";
import { invoice } from "../invoice/invoice.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { promo } from "../promo/promo.tables.ts";

/** Where an order goes, copied at checkout so later address edits do not move a shipped parcel. */
export interface OrderAddress {
  label: string;
  behalf_name: string;
  behalf_phone: string;
  address: string;
  zipcode: string;
  province: { id: string; name: string };
  city: { id: string; name: string };
  district: { id: string; name: string };
  village: { id: string; name: string };
}

/** The courier service bought, as quoted at checkout. */
export interface OrderShipping {
  rate_id: string;
  courier_code: string;
  courier_name: string;
  service_code: string;
  service_name: string;
  rate_type: string;
  price: number;
  min_day: number;
  max_day: number;
  guarantee: boolean;
  weight_grams: number;
}

/**
 * One store's order within an invoice (spec §3 Order). Named shop_order: "order" is an SQL keyword.
 * status_order (spec §4): waiting_payment → confirmation → approve → pickup → send → complete, or cancel,
 * reject, complain.
 */
export const shop_order = pgTable(
  "shop_order",
  {
    id: id(),
    order_code: text("order_code").notNull(),
    invoice_id: foreignId("invoice_id", () => invoice.id),
    user_id: foreignId("user_id", () => user.id),
    merchant_id: foreignId("merchant_id", () => merchant.id),
    status_order: text("status_order").notNull().default("waiting_payment"),
    address: jsonb("address").$type<OrderAddress>().notNull(),
    shipping: jsonb("shipping").$type<OrderShipping>().notNull(),
    dropship_name: text("dropship_name"),
    dropship_phone: text("dropship_phone"),
    user_npwp: text("user_npwp"),
    merchant_npwp: text("merchant_npwp"),
    total_publish_price: money("total_publish_price").notNull(),
    total_shipping: money("total_shipping").notNull(),
    // Tax rates in basis points (1100 = 11%), as set when the order was made.
    setting_ppn: integer("setting_ppn").notNull(),
    total_ppn: money("total_ppn").notNull(),
    setting_pph: integer("setting_pph").notNull(),
    total_pph: money("total_pph").notNull(),
    total_tax: money("total_tax").notNull(),
    total_discount_merchant: money("total_discount_merchant").notNull(),
    total_discount_platform: money("total_discount_platform").notNull(),
    total_discount_shipping: money("total_discount_shipping").notNull(),
    grand_total: money("grand_total").notNull(),
    // When the next timed move of the order falls due (decision 0030); null when only a person moves it next.
    due_at: timestamptz("due_at"),
    // A sent order the courier delivered: the buyer has ORDER_AUTO_COMPLETE_HOURS to confirm or complain.
    delivered_at: timestamptz("delivered_at"),
    // The deadline (a due_at) the store was last warned of, ORDER_DEADLINE_WARNING_HOURS before it: a new
    // deadline (approval starts the ship deadline) is warned of again, the same one never twice.
    warned_due_at: timestamptz("warned_due_at"),
    // Why it was rejected or cancelled: the seller's reason, or the key of the timer that ran out.
    status_reason: text("status_reason"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("idx_shop_order_order_code").on(table.order_code),
    index("idx_shop_order_invoice_id").on(table.invoice_id),
    index("idx_shop_order_user_id_created_at").on(table.user_id, table.created_at.desc()),
    index("idx_shop_order_merchant_id_created_at").on(table.merchant_id, table.created_at.desc()),
    // The timer sweep reads orders whose next move is due.
    index("idx_shop_order_due_at")
      .on(table.due_at)
      .where(sql`${table.due_at} is not null`),
    check(
      "shop_order_status_known",
      sql`${table.status_order} in ('waiting_payment', 'confirmation', 'approve', 'pickup', 'send', 'complete', 'cancel', 'reject', 'complain')`,
    ),
    check("shop_order_grand_total_not_negative", sql`${table.grand_total} >= 0`),
  ],
);

/**
 * A product line of an order, with the name, photo and prices it was bought at. publish_price is the unit
 * price charged; flash_sale_id names the flash sale that priced it, whose quota it took (decision 0014).
 */
export const order_item = pgTable(
  "order_item",
  {
    id: id(),
    order_id: foreignId("order_id", () => shop_order.id, { onDelete: "cascade" }),
    product_id: foreignId("product_id", () => product.id),
    product_name: text("product_name").notNull(),
    product_slug: text("product_slug").notNull(),
    photo: text("photo"),
    attribute: text("attribute").notNull().default(""),
    note: text("note").notNull().default(""),
    qty: integer("qty").notNull(),
    weight_grams: integer("weight_grams").notNull(),
    publish_price: money("publish_price").notNull(),
    base_price: money("base_price").notNull(),
    total_publish_price: money("total_publish_price").notNull(),
    flash_sale_id: integer("flash_sale_id").references(() => flash_sale.id, { onDelete: "set null" }),
  },
  (table) => [
    index("idx_order_item_order_id").on(table.order_id),
    index("idx_order_item_product_id").on(table.product_id),
    check("order_item_qty_positive", sql`${table.qty} > 0`),
  ],
);

/** A promo's share of one order (spec §3 orderpromo: promo name and redeemed value). */
export const order_promo = pgTable(
  "order_promo",
  {
    id: id(),
    order_id: foreignId("order_id", () => shop_order.id, { onDelete: "cascade" }),
    promo_id: foreignId("promo_id", () => promo.id),
    promo_name: text("promo_name").notNull(),
    redeemed_value: money("redeemed_value").notNull(),
  },
  (table) => [
    index("idx_order_promo_order_id").on(table.order_id),
    check("order_promo_value_not_negative", sql`${table.redeemed_value} >= 0`),
  ],
);

/*
 * Daily rollups of a store's orders for its dashboard (decision 0031), kept by triggers on shop_order and
 * order_item (migration order_daily_rollup), so every writer of orders keeps them without knowing: an order
 * counts on its store day (Asia/Jakarta) under its current status; a status change moves it. Derived rows,
 * so no timestamps; orders are never deleted, so deletes are not followed.
 */

/** A store's orders of one day in one status, their revenue (goods less the store's vouchers) and units. */
export const order_status_daily = pgTable(
  "order_status_daily",
  {
    merchant_id: foreignId("merchant_id", () => merchant.id),
    day: date("day", { mode: "string" }).notNull(),
    status_order: text("status_order").notNull(),
    orders: integer("orders").notNull(),
    revenue: money("revenue").notNull(),
    items: integer("items").notNull().default(0),
  },
  (table) => [
    primaryKey({ name: "order_status_daily_pkey", columns: [table.merchant_id, table.day, table.status_order] }),
  ],
);

/**
 * What one product of a store sold on one day, over the orders that are sales (not waiting_payment, cancel or
 * reject): units, the lines' total, and how many orders held it.
 */
export const order_product_daily = pgTable(
  "order_product_daily",
  {
    merchant_id: foreignId("merchant_id", () => merchant.id),
    day: date("day", { mode: "string" }).notNull(),
    product_id: foreignId("product_id", () => product.id),
    qty: integer("qty").notNull(),
    revenue: money("revenue").notNull(),
    orders: integer("orders").notNull(),
  },
  (table) => [
    primaryKey({ name: "order_product_daily_pkey", columns: [table.merchant_id, table.day, table.product_id] }),
  ],
);
