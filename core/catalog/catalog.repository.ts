import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { city } from "../region/region.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { category, product } from "./catalog.tables.ts";
import { selectProductCards, visibleProduct } from "./product-card.query.ts";

export function createCatalogRepository(db: Executor) {
  return {
    async topCategories() {
      return db
        .select({ id: category.id, name: category.name, name_en: category.name_en, slug: category.slug, icon: category.icon })
        .from(category)
        .where(eq(category.level, 1))
        .orderBy(asc(category.sort_order), asc(category.id));
    },

    async bestSellingCards(limit: number) {
      return selectProductCards(db)
        .where(visibleProduct)
        .orderBy(desc(product.sold_count), asc(product.id))
        .limit(limit);
    },

    async officialStores(limit: number) {
      return db
        .select({
          id: merchant.id,
          name: merchant.name,
          slug: merchant.slug,
          logo_url: merchant.logo_url,
          city: city.name,
          storetype: merchant.storetype,
        })
        .from(merchant)
        .innerJoin(city, eq(city.id, merchant.city_id))
        .where(and(eq(merchant.storetype, "official"), eq(merchant.status, "active")))
        .orderBy(desc(merchant.rating_count), asc(merchant.id))
        .limit(limit);
    },

    async counts() {
      const [products] = await db.select({ value: count() }).from(product).where(eq(product.status, "PUBLISH"));
      const [stores] = await db.select({ value: count() }).from(merchant).where(eq(merchant.status, "active"));
      return { products: products?.value ?? 0, stores: stores?.value ?? 0 };
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
