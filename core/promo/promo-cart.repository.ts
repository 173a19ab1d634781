import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { placeholderFor, preparedQuery } from "../../db/prepared.ts";
import { storeRefColumns } from "../merchant/index.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { promoTermColumns } from "./promo.repository.ts";
import { promo, promo_claim, promo_product, promo_redemption, promo_selection } from "./promo.tables.ts";

/** How often the shopper has redeemed the promo: their per-user limit counts these. */
const timesUsedBy = (userId: number | Placeholder) =>
  sql<number>`(select count(*) from ${promo_redemption} where ${promo_redemption.promo_id} = ${promo.id} and ${promo_redemption.user_id} = ${userId})`.mapWith(
    Number,
  );

/** A promo as the cart sees it for one shopper: its terms, whether they claimed or selected it, how often they used it. */
const cartPromoColumns = (userId: number | Placeholder) => ({
  ...promoTermColumns,
  per_user_limit: promo.per_user_limit,
  claimed: sql<boolean>`${promo_claim.user_id} is not null`.mapWith(Boolean),
  selected: sql<boolean>`${promo_selection.user_id} is not null`.mapWith(Boolean),
  used: timesUsedBy(userId),
  // The products a store voucher is limited to (none: the whole store), as text both drivers read alike.
  product_ids: sql<
    number[]
  >`coalesce((select string_agg(${promo_product.product_id}::text, ',') from ${promo_product} where ${promo_product.promo_id} = ${promo.id}), '')`.mapWith(
    (value: unknown) => (typeof value === "string" && value !== "" ? value.split(",").map(Number) : []),
  ),
  merchant: { ...storeRefColumns, status: merchant.status },
});

const promosForUser = (db: Executor, userId: number | Placeholder, where: SQL | undefined) =>
  db
    .select(cartPromoColumns(userId))
    .from(promo)
    .leftJoin(promo_claim, and(eq(promo_claim.promo_id, promo.id), eq(promo_claim.user_id, userId)))
    .leftJoin(promo_selection, and(eq(promo_selection.promo_id, promo.id), eq(promo_selection.user_id, userId)))
    .leftJoin(merchant, eq(merchant.id, promo.merchant_id))
    .where(where);

// The cart and every checkout preview read these two.
const selectedByShopper = isNotNull(promo_selection.user_id);
const shopperUserId = sql.placeholder("userId");
const selectedPromos = preparedQuery("promo_cart_selected", (db) =>
  promosForUser(db, shopperUserId, selectedByShopper).orderBy(promo.id),
);
const cartScopePromos = preparedQuery("promo_cart_scope", (db) =>
  promosForUser(
    db,
    shopperUserId,
    or(
      selectedByShopper,
      and(
        lte(promo.starts_at, placeholderFor("now", promo.starts_at)),
        gt(promo.ends_at, placeholderFor("now", promo.ends_at)),
        or(isNull(promo.merchant_id), sql`${promo.merchant_id} = any(${sql.placeholder("merchantIds")})`),
      ),
    ),
  ).orderBy(promo.id),
);

