import { z } from "zod";
import { storeBankDto } from "../merchant/index.ts";
import { paginationMetaDto } from "../shared/pagination.dto.ts";
import { WALLET_HISTORY_KINDS, WITHDRAWAL_STATUSES } from "./wallet.view.ts";

/** A withdrawal as its owner sees it. */
export const withdrawalDto = z.object({
  id: z.number(),
  amount: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES).describe("pending (on its way), paid, or failed (the money came back)"),
  bank_name: z.string(),
  account_number: z.string().describe("The last four digits only"),
  holder_name: z.string(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type WithdrawalDto = z.infer<typeof withdrawalDto>;

/** GET …/wallet/saldo. */
export const walletSaldoDto = z.object({
  available: z.number().describe("What may be withdrawn now (a store: completed orders' money less withdrawals)"),
  held: z
    .number()
    .describe("A buyer: what a pending withdrawal holds; a store: the money of open orders (dana ditahan)"),
  pending_withdrawal: withdrawalDto.nullable(),
});
export type WalletSaldoDto = z.infer<typeof walletSaldoDto>;

/** One line of GET …/wallet/history. */
export const walletEntryDto = z.object({
  id: z.number(),
  kind: z.enum(WALLET_HISTORY_KINDS),
  amount: z.number().describe("Signed whole rupiah: positive came in"),
  balance: z.enum(["available", "held"]).describe("Which balance it moved (a buyer's are all available)"),
  order_code: z.string().nullable(),
  invoice_code: z.string().nullable(),
  link: z.string().nullable().describe("A site path (without the /en prefix) of the order or invoice, or null"),
  created_at: z.string(),
});
export type WalletEntryDto = z.infer<typeof walletEntryDto>;

export const walletHistoryMetaDto = paginationMetaDto.extend({
  total_saldo: z.number().describe("Available plus held, now"),
});
export type WalletHistoryMetaDto = z.infer<typeof walletHistoryMetaDto>;

/** A buyer's bank account for withdrawals (a store's, with a branch, is GET /merchant/dashboard/bank). */
export const buyerBankDto = storeBankDto.omit({ cabang: true });
export type BuyerBankDto = z.infer<typeof buyerBankDto>;
