import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, notInArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { invoice } from "../invoice/invoice.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { promo } from "../promo/promo.tables.ts";
import { order_item, order_promo, shop_order } from "./order.tables.ts";

/** What the order workflows read of an order, under its row lock. */
const fulfilmentColumns = {
  id: shop_order.id,
  order_code: shop_order.order_code,
  invoice_id: shop_order.invoice_id,
  invoice_code: invoice.invoice_code,
  user_id: shop_order.user_id,
  merchant_id: shop_order.merchant_id,
  storetype: merchant.storetype,
  status_order: shop_order.status_order,
  due_at: shop_order.due_at,
  delivered_at: shop_order.delivered_at,
  grand_total: shop_order.grand_total,
  total_publish_price: shop_order.total_publish_price,
  total_shipping: shop_order.total_shipping,
  total_discount_merchant: shop_order.total_discount_merchant,
  total_discount_platform: shop_order.total_discount_platform,
  total_discount_shipping: shop_order.total_discount_shipping,
};

export interface OrderMove {
  status_order?: string;
  due_at: Date | null;
  delivered_at?: Date;
  status_reason?: string;
}

/**
 * The order's side of the fulfilment workflows (decision 0030). Every read that precedes a move locks the
 * order's row (only that row: the invoice and store are joined for reading), so moves of one order take turns.
 */
export function createFulfilmentRepository(db: Executor) {
  const selectLocked = () =>
    db
      .select(fulfilmentColumns)
      .from(shop_order)
      .innerJoin(invoice, eq(invoice.id, shop_order.invoice_id))
      .innerJoin(merchant, eq(merchant.id, shop_order.merchant_id))
      .$dynamic();

  return {
    /** The order with this code, its row locked until the transaction ends; null when there is none. */
    async lockByCode(orderCode: string) {
      const [row] = await selectLocked().where(eq(shop_order.order_code, orderCode)).for("update", { of: shop_order });
      return row ?? null;
    },

    /** The order with this id, locked (a courier's report names its parcel, not the order's code). */
    async lockById(orderId: number) {
      const [row] = await selectLocked().where(eq(shop_order.id, orderId)).for("update", { of: shop_order });
      return row ?? null;
    },

    /**
     * What a courier needs to collect the order (read without a lock: the booking happens before the pickup
     * move's transaction): who it is from and to, the service the buyer chose, the items.
     */
    async pickupDetails(orderId: number) {
      const [row] = await db
        .select({
          store_name: merchant.name,
          store_phone: merchant.pic_phone,
          store_address: merchant.address,
          store_zipcode: merchant.zipcode,
          address: shop_order.address,
          shipping: shop_order.shipping,
        })
        .from(shop_order)
        .innerJoin(merchant, eq(merchant.id, shop_order.merchant_id))
        .where(eq(shop_order.id, orderId));
      if (!row) return null;
      const items = await db
        .select({
          name: order_item.product_name,
          qty: order_item.qty,
          weight_grams: order_item.weight_grams,
          publish_price: order_item.publish_price,
        })
        .from(order_item)
        .where(eq(order_item.order_id, orderId))
        .orderBy(order_item.id);
      return { ...row, items };
    },

    /** The order with this code as the workflows read it, without a lock (checks before a call outside). */
    async byCode(orderCode: string) {
      const [row] = await selectLocked().where(eq(shop_order.order_code, orderCode));
      return row ?? null;
    },

    /**
     * One order whose timed move is due, locked; rows another transaction holds are skipped, so sweeps in
     * many processes, and a person's move in progress, never wait on each other.
     */
    async claimDue(now: Date) {
      const [row] = await selectLocked()
        .where(and(isNotNull(shop_order.due_at), lte(shop_order.due_at, now)))
        .orderBy(shop_order.due_at)
        .limit(1)
        .for("update", { of: shop_order, skipLocked: true });
      return row ?? null;
    },

    /**
     * One order waiting on its store (to answer, or to hand it to the courier) whose deadline falls before
     * `horizon` but has not passed, and whose store was not yet warned of that deadline; locked, rows another
     * transaction holds skipped (as claimDue).
     */
    async claimWarning(now: Date, horizon: Date) {
      const [row] = await selectLocked()
        .where(
          and(
            inArray(shop_order.status_order, ["confirmation", "approve"]),
            gt(shop_order.due_at, now),
            lte(shop_order.due_at, horizon),
            or(isNull(shop_order.warned_due_at), ne(shop_order.warned_due_at, shop_order.due_at)),
          ),
        )
        .orderBy(shop_order.due_at)
        .limit(1)
        .for("update", { of: shop_order, skipLocked: true });
      return row ?? null;
    },

    /** The store was warned of the order's deadline `dueAt`. */
    async markWarned(orderId: number, dueAt: Date): Promise<void> {
      await db.update(shop_order).set({ warned_due_at: dueAt }).where(eq(shop_order.id, orderId));
    },

    /** The paid invoice's orders, as the ledger splits them. */
    async ordersOfInvoice(invoiceId: number) {
      return selectLocked().where(eq(shop_order.invoice_id, invoiceId)).orderBy(shop_order.id);
    },

    async move(orderId: number, change: OrderMove, now: Date): Promise<void> {
      await db
        .update(shop_order)
        .set({ ...change, updated_at: now })
        .where(eq(shop_order.id, orderId));
    },

    /** Paid orders of the invoice still waiting for their store get the deadline for its answer. */
    async startResponseTimers(invoiceId: number, dueAt: Date): Promise<void> {
      await db
        .update(shop_order)
        .set({ due_at: dueAt })
        .where(
          and(
            eq(shop_order.invoice_id, invoiceId),
            eq(shop_order.status_order, "confirmation"),
            isNull(shop_order.due_at),
          ),
        );
    },

    /** The promos redeemed on the order, with who funds each: a store's voucher, or the platform's promo. */
    async promoFunding(orderId: number) {
      const rows = await db
        .select({
          promo_id: order_promo.promo_id,
          redeemed_value: order_promo.redeemed_value,
          store_funded: sql<boolean>`${promo.merchant_id} is not null`,
        })
        .from(order_promo)
        .innerJoin(promo, eq(promo.id, order_promo.promo_id))
        .where(eq(order_promo.order_id, orderId));
      return rows.map((row) => ({
        promoId: row.promo_id,
        amount: Number(row.redeemed_value),
        storeFunded: Boolean(row.store_funded),
      }));
    },

    /** What the order took from stock. */
    async unitsOfOrder(orderId: number) {
      return db
        .select({ productId: order_item.product_id, qty: order_item.qty })
        .from(order_item)
        .where(eq(order_item.order_id, orderId));
    },

    /** How many other orders of the invoice are still going (not cancelled or rejected). */
    async liveSiblings(invoiceId: number, orderId: number): Promise<number> {
      return db.$count(
        shop_order,
        and(
          eq(shop_order.invoice_id, invoiceId),
          sql`${shop_order.id} <> ${orderId}`,
          notInArray(shop_order.status_order, ["cancel", "reject", "waiting_payment"]),
        ),
      );
    },
  };
}

export type FulfilmentRepository = ReturnType<typeof createFulfilmentRepository>;
export type FulfilmentOrder = NonNullable<Awaited<ReturnType<FulfilmentRepository["lockByCode"]>>>;
