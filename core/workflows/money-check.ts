import type { Executor } from "../../db/client.ts";
import { createLedgerRepository, type LedgerCheck } from "../ledger/index.ts";
import { allSettledOrFirstFailure } from "../shared/settle.ts";
import { createWalletRepository } from "../wallet/index.ts";

export interface MoneyCheck extends LedgerCheck {
  /** Buyers whose wallet got a different sum of order refunds than the ledger's wallet account says (must be none). */
  walletMismatch: { userId: number; ledger: number; wallet: number }[];
}

/**
 * Proves the money (decision 0030): every journal sums to zero, no store's or buyer's money is negative, and
 * each buyer's wallet holds exactly the order refunds the ledger put in their wallet account, no more, no less.
 */
export async function checkMoney(db: Executor): Promise<MoneyCheck> {
  const ledger = createLedgerRepository(db);
  const [check, inLedger, inWallets] = await allSettledOrFirstFailure([
    ledger.check(),
    ledger.balancesOf("user", "wallet"),
    createWalletRepository(db).totalsByReference("user", "order:", ":refund"),
  ]);
  const walletMismatch = [...new Set([...inLedger.keys(), ...inWallets.keys()])]
    .map((userId) => ({ userId, ledger: inLedger.get(userId) ?? 0, wallet: inWallets.get(userId) ?? 0 }))
    .filter((row) => row.ledger !== row.wallet);
  return { ...check, walletMismatch };
}
