import { and, asc, desc, eq, gt, isNull, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { promoTermColumns } from "./promo.repository.ts";
import { promo, promo_claim, promo_product, promo_redemption } from "./promo.tables.ts";
import type { VoucherSort, VoucherTab } from "./voucher.inputs.ts";

// Written out in full: a select from one table leaves its columns unqualified, and inside a subquery an
// unqualified "id" would name the subquery's own table.
const outerPromoId = sql`${sql.identifier("promo")}.${sql.identifier("id")}`;

/** How many orders used the voucher (redemptions of paid or pending invoices). */
const timesRedeemed =
  sql<number>`(select count(*) from ${promo_redemption} where ${promo_redemption.promo_id} = ${outerPromoId})`.mapWith(
    Number,
  );

const voucherColumns = {
  ...promoTermColumns,
  per_user_limit: promo.per_user_limit,
  created_at: promo.created_at,
  times_redeemed: timesRedeemed,
  // A comma-separated text reads the same from both drivers, unlike an array.
  product_ids: sql<
    number[]
  >`coalesce((select string_agg(${promo_product.product_id}::text, ',' order by ${promo_product.product_id}) from ${promo_product} where ${promo_product.promo_id} = ${outerPromoId}), '')`.mapWith(
    (value: unknown) => (typeof value === "string" && value !== "" ? value.split(",").map(Number) : []),
  ),
};

const selectVouchers = (db: Executor) => db.select(voucherColumns).from(promo);
export type VoucherRow = Awaited<ReturnType<typeof selectVouchers>>[number];

/** The tab a voucher is in, by its dates against now. */
function inTab(tab: VoucherTab, now: Date): SQL | undefined {
  if (tab === "upcoming") return gt(promo.starts_at, now);
  if (tab === "running") return and(lte(promo.starts_at, now), gt(promo.ends_at, now));
  return lte(promo.ends_at, now);
}

const ORDER_BY: Record<VoucherSort, SQL[]> = {
  newest: [desc(promo.created_at), desc(promo.id)],
  ending: [asc(promo.ends_at), asc(promo.id)],
  name: [asc(sql`lower(${promo.name})`), asc(promo.id)],
  used: [desc(promo.quota_used), desc(promo.id)],
};

/** A store's own vouchers: every query names merchant_id; deleted ones are gone for the merchant. */
const ownedBy = (merchantId: number) => and(eq(promo.merchant_id, merchantId), isNull(promo.deleted_at));

export function createVoucherRepository(db: Executor) {
  return {
    async page(
      merchantId: number,
      query: { tab: VoucherTab; search: string; sort: VoucherSort; limit: number; offset: number },
      now: Date,
    ) {
      const words = query.search.replace(/[\\%_]/g, (match) => `\\${match}`);
      const where = and(
        ownedBy(merchantId),
        inTab(query.tab, now),
        words === "" ? undefined : sql`(${promo.name} ilike ${`%${words}%`} or ${promo.code} ilike ${`%${words}%`})`,
      );
      const [rows, totals] = await Promise.all([
        selectVouchers(db)
          .where(where)
          .orderBy(...ORDER_BY[query.sort])
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(promo)
          .where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async counts(merchantId: number, now: Date): Promise<Record<VoucherTab, number>> {
      // A bare parameter carries no column type: as ISO text, cast, both drivers take it.
      const at = sql`${now.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          upcoming: sql<number>`count(*) filter (where ${promo.starts_at} > ${at})`.mapWith(Number),
          running:
            sql<number>`count(*) filter (where ${promo.starts_at} <= ${at} and ${promo.ends_at} > ${at})`.mapWith(
              Number,
            ),
          ended: sql<number>`count(*) filter (where ${promo.ends_at} <= ${at})`.mapWith(Number),
        })
        .from(promo)
        .where(ownedBy(merchantId));
      return row ?? { upcoming: 0, running: 0, ended: 0 };
    },

    /** The store's voucher, locked for update when `lock` (an edit or delete inside a transaction). */
    async owned(merchantId: number, id: number, lock = false): Promise<VoucherRow | undefined> {
      const query = selectVouchers(db)
        .where(and(ownedBy(merchantId), eq(promo.id, id)))
        .limit(1);
      const rows = lock ? await query.for("update") : await query;
      return rows[0];
    },

    /** Codes are unique across every promo whatever their case (idx_promo_code). */
    async codeTaken(code: string, exceptId: number | null): Promise<boolean> {
      const rows = await db
        .select({ id: promo.id })
        .from(promo)
        .where(and(sql`upper(${promo.code}) = upper(${code})`, exceptId === null ? undefined : ne(promo.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },

    async insert(values: typeof promo.$inferInsert): Promise<number> {
      const rows = await db.insert(promo).values(values).returning({ id: promo.id });
      return rows[0]!.id;
    },

    async update(merchantId: number, id: number, values: Partial<typeof promo.$inferInsert>): Promise<void> {
      await db
        .update(promo)
        .set({ ...values, updated_at: sql`now()` })
        .where(and(ownedBy(merchantId), eq(promo.id, id)));
    },

    async setProducts(promoId: number, productIds: readonly number[]): Promise<void> {
      await db.delete(promo_product).where(eq(promo_product.promo_id, promoId));
      if (productIds.length > 0)
        await db
          .insert(promo_product)
          .values(productIds.map((productId) => ({ promo_id: promoId, product_id: productId })));
    },

    /** Whether any shopper claimed or redeemed the voucher: then it is history and is kept. */
    async used(promoId: number): Promise<boolean> {
      const [row] = await db
        .select({
          used: sql<boolean>`exists (select 1 from ${promo_redemption} where ${promo_redemption.promo_id} = ${promoId})
            or exists (select 1 from ${promo_claim} where ${promo_claim.promo_id} = ${promoId})`.mapWith(Boolean),
        })
        .from(sql`(select 1) as one`);
      return row?.used ?? false;
    },

    /** Removes an unused voucher (its claims, selections and product rows go with it). */
    async remove(merchantId: number, id: number): Promise<void> {
      await db.delete(promo).where(and(ownedBy(merchantId), eq(promo.id, id)));
    },
  };
}

export type VoucherRepository = ReturnType<typeof createVoucherRepository>;
