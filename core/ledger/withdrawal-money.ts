import type { AccountKey, Journal } from "./ledger.repository.ts";
import { accounts } from "./order-money.ts";

/** Whose money a withdrawal takes: a buyer's wallet or a store's available money. */
export interface WithdrawalOwner {
  type: "user" | "merchant";
  id: number;
}

const account = (owner: WithdrawalOwner, purpose: string): AccountKey => ({
  ownerType: owner.type,
  ownerId: owner.id,
  purpose,
});

/** The accounts a withdrawal moves money between (decision 0038). */
export const withdrawalAccounts = {
  /** Where the money comes from and goes back to when a payout fails. */
  balance: (owner: WithdrawalOwner): AccountKey =>
    owner.type === "user" ? accounts.buyerWallet(owner.id) : accounts.storeAvailable(owner.id),
  /** On its way to the bank. */
  pending: (owner: WithdrawalOwner) => account(owner, "payout_pending"),
  /** Arrived at the owner's bank: it left the platform (grows like the courier's shipping account). */
  paidOut: (owner: WithdrawalOwner) => account(owner, "paid_out"),
  /**
   * A buyer's wallet money the ledger never saw come in (top-ups before the ledger, the demo's balances),
   * recognised when it is withdrawn; negative, like `paid`, it is money from outside.
   */
  deposit: (userId: number) => account({ type: "user", id: userId }, "deposit"),
};

export const withdrawalReference = (id: number, event: "request" | "paid" | "failed") => `withdrawal:${id}:${event}`;

/**
 * The request: the amount leaves the owner's balance and waits in `payout_pending`. `fromLedger` is how much of
 * it the ledger's balance account holds (a store: all of it; a buyer: at most what refunds put in their wallet
 * account); the rest is a buyer's money from outside the ledger (`deposit`).
 */
export function withdrawalRequestJournal(
  id: number,
  owner: WithdrawalOwner,
  amount: number,
  fromLedger: number = amount,
): Journal {
  const fromOutside = amount - fromLedger;
  return {
    reference: withdrawalReference(id, "request"),
    kind: "withdrawal",
    postings: [
      { account: withdrawalAccounts.balance(owner), amount: -fromLedger },
      ...(fromOutside > 0 ? [{ account: withdrawalAccounts.deposit(owner.id), amount: -fromOutside }] : []),
      { account: withdrawalAccounts.pending(owner), amount },
    ],
  };
}

/** The payout arrived (pending → paid out), or failed (pending → back to the owner's balance). */
export function withdrawalOutcomeJournal(
  id: number,
  owner: WithdrawalOwner,
  amount: number,
  outcome: "paid" | "failed",
): Journal {
  return {
    reference: withdrawalReference(id, outcome),
    kind: outcome === "paid" ? "withdrawal_paid" : "withdrawal_failed",
    postings: [
      { account: withdrawalAccounts.pending(owner), amount: -amount },
      {
        account: outcome === "paid" ? withdrawalAccounts.paidOut(owner) : withdrawalAccounts.balance(owner),
        amount,
      },
    ],
  };
}
