import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, foreignId, money, timestamptz, timestamps } from "../shared/columns.ts";
import { user } from "../account/account.tables.ts";

/**
 * One payment for one checkout: the orders of every store bought together. status_payment follows the
 * gateway: pending → settlement | expire | cancel (spec §4 invoice states). Amounts in whole rupiah.
 */
export const invoice = pgTable(
  "invoice",
  {
    id: id(),
    invoice_code: text("invoice_code").notNull(),
    user_id: foreignId("user_id", () => user.id),
    status_payment: text("status_payment").notNull().default("pending"),
    total_tagihan: money("total_tagihan").notNull(),
    wallet_used: money("wallet_used").notNull().default(0),
    charge_to_gateway: money("charge_to_gateway").notNull(),
    gateway: text("gateway").notNull(),
    gateway_token: text("gateway_token"),
    gateway_redirect_url: text("gateway_redirect_url"),
    gateway_transaction_id: text("gateway_transaction_id"),
    expire_at: timestamptz("expire_at").notNull(),
    paid_at: timestamptz("paid_at"),
    closed_at: timestamptz("closed_at"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("idx_invoice_invoice_code").on(table.invoice_code),
    index("idx_invoice_user_id_created_at").on(table.user_id, table.created_at.desc()),
    // The expiry sweep reads pending invoices past their deadline.
    index("idx_invoice_pending_expire_at")
      .on(table.expire_at)
      .where(sql`${table.status_payment} = 'pending'`),
    // The local gateway's popup finds its invoice by the payment token.
    uniqueIndex("idx_invoice_gateway_token").on(table.gateway_token),
    check(
      "invoice_status_payment_known",
      sql`${table.status_payment} in ('pending', 'settlement', 'expire', 'cancel')`,
    ),
    check(
      "invoice_amounts_consistent",
      sql`${table.wallet_used} >= 0 and ${table.charge_to_gateway} >= 0 and ${table.wallet_used} + ${table.charge_to_gateway} = ${table.total_tagihan}`,
    ),
  ],
);
