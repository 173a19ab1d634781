import { bannersOf } from "./banner.service.ts";
import type { Column, SQL } from "drizzle-orm";
import type { Lang } from "../../i18n/index.ts";
import type { Database } from "../../db/client.ts";
import type { ProductCardDto } from "../catalog/index.ts";
import type { PromoService } from "../promo/index.ts";
import { AppError } from "../shared/errors.ts";
import { paginationMeta, type Page } from "../shared/pagination.ts";
import type { BrandDto, StoreDetailDto } from "./merchant.dto.ts";
import { brandListQuery, storeProductsQuery, type BrandListQuery, type StoreProductsQuery } from "./merchant.inputs.ts";
import type { StoreProductSort } from "./merchant.view.ts";
import { parseLenient, type RawQuery } from "../shared/query-input.ts";
import { createMerchantRepository } from "./merchant.repository.ts";

/** Links the pages of a listing at `listingPath` (the edge's address for it), keeping its filters. */
function urlWith(
  listingPath: string,
  params: Record<string, string | number | string[] | number[] | null | undefined>,
) {
  return (page: number) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value === null || value === undefined || value === "") continue;
      if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
      else search.set(key, String(value));
    }
    search.set("page", String(page));
    return `${listingPath}?${search.toString()}`;
  };
}

/**
 * What the store pages read of a store's products. Catalog owns products and depends on merchant, so it is
 * handed in by core/services.ts (catalog's storeProducts) rather than imported.
 */
export interface StoreProductReads {
  /** Category ids with their descendants; unknown ids drop out. */
  expandCategoryIds(ids: number[]): Promise<number[]>;
  /** A condition on a store id column: the store publishes a product in one of these categories. */
  sellsIn(storeId: Column, categoryIds: number[]): SQL;
  /** Published products per store. */
  publishedCounts(storeIds: number[]): Promise<Map<number, number>>;
  /** A page of the store's visible products as cards, with the flash prices the cart charges. */
  page(
    storeId: number,
    options: { search?: string | undefined; sort: StoreProductSort; limit: number; offset: number },
  ): Promise<{ items: ProductCardDto[]; total: number }>;
}

export interface MerchantServiceDeps {
  db: Database;
  products: StoreProductReads;
  /** Promo depends on merchant, so its vouchers are handed in too. */
  promos: Pick<PromoService, "storeVouchers">;
}

export function createMerchantService({ db, products, promos }: MerchantServiceDeps) {
  const merchants = createMerchantRepository(db);

  async function findStore(slug: string) {
    const store = await merchants.findActiveBySlug(slug);
    if (!store) throw new AppError("NOT_FOUND", "store.not_found");
    return store;
  }

  const service = {
    /** The brands listing (spec §7 GET /merchant/list); the edges parse the input with brandListQuery. */
    async brands(input: BrandListQuery, listingPath: string): Promise<Page<BrandDto>> {
      const categories = [...new Set([...(input["categories[]"] ?? []), ...(input.categories ?? [])])];
      const categoryIds = categories.length > 0 ? await products.expandCategoryIds(categories) : [];
      if (categories.length > 0 && categoryIds.length === 0) {
        // Unknown categories match no store, rather than every store.
        return { items: [], meta: paginationMeta(0, input.page, input.per_page, 0, () => "") };
      }
      const { rows, total } = await merchants.brands(
        {
          storetype: input.storetype,
          search: input.search,
          letter: input.alphabetsearch,
          sellsInCategories: categoryIds.length > 0 ? (storeId) => products.sellsIn(storeId, categoryIds) : null,
        },
        input.sort,
        input.per_page,
        (input.page - 1) * input.per_page,
      );
      const counts = await products.publishedCounts(rows.map((row) => row.id));
      const items = rows.map((row) => ({
        id: row.id,
        name: row.name,
        image: row.logo_url,
        slug: row.slug,
        storetype: row.storetype,
        city: row.city,
        rating_avg: Number(row.rating_avg),
        product_count: counts.get(row.id) ?? 0,
      }));
      const pageUrl = urlWith(listingPath, {
        search: input.search,
        sort: input.sort === "lates" ? undefined : input.sort,
        alphabetsearch: input.alphabetsearch,
        "categories[]": categories,
        storetype: input.storetype === "official" ? undefined : input.storetype,
      });
      return { items, meta: paginationMeta(total, input.page, input.per_page, items.length, pageUrl) };
    },

    async detail(slug: string, lang: Lang): Promise<StoreDetailDto> {
      const store = await findStore(slug);
      const [counts, vouchers] = await Promise.all([
        products.publishedCounts([store.id]),
        promos.storeVouchers(store.id, lang),
      ]);
      return {
        id: store.id,
        merchant_name: store.name,
        merchant_slug: store.slug,
        storetype: store.storetype,
        is_pkp: store.is_pkp ? "pkp" : "non-pkp",
        description: store.description,
        logo: store.logo_url,
        banner: store.banner_url,
        // Banners the merchant set in the merchant centre; a demo store has only banner_url.
        banners: bannersOf(store),
        city: store.city,
        province: store.province,
        rating_avg: Number(store.rating_avg),
        rating_count: store.rating_count,
        product_count: counts.get(store.id) ?? 0,
        joined_at: store.created_at.toISOString(),
        vouchers,
      };
    },

    async products(slug: string, input: StoreProductsQuery, listingPath: string): Promise<Page<ProductCardDto>> {
      const store = await findStore(slug);
      const { items, total } = await products.page(store.id, {
        search: input.search,
        sort: input.sort,
        limit: input.per_page,
        offset: (input.page - 1) * input.per_page,
      });
      const pageUrl = urlWith(listingPath, {
        search: input.search,
        sort: input.sort === "bestseller" ? undefined : input.sort,
      });
      return { items, meta: paginationMeta(total, input.page, input.per_page, items.length, pageUrl) };
    },

    /** For pages: a parameter that does not fit is ignored (it takes its default) instead of failing. */
    async brandsForPage(raw: RawQuery, listingPath: string) {
      const input = parseLenient(brandListQuery, { ...raw, lang: undefined });
      return { input, page: await service.brands(input, listingPath) };
    },

    async productsForPage(slug: string, raw: RawQuery, listingPath: string) {
      const input = parseLenient(storeProductsQuery, { ...raw, lang: undefined });
      return { input, page: await service.products(slug, input, listingPath) };
    },
  };
  return service;
}

export type MerchantService = ReturnType<typeof createMerchantService>;
