import type { Database } from "../../db/client.ts";
import type { Lang } from "../../i18n/index.ts";
import type { FlashPricing } from "../flashsale/index.ts";
import type { StoreProductReads } from "../merchant/index.ts";
import type { Clock } from "../shared/clock.ts";
import { memo } from "../shared/memo.ts";
import { paginationMeta, type Page, type PageUrl } from "../shared/pagination.ts";
import { createCatalogRepository } from "./catalog.repository.ts";
import { buildCategoryTree } from "./category-tree.ts";
import { categoryPath } from "./category-path.view.ts";
import {
  toProductCard,
  type CategoryDto,
  type MegaMenuCategoryDto,
  type ProductCardDto,
  type RelatedBrandDto,
  type StoreSummaryDto,
  type TrendingCategoryDto,
} from "./catalog.dto.ts";

/** Recommendations are a shop window, not a catalogue: 'load more' stops after this many pages. */
export const RECOMMENDATION_PER_PAGE = 18;
export const RECOMMENDATION_MAX_PAGES = 20;
/** Brands shown per top category in the mega-menu. */
const BRANDS_PER_CATEGORY = 8;
/**
 * The mega-menu and the trending list aggregate over every product; they change slowly, so each process
 * keeps its last answer this long (shoppers also cache the menu for 10 minutes, spec §9).
 */
const AGGREGATE_TTL_MS = 5 * 60 * 1000;
/** Pages per sitemap file: each is listed in both languages, so 20,000 URLs, well under the 50,000 limit. */
export const SITEMAP_PAGES_PER_FILE = 10_000;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * What a service that lists product cards is built with. flashSales is given rather than imported: the
 * flash-sale domain builds its cards from the catalogue's.
 */
export interface CardListingDeps {
  db: Database;
  clock: Clock;
  flashSales: Pick<FlashPricing, "withFlashPrices">;
}

