import { and, asc, count, desc, eq, ilike, sql, type Column, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import type { BrandSort } from "./merchant.view.ts";
import { merchant, merchant_banner } from "./merchant.tables.ts";
import { bannerColumns } from "./banner.service.ts";
import { joinStoreCity, joinStoreLocation, storeLocation } from "./store-location.query.ts";
import { storeRefColumns } from "./store-ref.query.ts";
import { likePattern } from "../shared/query-input.ts";

export interface BrandFilter {
  storetype: "official" | "regular";
  search?: string | undefined;
  /** 'A'–'Z', '#' or null for every name. */
  letter: string | null;
  /** Keeps the stores that sell in the wanted categories (catalog's condition on a store id); null keeps every store. */
  sellsInCategories: ((storeId: Column) => SQL) | null;
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

export function createMerchantRepository(db: Executor) {
  return {
    async brands(filter: BrandFilter, sort: BrandSort, limit: number, offset: number) {
      const where = and(brandConditions(filter), filter.sellsInCategories?.(merchant.id));
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

    async findActiveBySlug(slug: string) {
      const rows = await joinStoreLocation(
        db
          .select({
            ...storeRefColumns,
            is_pkp: merchant.is_pkp,
            description: merchant.description,
            logo_url: merchant.logo_url,
            ...bannerColumns,
            city: storeLocation.cityName,
            province: storeLocation.provinceName,
            rating_avg: merchant.rating_avg,
            rating_count: merchant.rating_count,
            created_at: merchant.created_at,
          })
          .from(merchant)
          .leftJoin(merchant_banner, eq(merchant_banner.merchant_id, merchant.id))
          .$dynamic(),
      )
        .where(and(eq(merchant.slug, slug), eq(merchant.status, "active")))
        .limit(1);
      return rows[0];
    },
  };
}

export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
