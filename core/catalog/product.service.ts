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
import { toProductDetail, type CategoryCrumbDto, type ProductDetailDto, type VariantRow } from "./product.dto.ts";

/** Slugs are short; anything longer cannot name a product and is not worth a query. */
const MAX_SLUG_LENGTH = 255;
export const RELATED_PRODUCTS_LIMIT = 12;
/** Breadcrumb names may be this old; categories are edited rarely. */
const CATEGORY_TREE_TTL_MS = 5 * 60 * 1000;
/** The store box's product count may be this old; price and stock never are. */
const STORE_COUNT_TTL_MS = 60 * 1000;
/**
 * Best-seller order moves slowly and the related list costs a query, so each process keeps it this long
 * (decision 0009); flash prices are put on the kept cards on every call.
 */
export const RELATED_TTL_MS = 60 * 1000;

export function productNotFound(): AppError {
  return new AppError("NOT_FOUND", "product.errors.not_found");
}

/** flashSales is given rather than imported: the flash-sale domain builds its cards from this one. */
export function createProductService({
  db,
  clock,
  flashSales,
}: {
  db: Database;
  clock: Clock;
  flashSales: Pick<FlashPricing, "unitOffer" | "withFlashPrices" | "offerColumn">;
}) {
  const products = createProductRepository(db, flashSales.offerColumn);
  const categoryTree = memo(clock, CATEGORY_TREE_TTL_MS, () =>
    createCatalogRepository(db).allCategories().then(buildCategoryTree),
  );
  const storeCounts = createTtlCache<number>({
    ttlMs: STORE_COUNT_TTL_MS,
    maxEntries: 10_000,
    now: () => clock.now().getTime(),
  });
  const relatedCards = createTtlCache<ProductCardDto[]>({
    ttlMs: RELATED_TTL_MS,
    maxEntries: 2_000,
    now: () => clock.now().getTime(),
  });

  /** A product shoppers may see, with everything its detail needs; `offer` is the flash offer running at `now`. */
  async function findVisible(slug: string, lang: "id" | "en", now: Date) {
    if (typeof slug !== "string" || slug.length === 0 || slug.length > MAX_SLUG_LENGTH) throw productNotFound();
    const found = await products.findVisibleBySlug(slug, now);
    if (!found) throw productNotFound();
    const { variants, flash_offer: offer, ...row } = found;
    const [merchantProductCount, tree] = await Promise.all([
      storeCounts.getOrLoad(String(row.merchant_id), () => products.publishedProductCount(row.merchant_id)),
      categoryTree(),
    ]);
    const category: CategoryCrumbDto[] = tree.pathTo(row.category_id).map((node) => ({
      id: node.id,
      name: lang === "en" ? node.name_en : node.name,
      slug: node.slug,
      level: node.level,
    }));
    return { row, variants, category, merchantProductCount, offer };
  }

  /** Best sellers of the leaf category, then of its sibling leaves, never the product or one of its variants. */
  async function bestSellersAround(
    productId: number,
    category: CategoryCrumbDto[],
    variants: VariantRow[],
  ): Promise<ProductCardDto[]> {
    const leaf = category[category.length - 1];
    if (!leaf) return [];
    const parent = category[category.length - 2];
    const exclude = [productId, ...variants.map((variant) => variant.id)];
    return (await products.bestSellingNear(leaf.id, parent?.id ?? null, exclude, RELATED_PRODUCTS_LIMIT)).map(
      toProductCard,
    );
  }

  return {
    /** Forgets kept related products and store counts after a store's catalogue changed (catalog-changes.ts). */
    forgetKept(): void {
      relatedCards.clear();
      storeCounts.clear();
    },

    /** Spec §3 product detail. Hidden products and products of closed stores do not exist for shoppers. */
    async detail(slug: string, lang: "id" | "en"): Promise<ProductDetailDto> {
      const now = clock.now();
      const { row, offer, ...parts } = await findVisible(slug, lang, now);
      return toProductDetail(row, { ...parts, flashSale: flashSales.unitOffer(row.publish_price, offer), now });
    },

    /**
     * The related products at the foot of the product page, which the browser asks for once the shopper
     * scrolls near them (decision 0009): best sellers around the product, kept RELATED_TTL_MS per slug, with
     * flash prices read fresh on every call. An unknown or hidden product throws NOT_FOUND.
     */
    async related(slug: string): Promise<ProductCardDto[]> {
      const cards = await relatedCards.getOrLoad(slug, async () => {
        const { row, category, variants } = await findVisible(slug, "id", clock.now());
        return bestSellersAround(row.id, category, variants);
      });
      return flashSales.withFlashPrices(cards);
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
