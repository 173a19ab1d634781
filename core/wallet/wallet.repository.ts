import { and, count, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import { placeholderFor, preparedQuery } from "../../db/prepared.ts";
import { wallet_ledger_entry } from "./wallet.tables.ts";

export type WalletOwner = { type: "user" | "merchant"; id: number };
export type WalletEntry = { amount: number; kind: string; reference: string; description?: string };

/** Which of an owner's entries a history shows. */
export interface EntryFilter {
  kinds?: readonly string[] | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

/**
 * The transaction-level advisory lock (pg_advisory_xact_lock(hashtext(key))) every debit of the owner holds,
 * so a balance read and the entry written after it cannot interleave with another debit of the same owner.
 */
export const walletLockKey = (owner: WalletOwner) => `wallet:${owner.type}:${owner.id}`;

const ownerBalance = preparedQuery("wallet_balance", (db) =>
  db
    .select({ value: sql<string>`coalesce(sum(${wallet_ledger_entry.amount}), 0)` })
    .from(wallet_ledger_entry)
    .where(
      and(
        eq(wallet_ledger_entry.owner_type, placeholderFor("type", wallet_ledger_entry.owner_type)),
        eq(wallet_ledger_entry.owner_id, placeholderFor("id", wallet_ledger_entry.owner_id)),
      ),
    ),
);

/**
 * Inserts the entry that `rows` (a select or values clause) yields, unless its reference was already booked
 * for the owner; true when it wrote one.
 */
async function insertedOnce(db: Executor, rows: SQL): Promise<boolean> {
  const inserted = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into wallet_ledger_entry (owner_type, owner_id, amount, kind, reference, description)
      ${rows}
      on conflict (owner_type, owner_id, reference) do nothing
      returning id`),
  );
  return inserted.length > 0;
}

export function createWalletRepository(db: Executor) {
  return {
    /** Takes the owner's walletLockKey lock until the transaction ends: debits of the owner queue behind it. */
    async lock(owner: WalletOwner): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${walletLockKey(owner)}))`);
    },

    async balance(owner: WalletOwner): Promise<number> {
      const rows = await ownerBalance(db, { type: owner.type, id: owner.id });
      return Number(rows[0]?.value ?? 0);
    },

    /**
     * Takes entry.amount (positive) only if the ledger balance covers it, in one statement; false when it
     * does not or the reference was already booked. The caller holds the owner's walletLockKey lock.
     */
    async debit(owner: WalletOwner, entry: WalletEntry): Promise<boolean> {
      return insertedOnce(
        db,
        sql`select ${owner.type}::text, ${owner.id}::integer, ${-entry.amount}::bigint, ${entry.kind}::text, ${entry.reference}::text, ${entry.description ?? ""}::text
          where (select coalesce(sum(amount), 0) from wallet_ledger_entry where owner_type = ${owner.type} and owner_id = ${owner.id}) >= ${entry.amount}::bigint`,
      );
    },

    /** Each owner's total of entries whose reference is LIKE one of `patterns`. */
    async totalsByReference(ownerType: WalletOwner["type"], patterns: readonly string[]): Promise<Map<number, number>> {
      const rows = await db
        .select({
          owner_id: wallet_ledger_entry.owner_id,
          total: sql<string>`sum(${wallet_ledger_entry.amount})`,
        })
        .from(wallet_ledger_entry)
        .where(
          and(
            eq(wallet_ledger_entry.owner_type, ownerType),
            or(...patterns.map((pattern) => like(wallet_ledger_entry.reference, pattern))),
          ),
        )
        .groupBy(wallet_ledger_entry.owner_id);
      return new Map(rows.map((row) => [row.owner_id, Number(row.total)]));
    },

    /** One page of the owner's entries, newest first, with how many match. */
    async entriesPage(owner: WalletOwner, filter: EntryFilter, limit: number, offset: number) {
      const where: SQL[] = [eq(wallet_ledger_entry.owner_type, owner.type), eq(wallet_ledger_entry.owner_id, owner.id)];
      if (filter.kinds) where.push(inArray(wallet_ledger_entry.kind, [...filter.kinds]));
      if (filter.from) where.push(gte(wallet_ledger_entry.created_at, filter.from));
      if (filter.to) where.push(lt(wallet_ledger_entry.created_at, filter.to));
      const [counted] = await db
        .select({ n: count() })
        .from(wallet_ledger_entry)
        .where(and(...where));
      const total = Number(counted?.n ?? 0);
      if (offset >= total) return { total, rows: [] };
      const rows = await db
        .select({
          id: wallet_ledger_entry.id,
          amount: wallet_ledger_entry.amount,
          kind: wallet_ledger_entry.kind,
          reference: wallet_ledger_entry.reference,
          created_at: wallet_ledger_entry.created_at,
        })
        .from(wallet_ledger_entry)
        .where(and(...where))
        .orderBy(desc(wallet_ledger_entry.id))
        .limit(limit)
        .offset(offset);
      return { total, rows: rows.map((row) => ({ ...row, amount: Number(row.amount) })) };
    },

    /** Each owner's balance, for the owners that have entries. */
    async balances(ownerType: WalletOwner["type"]): Promise<Map<number, number>> {
      const rows = await db
        .select({ owner_id: wallet_ledger_entry.owner_id, total: sql<string>`sum(${wallet_ledger_entry.amount})` })
        .from(wallet_ledger_entry)
        .where(eq(wallet_ledger_entry.owner_type, ownerType))
        .groupBy(wallet_ledger_entry.owner_id);
      return new Map(rows.map((row) => [row.owner_id, Number(row.total)]));
    },

    /** Books an entry once per reference; returns false when that reference was already booked. */
    async book(owner: WalletOwner, entry: WalletEntry): Promise<boolean> {
      return insertedOnce(
        db,
        sql`values (${owner.type}, ${owner.id}, ${entry.amount}, ${entry.kind}, ${entry.reference}, ${entry.description ?? ""})`,
      );
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
