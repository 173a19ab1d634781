import { and, asc, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import { user } from "../account/account.tables.ts";
import { invoice } from "./invoice.tables.ts";

/**
 * Every read for a page is scoped to one owner: a shopper never reads another's invoice, and cannot tell one
 * exists (the invoice's orders come from core/order). The writes run inside the checkout, settlement and
 * expiry workflows' transaction.
 */
const unpaid = (userId: number, now: Date) =>
  and(eq(invoice.user_id, userId), eq(invoice.status_payment, "pending"), gt(invoice.expire_at, now));

export function createInvoiceRepository(db: Executor) {
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

    /**
     * The invoice a gateway's payment token belongs to. The local gateway keeps no table of its own: its
     * popup finds the invoice by the token checkout stored on it (decision 0012).
     */
    async byGatewayToken(gateway: string, token: string) {
      const [row] = await db
        .select({
          invoice_code: invoice.invoice_code,
          status_payment: invoice.status_payment,
          charge_to_gateway: invoice.charge_to_gateway,
          expire_at: invoice.expire_at,
        })
        .from(invoice)
        .where(and(eq(invoice.gateway_token, token), eq(invoice.gateway, gateway)))
        .limit(1);
      return row ?? null;
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
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`select id from invoice where invoice_code = ${invoiceCode} for update`),
      );
      if (rows.length === 0) return undefined;
      const [row] = await db
        .select()
        .from(invoice)
        .where(eq(invoice.id, Number(rows[0]!.id)));
      return row;
    },

    async setPaymentStatus(
      invoiceId: number,
      values: { status_payment: string; paid_at?: Date; closed_at?: Date; gateway_transaction_id?: string },
    ): Promise<void> {
      await db
        .update(invoice)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(invoice.id, invoiceId));
    },

    /** How many invoices a shopper has waiting for payment before their deadline. */
    async countUnpaid(userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::integer` })
        .from(invoice)
        .where(unpaid(userId, now));
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
      const [row] = await db
        .select({ fullname: user.fullname, email: user.email, phone: user.phone })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
export type InvoiceRow = NonNullable<Awaited<ReturnType<InvoiceRepository["invoiceOfUser"]>>>;
