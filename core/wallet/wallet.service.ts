import type { Database, Executor } from "../../db/client.ts";
import { accounts, createLedgerRepository } from "../ledger/index.ts";
import { storeBank } from "../merchant/index.ts";
import { invalidInput } from "../shared/errors.ts";
import { offsetOf, paginationMeta, type PageUrl } from "../shared/pagination.ts";
import { parseInput } from "../shared/validation.ts";
import type {
  BuyerBankDto,
  WalletEntryDto,
  WalletHistoryMetaDto,
  WalletSaldoDto,
  WithdrawalDto,
} from "./wallet.dto.ts";
import { buyerBankInput, walletHistoryQuery, type WalletHistoryQuery } from "./wallet.inputs.ts";
import { createWalletRepository, type WalletOwner } from "./wallet.repository.ts";
import { HISTORY_KINDS_OF, maskedAccount, type WalletHistoryKind } from "./wallet.view.ts";
import { createWithdrawalRepository, type WithdrawalRow } from "./withdrawal.repository.ts";

/** A store's journal kinds under the history's names (a buyer's wallet entries carry them already). */
const STORE_KINDS: Record<string, WalletHistoryKind> = {
  order_settle: "sale",
  order_release: "release",
  order_refund: "refund",
  withdrawal: "withdrawal",
  withdrawal_failed: "withdrawal_return",
};
const journalKindsOf = (kind: WalletHistoryKind) =>
  Object.entries(STORE_KINDS)
    .filter(([, name]) => name === kind)
    .map(([journalKind]) => journalKind);

export function toWithdrawalDto(row: WithdrawalRow): WithdrawalDto {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status as WithdrawalDto["status"],
    bank_name: row.bank_name,
    account_number: maskedAccount(row.account_number),
    holder_name: row.holder_name,
    created_at: row.created_at.toISOString(),
    settled_at: row.settled_at?.toISOString() ?? null,
  };
}

/** The start of a day ('2026-11-27') in Jakarta time (WIB, no daylight saving); `next` the day after's. */
function jakartaDay(day: string, next = false): Date {
  const start = new Date(`${day}T00:00:00+07:00`);
  return next ? new Date(start.getTime() + 86_400_000) : start;
}

/** The order or invoice an entry's reference names, and where its owner reads it. */
function linkOf(owner: WalletOwner, reference: string) {
  const [scope, code] = reference.split(":");
  if (scope === "order" && code)
    return {
      order_code: code,
      invoice_code: null,
      link: owner.type === "user" ? `/user/order/detail/${code}` : `/merchant/dashboard/order/${code}`,
    };
  if (scope === "invoice" && code && owner.type === "user")
    return { order_code: null, invoice_code: code, link: `/user/order/invoice/${code}` };
  return { order_code: null, invoice_code: null, link: null };
}

/** What an owner's balances are now: available and held (decision 0038). */
export async function balancesOf(db: Executor, owner: WalletOwner) {
  const pending = await createWithdrawalRepository(db).pendingOf(owner);
  if (owner.type === "user") {
    const available = await createWalletRepository(db).balance(owner);
    return { available, held: pending?.amount ?? 0, pending };
  }
  const ledger = createLedgerRepository(db);
  const [available, held] = [
    await ledger.balanceOf(accounts.storeAvailable(owner.id)),
    await ledger.balanceOf(accounts.storeHeld(owner.id)),
  ];
  return { available, held, pending };
}

type Range = { kinds: string[] | undefined; from: Date | undefined; to: Date | undefined };
type PageOf = { limit: number; offset: number };

/** The reads of a buyer's or a store's wallet, and the buyer's bank account (the withdrawals are a workflow). */
export function createWalletService({ db }: { db: Database }) {
  const withdrawals = createWithdrawalRepository(db);

  /** A buyer's history: their wallet's entries. */
  async function buyerEntries(owner: WalletOwner, range: Range, { limit, offset }: PageOf) {
    const page = await createWalletRepository(db).entriesPage(owner, range, limit, offset);
    return {
      total: page.total,
      items: page.rows.map((row): WalletEntryDto => ({
        id: row.id,
        kind: row.kind as WalletHistoryKind,
        amount: row.amount,
        balance: "available",
        ...linkOf(owner, row.reference),
        created_at: row.created_at.toISOString(),
      })),
    };
  }

  /** A store's history: the postings on its held and available accounts. */
  async function storeEntries(owner: WalletOwner, range: Range, { limit, offset }: PageOf) {
    const page = await createLedgerRepository(db).postingsPage(
      { ownerType: "merchant", ownerId: owner.id, purposes: ["held", "available"], ...range },
      limit,
      offset,
    );
    return {
      total: page.total,
      items: page.rows.map((row): WalletEntryDto => ({
        id: row.id,
        kind: STORE_KINDS[row.kind] ?? "sale",
        amount: row.amount,
        balance: row.purpose === "held" ? "held" : "available",
        ...linkOf(owner, row.reference),
        created_at: row.created_at.toISOString(),
      })),
    };
  }

  return {
    async saldo(owner: WalletOwner): Promise<WalletSaldoDto> {
      const { available, held, pending } = await balancesOf(db, owner);
      return { available, held, pending_withdrawal: pending ? toWithdrawalDto(pending) : null };
    },

    /** The owner's money movements, newest first. */
    async history(
      owner: WalletOwner,
      rawQuery: WalletHistoryQuery,
      pageUrl: PageUrl,
    ): Promise<{ items: WalletEntryDto[]; meta: WalletHistoryMetaDto }> {
      const query = parseInput(walletHistoryQuery, rawQuery);
      const from = query.from ? jakartaDay(query.from) : undefined;
      const to = query.to ? jakartaDay(query.to, true) : undefined;
      const offset = offsetOf(query.page, query.per_page);
      // A kind the owner never has lists nothing.
      const kinds: WalletHistoryKind[] | undefined =
        query.kind === "all"
          ? undefined
          : (HISTORY_KINDS_OF[owner.type] as readonly string[]).includes(query.kind)
            ? [query.kind]
            : [];
      const page = { limit: query.per_page, offset };
      const { total, items } =
        owner.type === "user"
          ? await buyerEntries(owner, { kinds, from, to }, page)
          : await storeEntries(owner, { kinds: kinds?.flatMap(journalKindsOf), from, to }, page);
      const { available, held } = await balancesOf(db, owner);
      return {
        items,
        meta: {
          ...paginationMeta(total, query.page, query.per_page, items.length, pageUrl),
          total_saldo: available + held,
        },
      };
    },

    async buyerBank(userId: number): Promise<BuyerBankDto | null> {
      const row = await withdrawals.buyerBankAccount(userId);
      return row
        ? { bank_id: row.bank_code, bank_name: row.bank_name, rekening: row.account_number, atas_nama: row.holder_name }
        : null;
    },

    /** Saves the buyer's account (one per buyer; a later save replaces it; pending withdrawals keep their copy). */
    async saveBuyerBank(userId: number, raw: unknown): Promise<BuyerBankDto> {
      const input = parseInput(buyerBankInput, raw);
      if (!(await storeBank.exists(db, input.bank_code)))
        throw invalidInput({ bank_id: { key: "onboarding.validation.bank_unknown" } });
      await withdrawals.saveBuyerBankAccount(userId, input);
      return (await this.buyerBank(userId))!;
    },

    banks: () => storeBank.list(db),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
