import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import { ledger_account, ledger_journal, ledger_posting } from "./ledger.tables.ts";

export type AccountOwnerType = "user" | "merchant" | "platform" | "courier";

/** Where money is: an owner and a purpose (decision 0030). The platform and the courier are owner 0. */
export interface AccountKey {
  ownerType: AccountOwnerType;
  ownerId: number;
  purpose: string;
}

export interface Posting {
  account: AccountKey;
  amount: number;
}

export interface Journal {
  reference: string;
  kind: string;
  postings: Posting[];
}

const keyOf = (account: AccountKey) => `${account.ownerType}:${account.ownerId}:${account.purpose}`;

/** The postings with one per account and none of zero, in a stable order (account rows are touched in it). */
function netted(postings: readonly Posting[]): Posting[] {
  const byKey = new Map<string, Posting>();
  for (const posting of postings) {
    const key = keyOf(posting.account);
    const earlier = byKey.get(key);
    byKey.set(key, { account: posting.account, amount: (earlier?.amount ?? 0) + posting.amount });
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, posting]) => posting)
    .filter((posting) => posting.amount !== 0);
}

/** Which of an owner's postings a history shows: some purposes, optionally some journal kinds and a time range. */
export interface PostingFilter {
  ownerType: AccountOwnerType;
  ownerId: number;
  purposes: readonly string[];
  kinds?: readonly string[] | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

/** One posting as an owner's history shows it. */
export interface OwnerPosting {
  id: number;
  amount: number;
  purpose: string;
  kind: string;
  reference: string;
  created_at: Date;
}

export interface LedgerCheck {
  /** Journals whose postings do not sum to zero (must be none). */
  unbalanced: { reference: string; sum: number }[];
  /** Stores' held or available money, a buyer's wallet account, or money on its way to a bank, below zero (must be none). */
  negative: { account: string; balance: number }[];
}

/**
 * The double-entry ledger. Writes run inside the caller's transaction; a journal is booked once per reference,
 * so a repeated business event books nothing.
 */
export function createLedgerRepository(db: Executor) {
  async function accountIds(accounts: readonly AccountKey[]): Promise<Map<string, number>> {
    if (accounts.length === 0) return new Map();
    const values = accounts.map((account) => ({
      owner_type: account.ownerType,
      owner_id: account.ownerId,
      purpose: account.purpose,
    }));
    // Do nothing on conflict: no account row is locked, so settlements of many stores never queue on the platform's.
    await db.insert(ledger_account).values(values).onConflictDoNothing();
    const rows = await db
      .select({
        id: ledger_account.id,
        owner_type: ledger_account.owner_type,
        owner_id: ledger_account.owner_id,
        purpose: ledger_account.purpose,
      })
      .from(ledger_account)
      .where(
        or(
          ...accounts.map((account) =>
            and(
              eq(ledger_account.owner_type, account.ownerType),
              eq(ledger_account.owner_id, account.ownerId),
              eq(ledger_account.purpose, account.purpose),
            ),
          ),
        ),
      );
    return new Map(
      rows.map((row) => [
        keyOf({ ownerType: row.owner_type as AccountOwnerType, ownerId: row.owner_id, purpose: row.purpose }),
        row.id,
      ]),
    );
  }

  return {
    /**
     * Books a journal unless its reference was booked before; true when it wrote one. Postings that do not sum
     * to zero are a programming error and throw, rolling back the caller's transaction.
     */
    async post(journal: Journal): Promise<boolean> {
      const postings = netted(journal.postings);
      const sum = postings.reduce((total, posting) => total + posting.amount, 0);
      if (sum !== 0) throw new Error(`ledger: journal ${journal.reference} does not balance (${sum})`);
      const [created] = await db
        .insert(ledger_journal)
        .values({ reference: journal.reference, kind: journal.kind })
        .onConflictDoNothing()
        .returning({ id: ledger_journal.id });
      if (!created) return false;
      if (postings.length === 0) return true;
      const ids = await accountIds(postings.map((posting) => posting.account));
      await db.insert(ledger_posting).values(
        postings.map((posting) => ({
          journal_id: created.id,
          account_id: ids.get(keyOf(posting.account))!,
          amount: posting.amount,
        })),
      );
      return true;
    },

    /** The postings of the journal with this reference (none when it was never booked). */
    async postingsOf(reference: string): Promise<Posting[]> {
      const rows = await db
        .select({
          owner_type: ledger_account.owner_type,
          owner_id: ledger_account.owner_id,
          purpose: ledger_account.purpose,
          amount: ledger_posting.amount,
        })
        .from(ledger_posting)
        .innerJoin(ledger_journal, eq(ledger_journal.id, ledger_posting.journal_id))
        .innerJoin(ledger_account, eq(ledger_account.id, ledger_posting.account_id))
        .where(eq(ledger_journal.reference, reference))
        .orderBy(ledger_posting.id);
      return rows.map((row) => ({
        account: { ownerType: row.owner_type as AccountOwnerType, ownerId: row.owner_id, purpose: row.purpose },
        amount: Number(row.amount),
      }));
    },

    async isBooked(reference: string): Promise<boolean> {
      const rows = await db
        .select({ id: ledger_journal.id })
        .from(ledger_journal)
        .where(eq(ledger_journal.reference, reference))
        .limit(1);
      return rows.length > 0;
    },

    /** The balance of every account of this owner type and purpose, by owner. */
    async balancesOf(ownerType: AccountOwnerType, purpose: string): Promise<Map<number, number>> {
      const rows = await db
        .select({ owner_id: ledger_account.owner_id, balance: sql<string>`sum(${ledger_posting.amount})` })
        .from(ledger_account)
        .innerJoin(ledger_posting, eq(ledger_posting.account_id, ledger_account.id))
        .where(and(eq(ledger_account.owner_type, ownerType), eq(ledger_account.purpose, purpose)))
        .groupBy(ledger_account.owner_id);
      return new Map(rows.map((row) => [row.owner_id, Number(row.balance)]));
    },

    /** What one account holds now (0 when it has no postings). */
    async balanceOf(account: AccountKey): Promise<number> {
      const [row] = await db
        .select({ balance: sql<string>`coalesce(sum(${ledger_posting.amount}), 0)` })
        .from(ledger_posting)
        .innerJoin(ledger_account, eq(ledger_account.id, ledger_posting.account_id))
        .where(
          and(
            eq(ledger_account.owner_type, account.ownerType),
            eq(ledger_account.owner_id, account.ownerId),
            eq(ledger_account.purpose, account.purpose),
          ),
        );
      return Number(row?.balance ?? 0);
    },

    /** One page of an owner's postings, newest first, with how many match. */
    async postingsPage(
      filter: PostingFilter,
      limit: number,
      offset: number,
    ): Promise<{ total: number; rows: OwnerPosting[] }> {
      const where: SQL[] = [
        eq(ledger_account.owner_type, filter.ownerType),
        eq(ledger_account.owner_id, filter.ownerId),
        inArray(ledger_account.purpose, [...filter.purposes]),
      ];
      if (filter.kinds) where.push(inArray(ledger_journal.kind, [...filter.kinds]));
      if (filter.from) where.push(gte(ledger_posting.created_at, filter.from));
      if (filter.to) where.push(lt(ledger_posting.created_at, filter.to));
      const [counted] = await db
        .select({ n: count() })
        .from(ledger_posting)
        .innerJoin(ledger_account, eq(ledger_account.id, ledger_posting.account_id))
        .innerJoin(ledger_journal, eq(ledger_journal.id, ledger_posting.journal_id))
        .where(and(...where));
      const total = Number(counted?.n ?? 0);
      if (offset >= total) return { total, rows: [] };
      const rows = await db
        .select({
          id: ledger_posting.id,
          amount: ledger_posting.amount,
          purpose: ledger_account.purpose,
          kind: ledger_journal.kind,
          reference: ledger_journal.reference,
          created_at: ledger_posting.created_at,
        })
        .from(ledger_posting)
        .innerJoin(ledger_account, eq(ledger_account.id, ledger_posting.account_id))
        .innerJoin(ledger_journal, eq(ledger_journal.id, ledger_posting.journal_id))
        .where(and(...where))
        .orderBy(desc(ledger_posting.id))
        .limit(limit)
        .offset(offset);
      return { total, rows: rows.map((row) => ({ ...row, amount: Number(row.amount) })) };
    },

    /** Proves the whole ledger: every journal sums to zero, and no store's or buyer's money is below zero. */
    async check(): Promise<LedgerCheck> {
      const unbalanced = rowsOf<{ reference: string; sum: string }>(
        await db.execute(sql`
          select j.reference, coalesce(sum(p.amount), 0) as sum
          from ledger_journal j left join ledger_posting p on p.journal_id = j.id
          group by j.id having coalesce(sum(p.amount), 0) <> 0`),
      );
      const negative = rowsOf<{ account: string; balance: string }>(
        await db.execute(sql`
          select a.owner_type || ':' || a.owner_id || ':' || a.purpose as account, sum(p.amount) as balance
          from ledger_account a join ledger_posting p on p.account_id = a.id
          where (a.owner_type = 'merchant' and a.purpose in ('held', 'available', 'payout_pending'))
             or (a.owner_type = 'user' and a.purpose in ('wallet', 'payout_pending'))
          group by a.id having sum(p.amount) < 0`),
      );
      return {
        unbalanced: unbalanced.map((row) => ({ reference: row.reference, sum: Number(row.sum) })),
        negative: negative.map((row) => ({ account: row.account, balance: Number(row.balance) })),
      };
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
