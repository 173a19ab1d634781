import { z } from "zod";
import { checkBankAccount } from "../merchant/index.ts";
import { langInput as lang, pageInput, perPageInput, wholeNumberInput } from "../shared/inputs.ts";
import { MIN_WITHDRAWAL, WALLET_HISTORY_KINDS, WALLET_HISTORY_PER_PAGE } from "./wallet.view.ts";

const INVALID_DATE = "wallet.validation.date";

/** GET …/wallet/history?kind=&from=&to=&page=&per_page=: one kind or all, a range of Jakarta days (both included). */
export const walletHistoryQuery = z
  .object({
    kind: z.enum(["all", ...WALLET_HISTORY_KINDS], { error: "wallet.validation.kind" }).default("all"),
    from: z.iso.date(INVALID_DATE).optional(),
    to: z.iso.date(INVALID_DATE).optional(),
    page: pageInput,
    per_page: perPageInput(WALLET_HISTORY_PER_PAGE),
    lang,
  })
  .strict()
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "wallet.validation.range" });
  });
export type WalletHistoryQuery = z.input<typeof walletHistoryQuery>;

/** POST …/wallet/withdraw {amount}: whole rupiah, at least the minimum (the balance is checked under the lock). */
export const withdrawInput = z
  .object({
    amount: wholeNumberInput("wallet.validation.amount", 1, 1_000_000_000_000).refine(
      (amount) => amount >= MIN_WITHDRAWAL,
      "wallet.validation.amount_min",
    ),
    lang,
  })
  .strict();
export type WithdrawInput = z.input<typeof withdrawInput>;

/** POST /buyer/dashboard/wallet/bank: the bank (from GET /helper/bank), account number and holder, as a store's. */
export const buyerBankFields = z
  .object({
    bank_id: z.string({ error: "validation.required" }).trim(),
    rekening: z.string({ error: "validation.required" }).trim(),
    atas_nama: z.string({ error: "validation.required" }).trim(),
    lang,
  })
  .strict();
export const buyerBankInput = buyerBankFields.transform((raw, ctx) => checkBankAccount(raw, ctx));
export type BuyerBankInput = z.input<typeof buyerBankInput>;
