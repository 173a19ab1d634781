import type { Database, Executor } from "../../db/client.ts";
import { translator, type Lang } from "../../i18n/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError, type Message } from "../shared/errors.ts";
import { formatRupiah } from "../shared/money.ts";
import { parseInput } from "../shared/validation.ts";
import type {
  PromoActiveListDto,
  PromoBestResultDto,
  PromoCartSummary,
  PromoClaimResultDto,
  PromoMerchantGroupDto,
  PromoOptionDto,
  PromoUnusableReasonCode,
  UnusablePromoOptionDto,
} from "./promo-cart.dto.ts";
import { promoClaimInput } from "./promo-cart.inputs.ts";
import { createPromoCartRepository, type CartPromoRow } from "./promo-cart.repository.ts";
import {
  bestCombination,
  priceSelection,
  unusableReason,
  type PricedPromo,
  type PromoKind,
  type StoreBasket,
} from "./promo-pricing.ts";

type Verdict = { usable: true } | { usable: false; reason: PromoUnusableReasonCode } | { hidden: true };
type Judged = { row: CartPromoRow; priced: PricedPromo; verdict: Verdict };

function toPriced(row: CartPromoRow): PricedPromo {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    kind: row.kind as PromoKind,
    value: row.value,
    maxDiscount: row.max_discount,
    minPurchase: row.min_purchase,
    productIds: row.product_ids,
  };
}

type Barrier = PromoUnusableReasonCode | "not_claimed";

/**
 * What keeps a promo from existing for this shopper now, whatever the cart. A claim-only promo exists for the
 * shopper only once claimed, and its quota was spent by the claim, so an exhausted quota does not stop a
 * claimant; other promos spend quota at checkout and stop when it runs out.
 */
function barrier(row: CartPromoRow, now: Date): Barrier | null {
  const claimOnly = row.requires_claim === 1;
  if (claimOnly && !row.claimed) return "not_claimed";
  if (row.merchant_id !== null && row.merchant?.status !== "active") return "unavailable";
  if (now < row.starts_at) return "not_started";
  if (now >= row.ends_at) return "expired";
  if (!claimOnly && row.quota_total !== null && row.quota_used >= row.quota_total) return "quota_exhausted";
  if (row.used >= row.per_user_limit) return "used_up";
  return null;
}

/**
 * Whether a promo counts for this shopper and cart now. Unclaimed claim-only promos are not shown at all;
 * nor is anything out of its dates, out of quota or in a closed store unless the shopper had selected it
 * (then it is listed as unusable, so the shopper sees why the discount went away).
 */
function judge(row: CartPromoRow, baskets: readonly StoreBasket[], now: Date): Verdict {
  const blocked = barrier(row, now);
  if (blocked === "not_claimed") return { hidden: true };
  if (blocked && blocked !== "used_up" && !row.selected) return { hidden: true };
  const reason = blocked ?? unusableReason(baskets, toPriced(row));
  return reason ? { usable: false, reason } : { usable: true };
}

/** Reasons that come from the shopper's own cart: the checkout they see already shows the promo missing. */
const CART_REASONS = new Set<PromoUnusableReasonCode>(["no_items", "min_purchase"]);

export interface LapsedPromo {
  id: number;
  name: string;
}

const isUsable = (judged: Judged) => "usable" in judged.verdict && judged.verdict.usable;

/** AppErrors for a promo that cannot be selected, in the words of the catalogue. */
function refusal(reason: PromoUnusableReasonCode, row: CartPromoRow, baskets: readonly StoreBasket[]): AppError {
  switch (reason) {
    case "min_purchase":
      return new AppError("CONFLICT", "promo.min_purchase_not_met", {
        values: { amount: formatRupiah(row.min_purchase) },
      });
    case "no_items":
      // Spec §5: the promo chooser needs a checked product.
      if (!baskets.some((basket) => basket.subtotal > 0)) return new AppError("CONFLICT", "promo.select_product_first");
      return new AppError("CONFLICT", "promo.no_items_of_store", { values: { store: row.merchant?.name ?? "" } });
    case "used_up":
      return new AppError("CONFLICT", "promo.used_up");
    case "quota_exhausted":
      return new AppError("CONFLICT", "promo.quota_exhausted");
    default:
      return new AppError("NOT_FOUND", "promo.unavailable");
  }
}

