import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { payment_notification } from "./payment.tables.ts";

export interface NotificationLogEntry {
  gateway: string;
  invoiceCode: string | null;
  transactionStatus: string | null;
  outcome: string;
  body: unknown;
  receivedAt: Date;
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
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
