import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { order_product_daily, order_status_daily } from "./order.tables.ts";

/*
 * The store's sales as the merchant dashboard reads them (core/dashboard), from the daily rollups the
 * database keeps beside the orders (migration order_daily_rollup_triggers, decision 0031): a year of a busy
 * store is a few thousand rows, not a hundred thousand orders.
 */

/** Orders that are not sales: never paid, or turned down after payment (decision 0031; order_is_sale in SQL). */
export const UNSOLD_ORDER_STATUSES = ["waiting_payment", "cancel", "reject"] as const;

/** A rollup's rows of one store on the store days [start, end]. */
function onStoreDays(
  rollup: typeof order_status_daily | typeof order_product_daily,
  merchantId: number,
  start: string,
  end: string,
) {
  return [eq(rollup.merchant_id, merchantId), gte(rollup.day, start), lte(rollup.day, end)];
}

export interface StoreOrdersOfDay {
  day: string;
  status: string;
  orders: number;
  /** Goods at the prices charged, less the store's own vouchers. */
  revenue: number;
  /** Units of the orders' lines. */
  items: number;
}

/** The store's orders placed on the store days [start, end], counted per day and status, with their revenue. */
export async function storeOrdersByDay(
  db: Executor,
  merchantId: number,
  start: string,
  end: string,
): Promise<StoreOrdersOfDay[]> {
  const rows = await db
    .select({
      day: sql<string>`${order_status_daily.day}::text`,
      status: order_status_daily.status_order,
      orders: order_status_daily.orders,
      revenue: order_status_daily.revenue,
      items: order_status_daily.items,
    })
    .from(order_status_daily)
    .where(and(...onStoreDays(order_status_daily, merchantId, start, end), sql`${order_status_daily.orders} > 0`));
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
}

export interface StoreProductSales {
  productId: number;
  qty: number;
  /** The lines' total at the prices charged, before order-wide vouchers. */
  revenue: number;
  /** Orders holding the product. */
  orders: number;
}

/** Units, revenue and orders per product over the store's sales on the days [start, end]. */
export async function storeSalesByProduct(
  db: Executor,
  merchantId: number,
  start: string,
  end: string,
): Promise<StoreProductSales[]> {
  const rows = await db
    .select({
      productId: order_product_daily.product_id,
      qty: sql<string>`sum(${order_product_daily.qty})`,
      revenue: sql<string>`sum(${order_product_daily.revenue})`,
      orders: sql<string>`sum(${order_product_daily.orders})`,
    })
    .from(order_product_daily)
    .where(and(...onStoreDays(order_product_daily, merchantId, start, end)))
    .groupBy(order_product_daily.product_id)
    .having(sql`sum(${order_product_daily.qty}) > 0`);
  return rows.map((row) => ({
    productId: row.productId,
    qty: Number(row.qty),
    revenue: Number(row.revenue),
    orders: Number(row.orders),
  }));
}
