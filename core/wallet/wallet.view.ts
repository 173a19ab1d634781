// No zod here: the wallet pages import these to draw the filters and the history.

/** The smallest withdrawal, in rupiah (issue 24: minimum Rp10.000). */
export const MIN_WITHDRAWAL = 10_000;

/**
 * What a history entry is about, the same names for a buyer and a store: a store's sale (held), its release
 * (held → available) and refund (held taken back); a buyer's top-up, checkout and refund; either's withdrawal
 * and the money a failed one returned.
 */
export const WALLET_HISTORY_KINDS = [
  "sale",
  "release",
  "refund",
  "checkout",
  "topup",
  "withdrawal",
  "withdrawal_return",
] as const;
export type WalletHistoryKind = (typeof WALLET_HISTORY_KINDS)[number];

/** The kinds each owner's history can hold (the filter's choices). */
export const HISTORY_KINDS_OF = {
  user: ["refund", "checkout", "topup", "withdrawal", "withdrawal_return"],
  merchant: ["sale", "release", "refund", "withdrawal", "withdrawal_return"],
} as const satisfies Record<"user" | "merchant", readonly WalletHistoryKind[]>;

export const WITHDRAWAL_STATUSES = ["pending", "paid", "failed"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WALLET_HISTORY_PER_PAGE = 20;

/** A bank account number as shown back to its owner: the last four digits. */
export function maskedAccount(accountNumber: string): string {
  return accountNumber.length <= 4 ? accountNumber : `••••${accountNumber.slice(-4)}`;
}
