import type { Executor } from "../../db/client.ts";
import { createSellerRepository } from "./seller.repository.ts";

/**
 * The store's bank account and the bank list as the wallet's withdrawals read them (core/wallet,
 * core/workflows/withdraw.ts): a store's earnings go only to its own saved account.
 */
export const storeBank = {
  /** The store's saved account, or null when it has none. */
  async account(db: Executor, storeId: number) {
    const row = await createSellerRepository(db).bankAccount(storeId);
    return row
      ? {
          bank_code: row.bank_code,
          bank_name: row.bank_name,
          account_number: row.account_number,
          holder_name: row.holder_name,
        }
      : null;
  },

  /** Whether `code` is a bank of the list (GET /helper/bank). */
  exists(db: Executor, code: string): Promise<boolean> {
    return createSellerRepository(db).bankExists(code);
  },

  async list(db: Executor) {
    return (await createSellerRepository(db).banks()).map((row) => ({ id: row.code, code: row.code, name: row.name }));
  },
};
