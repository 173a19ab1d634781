import type { Database } from "../../db/client.ts";
import type { FlashPricing } from "../flashsale/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import { memo } from "../shared/memo.ts";
import { createTtlCache } from "../shared/ttl-cache.ts";
import { toProductCard, type ProductCardDto } from "./catalog.dto.ts";
import { createCatalogRepository } from "./catalog.repository.ts";
import { buildCategoryTree } from "./category-tree.ts";
import { createProductRepository } from "./product.repository.ts";
import { toProductDetail, type CategoryCrumbDto, type ProductDetailDto } from "./product.dto.ts";

/** Slugs are short; anything longer cannot name a product and is not worth a query. */
const MAX_SLUG_LENGTH = 255;
export const RELATED_PRODUCTS_LIMIT = 12;
/** Breadcrumb names may be this old; categories are edited rarely. */
const CATEGORY_TREE_TTL_MS = 5 * 60 * 1000;
/** The store box's product count may be this old; price and stock never are. */
const STORE_COUNT_TTL_MS = 60 * 1000;
/**
 * Best-seller order moves slowly and the related list costs one or two queries a page, so each process keeps
 * it this long (decision 0009); flash prices are put on the kept cards on every call.
 */
export const RELATED_TTL_MS = 60 * 1000;

export function productNotFound(): AppError {
  return new AppError("NOT_FOUND", "product.errors.not_found");
}

/** flashSales is given rather than imported: the flash-sale domain builds its cards from this one. */
export function createProductService({ db, clock, flashSales }: { db: Database; clock: Clock; flashSales: Pick<FlashPricing, "productOffer" | "withFlashPrices"> }) {
  const products = createProductRepository(db);
  const categoryTree = memo(clock, CATEGORY_TREE_TTL_MS, () => createCatalogRepository(db).allCategories().then(buildCategoryTree));
  const storeCounts = createTtlCache<number>({ ttlMs: STORE_COUNT_TTL_MS, maxEntries: 10_000, now: () => clock.now().getTime() });
  const relatedCards = createTtlCache<ProductCardDto[]>({ ttlMs: RELATED_TTL_MS, maxEntries: 2_000, now: () => clock.now().getTime() });

  async function bestSellersAround(detail: Pick<ProductDetailDto, "id" | "category" | "product_variant">, limit: number): Promise<ProductCardDto[]> {
    const leaf = detail.category[detail.category.length - 1];
    if (!leaf) return [];
    const parent = detail.category[detail.category.length - 2];
    const exclude = [detail.id, ...detail.product_variant.map((variant) => variant.id)];
    const own = await products.bestSelling({ leafId: leaf.id }, exclude, limit);
    if (own.length >= limit || !parent) return own.map(toProductCard);
    const more = await products.bestSelling({ siblingsOf: { leafId: leaf.id, parentId: parent.id } }, [...exclude, ...own.map((card) => card.id)], limit - own.length);
    return [...own, ...more].map(toProductCard);
  }

  return {
    /** Spec §3 product detail. Hidden products and products of closed stores do not exist for shoppers. */
    async detail(slug: string, lang: "id" | "en"): Promise<ProductDetailDto> {
      if (typeof slug !== "string" || slug.length === 0 || slug.length > MAX_SLUG_LENGTH) throw productNotFound();
      const row = await products.findVisibleBySlug(slug);
      if (!row) throw productNotFound();
      const [variants, merchantProductCount, flashSale, tree] = await Promise.all([
        row.variant_group === null ? Promise.resolve([]) : products.visibleVariants(row.variant_group),
        storeCounts.getOrLoad(String(row.merchant_id), () => products.publishedProductCount(row.merchant_id)),
        flashSales.productOffer(row.id, row.publish_price),
        categoryTree(),
      ]);
      const category: CategoryCrumbDto[] = tree.pathTo(row.category_id).map((node) => ({
        id: node.id,
        name: lang === "en" ? node.name_en : node.name,
        slug: node.slug,
        level: node.level,
      }));
      return toProductDetail(row, { variants, category, merchantProductCount, flashSale, now: clock.now() });
    },

    /**
     * Best sellers of the product's own leaf category, then of its sibling leaves, never the product or
     * one of its variants, kept RELATED_TTL_MS; their flash prices are read on every call. Takes the
     * detail already loaded, so it costs one query, or two or three when the list is not kept.
     */
    async related(detail: Pick<ProductDetailDto, "id" | "category" | "product_variant">, limit: number = RELATED_PRODUCTS_LIMIT): Promise<ProductCardDto[]> {
      const cards = await relatedCards.getOrLoad(`${detail.id} ${limit}`, () => bestSellersAround(detail, limit));
      return flashSales.withFlashPrices(cards);
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
