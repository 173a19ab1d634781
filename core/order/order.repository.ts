import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { invoice } from "../invoice/invoice.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { likePattern } from "../shared/query-input.ts";
import { city } from "../region/region.tables.ts";
import { order_item, shop_order } from "./order.tables.ts";

export interface OrderListFilter {
  userId: number;
  search: string | undefined;
  /** Unpaid orders whose invoice deadline is at or before this moment read as cancelled. */
  now: Date;
}

/**
 * Reads only (the checkout workflow writes orders). Every query is scoped to one buyer: a shopper never
 * reads another's orders, and cannot tell they exist.
 */
export function createOrderRepository(db: Executor) {
  /**
   * The status the shopper sees. The expiry sweep runs every minute, so an unpaid order can outlive its
   * deadline briefly; it reads as cancelled at once, as the invoice page would make it.
   */
  const shownStatus = (now: Date) =>
    sql<string>`case when ${shop_order.status_order} = 'waiting_payment'
      and (${invoice.status_payment} <> 'pending' or ${invoice.expire_at} <= ${now.toISOString()}::timestamptz)
      then 'cancel' else ${shop_order.status_order} end`;

  function conditions({ userId, search }: OrderListFilter): SQL | undefined {
    if (!search) return eq(shop_order.user_id, userId);
    const pattern = likePattern(search);
    return and(
      eq(shop_order.user_id, userId),
      or(
        ilike(shop_order.order_code, pattern),
        ilike(invoice.invoice_code, pattern),
        ilike(merchant.name, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(order_item)
            .where(and(eq(order_item.order_id, shop_order.id), ilike(order_item.product_name, pattern))),
        ),
      ),
    );
  }

  return {
    /** How many of the buyer's orders (matching the search) are in each shown status. */
    async statusCounts(filter: OrderListFilter): Promise<Map<string, number>> {
      const status = shownStatus(filter.now);
      const rows = await db
        .select({ status, total: count() })
        .from(shop_order)
        .innerJoin(invoice, eq(invoice.id, shop_order.invoice_id))
        .innerJoin(merchant, eq(merchant.id, shop_order.merchant_id))
        .where(conditions(filter))
        // By position: the CASE carries a parameter, so a repeated expression would not match the selected one.
        .groupBy(sql`1`);
      return new Map(rows.map((row) => [row.status, Number(row.total)]));
    },

    /** One page, newest first; `statuses` null means every status. */
    async page(filter: OrderListFilter, statuses: readonly string[] | null, limit: number, offset: number) {
      const status = shownStatus(filter.now);
      return db
        .select({
          id: shop_order.id,
          order_code: shop_order.order_code,
          status_order: status,
          created_at: shop_order.created_at,
          shipping: shop_order.shipping,
          total_publish_price: shop_order.total_publish_price,
          total_shipping: shop_order.total_shipping,
          total_tax: shop_order.total_tax,
          total_discount_merchant: shop_order.total_discount_merchant,
          total_discount_platform: shop_order.total_discount_platform,
          total_discount_shipping: shop_order.total_discount_shipping,
          grand_total: shop_order.grand_total,
          invoice_code: invoice.invoice_code,
          status_payment: invoice.status_payment,
          expire_at: invoice.expire_at,
          merchant_id: merchant.id,
          merchant_name: merchant.name,
          merchant_slug: merchant.slug,
          merchant_storetype: merchant.storetype,
          merchant_city: city.name,
        })
        .from(shop_order)
        .innerJoin(invoice, eq(invoice.id, shop_order.invoice_id))
        .innerJoin(merchant, eq(merchant.id, shop_order.merchant_id))
        .innerJoin(city, eq(city.id, merchant.city_id))
        .where(and(conditions(filter), statuses ? inArray(status, [...statuses]) : undefined))
        .orderBy(desc(shop_order.created_at), desc(shop_order.id))
        .limit(limit)
        .offset(offset);
    },

    async itemsOfOrders(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db.select().from(order_item).where(inArray(order_item.order_id, orderIds)).orderBy(asc(order_item.id));
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
export type OrderListRow = Awaited<ReturnType<OrderRepository["page"]>>[number];
export type OrderItemRow = Awaited<ReturnType<OrderRepository["itemsOfOrders"]>>[number];
