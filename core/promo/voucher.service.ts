import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError, invalidInput, uniqueViolation } from "../shared/errors.ts";
import { offsetOf, paginationMeta, type PageUrl, type PaginationMeta } from "../shared/pagination.ts";
import { parseInput } from "../shared/validation.ts";
import { createPromoRepository } from "./promo.repository.ts";
import type { MerchantVoucherDto } from "./voucher.dto.ts";
import {
  voucherCodeCheckInput,
  voucherIdInput,
  voucherInput,
  voucherListQuery,
  type VoucherInput,
  type VoucherTab,
} from "./voucher.inputs.ts";
import { periodAt } from "./voucher.view.ts";
import { createVoucherRepository, type VoucherRepository, type VoucherRow } from "./voucher.repository.ts";

/** The caller's store, as the edges know it from the signed-in merchant. */
export interface VoucherStoreRef {
  id: number;
  merchant_slug: string;
}

/** How many of the store's products the voucher form lists to choose from. */
export const VOUCHER_PRODUCT_OPTIONS = 200;

const voucherNotFound = () => new AppError("NOT_FOUND", "voucher.not_found");
const codeTaken = () => invalidInput({ voucher_code: { key: "voucher.validation.code_taken" } });

function toDto(row: VoucherRow, now: Date): MerchantVoucherDto {
  return {
    id: row.id,
    voucher_name: row.name,
    voucher_code: row.code ?? "",
    slug: row.slug,
    kind: row.kind as MerchantVoucherDto["kind"],
    value: row.value,
    max_potongan: row.max_discount,
    min_purchase: row.min_purchase,
    start_at: row.starts_at.toISOString(),
    end_at: row.ends_at.toISOString(),
    status: periodAt(row, now),
    quota_total: row.quota_total,
    quota_used: row.quota_used,
    per_buyer_limit: row.per_user_limit,
    visibility: row.requires_claim === 1 ? "code_only" : "public",
    products: row.product_ids.length > 0 ? "chosen" : "all",
    product_ids: row.product_ids,
    times_redeemed: row.times_redeemed,
    created_at: row.created_at.toISOString(),
  };
}

