import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { city } from "../region/region.tables.ts";
import { product } from "./catalog.tables.ts";

/** The columns a product card needs (see toProductCard), shared by every listing in every domain. */
export const productCardColumns = {
  id: product.id,
  slug: product.slug,
  name: product.name,
  photos: product.photos,
  stock: product.stock,
  publish_price: product.publish_price,
  base_price: product.base_price,
  rating_avg: product.rating_avg,
  rating_count: product.rating_count,
  sold_count: product.sold_count,
  merchant_name: merchant.name,
  merchant_slug: merchant.slug,
  merchant_city: city.name,
  is_pkp: merchant.is_pkp,
  storetype: merchant.storetype,
};

/** A product shoppers may see: published, in an open store. */
export const visibleProduct = and(eq(product.status, "PUBLISH"), eq(merchant.status, "active"));

/** product ⨝ merchant ⨝ city, selecting card columns; callers add where, order, limit. */
export function selectProductCards(db: Executor) {
  return db
    .select(productCardColumns)
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merchant_id))
    .innerJoin(city, eq(city.id, merchant.city_id))
    .$dynamic();
}
