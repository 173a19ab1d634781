import { and, eq, gt, isNull, sql, type Column, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { placeholderFor, preparedQuery } from "../../db/prepared.ts";
import { rate_limit_counter, session, user, user_identity } from "./account.tables.ts";

const counterColumns = { hits: rate_limit_counter.hits, window_started_at: rate_limit_counter.window_started_at };

/** A counter window ending now, as sql. */
function counterWindow(now: Date, windowMs: number) {
  // postgres.js cannot bind a Date inside a raw sql fragment (PGlite can): pass typed ISO strings.
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  return {
    windowStart,
    nowValue: sql`${now.toISOString()}::timestamptz`,
    expired: sql`${rate_limit_counter.window_started_at} <= ${windowStart}`,
  };
}

/**
 * Counts one hit on the key, in one statement: a window that has expired starts again at now. With
 * `countIf`, an existing counter changes only where it holds (no row is returned otherwise).
 */
function countHit(
  db: Executor,
  key: string,
  now: Date,
  { expired, nowValue }: ReturnType<typeof counterWindow>,
  countIf?: SQL,
) {
  return db
    .insert(rate_limit_counter)
    .values({ key, window_started_at: now, hits: 1 })
    .onConflictDoUpdate({
      target: rate_limit_counter.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rate_limit_counter.hits} + 1 end`,
        window_started_at: sql`case when ${expired} then ${nowValue} else ${rate_limit_counter.window_started_at} end`,
      },
      ...(countIf ? { setWhere: countIf } : {}),
    })
    .returning(counterColumns);
}

/** What a signed-in user's DTO says about their store. */
export interface UserStoreRow {
  id: number;
  name: string;
  slug: string;
  storetype: string;
  is_pkp: boolean;
  status: string;
}

/**
 * The user's store, read from merchant's tables. Merchant depends on account, so core/services.ts hands in
 * merchant's storeOfUser read model rather than account importing it; the session query joins it and stays
 * one statement.
 */
export interface StoreOfUserReads {
  /** The columns of a UserStoreRow, selected beside the session. */
  columns: Record<keyof UserStoreRow, PgColumn>;
  /** Left-joins the store of the user whose id is in `userId` (null for shoppers). */
  leftJoinOn<Query extends PgSelect>(query: Query, userId: Column): Query;
  find(db: Executor, userId: number): Promise<UserStoreRow | null>;
}

type LiveSessionRow = {
  session: typeof session.$inferSelect;
  user: typeof user.$inferSelect;
  merchant: UserStoreRow | null;
};

/** Exponential backoff in a window: `free` attempts at once, then waits of baseDelayMs, 3×, 7×, 15×… */
export interface BackoffRule {
  free: number;
  baseDelayMs: number;
  windowMs: number;
}

/** How long after its window started attempt `hits + 1` may be made (the SQL of claimAttempt, for messages). */
export function backoffDelayMs(hits: number, rule: BackoffRule): number {
  return hits < rule.free ? 0 : rule.baseDelayMs * (2 ** (hits - rule.free + 1) - 1);
}

/** Changes the password and invalidates every token issued before: every session of the account ends. */
export async function replacePassword(db: Executor, userId: number, passwordHash: string, now: Date) {
  await db
    .update(user)
    .set({ password_hash: passwordHash, token_version: sql`${user.token_version} + 1`, updated_at: now })
    .where(eq(user.id, userId));
  await db
    .update(session)
    .set({ revoked_at: now })
    .where(and(eq(session.user_id, userId), isNull(session.revoked_at)));
}

export function createAccountRepository(db: Executor, stores: StoreOfUserReads) {
  const liveSession = preparedQuery("account_live_session", (db) =>
    stores
      .leftJoinOn(
        db
          .select({ session, user, merchant: stores.columns })
          .from(session)
          .innerJoin(user, eq(user.id, session.user_id))
          .$dynamic(),
        user.id,
      )
      .where(
        and(
          eq(session.id, sql.placeholder("sessionId")),
          isNull(session.revoked_at),
          gt(session.expires_at, placeholderFor("now", session.expires_at)),
          eq(session.token_version, user.token_version),
        ),
      )
      .limit(1),
  );

  return {
    async findUserByEmail(email: string) {
      const rows = await db.select().from(user).where(eq(user.email, email)).limit(1);
      return rows[0];
    },

    async findUserById(id: number) {
      const rows = await db.select().from(user).where(eq(user.id, id)).limit(1);
      return rows[0];
    },

    /**
     * Returns the new user, or undefined when the email is taken (also under concurrent registration). A user
     * made by an outside sign-in has no password (null) until they set one.
     */
    async insertUser(values: { email: string; password_hash: string | null; fullname: string | null }) {
      const rows = await db.insert(user).values(values).onConflictDoNothing({ target: user.email }).returning();
      return rows[0];
    },

    /** The user an outside identity signs in to, if it was linked. */
    async findUserByIdentity(provider: string, subject: string) {
      const rows = await db
        .select({ user })
        .from(user_identity)
        .innerJoin(user, eq(user.id, user_identity.user_id))
        .where(and(eq(user_identity.provider, provider), eq(user_identity.subject, subject)))
        .limit(1);
      return rows[0]?.user;
    },

    /** Links an outside identity to a user; false when it, or another of the provider's, is linked already. */
    async linkIdentity(values: { user_id: number; provider: string; subject: string; email: string }) {
      const rows = await db
        .insert(user_identity)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: user_identity.id });
      return rows.length > 0;
    },

    async findMerchantOfUser(userId: number): Promise<UserStoreRow | null> {
      return stores.find(db, userId);
    },

    async insertSession(values: {
      id: string;
      user_id: number;
      token_version: number;
      expires_at: Date;
      user_agent: string | null;
    }) {
      await db.insert(session).values(values);
    },

    /**
     * The session with its user and the user's store (null for shoppers), only while it is live and the
     * user's token version still matches: one prepared statement, as every signed-in request asks it.
     */
    async findLiveSession(sessionId: string, now: Date): Promise<LiveSessionRow | undefined> {
      const rows = await liveSession(db, { sessionId, now });
      // The joined store's columns come typed as Column; the read model's contract says they make a UserStoreRow.
      return rows[0] as LiveSessionRow | undefined;
    },

    async revokeSession(sessionId: string, now: Date) {
      await db
        .update(session)
        .set({ revoked_at: now })
        .where(and(eq(session.id, sessionId), isNull(session.revoked_at)));
    },

    async updatePassword(userId: number, passwordHash: string, now: Date) {
      await replacePassword(db, userId, passwordHash, now);
    },

    /** The counter's hits in the current window, without counting this look. */
    async peekCounter(
      key: string,
      now: Date,
      windowMs: number,
    ): Promise<{ hits: number; window_started_at: Date } | undefined> {
      const { windowStart } = counterWindow(now, windowMs);
      const [row] = await db
        .select(counterColumns)
        .from(rate_limit_counter)
        .where(and(eq(rate_limit_counter.key, key), gt(rate_limit_counter.window_started_at, windowStart)));
      return row;
    },

    /**
     * Takes one attempt under an exponential backoff, in one statement, so parallel attempts can never
     * read the same count: the first `free` attempts of a window pass at once, and attempt n after them
     * only once backoffDelayMs(n - 1) has passed since the window started. Undefined when the caller must
     * wait (nothing is counted then).
     */
    async claimAttempt(
      key: string,
      now: Date,
      rule: BackoffRule,
    ): Promise<{ hits: number; window_started_at: Date } | undefined> {
      const window = counterWindow(now, rule.windowMs);
      const { expired, nowValue } = window;
      const waitMs = sql`case when ${rate_limit_counter.hits} < ${rule.free} then 0
        else ${rule.baseDelayMs}::float8 * (power(2, ${rate_limit_counter.hits} - ${rule.free} + 1) - 1) end`;
      const rows = await countHit(
        db,
        key,
        now,
        window,
        // Free attempts never wait, also when another process's clock (or a test's) is behind the window's start.
        sql`${expired} or ${rate_limit_counter.hits} < ${rule.free}
            or ${rate_limit_counter.window_started_at} + ${waitMs} * interval '1 millisecond' <= ${nowValue}`,
      );
      return rows[0];
    },

    /** Gives back an attempt that succeeded (limits count failures), if its window is still the same. */
    async refundAttempt(key: string, windowStartedAt: Date) {
      await db
        .update(rate_limit_counter)
        .set({ hits: sql`greatest(${rate_limit_counter.hits} - 1, 0)` })
        .where(and(eq(rate_limit_counter.key, key), eq(rate_limit_counter.window_started_at, windowStartedAt)));
    },

    /**
     * Counts one hit in a fixed window, atomically (one statement), and returns the hits so far and when
     * the window started.
     */
    async hitCounter(key: string, now: Date, windowMs: number) {
      const rows = await countHit(db, key, now, counterWindow(now, windowMs));
      return rows[0]!;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
