import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lt,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { product } from "../catalog/catalog.tables.ts";
import { invoice } from "../invoice/invoice.tables.ts";
import { joinStoreCity, joinStoreLocation, storeLocation } from "../merchant/index.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { promo } from "../promo/promo.tables.ts";
import { likePattern } from "../shared/query-input.ts";
import { order_item, order_promo, shop_order, type OrderAddress, type OrderShipping } from "./order.tables.ts";

export interface OrderListFilter {
  /** A buyer's orders, or a store's paid ones (a store never sees an order before it is paid). */
  owner: { userId: number } | { merchantId: number };
  search: string | undefined;
  /** A store's list only: orders placed in [from, to) (the page's date range, Jakarta days). */
  placed?: { from?: Date; to?: Date };
  /** Unpaid orders whose invoice deadline is at or before this moment read as cancelled. */
  now: Date;
}

/** One store order as checkout places it, with its items and the promos redeemed on it. */
export interface PlacedOrder {
  values: Omit<typeof shop_order.$inferInsert, "address" | "shipping" | "invoice_id"> & {
    order_code: string;
    address: OrderAddress;
    shipping: OrderShipping;
  };
  items: Omit<typeof order_item.$inferInsert, "order_id">[];
  promos: Omit<typeof order_promo.$inferInsert, "order_id">[];
}

/** The order's store as the order list and the invoice show it (see orderStore in the invoice domain). */
const orderStoreColumns = {
  merchant_id: merchant.id,
  merchant_name: merchant.name,
  merchant_slug: merchant.slug,
  merchant_storetype: merchant.storetype,
  merchant_city: storeLocation.cityName,
};