export function createCatalogService({ db, clock, flashSales }: CardListingDeps) {
  const catalog = createCatalogRepository(db);

  const categoryTree = memo(clock, AGGREGATE_TTL_MS, () => catalog.allCategories().then(buildCategoryTree));

  const brandsByTop = memo(clock, AGGREGATE_TTL_MS, async () => {
    const [{ topOf }, pairs] = await Promise.all([categoryTree(), catalog.officialStoreCategories()]);
    const merchantsByTop = new Map<number, Set<number>>();
    for (const pair of pairs) {
      const top = topOf(pair.category_id);
      const set = merchantsByTop.get(top) ?? new Set<number>();
      set.add(pair.merchant_id);
      merchantsByTop.set(top, set);
    }
    const stores = await catalog.storesByIds([...new Set(pairs.map((pair) => pair.merchant_id))]);
    const storeById = new Map(stores.map((store) => [store.id, store]));
    const result = new Map<number, RelatedBrandDto[]>();
    for (const [top, ids] of merchantsByTop) {
      result.set(
        top,
        [...ids]
          .map((id) => storeById.get(id))
          .filter((store) => store !== undefined)
          .sort((a, b) => b.rating_count - a.rating_count || a.id - b.id)
          .slice(0, BRANDS_PER_CATEGORY)
          .map((store) => ({
            id: store.id,
            merchant_slug: store.slug,
            merchant_name: store.name,
            photo: store.logo_url,
          })),
      );
    }
    return result;
  });

  const salesBySubcategory = memo(clock, AGGREGATE_TTL_MS, async () => {
    const [{ byId }, sales] = await Promise.all([categoryTree(), catalog.categorySales()]);
    const totals = new Map<number, { products: number; sold: number }>();
    for (const row of sales) {
      // Leaves roll up into their second-level category, which is what the trending strip shows.
      let node = byId.get(row.category_id);
      while (node && node.level > 2 && node.parent_id != null) node = byId.get(node.parent_id);
      if (!node) continue;
      const total = totals.get(node.id) ?? { products: 0, sold: 0 };
      total.products += row.products;
      total.sold += row.sold;
      totals.set(node.id, total);
    }
    return totals;
  });

  // The recommended order sorts the whole catalogue; its first pages are computed once per TTL and the
  // cards are then read by id (a product hidden meanwhile drops out of its page).
  const recommendedIds = memo(clock, AGGREGATE_TTL_MS, () =>
    catalog.recommendedIds(RECOMMENDATION_PER_PAGE * RECOMMENDATION_MAX_PAGES),
  );

  const localName = (row: { name: string; name_en: string }, lang: Lang) => (lang === "en" ? row.name_en : row.name);

  async function topCategories(lang: Lang): Promise<CategoryDto[]> {
    const rows = await catalog.topCategories();
    return rows.map((row) => ({ id: row.id, name: localName(row, lang), slug: row.slug, icon: row.icon }));
  }

  async function officialStores(limit: number): Promise<StoreSummaryDto[]> {
    const stores = await catalog.officialStores(limit);
    return stores.map((row) => ({
      id: row.id,
      merchant_name: row.name,
      merchant_slug: row.slug,
      photo: row.logo_url,
      city: row.city,
      storetype: row.storetype,
    }));
  }

  /** Category ids with every descendant, for filters that accept a category of any level. */
  async function expandCategoryIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const { rows } = await categoryTree();
    const wanted = new Set(ids);
    let grew = true;
    while (grew) {
      grew = false;
      for (const row of rows) {
        if (row.parent_id != null && wanted.has(row.parent_id) && !wanted.has(row.id)) {
          wanted.add(row.id);
          grew = true;
        }
      }
    }
    return [...wanted].filter((id) => rows.some((row) => row.id === id));
  }

  return {
    /** Spec §3 Category: the tree of the header mega-menu in the request's language. */
    async megaMenu(lang: Lang): Promise<MegaMenuCategoryDto[]> {
      const [{ rows }, brands] = await Promise.all([categoryTree(), brandsByTop()]);
      const children = new Map<number, typeof rows>();
      for (const row of rows) {
        if (row.parent_id == null) continue;
        const list = children.get(row.parent_id) ?? [];
        list.push(row);
        children.set(row.parent_id, list);
      }
      return rows
        .filter((row) => row.level === 1)
        .map((top) => ({
          id: top.id,
          name: localName(top, lang),
          slug: top.slug,
          icon: top.icon,
          child: (children.get(top.id) ?? []).map((sub) => ({
            id: sub.id,
            name: localName(sub, lang),
            slug: sub.slug,
            child: (children.get(sub.id) ?? []).map((leaf) => ({
              id: leaf.id,
              name: localName(leaf, lang),
              slug: leaf.slug,
            })),
          })),
          related_brand: brands.get(top.id) ?? [],
        }));
    },

    /** Top categories only (chips on the brands page, the home strip). */
    topCategories,

    expandCategoryIds,

    /** Second-level categories ranked by units sold (spec §7 /homepage/trending/categories). */
    async trendingCategories(lang: Lang, limit = 12): Promise<TrendingCategoryDto[]> {
      const [{ byId }, totals] = await Promise.all([categoryTree(), salesBySubcategory()]);
      return [...totals.entries()]
        .map(([id, total]) => ({ row: byId.get(id)!, ...total }))
        .filter((entry) => entry.row !== undefined)
        .sort((a, b) => b.sold - a.sold || b.products - a.products || a.row.id - b.row.id)
        .slice(0, limit)
        .map(({ row, products, sold }) => ({
          id: row.id,
          name: localName(row, lang),
          slug: row.slug,
          icon: row.icon,
          level: row.level,
          product_count: products,
          sold_count: sold,
        }));
    },

    /**
     * One page of recommended product cards (spec §7 /homepage/products/recomendation?page=, starting at 1).
     * `upTo` returns pages 1..page at once, for a page rendered without JavaScript after 'load more'.
     * `preferMinPrice` puts products priced at least that much first (a platform promo's selection).
     */
    async recommendations(
      page: number,
      pageUrl: PageUrl,
      options: { upTo?: boolean; preferMinPrice?: number; maxPages?: number } = {},
    ): Promise<Page<ProductCardDto>> {
      const perPage = RECOMMENDATION_PER_PAGE;
      let ranked = (await recommendedIds()).slice(0, perPage * (options.maxPages ?? RECOMMENDATION_MAX_PAGES));
      if (options.preferMinPrice !== undefined) {
        const min = options.preferMinPrice;
        ranked = [
          ...ranked.filter((row) => row.publish_price >= min),
          ...ranked.filter((row) => row.publish_price < min),
        ];
      }
      const total = ranked.length;
      const current = Math.min(Math.max(1, page), RECOMMENDATION_MAX_PAGES + 1);
      const start = options.upTo ? 0 : (current - 1) * perPage;
      const slice = ranked.slice(start, current * perPage).map((row) => row.id);
      const items = await flashSales.withFlashPrices((await catalog.cardsByIds(slice)).map(toProductCard));
      const meta = paginationMeta(
        total,
        current,
        perPage,
        options.upTo ? Math.min(items.length, perPage) : items.length,
        pageUrl,
      );
      if (options.upTo && items.length > 0) {
        // The list holds pages 1..current: 'from' is 1 and 'to' is its last item.
        meta.from = 1;
        meta.to = items.length;
      }
      return { items, meta };
    },

    officialStores,

    /** A store's pages read its products here; core/services.ts hands this to merchant, which may not import catalog. */
    storeProducts: {
      expandCategoryIds,
      sellsIn: (storeId, categoryIds) => catalog.storeSellsIn(storeId, categoryIds),
      publishedCounts: (storeIds) => catalog.publishedCountsByStore(storeIds),
      async page(storeId, options) {
        const { rows, total } = await catalog.storeProducts(storeId, options);
        return { items: await flashSales.withFlashPrices(rows.map(toProductCard)), total };
      },
    } satisfies StoreProductReads,

    async counts() {
      return catalog.counts();
    },

    // ---- sitemap ---------------------------------------------------------------------------------------

    /** Number of product sitemap files (0 when the products fit into the file of the other pages). */
    async sitemapProductParts(): Promise<{ products: number; parts: number }> {
      const products = await catalog.countVisibleProducts();
      return { products, parts: Math.ceil(products / SITEMAP_PAGES_PER_FILE) };
    },

    /** Home, listings, categories and stores: every page that is not a product. */
    async sitemapPages(): Promise<SitemapEntry[]> {
      const [{ rows }, stores] = await Promise.all([categoryTree(), catalog.activeStoreSlugs()]);
      return [
        { path: "/" },
        { path: "/brands" },
        { path: "/flash-sale" },
        { path: "/terms-condition" },
        ...rows.map((row) => ({ path: categoryPath(row) })),
        ...stores.map((store) => ({ path: `/store/${store.slug}`, lastmod: store.updated_at.toISOString() })),
      ];
    },

    /** The products of sitemap part `part` (1-based), SITEMAP_PAGES_PER_FILE per part. */
    async sitemapProducts(part: number): Promise<SitemapEntry[]> {
      const after = await catalog.productIdBefore((part - 1) * SITEMAP_PAGES_PER_FILE);
      if (after === null) return [];
      const rows = await catalog.productSlugsAfter(after, SITEMAP_PAGES_PER_FILE);
      return rows.map((row) => ({ path: `/product/${row.slug}`, lastmod: row.updated_at.toISOString() }));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
