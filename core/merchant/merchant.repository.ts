import { and, asc, count, desc, eq, exists, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { product } from "../catalog/catalog.tables.ts";
import { selectProductCards, visibleProduct } from "../catalog/index.ts";
import type { BrandSort, StoreProductSort } from "./merchant.view.ts";
import { merchant } from "./merchant.tables.ts";
import { joinStoreCity, joinStoreLocation, storeLocation } from "./store-location.query.ts";
import { likePattern } from "../shared/query-input.ts";

export interface BrandFilter {
  storetype: "official" | "regular";
  search?: string | undefined;
  /** 'A'–'Z', '#' or null for every name. */
  letter: string | null;
  /** Category ids including descendants; empty means every category. */
  categoryIds: number[];
}

function brandConditions(filter: BrandFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(merchant.status, "active"), eq(merchant.storetype, filter.storetype)];
  if (filter.search) conditions.push(ilike(merchant.name, likePattern(filter.search)));
  if (filter.letter === "#") conditions.push(sql`${merchant.name} !~* '^[a-z]'`);
  else if (filter.letter) conditions.push(ilike(merchant.name, `${filter.letter}%`));
  return and(...conditions);
}

const BRAND_ORDER: Record<BrandSort, SQL[]> = {
  lates: [desc(merchant.created_at), desc(merchant.id)],
  alphabet: [asc(sql`lower(${merchant.name})`), asc(merchant.id)],
  popular: [desc(merchant.rating_count), desc(merchant.rating_avg), asc(merchant.id)],
};

const STORE_PRODUCT_ORDER: Record<StoreProductSort, SQL[]> = {
  bestseller: [desc(product.sold_count), asc(product.id)],
  newest: [desc(product.created_at), desc(product.id)],
  price_asc: [asc(product.publish_price), asc(product.id)],
  price_desc: [desc(product.publish_price), asc(product.id)],
  rating: [desc(product.rating_avg), desc(product.rating_count), asc(product.id)],
};

export function createMerchantRepository(db: Executor) {
  const sellsIn = (categoryIds: number[]) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(product)
        .where(and(eq(product.merchant_id, merchant.id), eq(product.status, "PUBLISH"), inArray(product.category_id, categoryIds))),
    );

  return {
    async brands(filter: BrandFilter, sort: BrandSort, limit: number, offset: number) {
      const where = and(brandConditions(filter), filter.categoryIds.length > 0 ? sellsIn(filter.categoryIds) : undefined);
      const [rows, [total]] = await Promise.all([
        joinStoreCity(
          db
            .select({
              id: merchant.id,
              name: merchant.name,
              slug: merchant.slug,
              logo_url: merchant.logo_url,
              storetype: merchant.storetype,
              city: storeLocation.cityName,
              rating_avg: merchant.rating_avg,
            })
            .from(merchant)
            .$dynamic(),
        )
          .where(where)
          .orderBy(...BRAND_ORDER[sort])
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(merchant).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async productCounts(merchantIds: number[]) {
      if (merchantIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ merchant_id: product.merchant_id, value: count() })
        .from(product)
        .where(and(inArray(product.merchant_id, merchantIds), eq(product.status, "PUBLISH")))
        .groupBy(product.merchant_id);
      return new Map(rows.map((row) => [row.merchant_id, row.value]));
    },

    async findActiveBySlug(slug: string) {
      const rows = await joinStoreLocation(
        db
          .select({
            id: merchant.id,
            name: merchant.name,
            slug: merchant.slug,
            storetype: merchant.storetype,
            is_pkp: merchant.is_pkp,
            description: merchant.description,
            logo_url: merchant.logo_url,
            banner_url: merchant.banner_url,
            city: storeLocation.cityName,
            province: storeLocation.provinceName,
            rating_avg: merchant.rating_avg,
            rating_count: merchant.rating_count,
            created_at: merchant.created_at,
          })
          .from(merchant)
          .$dynamic(),
      )
        .where(and(eq(merchant.slug, slug), eq(merchant.status, "active")))
        .limit(1);
      return rows[0];
    },

    async storeProducts(merchantId: number, options: { search?: string | undefined; sort: StoreProductSort; limit: number; offset: number }) {
      const where = and(
        visibleProduct,
        eq(product.merchant_id, merchantId),
        options.search ? ilike(product.name, likePattern(options.search)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectProductCards(db)
          .where(where)
          .orderBy(...STORE_PRODUCT_ORDER[options.sort])
          .limit(options.limit)
          .offset(options.offset),
        db
          .select({ value: count() })
          .from(product)
          .innerJoin(merchant, eq(merchant.id, product.merchant_id))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
