import { and, asc, eq, inArray, lte, ne } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { product } from "./catalog.tables.ts";

/*
 * Small reads of a store's products for other domains (the merchant dashboard names its top products, lists
 * those running out, and files product page views under the product they were of).
 */

export interface ProductSummary {
  id: number;
  merchantId: number;
  slug: string;
  name: string;
  stock: number;
  status: string;
}

const summaryColumns = {
  id: product.id,
  merchantId: product.merchant_id,
  slug: product.slug,
  name: product.name,
  stock: product.stock,
  status: product.status,
};

/** The products of one store among `ids` (another store's ids are left out). */
export async function storeProductSummaries(
  db: Executor,
  merchantId: number,
  ids: readonly number[],
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(product)
    .where(and(eq(product.merchant_id, merchantId), inArray(product.id, [...ids])));
}

/** The products that have these slugs, whatever their store or status. */
export async function productsBySlugs(db: Executor, slugs: readonly string[]): Promise<ProductSummary[]> {
  if (slugs.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(product)
    .where(inArray(product.slug, [...slugs]));
}

/** The store's products on sale with `threshold` or fewer left, fewest first. */
export async function lowStockProducts(
  db: Executor,
  merchantId: number,
  threshold: number,
  limit: number,
): Promise<ProductSummary[]> {
  return db
    .select(summaryColumns)
    .from(product)
    .where(and(eq(product.merchant_id, merchantId), ne(product.status, "DELETED"), lte(product.stock, threshold)))
    .orderBy(asc(product.stock), asc(product.name), asc(product.id))
    .limit(limit);
}
