import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import { product } from "../catalog/catalog.tables.ts";
import { checkout_request, invoice } from "../invoice/invoice.tables.ts";
import { order_item, order_promo, shop_order, type OrderAddress, type OrderShipping } from "../order/order.tables.ts";
import { allSettledOrFirstFailure } from "../shared/settle.ts";
import type { PaymentResultDto } from "./checkout.dto.ts";

/** The answer of the request that created the invoice, as a repeat of it gets it (undefined if it never went through). */
function resultOf(row: { invoice_code: string | null; status_payment: string | null; gateway_token: string | null; gateway_redirect_url: string | null }): PaymentResultDto | undefined {
  if (row.invoice_code === null) return undefined;
  return {
    status_payment: row.status_payment === "settlement" ? "settlement" : "pending",
    invoice_code: row.invoice_code,
    midtrans_token: row.gateway_token,
    redirect_url: row.gateway_redirect_url,
  };
}

/**
 * The writes of checkout, payment and expiry across invoices, orders and stock (decision 0003 lets a
 * repository join other domains' tables). Every method runs inside the caller's transaction.
 */
export function createOrderWriter(db: Executor) {
  const requestWithResult = (userId: number, key: string) =>
    db
      .select({
        hash: checkout_request.request_hash,
        invoice_code: invoice.invoice_code,
        status_payment: invoice.status_payment,
        gateway_token: invoice.gateway_token,
        gateway_redirect_url: invoice.gateway_redirect_url,
      })
      .from(checkout_request)
      .leftJoin(invoice, eq(invoice.invoice_code, checkout_request.invoice_code))
      .where(and(eq(checkout_request.user_id, userId), eq(checkout_request.idempotency_key, key)));

  return {
    /**
     * Serialises one shopper's checkouts, so idempotency keys, wallet and promo limits see each other; also
     * takes the extra keys (e.g. the shopper's wallet lock). With a claim, records the key with the invoice
     * this request is about to create (the transaction makes both exist or neither) in the same statement,
     * once the locks are held: one round trip. When the key was used before, answers that request's hash and
     * its invoice's answer.
     */
    async lockShopper(
      userId: number,
      alsoLock: readonly string[],
      claim?: { key: string; hash: string; invoiceCode: string },
    ): Promise<{ fresh: true } | { fresh: false; hash: string; result: PaymentResultDto | undefined }> {
      const keys = [`checkout:user:${userId}`, ...alsoLock].map((key, index) => sql`pg_advisory_xact_lock(hashtext(${key})) as ${sql.identifier(`lock_${index}`)}`);
      const locks = sql`select ${sql.join(keys, sql`, `)}`;
      if (!claim) {
        await db.execute(locks);
        return { fresh: true };
      }
      // The row is selected from the locks, so it is inserted only once they are granted.
      const inserted = rowsOf<{ key: string }>(
        await db.execute(sql`
          with locked as (${locks})
          insert into checkout_request (user_id, idempotency_key, request_hash, invoice_code)
          select ${userId}::integer, ${claim.key}::text, ${claim.hash}::text, ${claim.invoiceCode}::text from locked
          on conflict do nothing
          returning idempotency_key as key`),
      );
      if (inserted.length > 0) return { fresh: true };
      const [row] = await requestWithResult(userId, claim.key);
      return { fresh: false, hash: row!.hash, result: resultOf(row!) };
    },

    /** The answer an earlier request with this key got, if it went through. */
    async findRequest(userId: number, key: string): Promise<PaymentResultDto | undefined> {
      const [row] = await requestWithResult(userId, key);
      return row ? resultOf(row) : undefined;
    },

    /**
     * Takes the units from stock, products in id order (no deadlocks between checkouts). The row lock and
     * the stock >= qty condition make concurrent buyers of the last unit queue; the loser gets the id back.
     * `sold` counts the units as sold in the same statement (an order paid at once). The updates go out
     * together, in that order, so they cost one round trip however many products there are.
     */
    async reserveStock(items: { productId: number; qty: number }[], options: { sold: boolean }): Promise<{ ok: true } | { ok: false; productId: number; stock: number }> {
      const totals = new Map<number, number>();
      for (const item of items) totals.set(item.productId, (totals.get(item.productId) ?? 0) + item.qty);
      const sorted = [...totals].sort((a, b) => a[0] - b[0]);
      const updated = await allSettledOrFirstFailure(
        sorted.map(([productId, qty]) =>
          db.execute(
            sql`update product set stock = stock - ${qty}, sold_count = sold_count + ${options.sold ? qty : 0}, updated_at = now() where id = ${productId} and stock >= ${qty} and status = 'PUBLISH' returning id`,
          ),
        ),
      );
      const failed = sorted.find((_, index) => rowsOf(updated[index]).length === 0);
      if (!failed) return { ok: true };
      const [current] = await db.select({ stock: product.stock }).from(product).where(eq(product.id, failed[0]));
      return { ok: false, productId: failed[0], stock: current?.stock ?? 0 };
    },

    /**
     * The invoice, its store orders and all their items and promos in one statement (data-modifying CTEs):
     * one round trip whatever the size, and each row refers to the ids just inserted.
     */
    async insertInvoiceWithOrders(
      values: typeof invoice.$inferInsert,
      orders: {
        values: Omit<typeof shop_order.$inferInsert, "address" | "shipping" | "invoice_id"> & { order_code: string; address: OrderAddress; shipping: OrderShipping };
        items: Omit<typeof order_item.$inferInsert, "order_id">[];
        promos: Omit<typeof order_promo.$inferInsert, "order_id">[];
      }[],
    ): Promise<void> {
      const orderId = (orderCode: string) => sql`(select id from new_orders where order_code = ${orderCode})`;
      const items = orders.flatMap((order) => order.items.map((item) => ({ ...item, order_id: orderId(order.values.order_code) })));
      const promos = orders.flatMap((order) => order.promos.map((promo) => ({ ...promo, order_id: orderId(order.values.order_code) })));
      const steps = [
        sql`new_invoice as (${db.insert(invoice).values(values).returning({ id: invoice.id }).getSQL()})`,
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

    /** The invoice row locked for a state change: notifications and the expiry sweep take turns. */
    async lockInvoice(code: string) {
      const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from invoice where invoice_code = ${code} for update`));
      if (rows.length === 0) return undefined;
      const [row] = await db.select().from(invoice).where(eq(invoice.id, Number(rows[0]!.id)));
      return row;
    },

    async markInvoice(invoiceId: number, values: { status_payment: string; paid_at?: Date; closed_at?: Date; gateway_transaction_id?: string }): Promise<void> {
      await db.update(invoice).set({ ...values, updated_at: sql`now()` }).where(eq(invoice.id, invoiceId));
    },

    async setOrderStatus(invoiceId: number, status: string): Promise<void> {
      await db.update(shop_order).set({ status_order: status, updated_at: sql`now()` }).where(eq(shop_order.invoice_id, invoiceId));
    },

    async invoiceItems(invoiceId: number) {
      return db
        .select({ productId: order_item.product_id, qty: order_item.qty, flashSaleId: order_item.flash_sale_id })
        .from(order_item)
        .innerJoin(shop_order, eq(shop_order.id, order_item.order_id))
        .where(eq(shop_order.invoice_id, invoiceId));
    },

    async releaseStock(items: { productId: number; qty: number }[]): Promise<void> {
      for (const item of [...items].sort((a, b) => a.productId - b.productId)) {
        await db.update(product).set({ stock: sql`${product.stock} + ${item.qty}`, updated_at: sql`now()` }).where(eq(product.id, item.productId));
      }
    },

    async addSold(items: { productId: number; qty: number }[]): Promise<void> {
      for (const item of [...items].sort((a, b) => a.productId - b.productId)) {
        await db.update(product).set({ sold_count: sql`${product.sold_count} + ${item.qty}` }).where(eq(product.id, item.productId));
      }
    },

    /**
     * What a shopper holds unpaid now: invoices waiting for payment before their deadline, and the units
     * of the given products in them.
     */
    async pendingHoldings(userId: number, productIds: number[], now: Date): Promise<{ invoices: number; units: Map<number, number> }> {
      const waiting = and(eq(invoice.user_id, userId), eq(invoice.status_payment, "pending"), gt(invoice.expire_at, now));
      const [counted, held] = await allSettledOrFirstFailure([
        db.select({ count: sql<number>`count(*)::integer` }).from(invoice).where(waiting),
        productIds.length === 0
          ? Promise.resolve([])
          : db
              .select({ productId: order_item.product_id, qty: sql<number>`sum(${order_item.qty})::integer` })
              .from(order_item)
              .innerJoin(shop_order, eq(shop_order.id, order_item.order_id))
              .innerJoin(invoice, eq(invoice.id, shop_order.invoice_id))
              .where(and(waiting, inArray(order_item.product_id, productIds)))
              .groupBy(order_item.product_id),
      ]);
      return { invoices: Number(counted[0]?.count ?? 0), units: new Map(held.map((row) => [Number(row.productId), Number(row.qty)])) };
    },

    async pendingDue(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ code: invoice.invoice_code })
        .from(invoice)
        .where(and(eq(invoice.status_payment, "pending"), lte(invoice.expire_at, now)))
        .orderBy(asc(invoice.expire_at))
        .limit(limit);
      return rows.map((row) => row.code);
    },

    async ordersOf(invoiceIds: number[]) {
      if (invoiceIds.length === 0) return [];
      return db.select({ id: shop_order.id, order_code: shop_order.order_code }).from(shop_order).where(inArray(shop_order.invoice_id, invoiceIds));
    },
  };
}

export type OrderWriter = ReturnType<typeof createOrderWriter>;
