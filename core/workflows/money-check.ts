import type { Executor } from "../../db/client.ts";
import { createLedgerRepository, type LedgerCheck } from "../ledger/index.ts";
import { allSettledOrFirstFailure } from "../shared/settle.ts";
import { createWalletRepository } from "../wallet/index.ts";

export interface MoneyCheck extends LedgerCheck {
  /**
   * Buyers whose wallet entries of order refunds and withdrawals differ from what the ledger's wallet account
   * (with the wallet money it recognised from outside, `deposit`) says (must be none).
   */
  walletMismatch: { userId: number; ledger: number; wallet: number }[];
}

/** The wallet entries the ledger mirrors: order refunds, withdrawals and their returns (decisions 0030, 0038). */
const MIRRORED = ["order:%:refund", "withdrawal:%"];

/**
 * Proves the money (decisions 0030, 0038): every journal sums to zero, no store's or buyer's money (nor money
 * on its way to a bank) is negative, no buyer's wallet is below zero, and each buyer's wallet holds exactly the
 * order refunds less the withdrawals the ledger booked, no more, no less.
 */
export async function checkMoney(db: Executor): Promise<MoneyCheck> {
  const ledger = createLedgerRepository(db);
  const wallets = createWalletRepository(db);
  const [check, inLedger, deposits, inWallets, balances] = await allSettledOrFirstFailure([
    ledger.check(),
    ledger.balancesOf("user", "wallet"),
    ledger.balancesOf("user", "deposit"),
    wallets.totalsByReference("user", MIRRORED),
    wallets.balances("user"),
  ]);
  const walletMismatch = [...new Set([...inLedger.keys(), ...deposits.keys(), ...inWallets.keys()])]
    .map((userId) => ({
      userId,
      ledger: (inLedger.get(userId) ?? 0) + (deposits.get(userId) ?? 0),
      wallet: inWallets.get(userId) ?? 0,
    }))
    .filter((row) => row.ledger !== row.wallet);
  const overdrawn = [...balances.entries()]
    .filter(([, balance]) => balance < 0)
    .map(([userId, balance]) => ({ account: `wallet_ledger_entry:user:${userId}`, balance }));
  return { ...check, negative: [...check.negative, ...overdrawn], walletMismatch };
}
