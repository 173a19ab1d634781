import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { product_view_daily } from "./dashboard.tables.ts";

/** Views of one product on one day, to be added to what is stored. */
export interface ViewIncrement {
  productId: number;
  merchantId: number;
  day: string;
  views: number;
}

export interface StoreProductViews {
  productId: number;
  views: number;
}

/** Rows per statement: six parameters each stays far below PostgreSQL's 65,535. */
const UPSERT_CHUNK = 2_000;

export function createProductViewsRepository(db: Executor) {
  return {
    /** Adds the increments, an upsert per chunk: a day's row is made by the first batch that has it. */
    async add(increments: readonly ViewIncrement[], now: Date): Promise<void> {
      for (let at = 0; at < increments.length; at += UPSERT_CHUNK) {
        await db
          .insert(product_view_daily)
          .values(
            increments.slice(at, at + UPSERT_CHUNK).map((row) => ({
              product_id: row.productId,
              merchant_id: row.merchantId,
              day: row.day,
              views: row.views,
              created_at: now,
              updated_at: now,
            })),
          )
          .onConflictDoUpdate({
            target: [product_view_daily.product_id, product_view_daily.day],
            set: {
              views: sql`${product_view_daily.views} + excluded.views`,
              updated_at: sql`excluded.updated_at`,
            },
          });
      }
    },

    /** The store's views per product over the days [start, end]. */
    async byProduct(merchantId: number, start: string, end: string): Promise<StoreProductViews[]> {
      const rows = await db
        .select({ productId: product_view_daily.product_id, views: sql<string>`sum(${product_view_daily.views})` })
        .from(product_view_daily)
        .where(
          and(
            eq(product_view_daily.merchant_id, merchantId),
            gte(product_view_daily.day, start),
            lte(product_view_daily.day, end),
          ),
        )
        .groupBy(product_view_daily.product_id);
      return rows.map((row) => ({ productId: row.productId, views: Number(row.views) }));
    },
  };
}

export type ProductViewsRepository = ReturnType<typeof createProductViewsRepository>;
