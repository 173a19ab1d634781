import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, foreignId, id, money } from "../shared/columns.ts";

/**
 * A place money can be (decision 0030): whose it is (owner_type, owner_id; 0 for the platform and the courier)
 * and what for (purpose: a buyer's 'paid' and 'wallet', a store's 'held' and 'available', the platform's
 * 'commission' and 'promo', the courier's 'shipping').
 */
export const ledger_account = pgTable(
  "ledger_account",
  {
    id: id(),
    owner_type: text("owner_type").notNull(),
    owner_id: integer("owner_id").notNull(),
    purpose: text("purpose").notNull(),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("idx_ledger_account_owner_type_owner_id_purpose").on(table.owner_type, table.owner_id, table.purpose),
    check("ledger_account_owner_type_known", sql`${table.owner_type} in ('user', 'merchant', 'platform', 'courier')`),
  ],
);

/** One business event that moves money; its reference makes it happen once. Its postings sum to zero. */
export const ledger_journal = pgTable(
  "ledger_journal",
  {
    id: id(),
    reference: text("reference").notNull(),
    kind: text("kind").notNull(),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex("idx_ledger_journal_reference").on(table.reference)],
);

/** A journal's amount for one account, signed: positive means the account holds that much more. */
export const ledger_posting = pgTable(
  "ledger_posting",
  {
    id: id(),
    journal_id: foreignId("journal_id", () => ledger_journal.id),
    account_id: foreignId("account_id", () => ledger_account.id),
    amount: money("amount").notNull(),
    created_at: createdAt(),
  },
  (table) => [
    index("idx_ledger_posting_journal_id").on(table.journal_id),
    index("idx_ledger_posting_account_id").on(table.account_id),
    check("ledger_posting_amount_not_zero", sql`${table.amount} <> 0`),
  ],
);
