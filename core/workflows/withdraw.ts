import type { Database, Executor } from "../../db/client.ts";
import {
  createLedgerRepository,
  withdrawalAccounts,
  withdrawalOutcomeJournal,
  withdrawalRequestJournal,
} from "../ledger/index.ts";
import { storeBank } from "../merchant/index.ts";
import { notify } from "../notification/index.ts";
import type { PayoutProvider, PayoutState } from "../providers/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError, invalidInput } from "../shared/errors.ts";
import { formatRupiah } from "../shared/money.ts";
import { parseInput } from "../shared/validation.ts";
import {
  balancesOf,
  createWalletRepository,
  createWithdrawalRepository,
  toWithdrawalDto,
  withdrawInput,
  type PayoutAccount,
  type WalletOwner,
  type WithdrawalDto,
  type WithdrawalRow,
} from "../wallet/index.ts";

/** Writes of a withdrawal, named for fault injection in tests: a throw at any of them must leave nothing behind. */
export type WithdrawStep = "withdrawal" | "wallet" | "ledger" | "notify" | "status";

export interface WithdrawDeps {
  db: Database;
  clock: Clock;
  payout: PayoutProvider;
  /** Tests only: called before each write; throwing there simulates a crash at that point. */
  beforeStep?: (step: WithdrawStep) => void;
}

/** Where the owner reads their wallet (a notification's link). */
const walletPage = (owner: WalletOwner) => (owner.type === "user" ? "/user/wallet" : "/merchant/dashboard/wallet");

const ownerOf = (row: WithdrawalRow): WalletOwner => ({
  type: row.owner_type as WalletOwner["type"],
  id: row.owner_id,
});

/**
 * Withdrawals (decision 0038): a buyer's wallet or a store's available money to the owner's own saved bank
 * account, through the payout provider. The request is one transaction under the owner's wallet lock; the
 * provider is called outside any transaction; its answer is booked once, under the withdrawal's row lock.
 */
