import { and, count, eq, gte, lt, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { order_item, shop_order } from "./order.tables.ts";

/*
 * The store's sales as the merchant dashboard reads them (core/dashboard): aggregates over the store's own
 * orders, grouped in the database, so a store with a hundred thousand orders answers in one index range scan.
 */

/** Orders that are not sales: never paid, or turned down after payment (decision 0029). */
export const UNSOLD_ORDER_STATUSES = ["waiting_payment", "cancel", "reject"] as const;

/** The store's takings from an order: the goods at the prices charged, less the store's own vouchers. */
const orderRevenue = sql`${shop_order.total_publish_price} - ${shop_order.total_discount_merchant}`;

/** The order's calendar day in the store's zone (Asia/Jakarta), YYYY-MM-DD. */
const orderDay = sql<string>`to_char(${shop_order.created_at} at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`;

const inStoreWindow = (merchantId: number, from: Date, to: Date) =>
  and(eq(shop_order.merchant_id, merchantId), gte(shop_order.created_at, from), lt(shop_order.created_at, to));

export interface StoreOrdersOfDay {
  day: string;
  status: string;
  orders: number;
  revenue: number;
}

/** The store's orders placed in [from, to), counted per store day and status, with their revenue. */
export async function storeOrdersByDay(
  db: Executor,
  merchantId: number,
  from: Date,
  to: Date,
): Promise<StoreOrdersOfDay[]> {
  const rows = await db
    .select({
      day: orderDay,
      status: shop_order.status_order,
      orders: count(),
      revenue: sql<string>`sum(${orderRevenue})`,
    })
    .from(shop_order)
    .where(inStoreWindow(merchantId, from, to))
    .groupBy(sql`1`, sql`2`);
  return rows.map((row) => ({ ...row, orders: Number(row.orders), revenue: Number(row.revenue) }));
}

export interface StoreProductSales {
  productId: number;
  /** Whether the figures are of [splitAt, to) rather than [from, splitAt). */
  current: boolean;
  qty: number;
  /** The lines' total at the prices charged, before order-wide vouchers. */
  revenue: number;
  /** Orders holding the product. */
  orders: number;
}

/**
 * Units, revenue and orders per product over the store's sales in [from, to), split at `splitAt` so that one
 * scan serves the range and the one before it.
 */
export async function storeSalesByProduct(
  db: Executor,
  merchantId: number,
  window: { from: Date; splitAt: Date; to: Date },
): Promise<StoreProductSales[]> {
  const rows = await db
    .select({
      productId: order_item.product_id,
      current: sql<boolean>`${shop_order.created_at} >= ${window.splitAt.toISOString()}::timestamptz`,
      qty: sql<string>`sum(${order_item.qty})`,
      revenue: sql<string>`sum(${order_item.total_publish_price})`,
      orders: sql<string>`count(distinct ${order_item.order_id})`,
    })
    .from(shop_order)
    .innerJoin(order_item, eq(order_item.order_id, shop_order.id))
    .where(
      and(
        inStoreWindow(merchantId, window.from, window.to),
        notInArray(shop_order.status_order, [...UNSOLD_ORDER_STATUSES]),
      ),
    )
    .groupBy(sql`1`, sql`2`);
  return rows.map((row) => ({
    productId: row.productId,
    current: row.current === true || (row.current as unknown) === "t",
    qty: Number(row.qty),
    revenue: Number(row.revenue),
    orders: Number(row.orders),
  }));
}
