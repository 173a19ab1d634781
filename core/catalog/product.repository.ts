import { and, asc, count, desc, eq, inArray, ne, notInArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { city, province } from "../region/region.tables.ts";
import { category, product } from "./catalog.tables.ts";
import { selectProductCards, visibleProduct } from "./product-card.query.ts";
import type { ProductDetailRow, VariantRow } from "./product.dto.ts";

export function createProductRepository(db: Executor) {
  return {
    /**
     * A product shoppers may see (published, in an open store) by its slug, with its store and region.
     * Its category path comes from the cached tree: joining three category levels here made planning
     * this query cost more than running it.
     */
    async findVisibleBySlug(slug: string): Promise<ProductDetailRow | undefined> {
      const rows = await db
        .select({
          id: product.id,
          slug: product.slug,
          name: product.name,
          description: product.description,
          youtube_url: product.youtube_url,
          variant_group: product.variant_group,
          variant_name: product.variant_name,
          attribute_type: product.attribute_type,
          attribute_values: product.attribute_values,
          photos: product.photos,
          base_price: product.base_price,
          publish_price: product.publish_price,
          stock: product.stock,
          weight_grams: product.weight_grams,
          sold_count: product.sold_count,
          rating_avg: product.rating_avg,
          rating_count: product.rating_count,
          category_id: product.category_id,
          merchant_id: merchant.id,
          merchant_name: merchant.name,
          merchant_slug: merchant.slug,
          merchant_logo: merchant.logo_url,
          storetype: merchant.storetype,
          is_pkp: merchant.is_pkp,
          merchant_rating_avg: merchant.rating_avg,
          merchant_rating_count: merchant.rating_count,
          city_name: city.name,
          province_name: province.name,
        })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .innerJoin(city, eq(city.id, merchant.city_id))
        .innerJoin(province, eq(province.id, merchant.province_id))
        .where(and(eq(product.slug, slug), visibleProduct))
        .limit(1);
      return rows[0];
    },

    /** The visible products of a variant group, in a stable order. */
    async visibleVariants(group: number): Promise<VariantRow[]> {
      return db
        .select({ id: product.id, slug: product.slug, name: product.name, variant_name: product.variant_name, photos: product.photos })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .where(and(eq(product.variant_group, group), visibleProduct))
        .orderBy(asc(product.id))
        .limit(50);
    },

    async publishedProductCount(merchantId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(product)
        .where(and(eq(product.merchant_id, merchantId), eq(product.status, "PUBLISH")));
      return row?.value ?? 0;
    },

    /**
     * Visible best sellers of one leaf category, or (with `siblingsOf`) of the other leaves under the same
     * parent, leaving out the given product ids.
     */
    async bestSelling(where: { leafId: number } | { siblingsOf: { leafId: number; parentId: number } }, excludeIds: number[], limit: number) {
      if (limit <= 0) return [];
      const inCategory =
        "leafId" in where
          ? eq(product.category_id, where.leafId)
          : and(
              inArray(product.category_id, db.select({ id: category.id }).from(category).where(eq(category.parent_id, where.siblingsOf.parentId))),
              ne(product.category_id, where.siblingsOf.leafId),
            );
      return selectProductCards(db)
        .where(and(visibleProduct, inCategory, excludeIds.length > 0 ? notInArray(product.id, excludeIds) : undefined))
        .orderBy(desc(product.sold_count), asc(product.id))
        .limit(limit);
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