/** Whole-rupiah, de-duplicated, non-negative baskets: the cart computes them, but a bad one must not price. */
function checkBaskets(baskets: readonly StoreBasket[]): StoreBasket[] {
  const merged = new Map<number, StoreBasket>();
  for (const basket of baskets) {
    const existing = merged.get(basket.merchantId);
    if (existing) {
      merged.set(basket.merchantId, {
        merchantId: basket.merchantId,
        subtotal: existing.subtotal + basket.subtotal,
        shipping:
          existing.shipping === null && basket.shipping === null
            ? null
            : (existing.shipping ?? 0) + (basket.shipping ?? 0),
        ...(existing.lines || basket.lines ? { lines: [...(existing.lines ?? []), ...(basket.lines ?? [])] } : {}),
      });
    } else merged.set(basket.merchantId, { ...basket });
  }
  return [...merged.values()];
}

/**
 * The cart side of promos for one signed-in shopper. The caller (the cart) passes the shopper's checked
 * baskets; promo never reads the cart. Rules: docs/decisions/0008-promo-stacking-and-claims.md.
 */
export function createPromoCartService({ db, clock }: { db: Database; clock: Clock }) {
  const promos = createPromoCartRepository(db);

  const judgeRows = (rows: readonly CartPromoRow[], baskets: readonly StoreBasket[], now: Date): Judged[] =>
    rows.map((row) => ({ row, priced: toPriced(row), verdict: judge(row, baskets, now) }));

  async function judgeAll(userId: number, baskets: readonly StoreBasket[], onlySelected = false): Promise<Judged[]> {
    const now = clock.now();
    const rows = await promos.cartPromos(
      userId,
      baskets.map((basket) => basket.merchantId),
      now,
      { onlySelected },
    );
    return judgeRows(rows, baskets, now);
  }

  function summarise(baskets: readonly StoreBasket[], judged: readonly Judged[], lang: Lang): PromoCartSummary {
    const counted = judged.filter((item) => item.row.selected && isUsable(item));
    const summary = priceSelection(
      baskets,
      counted.map((item) => item.priced),
    );
    const byId = new Map(counted.map((item) => [item.row.id, item.row]));
    return {
      ...summary,
      all_promo: summary.applied.map((applied) => {
        const row = byId.get(applied.promoId)!;
        return {
          id: row.id,
          name: lang === "en" ? row.name_en : row.name,
          potongan: applied.amount,
          merchant_id: row.merchant_id,
          kind: applied.kind,
        };
      }),
    };
  }

  /** Selects a promo after checking it may be used now; replaces the promo in the same slot. */
  async function selectChecked(userId: number, row: CartPromoRow, baskets: readonly StoreBasket[]): Promise<void> {
    const reason = barrier(row, clock.now()) ?? unusableReason(baskets, toPriced(row));
    if (reason === "not_claimed") throw new AppError("CONFLICT", "promo.not_claimed");
    if (reason) throw refusal(reason, row, baskets);
    const placed = await db.transaction((tx) =>
      createPromoCartRepository(tx).putInSlot(userId, row.id, row.merchant_id),
    );
    if (!placed) throw new AppError("CONFLICT", "promo.busy");
  }

  return {
    /** The 'Use Promo' modal: usable promos by slot, unusable ones with their reason, the best saving and the summary. */
    async available(userId: number, rawBaskets: readonly StoreBasket[], lang: Lang): Promise<PromoActiveListDto> {
      const baskets = checkBaskets(rawBaskets);
      const t = translator(lang);
      const judged = await judgeAll(userId, baskets);
      const visible = judged.filter((item) => !("hidden" in item.verdict));
      const usable = visible.filter(isUsable);
      const current = usable.filter((item) => item.row.selected).map((item) => item.priced);

      // What a promo would save in its slot, next to the rest of the current selection.
      const saving = (priced: PricedPromo) => {
        const selection = [
          priced,
          ...current.filter((other) => other.id !== priced.id && other.merchantId !== priced.merchantId),
        ];
        return priceSelection(baskets, selection).applied.find((applied) => applied.promoId === priced.id)?.amount ?? 0;
      };
      const option = (item: Judged, potongan: number): PromoOptionDto => ({
        id: item.row.id,
        promo_name: lang === "en" ? item.row.name_en : item.row.name,
        slug: item.row.slug,
        kind: item.priced.kind,
        value: item.row.value,
        max_potongan: item.row.max_discount,
        min_purchase: item.row.min_purchase,
        end_at: item.row.ends_at.toISOString(),
        is_selected: item.row.selected ? 1 : 0,
        potongan,
        json_meta: { icon: item.row.json_meta.icon ?? null },
        merchant_id: item.row.merchant_id,
        code: item.row.code,
      });
      const bySaving = (a: PromoOptionDto, b: PromoOptionDto) =>
        b.potongan - a.potongan || a.min_purchase - b.min_purchase || a.id - b.id;

      const tokoexpress = usable
        .filter((item) => item.row.merchant_id === null)
        .map((item) => option(item, saving(item.priced)))
        .sort(bySaving);
      const merchant: PromoMerchantGroupDto[] = [];
      for (const basket of baskets) {
        const ofStore = usable.filter((item) => item.row.merchant_id === basket.merchantId);
        const store = ofStore[0]?.row.merchant;
        if (!store) continue;
        merchant.push({
          merchant: { id: store.id, merchant_name: store.name, merchant_slug: store.slug, storetype: store.storetype },
          promos: ofStore.map((item) => option(item, saving(item.priced))).sort(bySaving),
        });
      }
      const non_active: UnusablePromoOptionDto[] = visible
        .filter((item) => !isUsable(item))
        .map((item) => {
          const reason = (item.verdict as { reason: PromoUnusableReasonCode }).reason;
          return {
            ...option(item, 0),
            reason,
            message: t(`promo.reason.${reason}`, {
              amount: formatRupiah(item.row.min_purchase),
              limit: item.row.per_user_limit,
            }),
          };
        })
        .sort(
          (a, b) =>
            b.is_selected - a.is_selected ||
            Number(a.merchant_id !== null) - Number(b.merchant_id !== null) ||
            a.min_purchase - b.min_purchase ||
            a.id - b.id,
        );

      const best = bestCombination(
        baskets,
        usable.map((item) => item.priced),
      );
      return {
        tokoexpress,
        merchant,
        non_active,
        best: { promo_ids: best.promoIds, saving: best.saving },
        summary: summarise(baskets, judged, lang),
      };
    },

    /**
     * Inside the checkout transaction: books each applied promo against the invoice. A promo whose quota
     * counts uses (not claim-only: a claim already took its unit) takes a unit now; losing it to another
     * checkout, or the shopper's own limit being reached meanwhile, aborts the checkout.
     */
    async redeem(
      tx: Executor,
      userId: number,
      invoiceCode: string,
      applied: readonly { promoId: number; amount: number }[],
    ): Promise<void> {
      const scoped = createPromoCartRepository(tx);
      const byPromo = new Map<number, number>();
      for (const item of applied) byPromo.set(item.promoId, (byPromo.get(item.promoId) ?? 0) + item.amount);
      const terms = await scoped.redemptionTerms(userId, [...byPromo.keys()]);
      for (const term of terms.sort((a, b) => a.id - b.id)) {
        if (term.used >= term.per_user_limit)
          throw new AppError("CONFLICT", "promo.used_up", { values: { name: term.name } });
        if (term.requires_claim === 0 && !(await scoped.takeQuotaUnit(term.id)))
          throw new AppError("CONFLICT", "promo.quota_exhausted");
        await scoped.insertRedemption(userId, term.id, invoiceCode, byPromo.get(term.id) ?? 0);
      }
    },

    /**
     * Undo of redeem for an invoice that expired or was cancelled (or, with `promoIds`, of those promos only, for
     * a refunded order of it): quota units and the shopper's uses come back, once.
     */
    async releaseRedemptions(tx: Executor, invoiceCode: string, promoIds?: readonly number[]): Promise<void> {
      const scoped = createPromoCartRepository(tx);
      for (const promoId of await scoped.deleteRedemptions(invoiceCode, promoIds))
        await scoped.returnQuotaUnit(promoId);
    },

    /** After a checkout: the promos it used leave the shopper's selection. */
    async clearSelections(tx: Executor, userId: number, promoIds: readonly number[]): Promise<void> {
      const scoped = createPromoCartRepository(tx);
      for (const promoId of promoIds) await scoped.deleteSelection(userId, promoId);
    },

    /** The priced selection for the cart summary; only promos that qualify now count. */
    async selectedFor(
      userId: number,
      rawBaskets: readonly StoreBasket[],
      lang: Lang = "id",
    ): Promise<PromoCartSummary> {
      const baskets = checkBaskets(rawBaskets);
      return summarise(baskets, await judgeAll(userId, baskets, true), lang);
    },

    /**
     * The selection as checkout prices it, in two steps: the shopper's selected promos are read at once (the
     * read depends on nothing checkout computes, so it runs beside checkout's own reads), then priced once
     * the baskets with their shipping are known. Beside the summary: the selected promos that lapsed through
     * no change of the shopper's cart (run out, ended, store closed, used up elsewhere), for which pay refuses
     * rather than charge more than the shopper may have seen a moment ago.
     */
    async checkoutSelection(
      userId: number,
      lang: Lang,
    ): Promise<(baskets: readonly StoreBasket[]) => { summary: PromoCartSummary; lapsed: LapsedPromo[] }> {
      const rows = await promos.cartPromos(userId, [], clock.now(), { onlySelected: true });
      return (rawBaskets) => {
        const baskets = checkBaskets(rawBaskets);
        const judged = judgeRows(rows, baskets, clock.now());
        const lapsed = judged
          .filter((item) => "reason" in item.verdict && !CART_REASONS.has(item.verdict.reason))
          .map((item) => ({ id: item.row.id, name: lang === "en" ? item.row.name_en : item.row.name }));
        return { summary: summarise(baskets, judged, lang), lapsed };
      };
    },

    async select(userId: number, promoId: number, rawBaskets: readonly StoreBasket[]): Promise<Message> {
      const baskets = checkBaskets(rawBaskets);
      const row = Number.isSafeInteger(promoId) && promoId > 0 ? await promos.promoForUser(userId, promoId) : undefined;
      if (!row) throw new AppError("NOT_FOUND", "promo.unavailable");
      await selectChecked(userId, row, baskets);
      return { key: "promo.selected" };
    },

    /** Idempotent: unselecting a promo that is not selected changes nothing and still succeeds. */
    async unselect(userId: number, promoId: number): Promise<Message> {
      if (Number.isSafeInteger(promoId) && promoId > 0) await promos.deleteSelection(userId, promoId);
      return { key: "promo.unselected" };
    },

    async reset(userId: number): Promise<Message> {
      await promos.deleteAllSelections(userId);
      return { key: "promo.reset" };
    },

    /**
     * Replaces the selection with the one that saves the most now. When no promo saves anything the
     * selection stays as it is (a free-shipping promo saves nothing before a courier is chosen).
     */
    async applyBest(
      userId: number,
      rawBaskets: readonly StoreBasket[],
    ): Promise<{ message: Message; data: PromoBestResultDto }> {
      const baskets = checkBaskets(rawBaskets);
      const usable = (await judgeAll(userId, baskets)).filter(isUsable);
      const best = bestCombination(
        baskets,
        usable.map((item) => item.priced),
      );
      if (best.promoIds.length === 0) return { message: { key: "promo.no_best" }, data: { promo_ids: [], saving: 0 } };
      const chosen = best.promoIds.map((id) => usable.find((item) => item.row.id === id)!);
      await db.transaction(async (tx) => {
        const repository = createPromoCartRepository(tx);
        await repository.deleteAllSelections(userId);
        await repository.insertSelections(
          userId,
          chosen.map((item) => ({ promoId: item.row.id, merchantId: item.row.merchant_id })),
        );
      });
      return {
        message: { key: "promo.best_applied", values: { amount: formatRupiah(best.saving) } },
        data: { promo_ids: best.promoIds, saving: best.saving },
      };
    },

    /**
     * Claims a promo by its code. Claim-only promos: one claim per shopper, each taking one unit of the quota
     * in the same transaction; claiming again changes nothing. Other promos: the code simply applies them.
     * Either way the promo is selected when the baskets qualify.
     */
    async claim(
      userId: number,
      code: unknown,
      rawBaskets?: readonly StoreBasket[],
    ): Promise<{ message: Message; data: PromoClaimResultDto }> {
      const { promo_code } = parseInput(promoClaimInput, { promo_code: code });
      const baskets = checkBaskets(rawBaskets ?? []);
      const row = await promos.promoByCodeForUser(userId, promo_code);
      const now = clock.now();
      const closedStore = row !== undefined && row.merchant_id !== null && row.merchant?.status !== "active";
      if (!row || closedStore || now < row.starts_at || now >= row.ends_at)
        throw new AppError("NOT_FOUND", "promo.code_not_found");
      if (row.used >= row.per_user_limit) throw new AppError("CONFLICT", "promo.used_up");

      if (row.requires_claim !== 1) {
        await selectChecked(userId, row, baskets);
        return { message: { key: "promo.code_applied" }, data: { promo_id: row.id, claimed: false, selected: true } };
      }

      const claimed = await db.transaction(async (tx) => {
        const repository = createPromoCartRepository(tx);
        // The claim row first: a second claim by the same shopper waits on it and then does nothing.
        if (!(await repository.insertClaim(userId, row.id))) return false;
        if (!(await repository.takeQuotaUnit(row.id))) throw new AppError("CONFLICT", "promo.quota_exhausted");
        return true;
      });
      let selected = false;
      if (barrier({ ...row, claimed: true }, now) === null && unusableReason(baskets, toPriced(row)) === null) {
        selected = await db.transaction((tx) =>
          createPromoCartRepository(tx).putInSlot(userId, row.id, row.merchant_id),
        );
      }
      const key = claimed
        ? selected
          ? "promo.claimed_applied"
          : "promo.claimed"
        : selected
          ? "promo.already_claimed_applied"
          : "promo.already_claimed";
      return { message: { key }, data: { promo_id: row.id, claimed, selected } };
    },
  };
}

export type PromoCartService = ReturnType<typeof createPromoCartService>;
