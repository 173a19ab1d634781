import { and, eq, sql } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import { wallet_ledger_entry } from "./wallet.tables.ts";

export type WalletOwner = { type: "user" | "merchant"; id: number };

export function createWalletRepository(db: Executor) {
  return {
    async balance(owner: WalletOwner): Promise<number> {
      const rows = await db
        .select({ value: sql<string>`coalesce(sum(${wallet_ledger_entry.amount}), 0)` })
        .from(wallet_ledger_entry)
        .where(and(eq(wallet_ledger_entry.owner_type, owner.type), eq(wallet_ledger_entry.owner_id, owner.id)));
      return Number(rows[0]?.value ?? 0);
    },

    /**
     * Serialises an owner's movements inside the caller's transaction, so a balance read and the entry
     * written after it cannot interleave with another checkout of the same owner.
     */
    async lockOwner(owner: WalletOwner): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet:${owner.type}:${owner.id}`}))`);
    },

    /** Books an entry once per reference; returns false when that reference was already booked. */
    async book(owner: WalletOwner, entry: { amount: number; kind: string; reference: string; description?: string }): Promise<boolean> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`
          insert into wallet_ledger_entry (owner_type, owner_id, amount, kind, reference, description)
          values (${owner.type}, ${owner.id}, ${entry.amount}, ${entry.kind}, ${entry.reference}, ${entry.description ?? ""})
          on conflict (owner_type, owner_id, reference) do nothing
          returning id`),
      );
      return rows.length > 0;
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
