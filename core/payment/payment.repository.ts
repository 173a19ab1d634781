import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { invoice } from "../invoice/invoice.tables.ts";
import { payment_notification } from "./payment.tables.ts";

export interface NotificationLogEntry {
  gateway: string;
  invoiceCode: string | null;
  transactionStatus: string | null;
  outcome: string;
  body: unknown;
  receivedAt: Date;
}

export interface LocalInvoiceRow {
  invoice_code: string;
  status_payment: string;
  charge_to_gateway: number;
  expire_at: Date;
}

export function createPaymentRepository(db: Executor) {
  return {
    async logNotification(entry: NotificationLogEntry): Promise<void> {
      await db.insert(payment_notification).values({
        gateway: entry.gateway,
        invoice_code: entry.invoiceCode,
        transaction_status: entry.transactionStatus,
        outcome: entry.outcome,
        // The column is NOT NULL; an empty request is still worth a row.
        body: entry.body ?? {},
        received_at: entry.receivedAt,
      });
    },

    async notificationsFor(invoiceCode: string) {
      return db
        .select()
        .from(payment_notification)
        .where(eq(payment_notification.invoice_code, invoiceCode))
        .orderBy(asc(payment_notification.id));
    },

    /**
     * The local gateway keeps no table of its own: its popup finds the invoice by the token checkout stored
     * on it. A read of the invoice domain's table (decision 0003 allows read-only use; 0012 records this one).
     */
    async localInvoiceByToken(token: string): Promise<LocalInvoiceRow | null> {
      const rows = await db
        .select({
          invoice_code: invoice.invoice_code,
          status_payment: invoice.status_payment,
          charge_to_gateway: invoice.charge_to_gateway,
          expire_at: invoice.expire_at,
        })
        .from(invoice)
        .where(and(eq(invoice.gateway_token, token), eq(invoice.gateway, "local")))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
