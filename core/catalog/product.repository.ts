import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { joinStoreLocation, storeLocation } from "../merchant/index.ts";
import { category, product } from "./catalog.tables.ts";
import { selectProductCards, visibleProduct } from "./product-card.query.ts";
import type { FlashOffer } from "../flashsale/index.ts";
import type { ProductDetailRow, VariantRow } from "./product.dto.ts";

/*
 * The product page's reads are prepared statements (db/prepared.ts): building the detail query in Drizzle
 * on every call took 0.6 ms of CPU beside PGlite's 1.4 ms for running it.
 */

const publishedCount = preparedQuery("product_published_count", (db) =>
  db
    .select({ value: count() })
    .from(product)
    .where(and(eq(product.merchant_id, sql.placeholder("merchantId")), eq(product.status, "PUBLISH"))),
);

/**
 * The leaf's best sellers first, then those of its sibling leaves (the other children of `parentId`; none
 * when it is null), in one statement rather than one per step.
 */
const bestSellersNear = preparedQuery("product_best_sellers_near", (db) =>
  selectProductCards(db)
    .where(
      and(
        visibleProduct,
        // An OR of the leaf and the subquery made the planner scan every product.
        sql`${product.category_id} in (select ${category.id} from ${category} where ${category.id} = ${sql.placeholder("leafId")} or ${category.parent_id} = ${sql.placeholder("parentId")})`,
        sql`${product.id} <> all(${sql.placeholder("excludeIds")})`,
      ),
    )
    .orderBy(sql`${product.category_id} = ${sql.placeholder("leafId")} desc`, desc(product.sold_count), asc(product.id))
    .limit(sql.placeholder("limit")),
);

/**
 * The running flash offer of a product as a column of another query: core/flashsale's runningOfferColumn,
 * given by the service because that domain builds on this one.
 */
export type OfferColumn = (productId: SQLWrapper, now: SQLWrapper) => SQL<FlashOffer | null>;

/**
 * Its category path comes from the cached tree: joining three category levels here made planning this
 * query cost more than running it. The visible products of its variant group come along as JSON (up to
 * 50, in id order): one statement instead of two saved about 0.35 ms of CPU per page on PGlite. Its running
 * flash offer comes along too, for the same reason: one trip to the database per product page.
 */
function visibleBySlugQuery(offerColumn: OfferColumn) {
  return preparedQuery("product_visible_by_slug", (db) =>
    joinStoreLocation(
      db
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
          city_name: storeLocation.cityName,
          province_name: storeLocation.provinceName,
          // The end of the store's holiday closure when it is closed now ('libur toko'): nothing can be bought.
          merchant_closed_until: sql<
            string | null
          >`case when ${merchant.holiday_from} <= ${sql.placeholder("now")}::timestamptz
            and ${sql.placeholder("now")}::timestamptz < ${merchant.holiday_to} then ${merchant.holiday_to} end`,
          merchant_holiday_note: merchant.holiday_note,
          variants: sql<VariantRow[]>`coalesce((
          select json_agg(v order by v.id) from (
            select v.id, v.slug, v.name, v.variant_name, v.photos
            from ${product} v join ${merchant} vm on vm.id = v.merchant_id
            where v.variant_group = ${product}.variant_group and v.status = 'PUBLISH' and vm.status = 'active'
            order by v.id limit 50
          ) v
        ), '[]')`,
          flash_offer: offerColumn(product.id, sql`${sql.placeholder("now")}::timestamptz`),
        })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .$dynamic(),
    )
      .where(and(eq(product.slug, sql.placeholder("slug")), visibleProduct))
      .limit(1),
  );
}

export function createProductRepository(db: Executor, offerColumn: OfferColumn) {
  const visibleBySlug = visibleBySlugQuery(offerColumn);
  return {
    /**
     * A product shoppers may see (published, in an open store) by its slug, with its store and region, the
     * visible products of its variant group (none outside a group) and its flash offer running at `now`.
     */
    async findVisibleBySlug(
      slug: string,
      now: Date,
    ): Promise<(ProductDetailRow & { variants: VariantRow[]; flash_offer: FlashOffer | null }) | undefined> {
      const rows = await visibleBySlug(db, { slug, now: now.toISOString() });
      return rows[0];
    },

    async publishedProductCount(merchantId: number): Promise<number> {
      const [row] = await publishedCount(db, { merchantId });
      return row?.value ?? 0;
    },

    /**
     * Up to `limit` visible best sellers of the leaf category, then of its sibling leaves under `parentId`
     * (null: the leaf alone), leaving out the given product ids.
     */
    async bestSellingNear(leafId: number, parentId: number | null, excludeIds: number[], limit: number) {
      if (limit <= 0) return [];
      return bestSellersNear(db, { leafId, parentId, excludeIds, limit });
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