export function createWithdrawals(deps: WithdrawDeps) {
  const { db, clock, payout } = deps;
  const step = (name: WithdrawStep) => deps.beforeStep?.(name);

  async function bankAccountOf(tx: Executor, owner: WalletOwner): Promise<PayoutAccount | null> {
    return owner.type === "user"
      ? createWithdrawalRepository(tx).buyerBankAccount(owner.id)
      : storeBank.account(tx, owner.id);
  }

  /** Books the provider's answer for a pending withdrawal the caller holds locked: once, whatever repeats it. */
  async function apply(tx: Executor, row: WithdrawalRow, state: PayoutState, now: Date): Promise<void> {
    const withdrawals = createWithdrawalRepository(tx);
    if (row.status !== "pending") return;
    if (state.status === "pending" || state.status === "unknown") {
      step("status");
      await withdrawals.update(
        row.id,
        {
          provider_reference: state.status === "pending" ? state.reference : row.provider_reference,
          due_at: new Date(now.getTime() + payout.recheckMs),
        },
        now,
      );
      return;
    }
    const owner = ownerOf(row);
    step("ledger");
    await createLedgerRepository(tx).post(withdrawalOutcomeJournal(row.id, owner, row.amount, state.status));
    if (state.status === "failed" && owner.type === "user") {
      step("wallet");
      await createWalletRepository(tx).book(owner, {
        amount: row.amount,
        kind: "withdrawal_return",
        reference: `withdrawal:${row.id}:return`,
        description: state.reason,
      });
    }
    step("notify");
    await notify(tx, {
      recipient: owner,
      kind: state.status === "paid" ? "withdrawal_paid" : "withdrawal_failed",
      reference: `withdrawal:${row.id}`,
      params: { amount: formatRupiah(row.amount) },
      link: walletPage(owner),
      at: now,
    });
    step("status");
    await withdrawals.update(
      row.id,
      {
        status: state.status,
        provider_reference: state.reference ?? row.provider_reference,
        failure_reason: state.status === "failed" ? state.reason : null,
        due_at: null,
        settled_at: now,
      },
      now,
    );
  }

  return {
    /** Which provider pays (the Iris webhook is only for Iris). */
    provider: payout.name,

    /**
     * Takes `amount` from the owner's balance into a pending withdrawal to their saved bank account: at least
     * the minimum, at most what is available, one pending at a time. Refused → nothing changes.
     */
    async request(owner: WalletOwner, raw: unknown): Promise<WithdrawalDto> {
      const { amount } = parseInput(withdrawInput, raw);
      return db.transaction(async (tx) => {
        const wallet = createWalletRepository(tx);
        const withdrawals = createWithdrawalRepository(tx);
        const ledger = createLedgerRepository(tx);
        await wallet.lock(owner);
        if (await withdrawals.pendingOf(owner)) throw new AppError("CONFLICT", "wallet.withdrawal_pending");
        const account = await bankAccountOf(tx, owner);
        if (!account) throw new AppError("CONFLICT", "wallet.bank_missing");
        const { available } = await balancesOf(tx, owner);
        if (amount > available)
          throw invalidInput({
            amount: { key: "wallet.validation.amount_over", values: { available: formatRupiah(available) } },
          });
        const now = clock.now();
        step("withdrawal");
        const row = await withdrawals.insert(
          owner,
          { ...account, amount, provider: payout.name, due_at: new Date(now.getTime() + payout.sendAfterMs) },
          now,
        );
        let fromLedger = amount;
        if (owner.type === "user") {
          step("wallet");
          const debited = await wallet.debit(owner, {
            amount,
            kind: "withdrawal",
            reference: `withdrawal:${row.id}`,
            description: account.bank_name,
          });
          // Under the lock the balance was read above; a refusal here would be a bug, and rolls everything back.
          if (!debited) throw new AppError("CONFLICT", "wallet.balance_changed");
          // The ledger's wallet account holds only the refunds it booked; the rest is money from outside it.
          fromLedger = Math.min(amount, Math.max(0, await ledger.balanceOf(withdrawalAccounts.balance(owner))));
        }
        step("ledger");
        await ledger.post(withdrawalRequestJournal(row.id, owner, amount, fromLedger));
        return toWithdrawalDto(row);
      });
    },

    /**
     * Hands due withdrawals to the provider and asks about pending ones (decision 0038). Each is claimed with
     * SKIP LOCKED and leased for `recheckMs` in a short transaction, the provider is called outside it, and the
     * answer is booked under the row lock: any number of processes may sweep. Returns how many it looked at.
     */
    async sweep(limit = 100): Promise<number> {
      let seen = 0;
      while (seen < limit) {
        const claimed = await db.transaction(async (tx) => {
          const now = clock.now();
          const withdrawals = createWithdrawalRepository(tx);
          const row = await withdrawals.claimDue(now);
          if (!row) return null;
          await withdrawals.update(row.id, { due_at: new Date(now.getTime() + payout.recheckMs) }, now);
          return row;
        });
        if (!claimed) return seen;
        seen += 1;
        const state = claimed.provider_reference
          ? await payout.status(claimed.provider_reference)
          : await payout.send({
              key: `withdrawal-${claimed.id}`,
              amount: claimed.amount,
              bankCode: claimed.bank_code,
              accountNumber: claimed.account_number,
              holderName: claimed.holder_name,
              notes: `Pasar withdrawal ${claimed.id}`,
            });
        if (state.status === "unknown") console.warn(`payout of withdrawal ${claimed.id}: ${state.detail}`);
        await db.transaction(async (tx) => {
          const row = await createWithdrawalRepository(tx).lockById(claimed.id);
          if (row) await apply(tx, row, state, clock.now());
        });
      }
      return seen;
    },

    /**
     * The provider said something happened to the payout it knows by `reference`: its status call is asked (the
     * notification's own word is not believed) and the answer booked once. False when no withdrawal has that
     * reference; an unreachable provider throws, so the notification is sent again.
     */
    async notified(reference: string): Promise<boolean> {
      const state = await payout.status(reference);
      if (state.status === "unknown") throw new Error(`payout status of ${reference}: ${state.detail}`);
      return db.transaction(async (tx) => {
        const row = await createWithdrawalRepository(tx).lockByProviderReference(payout.name, reference);
        if (!row) return false;
        await apply(tx, row, state, clock.now());
        return true;
      });
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