/** A voucher's page address: the store, the code, then a random tail (codes may be reused after a rename). */
function newSlug(store: VoucherStoreRef, code: string): string {
  const words = `${store.merchant_slug} ${code}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
  return `${words || "voucher"}-${randomBytes(4).toString("hex")}`;
}

/** The promo columns a voucher form sets. free_shipping keeps its cap in both value and max_discount. */
function termsOf(input: VoucherInput) {
  const cap = input.kind === "fixed" ? null : input.max_potongan;
  return {
    name: input.voucher_name,
    name_en: input.voucher_name,
    code: input.voucher_code,
    kind: input.kind,
    value: input.kind === "free_shipping" ? (input.max_potongan ?? 1) : (input.value ?? 1),
    max_discount: cap,
    min_purchase: input.min_purchase,
    starts_at: new Date(input.start_at),
    ends_at: new Date(input.end_at),
    quota_total: input.quota_total,
    per_user_limit: input.per_buyer_limit,
    // Code-only: off the store page, and (claim-only) out of the cart's list until a buyer claims the code.
    requires_claim: input.visibility === "code_only" ? 1 : 0,
    listed: input.visibility === "public",
  };
}

/**
 * The merchant's vouchers (spec §7 /merchant/dashboard/voucher/...), store vouchers of the promo engine.
 * Orders keep what they were charged (order_promo.redeemed_value, promo_redemption.amount), so an edit
 * only changes what later checkouts price. Rules: docs/decisions/0026-merchant-vouchers.md.
 */
export function createVoucherService({ db, clock }: { db: Database; clock: Clock }) {
  const vouchers = createVoucherRepository(db);
  const promos = createPromoRepository(db);

  async function checkProducts(store: VoucherStoreRef, input: VoucherInput): Promise<number[]> {
    if (input.products === "all") return [];
    const found = await promos.storeProductIds(store.id, input.product_ids);
    if (found.length !== input.product_ids.length)
      throw invalidInput({ product_ids: { key: "voucher.validation.product_ids_unknown" } });
    return [...found].sort((a, b) => a - b);
  }

  /** Runs a write in one transaction; a code that another save took meanwhile is the form's error, not a 500. */
  async function write<T>(work: (repo: VoucherRepository) => Promise<T>): Promise<T> {
    try {
      return await db.transaction((tx) => work(createVoucherRepository(tx)));
    } catch (error) {
      if (uniqueViolation(error, "idx_promo_code")) throw codeTaken();
      throw error;
    }
  }

  async function detailOf(store: VoucherStoreRef, id: number): Promise<MerchantVoucherDto> {
    const row = await vouchers.owned(store.id, id);
    if (!row) throw voucherNotFound();
    return toDto(row, clock.now());
  }

  return {
    /** GET voucher/list: a page of a tab (running, upcoming, ended), searched by name or code, with every tab's count. */
    async list(
      store: VoucherStoreRef,
      raw: unknown,
      pageUrl: PageUrl,
    ): Promise<{ items: MerchantVoucherDto[]; meta: PaginationMeta & { counts: Record<VoucherTab, number> } }> {
      const query = parseInput(voucherListQuery, raw);
      const now = clock.now();
      const [{ rows, total }, counts] = await Promise.all([
        vouchers.page(
          store.id,
          {
            tab: query.tab,
            search: query.search,
            sort: query.sort,
            limit: query.per_page,
            offset: offsetOf(query.page, query.per_page),
          },
          now,
        ),
        vouchers.counts(store.id, now),
      ]);
      return {
        items: rows.map((row) => toDto(row, now)),
        meta: { ...paginationMeta(total, query.page, query.per_page, rows.length, pageUrl), counts },
      };
    },

    /** GET voucher/detail/{id}: another store's voucher, or a deleted one, is NOT_FOUND. */
    async detail(store: VoucherStoreRef, id: unknown): Promise<MerchantVoucherDto> {
      const { vouchers_id } = parseInput(voucherIdInput, { vouchers_id: id });
      return detailOf(store, vouchers_id);
    },

    /** POST voucher/code/check: whether a code is free (the voucher being edited may keep its own). */
    async codeCheck(raw: unknown): Promise<{ voucher_code: string; available: boolean }> {
      const input = parseInput(voucherCodeCheckInput, raw);
      const taken = await vouchers.codeTaken(input.voucher_code, input.vouchers_id);
      return { voucher_code: input.voucher_code, available: !taken };
    },

    /** POST voucher/create: a voucher that has not ended yet. */
    async create(store: VoucherStoreRef, raw: unknown): Promise<MerchantVoucherDto> {
      const input = parseInput(voucherInput, raw);
      if (new Date(input.end_at) <= clock.now())
        throw invalidInput({ end_at: { key: "voucher.validation.end_in_past" } });
      const productIds = await checkProducts(store, input);
      if (await vouchers.codeTaken(input.voucher_code, null)) throw codeTaken();
      const id = await write(async (repo) => {
        const created = await repo.insert({
          ...termsOf(input),
          merchant_id: store.id,
          slug: newSlug(store, input.voucher_code),
        });
        await repo.setProducts(created, productIds);
        return created;
      });
      return detailOf(store, id);
    },

    /**
     * POST voucher/edit/{id}: replaces the terms of an upcoming or running voucher. The quota cannot go
     * below what is already used; an ended voucher is history and cannot be edited.
     */
    async edit(store: VoucherStoreRef, id: unknown, raw: unknown): Promise<MerchantVoucherDto> {
      const { vouchers_id } = parseInput(voucherIdInput, { vouchers_id: id });
      const input = parseInput(voucherInput, raw);
      const productIds = await checkProducts(store, input);
      await write(async (repo) => {
        const row = await repo.owned(store.id, vouchers_id, true);
        if (!row) throw voucherNotFound();
        const now = clock.now();
        if (periodAt(row, now) === "ended") throw new AppError("CONFLICT", "voucher.ended_not_editable");
        if (new Date(input.end_at) <= now) throw invalidInput({ end_at: { key: "voucher.validation.end_in_past" } });
        if (input.quota_total !== null && input.quota_total < row.quota_used)
          throw invalidInput({
            quota_total: { key: "voucher.validation.quota_below_used", values: { used: row.quota_used } },
          });
        if (await repo.codeTaken(input.voucher_code, vouchers_id)) throw codeTaken();
        await repo.update(store.id, vouchers_id, termsOf(input));
        await repo.setProducts(vouchers_id, productIds);
      });
      return detailOf(store, vouchers_id);
    },

    /**
     * POST voucher/delete: an unused voucher is removed; one a shopper claimed or redeemed is ended now and
     * kept (its orders and redemptions name it), gone from the merchant's list.
     */
    async remove(store: VoucherStoreRef, raw: unknown): Promise<{ vouchers_id: number; kept: boolean }> {
      const { vouchers_id } = parseInput(voucherIdInput, raw);
      return write(async (repo) => {
        const row = await repo.owned(store.id, vouchers_id, true);
        if (!row) throw voucherNotFound();
        if (row.quota_used === 0 && !(await repo.used(vouchers_id))) {
          await repo.remove(store.id, vouchers_id);
          return { vouchers_id, kept: false };
        }
        const now = clock.now();
        const ends = row.ends_at < now ? row.ends_at : now;
        const starts = row.starts_at < ends ? row.starts_at : new Date(ends.getTime() - 1000);
        await repo.update(store.id, vouchers_id, { deleted_at: now, ends_at: ends, starts_at: starts });
        return { vouchers_id, kept: true };
      });
    },

    /** The injected clock's now: the new-voucher form starts its period from it. */
    now(): Date {
      return clock.now();
    },

    /** The store's products the form offers for a voucher limited to chosen products. */
    async productOptions(store: VoucherStoreRef) {
      return promos.storeProductOptions(store.id, VOUCHER_PRODUCT_OPTIONS);
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
