import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { product } from "../catalog/catalog.tables.ts";
import { countProductCards, selectProductCards, visibleProduct } from "../catalog/index.ts";
import { storeRefColumns } from "../merchant/index.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { promo } from "./promo.tables.ts";

/** A promo's terms: what every reader of promos selects (pages add texts, the cart adds its shopper's state). */
export const promoTermColumns = {
  id: promo.id,
  merchant_id: promo.merchant_id,
  name: promo.name,
  name_en: promo.name_en,
  slug: promo.slug,
  code: promo.code,
  kind: promo.kind,
  value: promo.value,
  max_discount: promo.max_discount,
  min_purchase: promo.min_purchase,
  starts_at: promo.starts_at,
  ends_at: promo.ends_at,
  quota_total: promo.quota_total,
  quota_used: promo.quota_used,
  requires_claim: promo.requires_claim,
  json_meta: promo.json_meta,
};

const promoColumns = {
  ...promoTermColumns,
  banner_url: promo.banner_url,
  description: promo.description,
  description_en: promo.description_en,
};

/** Live now: started, not ended, and quota (if any) not used up. */
const liveAt = (now: Date) =>
  and(
    lte(promo.starts_at, now),
    gt(promo.ends_at, now),
    sql`(${promo.quota_total} is null or ${promo.quota_used} < ${promo.quota_total})`,
  );

export function createPromoRepository(db: Executor) {
  return {
    async livePlatformBanners(now: Date, limit: number) {
      return db
        .select(promoColumns)
        .from(promo)
        .where(and(isNull(promo.merchant_id), liveAt(now)))
        .orderBy(asc(promo.ends_at), asc(promo.id))
        .limit(limit);
    },

    async liveStoreVouchers(merchantId: number, now: Date) {
      return db
        .select(promoColumns)
        .from(promo)
        .where(and(eq(promo.merchant_id, merchantId), eq(promo.listed, true), liveAt(now)))
        .orderBy(asc(promo.min_purchase), asc(promo.id))
        .limit(20);
    },

    async findBySlug(slug: string) {
      const rows = await db
        .select({
          promo: promoColumns,
          merchant: { ...storeRefColumns, logo_url: merchant.logo_url, status: merchant.status },
        })
        .from(promo)
        .leftJoin(merchant, eq(merchant.id, promo.merchant_id))
        .where(eq(promo.slug, slug))
        .limit(1);
      return rows[0];
    },

    /** A store voucher applies to that store's products, best sellers first. */
    async storeProductCards(merchantId: number, limit: number, offset: number) {
      return selectProductCards(db)
        .where(and(visibleProduct, eq(product.merchant_id, merchantId)))
        .orderBy(desc(product.sold_count), asc(product.id))
        .limit(limit)
        .offset(offset);
    },

    /** Which of these ids are the store's own products that are not deleted (a voucher may name them). */
    async storeProductIds(merchantId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: product.id })
        .from(product)
        .where(and(eq(product.merchant_id, merchantId), inArray(product.id, [...ids]), ne(product.status, "DELETED")));
      return rows.map((row) => row.id);
    },

    /** The store's products a voucher form offers to choose from, by name. */
    async storeProductOptions(merchantId: number, limit: number) {
      return db
        .select({ id: product.id, name: product.name, variant_name: product.variant_name, status: product.status })
        .from(product)
        .where(and(eq(product.merchant_id, merchantId), ne(product.status, "DELETED")))
        .orderBy(asc(sql`lower(${product.name})`), asc(product.id))
        .limit(limit);
    },

    async countStoreProducts(merchantId: number) {
      return countProductCards(db, and(visibleProduct, eq(product.merchant_id, merchantId)));
    },
  };
}

export type PromoRepository = ReturnType<typeof createPromoRepository>;
