import { eq, sql } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import { allSettledOrFirstFailure } from "../shared/settle.ts";
import { product } from "./catalog.tables.ts";

export interface StockLine {
  productId: number;
  qty: number;
}

/**
 * A product's stock and sold count, as checkout, payment and expiry change them inside their transaction.
 * Products are always changed in id order, so two checkouts never wait on each other in a cycle.
 */
export function createStockRepository(db: Executor) {
  return {
    /**
     * Takes the units from stock. The row lock and the stock >= qty condition make concurrent buyers of
     * the last unit queue; the loser gets the id back. `sold` counts the units as sold in the same
     * statement (an order paid at once). The updates go out together, in that order, so they cost one
     * round trip however many products there are.
     */
    async reserve(
      items: StockLine[],
      options: { sold: boolean },
    ): Promise<{ ok: true } | { ok: false; productId: number; stock: number }> {
      const totals = new Map<number, number>();
      for (const item of items) totals.set(item.productId, (totals.get(item.productId) ?? 0) + item.qty);
      const sorted = [...totals].sort((a, b) => a[0] - b[0]);
      const updated = await allSettledOrFirstFailure(
        sorted.map(([productId, qty]) =>
          db.execute(
            sql`update product set stock = stock - ${qty}, sold_count = sold_count + ${options.sold ? qty : 0}, updated_at = now() where id = ${productId} and stock >= ${qty} and status = 'PUBLISH' returning id`,
          ),
        ),
      );
      const failed = sorted.find((_, index) => rowsOf(updated[index]).length === 0);
      if (!failed) return { ok: true };
      const [current] = await db.select({ stock: product.stock }).from(product).where(eq(product.id, failed[0]));
      return { ok: false, productId: failed[0], stock: current?.stock ?? 0 };
    },

    /** Puts units of an order that will not be paid back into stock. */
    async release(items: StockLine[]): Promise<void> {
      for (const item of [...items].sort((a, b) => a.productId - b.productId)) {
        await db
          .update(product)
          .set({ stock: sql`${product.stock} + ${item.qty}`, updated_at: sql`now()` })
          .where(eq(product.id, item.productId));
      }
    },

    /** Puts the units of a paid order that was refunded back into stock, and off the sold count. */
    async returnSold(items: StockLine[]): Promise<void> {
      for (const item of [...items].sort((a, b) => a.productId - b.productId)) {
        await db
          .update(product)
          .set({
            stock: sql`${product.stock} + ${item.qty}`,
            sold_count: sql`greatest(${product.sold_count} - ${item.qty}, 0)`,
            updated_at: sql`now()`,
          })
          .where(eq(product.id, item.productId));
      }
    },

    /** Counts the units of an order paid later as sold (their stock was taken when it was placed). */
    async addSold(items: StockLine[]): Promise<void> {
      for (const item of [...items].sort((a, b) => a.productId - b.productId)) {
        await db
          .update(product)
          .set({ sold_count: sql`${product.sold_count} + ${item.qty}` })
          .where(eq(product.id, item.productId));
      }
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
