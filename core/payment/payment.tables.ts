import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamptz } from "../shared/columns.ts";

/**
 * Every notification a payment gateway sent, verified or not, kept for audit: a forged or replayed one
 * is logged here and changes nothing else. `body` is the whole notification once verified; for one that
 * was not, a bounded summary (unverifiedSummary in signature.ts).
 */
export const payment_notification = pgTable(
  "payment_notification",
  {
    id: id(),
    gateway: text("gateway").notNull(),
    invoice_code: text("invoice_code"),
    transaction_status: text("transaction_status"),
    // accepted | duplicate | rejected_signature | rejected_unconfirmed | ignored_stale | unknown_invoice
    outcome: text("outcome").notNull(),
    body: jsonb("body").notNull(),
    received_at: timestamptz("received_at").notNull().defaultNow(),
  },
  (table) => [index("idx_payment_notification_invoice_code").on(table.invoice_code)],
);
