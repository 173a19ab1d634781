import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, money, createdAt } from "../shared/columns.ts";

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
