import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import { product } from "../catalog/catalog.tables.ts";
import { checkout_request, invoice } from "../invoice/invoice.tables.ts";
import { order_item, order_promo, shop_order, type OrderAddress, type OrderShipping } from "../order/order.tables.ts";

/**
 * The writes of checkout, payment and expiry across invoices, orders and stock (decision 0003 lets a
 * repository join other domains' tables). Every method runs inside the caller's transaction.
 */
export function createOrderWriter(db: Executor) {
  return {
    /** Serialises one shopper's checkouts, so idempotency keys, wallet and promo limits see each other. */
    async lockShopper(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:user:${userId}`}))`);
    },

    /** Records the key; answers the earlier request's hash and invoice when the key was used before. */
    async claimRequest(userId: number, key: string, hash: string): Promise<{ fresh: true } | { fresh: false; hash: string; invoiceCode: string | null }> {
      const inserted = await db.insert(checkout_request).values({ user_id: userId, idempotency_key: key, request_hash: hash }).onConflictDoNothing().returning({ key: checkout_request.idempotency_key });
      if (inserted.length > 0) return { fresh: true };
      const [row] = await db
        .select({ hash: checkout_request.request_hash, invoiceCode: checkout_request.invoice_code })
        .from(checkout_request)
        .where(and(eq(checkout_request.user_id, userId), eq(checkout_request.idempotency_key, key)));
      return { fresh: false, hash: row!.hash, invoiceCode: row!.invoiceCode };
    },

    async findRequest(userId: number, key: string) {
      const [row] = await db
        .select({ invoiceCode: checkout_request.invoice_code })
        .from(checkout_request)
        .where(and(eq(checkout_request.user_id, userId), eq(checkout_request.idempotency_key, key)));
      return row;
    },

    async completeRequest(userId: number, key: string, invoiceCode: string): Promise<void> {
      await db.update(checkout_request).set({ invoice_code: invoiceCode }).where(and(eq(checkout_request.user_id, userId), eq(checkout_request.idempotency_key, key)));
    },

    /**
     * Takes the units from stock, products in id order (no deadlocks between checkouts). The row lock and
     * the stock >= qty condition make concurrent buyers of the last unit queue; the loser gets the id back.
     */
    async reserveStock(items: { productId: number; qty: number }[]): Promise<{ ok: true } | { ok: false; productId: number; stock: number }> {
      const totals = new Map<number, number>();
      for (const item of items) totals.set(item.productId, (totals.get(item.productId) ?? 0) + item.qty);
      for (const [productId, qty] of [...totals].sort((a, b) => a[0] - b[0])) {
        const rows = rowsOf<{ id: number }>(
          await db.execute(sql`update product set stock = stock - ${qty}, updated_at = now() where id = ${productId} and stock >= ${qty} and status = 'PUBLISH' returning id`),
        );
        if (rows.length === 0) {
          const [current] = await db.select({ stock: product.stock }).from(product).where(eq(product.id, productId));
          return { ok: false, productId, stock: current?.stock ?? 0 };
        }
      }
      return { ok: true };
    },

    async insertInvoice(values: typeof invoice.$inferInsert): Promise<number> {
      const [row] = await db.insert(invoice).values(values).returning({ id: invoice.id });
      return row!.id;
    },

    async insertOrder(
      values: Omit<typeof shop_order.$inferInsert, "address" | "shipping"> & { address: OrderAddress; shipping: OrderShipping },
      items: Omit<typeof order_item.$inferInsert, "order_id">[],
      promos: Omit<typeof order_promo.$inferInsert, "order_id">[],
    ): Promise<number> {
      const [row] = await db.insert(shop_order).values(values).returning({ id: shop_order.id });
      const orderId = row!.id;
      if (items.length > 0) await db.insert(order_item).values(items.map((item) => ({ ...item, order_id: orderId })));
      if (promos.length > 0) await db.insert(order_promo).values(promos.map((promo) => ({ ...promo, order_id: orderId })));
      return orderId;
    },

    async setGateway(invoiceId: number, token: string, redirectUrl: string): Promise<void> {
      await db.update(invoice).set({ gateway_token: token, gateway_redirect_url: redirectUrl, updated_at: sql`now()` }).where(eq(invoice.id, invoiceId));
    },

    async invoiceByCode(code: string) {
      const [row] = await db.select().from(invoice).where(eq(invoice.invoice_code, code));
      return row;
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
