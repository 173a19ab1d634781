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
 * Best-seller order moves slowly and the related list costs a query a page, so each process keeps it this
 * long (decision 0009); flash prices are put on the kept cards on every call.
 */
export const RELATED_TTL_MS = 60 * 1000;

export function productNotFound(): AppError {
  return new AppError("NOT_FOUND", "product.errors.not_found");
}

/** flashSales is given rather than imported: the flash-sale domain builds its cards from this one. */
export function createProductService({ db, clock, flashSales }: { db: Database; clock: Clock; flashSales: Pick<FlashPricing, "offers" | "productOffer" | "withFlashPrices"> }) {
  const products = createProductRepository(db);
  const categoryTree = memo(clock, CATEGORY_TREE_TTL_MS, () => createCatalogRepository(db).allCategories().then(buildCategoryTree));
  const storeCounts = createTtlCache<number>({ ttlMs: STORE_COUNT_TTL_MS, maxEntries: 10_000, now: () => clock.now().getTime() });
  const relatedCards = createTtlCache<ProductCardDto[]>({ ttlMs: RELATED_TTL_MS, maxEntries: 2_000, now: () => clock.now().getTime() });

  /** A product shoppers may see, with everything its detail needs but the flash offer. */
  async function findVisible(slug: string, lang: "id" | "en") {
    if (typeof slug !== "string" || slug.length === 0 || slug.length > MAX_SLUG_LENGTH) throw productNotFound();
    const row = await products.findVisibleBySlug(slug);
    if (!row) throw productNotFound();
    const [variants, merchantProductCount, tree] = await Promise.all([
      row.variant_group === null ? Promise.resolve([]) : products.visibleVariants(row.variant_group),
      storeCounts.getOrLoad(String(row.merchant_id), () => products.publishedProductCount(row.merchant_id)),
      categoryTree(),
    ]);
    const category: CategoryCrumbDto[] = tree.pathTo(row.category_id).map((node) => ({
      id: node.id,
      name: lang === "en" ? node.name_en : node.name,
      slug: node.slug,
      level: node.level,
    }));
    return { row, variants, category, merchantProductCount };
  }

  /** Best sellers of the leaf category, then of its sibling leaves, never the product or one of its variants. */
  async function bestSellersAround(productId: number, category: CategoryCrumbDto[], variants: VariantRow[]): Promise<ProductCardDto[]> {
    const leaf = category[category.length - 1];
    if (!leaf) return [];
    const parent = category[category.length - 2];
    const exclude = [productId, ...variants.map((variant) => variant.id)];
    return (await products.bestSellingNear(leaf.id, parent?.id ?? null, exclude, RELATED_PRODUCTS_LIMIT)).map(toProductCard);
  }

  return {
    /** Spec §3 product detail. Hidden products and products of closed stores do not exist for shoppers. */
    async detail(slug: string, lang: "id" | "en"): Promise<ProductDetailDto> {
      const { row, ...parts } = await findVisible(slug, lang);
      const flashSale = await flashSales.productOffer(row.id, row.publish_price);
      return toProductDetail(row, { ...parts, flashSale, now: clock.now() });
    },

    /**
     * The product page: the detail and its related products, best sellers around it kept RELATED_TTL_MS
     * (a failed list leaves the page without them). The flash offers of the product and of the related
     * cards are read fresh on every call, in one look-up.
     */
    async page(slug: string, lang: "id" | "en"): Promise<{ product: ProductDetailDto; related: ProductCardDto[] }> {
      const { row, ...parts } = await findVisible(slug, lang);
      const cards = await relatedCards.getOrLoad(String(row.id), () => bestSellersAround(row.id, parts.category, parts.variants)).catch((error: unknown) => {
        console.error("product page: related products failed to load", error);
        return [];
      });
      const running = await flashSales.offers([row.id, ...cards.map((card) => card.id)]);
      const [flashSale, related] = await Promise.all([flashSales.productOffer(row.id, row.publish_price, running), flashSales.withFlashPrices(cards, running)]);
      return { product: toProductDetail(row, { ...parts, flashSale, now: clock.now() }), related };
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
