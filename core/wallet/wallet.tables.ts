import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "../account/account.tables.ts";
import { bank } from "../merchant/merchant.tables.ts";
import { createdAt, foreignId, id, money, timestamps, timestamptz } from "../shared/columns.ts";

/**
 * Every wallet movement is an immutable entry; a balance is the sum of its owner's entries.
 * owner_type 'user' (buyer wallet) or 'merchant' (store earnings).
 */
export const wallet_ledger_entry = pgTable(
  "wallet_ledger_entry",
  {
    id: id(),
    owner_type: text("owner_type").notNull(),
    owner_id: integer("owner_id").notNull(),
    amount: money("amount").notNull(),
    kind: text("kind").notNull(),
    // Makes a movement idempotent: the same business event cannot be booked twice.
    reference: text("reference").notNull(),
    description: text("description").notNull().default(""),
    created_at: createdAt(),
  },
  (table) => [
    index("idx_wallet_ledger_entry_owner").on(table.owner_type, table.owner_id),
    uniqueIndex("idx_wallet_ledger_entry_reference").on(table.owner_type, table.owner_id, table.reference),
    check("wallet_ledger_entry_owner_type_known", sql`${table.owner_type} in ('user', 'merchant')`),
    check("wallet_ledger_entry_amount_not_zero", sql`${table.amount} <> 0`),
  ],
);

/**
 * A withdrawal of a buyer's wallet or a store's available money to the owner's bank account (decision 0038).
 * The bank account is copied at the time of the request: a later edit does not redirect money already on its
 * way. `due_at` is when the payout sweep next looks at it (send it, or ask the provider how it went).
 */
export const withdrawal = pgTable(
  "withdrawal",
  {
    id: id(),
    owner_type: text("owner_type").notNull(),
    owner_id: integer("owner_id").notNull(),
    amount: money("amount").notNull(),
    // pending (on its way) → paid | failed (the money is back in the balance).
    status: text("status").notNull().default("pending"),
    bank_code: text("bank_code")
      .notNull()
      .references(() => bank.code),
    bank_name: text("bank_name").notNull(),
    account_number: text("account_number").notNull(),
    holder_name: text("holder_name").notNull(),
    provider: text("provider").notNull(),
    // The provider's own reference once it accepted the payout (Iris: reference_no).
    provider_reference: text("provider_reference"),
    failure_reason: text("failure_reason"),
    due_at: timestamptz("due_at"),
    settled_at: timestamptz("settled_at"),
    ...timestamps,
  },
  (table) => [
    index("idx_withdrawal_owner").on(table.owner_type, table.owner_id, table.created_at),
    // One pending withdrawal per owner: the workflow checks it under the wallet lock; this keeps it true anyway.
    uniqueIndex("idx_withdrawal_owner_pending")
      .on(table.owner_type, table.owner_id)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex("idx_withdrawal_provider_reference").on(table.provider, table.provider_reference),
    index("idx_withdrawal_due_at")
      .on(table.due_at)
      .where(sql`${table.status} = 'pending'`),
    check("withdrawal_owner_type_known", sql`${table.owner_type} in ('user', 'merchant')`),
    check("withdrawal_status_known", sql`${table.status} in ('pending', 'paid', 'failed')`),
    check("withdrawal_amount_positive", sql`${table.amount} > 0`),
  ],
);

/** The bank account a buyer's wallet is withdrawn to: one per buyer (a store's is merchant_bank_account). */
export const buyer_bank_account = pgTable(
  "buyer_bank_account",
  {
    id: id(),
    user_id: foreignId("user_id", () => user.id, { onDelete: "cascade" }),
    bank_code: text("bank_code")
      .notNull()
      .references(() => bank.code),
    account_number: text("account_number").notNull(),
    holder_name: text("holder_name").notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex("idx_buyer_bank_account_user_id").on(table.user_id)],
);
