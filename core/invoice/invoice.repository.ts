import { and, asc, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import { user } from "../account/account.tables.ts";
import { joinStoreLocation, storeLocation } from "../merchant/index.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { order_item, order_promo, shop_order } from "../order/order.tables.ts";
import { promo } from "../promo/promo.tables.ts";
import { invoice } from "./invoice.tables.ts";

/**
 * The invoice presents its orders, so it reads shop_order, order_item and order_promo (owned by core/order)
 * directly. Every read for a page is scoped to one owner: a shopper never reads another's invoice or order,
 * and cannot tell one exists. The writes run inside the checkout, settlement and expiry workflows'
 * transaction.
 */
const unpaid = (userId: number, now: Date) => and(eq(invoice.user_id, userId), eq(invoice.status_payment, "pending"), gt(invoice.expire_at, now));

export function createInvoiceRepository(db: Executor) {
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
    merchant_id: merchant.id,
    merchant_name: merchant.name,
    merchant_slug: merchant.slug,
    merchant_storetype: merchant.storetype,
    merchant_is_pkp: merchant.is_pkp,
    merchant_city: storeLocation.cityName,
    merchant_province: storeLocation.provinceName,
  };

  const selectOrders = () => joinStoreLocation(db.select(orderColumns).from(shop_order).innerJoin(merchant, eq(merchant.id, shop_order.merchant_id)).$dynamic());

  return {
    async invoiceOfUser(userId: number, invoiceCode: string) {
      const [row] = await db
        .select()
        .from(invoice)
        .where(and(eq(invoice.invoice_code, invoiceCode), eq(invoice.user_id, userId)))
        .limit(1);
      return row ?? null;
    },

    async invoiceById(invoiceId: number) {
      const [row] = await db.select().from(invoice).where(eq(invoice.id, invoiceId)).limit(1);
      return row ?? null;
    },

    /** The invoice's orders in the order they were made (one per store). */
    async ordersOfInvoice(invoiceId: number) {
      return selectOrders().where(eq(shop_order.invoice_id, invoiceId)).orderBy(asc(shop_order.id));
    },

    async orderOfUser(userId: number, orderCode: string) {
      const [row] = await selectOrders()
        .where(and(eq(shop_order.order_code, orderCode), eq(shop_order.user_id, userId)))
        .limit(1);
      return row ?? null;
    },

    async itemsOfOrders(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db.select().from(order_item).where(inArray(order_item.order_id, orderIds)).orderBy(asc(order_item.id));
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

    /** The gateway's part of an invoice: what a repeated pay request answers. */
    async paymentOf(invoiceCode: string) {
      const [row] = await db
        .select({
          invoice_code: invoice.invoice_code,
          status_payment: invoice.status_payment,
          gateway_token: invoice.gateway_token,
          gateway_redirect_url: invoice.gateway_redirect_url,
        })
        .from(invoice)
        .where(eq(invoice.invoice_code, invoiceCode));
      return row;
    },

    /**
     * The insert of a new invoice, returning its `id`, not yet sent: it goes out as the first part of the
     * statement that inserts its orders (OrderRepository.insertWithInvoice), one round trip for both.
     */
    insertStatement(values: typeof invoice.$inferInsert): SQL {
      return db.insert(invoice).values(values).returning({ id: invoice.id }).getSQL();
    },

    /** The invoice row locked for a state change: notifications and the expiry sweep take turns. */
    async lockForUpdate(invoiceCode: string) {
      const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from invoice where invoice_code = ${invoiceCode} for update`));
      if (rows.length === 0) return undefined;
      const [row] = await db.select().from(invoice).where(eq(invoice.id, Number(rows[0]!.id)));
      return row;
    },

    async setPaymentStatus(invoiceId: number, values: { status_payment: string; paid_at?: Date; closed_at?: Date; gateway_transaction_id?: string }): Promise<void> {
      await db.update(invoice).set({ ...values, updated_at: sql`now()` }).where(eq(invoice.id, invoiceId));
    },

    /** How many invoices a shopper has waiting for payment before their deadline. */
    async countUnpaid(userId: number, now: Date): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::integer` }).from(invoice).where(unpaid(userId, now));
      return Number(row?.count ?? 0);
    },

    /** The ids of those invoices, as a subquery (what their orders hold). */
    unpaidIds(userId: number, now: Date) {
      return db.select({ id: invoice.id }).from(invoice).where(unpaid(userId, now));
    },

    /** Unpaid invoices past their deadline, the longest overdue first. */
    async dueUnpaid(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ code: invoice.invoice_code })
        .from(invoice)
        .where(and(eq(invoice.status_payment, "pending"), lte(invoice.expire_at, now)))
        .orderBy(asc(invoice.expire_at))
        .limit(limit);
      return rows.map((row) => row.code);
    },

    /** Who the documents are made out to. */
    async buyer(userId: number) {
      const [row] = await db.select({ fullname: user.fullname, email: user.email, phone: user.phone }).from(user).where(eq(user.id, userId)).limit(1);
      return row ?? null;
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
export type InvoiceRow = NonNullable<Awaited<ReturnType<InvoiceRepository["invoiceOfUser"]>>>;
export type OrderRow = Awaited<ReturnType<InvoiceRepository["ordersOfInvoice"]>>[number];
export type OrderItemRow = Awaited<ReturnType<InvoiceRepository["itemsOfOrders"]>>[number];
export type OrderPromoRow = Awaited<ReturnType<InvoiceRepository["promosOfOrders"]>>[number];