/**
 * Every read for a page is scoped to one buyer: a shopper never reads another's orders, and cannot tell
 * they exist. The writes run inside the checkout, settlement and expiry workflows' transaction.
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

  // A store order as its invoice and documents present it.
  const orderColumns = {
    id: shop_order.id,
    order_code: shop_order.order_code,
    invoice_id: shop_order.invoice_id,
    status_order: shop_order.status_order,
    address: shop_order.address,
    shipping: shop_order.shipping,
    dropship_name: shop_order.dropship_name,
    dropship_phone: shop_order.dropship_phone,
    user_npwp: shop_order.user_npwp,
    merchant_npwp: shop_order.merchant_npwp,
    total_publish_price: shop_order.total_publish_price,
    total_shipping: shop_order.total_shipping,
    setting_ppn: shop_order.setting_ppn,
    total_ppn: shop_order.total_ppn,
    setting_pph: shop_order.setting_pph,
    total_pph: shop_order.total_pph,
    total_tax: shop_order.total_tax,
    total_discount_merchant: shop_order.total_discount_merchant,
    total_discount_platform: shop_order.total_discount_platform,
    total_discount_shipping: shop_order.total_discount_shipping,
    grand_total: shop_order.grand_total,
    created_at: shop_order.created_at,
    ...orderStoreColumns,
    merchant_is_pkp: merchant.is_pkp,
    merchant_province: storeLocation.provinceName,
  };

  const selectOrders = () =>
    joinStoreLocation(
      db.select(orderColumns).from(shop_order).innerJoin(merchant, eq(merchant.id, shop_order.merchant_id)).$dynamic(),
    );

  function conditions({ owner, search, placed }: OrderListFilter): SQL | undefined {
    const own =
      "userId" in owner
        ? eq(shop_order.user_id, owner.userId)
        : and(
            eq(shop_order.merchant_id, owner.merchantId),
            ne(shop_order.status_order, "waiting_payment"),
            placed?.from ? gte(shop_order.created_at, placed.from) : undefined,
            placed?.to ? lt(shop_order.created_at, placed.to) : undefined,
          );
    if (!search) return own;
    const pattern = likePattern(search);
    return and(
      own,
      or(
        ilike(shop_order.order_code, pattern),
        // A store looks its orders up by the buyer's (recipient's) name too.
        "merchantId" in owner ? ilike(sql`${shop_order.address}->>'behalf_name'`, pattern) : undefined,
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
    async page(filter: OrderListFilter, statuses: readonly string[] | null, limit: number, offset: number, only?: SQL) {
      const status = shownStatus(filter.now);
      return joinStoreCity(
        db
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
            address: shop_order.address,
            due_at: shop_order.due_at,
            delivered_at: shop_order.delivered_at,
            status_reason: shop_order.status_reason,
            updated_at: shop_order.updated_at,
            invoice_code: invoice.invoice_code,
            status_payment: invoice.status_payment,
            expire_at: invoice.expire_at,
            ...orderStoreColumns,
          })
          .from(shop_order)
          .innerJoin(invoice, eq(invoice.id, shop_order.invoice_id))
          .innerJoin(merchant, eq(merchant.id, shop_order.merchant_id))
          .$dynamic(),
      )
        .where(and(conditions(filter), statuses ? inArray(status, [...statuses]) : undefined, only))
        .orderBy(desc(shop_order.created_at), desc(shop_order.id))
        .limit(limit)
        .offset(offset);
    },

    /** The invoice's orders in the order they were made (one per store). */
    async ordersOfInvoice(invoiceId: number) {
      return selectOrders().where(eq(shop_order.invoice_id, invoiceId)).orderBy(asc(shop_order.id));
    },

    /** One paid order of the store, as its list shows it; null when the store has no such order. */
    /** One order of the buyer's or the store's, as their list shows it; null when it is not theirs. */
    async orderOf(owner: OrderListFilter["owner"], orderCode: string, now: Date) {
      const [row] = await this.page(
        { owner, search: undefined, now },
        null,
        1,
        0,
        eq(shop_order.order_code, orderCode),
      );
      return row ?? null;
    },

    /**
     * The store's paid orders among `orderCodes`, with what a shipping label and a packing list print: where
     * the parcel goes, who sends it (the store, or the buyer's dropshipper) and by which courier service.
     */
    async ordersToShip(merchantId: number, orderCodes: string[]) {
      if (orderCodes.length === 0) return [];
      return joinStoreCity(
        db
          .select({
            id: shop_order.id,
            order_code: shop_order.order_code,
            status_order: shop_order.status_order,
            created_at: shop_order.created_at,
            address: shop_order.address,
            shipping: shop_order.shipping,
            dropship_name: shop_order.dropship_name,
            dropship_phone: shop_order.dropship_phone,
            merchant_name: merchant.name,
            merchant_phone: merchant.pic_phone,
            merchant_city: storeLocation.cityName,
          })
          .from(shop_order)
          .innerJoin(merchant, eq(merchant.id, shop_order.merchant_id))
          .$dynamic(),
      )
        .where(
          and(
            eq(shop_order.merchant_id, merchantId),
            ne(shop_order.status_order, "waiting_payment"),
            inArray(shop_order.order_code, orderCodes),
          ),
        )
        .orderBy(asc(shop_order.id));
    },

    /** The orders' lines with their product's SKU as it is now (the line keeps no SKU of its own). */
    async linesToPack(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({
          order_id: order_item.order_id,
          product_name: order_item.product_name,
          attribute: order_item.attribute,
          note: order_item.note,
          qty: order_item.qty,
          weight_grams: order_item.weight_grams,
          sku: product.sku,
        })
        .from(order_item)
        .leftJoin(product, eq(product.id, order_item.product_id))
        .where(inArray(order_item.order_id, orderIds))
        .orderBy(asc(order_item.id));
    },

    async orderOfUser(userId: number, orderCode: string) {
      const [row] = await selectOrders()
        .where(and(eq(shop_order.order_code, orderCode), eq(shop_order.user_id, userId)))
        .limit(1);
      return row ?? null;
    },

    /** With the promo's English name, for pages in English; the snapshot name is what was redeemed. */
    async promosOfOrders(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({
          id: order_promo.id,
          order_id: order_promo.order_id,
          promo_id: order_promo.promo_id,
          promo_name: order_promo.promo_name,
          promo_name_en: promo.name_en,
          redeemed_value: order_promo.redeemed_value,
        })
        .from(order_promo)
        .leftJoin(promo, eq(promo.id, order_promo.promo_id))
        .where(inArray(order_promo.order_id, orderIds))
        .orderBy(asc(order_promo.id));
    },

    async itemsOfOrders(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db.select().from(order_item).where(inArray(order_item.order_id, orderIds)).orderBy(asc(order_item.id));
    },

    /**
     * A new invoice (its repository's insert statement, returning its id) with its store orders and all
     * their items and promos in one statement (data-modifying CTEs): one round trip whatever the size, and
     * each row refers to the ids just inserted.
     */
    async insertWithInvoice(invoiceInsert: SQL, orders: PlacedOrder[]): Promise<void> {
      const orderId = (orderCode: string) => sql`(select id from new_orders where order_code = ${orderCode})`;
      const items = orders.flatMap((order) =>
        order.items.map((item) => ({ ...item, order_id: orderId(order.values.order_code) })),
      );
      const promos = orders.flatMap((order) =>
        order.promos.map((promo) => ({ ...promo, order_id: orderId(order.values.order_code) })),
      );
      const steps = [
        sql`new_invoice as (${invoiceInsert})`,
        sql`new_orders as (${db
          .insert(shop_order)
          .values(orders.map((order) => ({ ...order.values, invoice_id: sql`(select id from new_invoice)` })))
          .returning({ id: shop_order.id, order_code: shop_order.order_code })
          .getSQL()})`,
      ];
      if (items.length > 0) steps.push(sql`new_items as (${db.insert(order_item).values(items).getSQL()})`);
      if (promos.length > 0) steps.push(sql`new_promos as (${db.insert(order_promo).values(promos).getSQL()})`);
      await db.execute(sql`with ${sql.join(steps, sql`, `)} select 1`);
    },

    async setStatusOfInvoice(invoiceId: number, status: string): Promise<void> {
      await db
        .update(shop_order)
        .set({ status_order: status, updated_at: sql`now()` })
        .where(eq(shop_order.invoice_id, invoiceId));
    },

    /** What an invoice's orders take from stock and flash-sale quota. */
    async unitsOfInvoice(invoiceId: number) {
      return db
        .select({ productId: order_item.product_id, qty: order_item.qty, flashSaleId: order_item.flash_sale_id })
        .from(order_item)
        .innerJoin(shop_order, eq(shop_order.id, order_item.order_id))
        .where(eq(shop_order.invoice_id, invoiceId));
    },

    /** The units of the given products that the orders of these invoices (a subquery of ids) hold. */
    async unitsHeld(invoiceIds: SQLWrapper, productIds: number[]): Promise<Map<number, number>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({ productId: order_item.product_id, qty: sql<number>`sum(${order_item.qty})::integer` })
        .from(order_item)
        .innerJoin(shop_order, eq(shop_order.id, order_item.order_id))
        .where(and(inArray(shop_order.invoice_id, invoiceIds), inArray(order_item.product_id, productIds)))
        .groupBy(order_item.product_id);
      return new Map(rows.map((row) => [Number(row.productId), Number(row.qty)]));
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
export type OrderListRow = Awaited<ReturnType<OrderRepository["page"]>>[number];
export type OrderItemRow = Awaited<ReturnType<OrderRepository["itemsOfOrders"]>>[number];
export type InvoiceOrderRow = Awaited<ReturnType<OrderRepository["ordersOfInvoice"]>>[number];
export type OrderToShipRow = Awaited<ReturnType<OrderRepository["ordersToShip"]>>[number];
export type OrderLineToPackRow = Awaited<ReturnType<OrderRepository["linesToPack"]>>[number];
export type OrderPromoRow = Awaited<ReturnType<OrderRepository["promosOfOrders"]>>[number];
/** What an invoice reads of its orders (core/invoice cannot import core/order, which depends on it). */
export type InvoiceOrderReads = Pick<
  OrderRepository,
  "ordersOfInvoice" | "orderOfUser" | "itemsOfOrders" | "promosOfOrders"
>;
