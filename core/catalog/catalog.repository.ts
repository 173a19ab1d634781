import { and, asc, count, desc, eq, exists, gt, ilike, inArray, sql, type Column, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { joinStoreCity, storeLocation, type StoreProductSort } from "../merchant/index.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { likePattern } from "../shared/query-input.ts";
import { category, product } from "./catalog.tables.ts";
import { cardsByIds, countProductCards, selectProductCards, visibleProduct } from "./product-card.query.ts";
import { categoryRows } from "./category.query.ts";

/**
 * The order of the recommended list: well rated products that also sell. A product with no sales or no
 * rating scores 0 and falls back to id order, so every page is stable.
 */
const recommendationScore = sql`(${product.rating_avg} * ln(1 + ${product.sold_count}))`;

const STORE_PRODUCT_ORDER: Record<StoreProductSort, SQL[]> = {
  bestseller: [desc(product.sold_count), asc(product.id)],
  newest: [desc(product.created_at), desc(product.id)],
  price_asc: [asc(product.publish_price), asc(product.id)],
  price_desc: [desc(product.publish_price), asc(product.id)],
  rating: [desc(product.rating_avg), desc(product.rating_count), asc(product.id)],
};

export function createCatalogRepository(db: Executor) {
  return {
    async topCategories() {
      return db
        .select({
          id: category.id,
          name: category.name,
          name_en: category.name_en,
          slug: category.slug,
          icon: category.icon,
        })
        .from(category)
        .where(eq(category.level, 1))
        .orderBy(asc(category.sort_order), asc(category.id));
    },

    /** The whole tree, parents before children; a few hundred rows. */
    async allCategories() {
      return categoryRows(db);
    },

    /** Which official stores sell in which categories: distinct (store, category) pairs of visible products. */
    async officialStoreCategories() {
      return db
        .selectDistinct({ merchant_id: product.merchant_id, category_id: product.category_id })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .where(and(visibleProduct, eq(merchant.storetype, "official")));
    },

    async storesByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: merchant.id,
          name: merchant.name,
          slug: merchant.slug,
          logo_url: merchant.logo_url,
          rating_count: merchant.rating_count,
        })
        .from(merchant)
        .where(inArray(merchant.id, ids));
    },

    /** Product count and units sold per category that holds visible products. */
    async categorySales() {
      return db
        .select({
          category_id: product.category_id,
          products: count(),
          sold: sql<number>`coalesce(sum(${product.sold_count}), 0)`.mapWith(Number),
        })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .where(visibleProduct)
        .groupBy(product.category_id);
    },

    /** The first `limit` products of the recommended order (a sort over the catalogue: cache the answer). */
    async recommendedIds(limit: number) {
      return db
        .select({ id: product.id, publish_price: product.publish_price })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .where(visibleProduct)
        .orderBy(desc(recommendationScore), desc(product.sold_count), asc(product.id))
        .limit(limit);
    },

    /** Cards of these products that are still visible, in the order of `ids`. */
    cardsByIds(ids: readonly number[]) {
      return cardsByIds(db, ids);
    },

    async officialStores(limit: number) {
      return joinStoreCity(
        db
          .select({
            id: merchant.id,
            name: merchant.name,
            slug: merchant.slug,
            logo_url: merchant.logo_url,
            city: storeLocation.cityName,
            storetype: merchant.storetype,
          })
          .from(merchant)
          .$dynamic(),
      )
        .where(and(eq(merchant.storetype, "official"), eq(merchant.status, "active")))
        .orderBy(desc(merchant.rating_count), asc(merchant.id))
        .limit(limit);
    },

    async counts() {
      const [products] = await db.select({ value: count() }).from(product).where(eq(product.status, "PUBLISH"));
      const [stores] = await db.select({ value: count() }).from(merchant).where(eq(merchant.status, "active"));
      return { products: products?.value ?? 0, stores: stores?.value ?? 0 };
    },

    // ---- a store's pages --------------------------------------------------------------------------------

    /** A condition on a store id column: the store publishes a product in one of these categories. */
    storeSellsIn(storeId: Column, categoryIds: number[]): SQL {
      return exists(
        db
          .select({ one: sql`1` })
          .from(product)
          .where(
            and(
              eq(product.merchant_id, storeId),
              eq(product.status, "PUBLISH"),
              inArray(product.category_id, categoryIds),
            ),
          ),
      );
    },

    /** Published products per store, for the stores given. */
    async publishedCountsByStore(storeIds: number[]) {
      if (storeIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ merchant_id: product.merchant_id, value: count() })
        .from(product)
        .where(and(inArray(product.merchant_id, storeIds), eq(product.status, "PUBLISH")))
        .groupBy(product.merchant_id);
      return new Map(rows.map((row) => [row.merchant_id, row.value]));
    },

    async storeProducts(
      storeId: number,
      options: { search?: string | undefined; sort: StoreProductSort; limit: number; offset: number },
    ) {
      const where = and(
        visibleProduct,
        eq(product.merchant_id, storeId),
        options.search ? ilike(product.name, likePattern(options.search)) : undefined,
      );
      const [rows, total] = await Promise.all([
        selectProductCards(db)
          .where(where)
          .orderBy(...STORE_PRODUCT_ORDER[options.sort])
          .limit(options.limit)
          .offset(options.offset),
        countProductCards(db, where),
      ]);
      return { rows, total };
    },

    // ---- sitemap ---------------------------------------------------------------------------------------

    async countVisibleProducts() {
      return countProductCards(db, visibleProduct);
    },

    /** Visible product slugs in id order after `afterId` (keyset paging keeps deep sitemap parts cheap). */
    async productSlugsAfter(afterId: number, limit: number) {
      return db
        .select({ id: product.id, slug: product.slug, updated_at: product.updated_at })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .where(and(visibleProduct, gt(product.id, afterId)))
        .orderBy(asc(product.id))
        .limit(limit);
    },

    /** The id after which the n-th (0-based) visible product starts: the keyset boundary of a sitemap part. */
    async productIdBefore(offset: number) {
      if (offset <= 0) return 0;
      const rows = await db
        .select({ id: product.id })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .where(visibleProduct)
        .orderBy(asc(product.id))
        .limit(1)
        .offset(offset - 1);
      return rows[0]?.id ?? null;
    },

    async activeStoreSlugs() {
      return db
        .select({ slug: merchant.slug, updated_at: merchant.updated_at })
        .from(merchant)
        .where(eq(merchant.status, "active"))
        .orderBy(asc(merchant.id));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
