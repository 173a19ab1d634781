import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { joinStoreCity, storeLocation } from "../merchant/index.ts";
import { product } from "./catalog.tables.ts";

/** What every card or line of a product shows of it (ProductFaceRow): its link, name, photos, stock and prices. */
export const productFaceColumns = {
  slug: product.slug,
  name: product.name,
  photos: product.photos,
  stock: product.stock,
  publish_price: product.publish_price,
  base_price: product.base_price,
};

/** The columns a product card needs (see toProductCard), shared by every listing in every domain. */
export const productCardColumns = {
  id: product.id,
  ...productFaceColumns,
  rating_avg: product.rating_avg,
  rating_count: product.rating_count,
  sold_count: product.sold_count,
  merchant_name: merchant.name,
  merchant_slug: merchant.slug,
  merchant_city: storeLocation.cityName,
  is_pkp: merchant.is_pkp,
  storetype: merchant.storetype,
};

/** A product shoppers may see: published, in an open store. */
export const visibleProduct = and(eq(product.status, "PUBLISH"), eq(merchant.status, "active"));

/**
 * A row that names a product (a cart line, a saved product, a flash-sale entry) ⨝ that product ⨝ its store,
 * on a `$dynamic()` query that selects named columns (an inner join then changes neither its shape nor its
 * nullability, so the query keeps its type).
 */
export function joinProductStore<Query extends PgSelect>(query: Query, productId: AnyPgColumn): Query {
  return query
    .innerJoin(product, eq(product.id, productId))
    .innerJoin(merchant, eq(merchant.id, product.merchant_id)) as unknown as Query;
}

/** product ⨝ merchant and its city, selecting card columns; callers add where, order, limit. */
export function selectProductCards(db: Executor) {
  return joinStoreCity(
    db.select(productCardColumns).from(product).innerJoin(merchant, eq(merchant.id, product.merchant_id)).$dynamic(),
  );
}

/** How many products (⨝ their store) match `where`: the total beside a page of selectProductCards. */
export async function countProductCards(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merchant_id))
    .where(where);
  return row?.value ?? 0;
}

const visibleCardsWithIds = preparedQuery("product_cards_by_ids", (db) =>
  selectProductCards(db).where(and(visibleProduct, sql`${product.id} = any(${sql.placeholder("ids")}::int[])`)),
);

/**
 * Cards of these products that are still visible, in the order of `ids`: the cards of every kept listing
 * page, search result and recommendation page, so one prepared statement (any number of ids, one text).
 */
export async function cardsByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await visibleCardsWithIds(db, { ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