export function createPromoCartRepository(db: Executor) {
  const forUser = (userId: number, where: SQL | undefined) => promosForUser(db, userId, where);

  return {
    /**
     * The promos the cart may show: platform promos and vouchers of the given stores that are within their
     * dates, plus every promo the shopper has selected (so that one that stopped qualifying can say why).
     */
    async cartPromos(
      userId: number,
      merchantIds: readonly number[],
      now: Date,
      options: { onlySelected?: boolean } = {},
    ) {
      if (options.onlySelected) return selectedPromos(db, { userId });
      return cartScopePromos(db, { userId, now, merchantIds: [...merchantIds] });
    },

    async promoForUser(userId: number, promoId: number) {
      const rows = await forUser(userId, eq(promo.id, promoId)).limit(1);
      return rows[0];
    },

    /** Codes are unique regardless of case (idx_promo_code on upper(code)). */
    async promoByCodeForUser(userId: number, code: string) {
      const rows = await forUser(userId, sql`upper(${promo.code}) = upper(${code})`).limit(1);
      return rows[0];
    },

    /** True when this call created the claim; false when the shopper already had it. */
    async insertClaim(userId: number, promoId: number): Promise<boolean> {
      const rows = await db
        .insert(promo_claim)
        .values({ promo_id: promoId, user_id: userId })
        .onConflictDoNothing()
        .returning({ promo_id: promo_claim.promo_id });
      return rows.length > 0;
    },

    /** Takes one unit of the promo's quota if any is left; the row lock serialises concurrent takers. */
    async takeQuotaUnit(promoId: number): Promise<boolean> {
      const rows = await db
        .update(promo)
        .set({ quota_used: sql`${promo.quota_used} + 1`, updated_at: sql`now()` })
        .where(
          and(eq(promo.id, promoId), sql`(${promo.quota_total} is null or ${promo.quota_used} < ${promo.quota_total})`),
        )
        .returning({ id: promo.id });
      return rows.length > 0;
    },

    /**
     * Puts the promo in its slot (the platform slot, or its store's), replacing whatever was there. Run it in
     * a transaction. A concurrent select of another promo in the same slot makes the insert wait and then do
     * nothing; the next round (a new snapshot under READ COMMITTED) sees that row and replaces it.
     */
    async putInSlot(userId: number, promoId: number, merchantId: number | null): Promise<boolean> {
      const slot =
        merchantId === null ? isNull(promo_selection.merchant_id) : eq(promo_selection.merchant_id, merchantId);
      for (let round = 0; round < 10; round++) {
        await db
          .delete(promo_selection)
          .where(and(eq(promo_selection.user_id, userId), slot, ne(promo_selection.promo_id, promoId)));
        const inserted = await db
          .insert(promo_selection)
          .values({ user_id: userId, promo_id: promoId, merchant_id: merchantId })
          .onConflictDoNothing()
          .returning({ promo_id: promo_selection.promo_id });
        if (inserted.length > 0) return true;
        const present = await db
          .select({ promo_id: promo_selection.promo_id })
          .from(promo_selection)
          .where(and(eq(promo_selection.user_id, userId), eq(promo_selection.promo_id, promoId)));
        if (present.length > 0) return true;
      }
      return false;
    },

    async deleteSelection(userId: number, promoId: number): Promise<number> {
      const rows = await db
        .delete(promo_selection)
        .where(and(eq(promo_selection.user_id, userId), eq(promo_selection.promo_id, promoId)))
        .returning({ promo_id: promo_selection.promo_id });
      return rows.length;
    },

    async deleteAllSelections(userId: number): Promise<number> {
      const rows = await db
        .delete(promo_selection)
        .where(eq(promo_selection.user_id, userId))
        .returning({ promo_id: promo_selection.promo_id });
      return rows.length;
    },

    /** What redeeming needs to know of each promo, read inside the checkout transaction. */
    async redemptionTerms(userId: number, promoIds: readonly number[]) {
      if (promoIds.length === 0) return [];
      return db
        .select({
          id: promo.id,
          name: promo.name,
          requires_claim: promo.requires_claim,
          per_user_limit: promo.per_user_limit,
          used: timesUsedBy(userId),
        })
        .from(promo)
        .where(inArray(promo.id, [...promoIds]));
    },

    async insertRedemption(userId: number, promoId: number, reference: string, amount: number): Promise<void> {
      await db.insert(promo_redemption).values({ promo_id: promoId, user_id: userId, reference, amount });
    },

    /**
     * Deletes an invoice's redemptions (only those of `promoIds` when given) and names the promos whose quota
     * counted them (not claim-only).
     */
    async deleteRedemptions(reference: string, promoIds?: readonly number[]): Promise<number[]> {
      if (promoIds?.length === 0) return [];
      const rows = await db
        .delete(promo_redemption)
        .where(
          and(
            eq(promo_redemption.reference, reference),
            promoIds ? inArray(promo_redemption.promo_id, [...promoIds]) : undefined,
          ),
        )
        .returning({ promo_id: promo_redemption.promo_id });
      if (rows.length === 0) return [];
      const counted = await db
        .select({ id: promo.id })
        .from(promo)
        .where(
          and(
            inArray(
              promo.id,
              rows.map((row) => row.promo_id),
            ),
            eq(promo.requires_claim, 0),
            isNotNull(promo.quota_total),
          ),
        );
      return counted.map((row) => row.id);
    },

    async returnQuotaUnit(promoId: number): Promise<void> {
      await db
        .update(promo)
        .set({ quota_used: sql`greatest(${promo.quota_used} - 1, 0)`, updated_at: sql`now()` })
        .where(eq(promo.id, promoId));
    },

    /** Inserts selections known to occupy distinct slots; a row that a concurrent request put first stays. */
    async insertSelections(
      userId: number,
      rows: readonly { promoId: number; merchantId: number | null }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(promo_selection)
        .values(rows.map((row) => ({ user_id: userId, promo_id: row.promoId, merchant_id: row.merchantId })))
        .onConflictDoNothing();
    },
  };
}

export type PromoCartRepository = ReturnType<typeof createPromoCartRepository>;
export type CartPromoRow = Awaited<ReturnType<PromoCartRepository["cartPromos"]>>[number];
