import type { Database } from "../../db/client.ts";
import type { Clock } from "../shared/clock.ts";
import { createCatalogRepository } from "./catalog.repository.ts";
import { toProductCard, type CategoryDto, type ProductCardDto, type StoreSummaryDto } from "./catalog.dto.ts";

export interface HomeShowcaseDto {
  categories: CategoryDto[];
  products: ProductCardDto[];
  officialStores: StoreSummaryDto[];
  counts: { products: number; stores: number };
}

export function createCatalogService({ db }: { db: Database; clock: Clock }) {
  const catalog = createCatalogRepository(db);
  return {
    /** What the home page shows until the browsing issue adds flash sale, trending and recommendations. */
    async homeShowcase(lang: "id" | "en"): Promise<HomeShowcaseDto> {
      const [categories, products, stores, counts] = await Promise.all([
        catalog.topCategories(),
        catalog.bestSellingCards(18),
        catalog.officialStores(8),
        catalog.counts(),
      ]);
      return {
        categories: categories.map((row) => ({ id: row.id, name: lang === "en" ? row.name_en : row.name, slug: row.slug, icon: row.icon })),
        products: products.map(toProductCard),
        officialStores: stores.map((row) => ({
          id: row.id,
          merchant_name: row.name,
          merchant_slug: row.slug,
          photo: row.logo_url,
          city: row.city,
          storetype: row.storetype,
        })),
        counts,
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
