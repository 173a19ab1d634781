import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { bank } from "../merchant/merchant.tables.ts";
import type { WalletOwner } from "./wallet.repository.ts";
import { buyer_bank_account, withdrawal } from "./wallet.tables.ts";

export type WithdrawalRow = typeof withdrawal.$inferSelect;
export type WithdrawalStatus = "pending" | "paid" | "failed";

/** The bank account a withdrawal is sent to, as it is copied onto the withdrawal. */
export interface PayoutAccount {
  bank_code: string;
  bank_name: string;
  account_number: string;
  holder_name: string;
}

const ofOwner = (owner: WalletOwner) => and(eq(withdrawal.owner_type, owner.type), eq(withdrawal.owner_id, owner.id));

/** Withdrawals and the buyers' bank accounts; writes run in the caller's transaction. */
export function createWithdrawalRepository(db: Executor) {
  return {
    async pendingOf(owner: WalletOwner): Promise<WithdrawalRow | null> {
      const [row] = await db
        .select()
        .from(withdrawal)
        .where(and(ofOwner(owner), eq(withdrawal.status, "pending")));
      return row ?? null;
    },

    async insert(
      owner: WalletOwner,
      values: PayoutAccount & { amount: number; provider: string; due_at: Date },
      now: Date,
    ): Promise<WithdrawalRow> {
      const [row] = await db
        .insert(withdrawal)
        .values({ owner_type: owner.type, owner_id: owner.id, ...values, created_at: now, updated_at: now })
        .returning();
      return row!;
    },

    /** The pending withdrawal due soonest whose time has come, locked; another process's is skipped. */
    async claimDue(now: Date): Promise<WithdrawalRow | null> {
      const [row] = await db
        .select()
        .from(withdrawal)
        .where(and(eq(withdrawal.status, "pending"), lte(withdrawal.due_at, now)))
        .orderBy(withdrawal.due_at)
        .limit(1)
        .for("update", { skipLocked: true });
      return row ?? null;
    },

    async lockById(id: number): Promise<WithdrawalRow | null> {
      const [row] = await db.select().from(withdrawal).where(eq(withdrawal.id, id)).for("update");
      return row ?? null;
    },

    /** The withdrawal a provider knows by `reference`, locked (waiting for another process holding it). */
    async lockByProviderReference(provider: string, reference: string): Promise<WithdrawalRow | null> {
      const [row] = await db
        .select()
        .from(withdrawal)
        .where(and(eq(withdrawal.provider, provider), eq(withdrawal.provider_reference, reference)))
        .for("update");
      return row ?? null;
    },

    async update(
      id: number,
      change: Partial<
        Pick<WithdrawalRow, "status" | "provider_reference" | "failure_reason" | "due_at" | "settled_at">
      >,
      now: Date,
    ): Promise<void> {
      await db
        .update(withdrawal)
        .set({ ...change, updated_at: now })
        .where(eq(withdrawal.id, id));
    },

    /** The owner's latest withdrawals, newest first. */
    async recentOf(owner: WalletOwner, limit: number): Promise<WithdrawalRow[]> {
      return db.select().from(withdrawal).where(ofOwner(owner)).orderBy(desc(withdrawal.id)).limit(limit);
    },

    async buyerBankAccount(userId: number): Promise<PayoutAccount | null> {
      const [row] = await db
        .select({
          bank_code: buyer_bank_account.bank_code,
          bank_name: bank.name,
          account_number: buyer_bank_account.account_number,
          holder_name: buyer_bank_account.holder_name,
        })
        .from(buyer_bank_account)
        .innerJoin(bank, eq(bank.code, buyer_bank_account.bank_code))
        .where(eq(buyer_bank_account.user_id, userId));
      return row ?? null;
    },

    async saveBuyerBankAccount(
      userId: number,
      values: Pick<PayoutAccount, "bank_code" | "account_number" | "holder_name">,
    ): Promise<void> {
      await db
        .insert(buyer_bank_account)
        .values({ user_id: userId, ...values })
        .onConflictDoUpdate({ target: buyer_bank_account.user_id, set: { ...values, updated_at: sql`now()` } });
    },
  };
}

export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
