import type { Executor } from "../../db/client.ts";
import { productsBySlugs } from "../catalog/index.ts";
import type { Clock } from "../shared/clock.ts";
import { storeDay } from "./dashboard.view.ts";
import { createProductViewsRepository, type ViewIncrement } from "./product-views.repository.ts";

/** Distinct (day, product, viewer's store) counts held between two flushes; beyond it new ones are dropped. */
const MAX_PENDING = 20_000;

interface PendingViews {
  slug: string;
  day: string;
  /** The viewer's own store: a store owner's look at their own product is not a view. */
  viewerStoreId: number | null;
  views: number;
}

/**
 * Product page views, counted in memory and written in batches (decision 0031): the page does no database
 * work for them. The server flushes every few seconds and on shutdown; what a crash loses is the views since
 * the last flush. Views arrive by the page's slug, so a page served from the page cache counts too; the
 * flush looks the slugs up once and files each view under its product and store.
 */
export function createProductViewCounter({ db, clock }: { db: Executor; clock: Clock }) {
  const views = createProductViewsRepository(db);
  let pending = new Map<string, PendingViews>();
  let running: Promise<void> = Promise.resolve();

  function add(entry: PendingViews) {
    const key = `${entry.day} ${entry.viewerStoreId ?? ""} ${entry.slug}`;
    const held = pending.get(key);
    if (held) held.views += entry.views;
    else if (pending.size < MAX_PENDING) pending.set(key, { ...entry });
  }

  async function write(batch: PendingViews[]): Promise<void> {
    const products = new Map(
      (await productsBySlugs(db, [...new Set(batch.map((entry) => entry.slug))])).map((row) => [row.slug, row]),
    );
    const increments = new Map<string, ViewIncrement>();
    for (const entry of batch) {
      const product = products.get(entry.slug);
      if (!product || product.merchantId === entry.viewerStoreId) continue;
      const key = `${product.id} ${entry.day}`;
      const held = increments.get(key);
      if (held) held.views += entry.views;
      else
        increments.set(key, {
          productId: product.id,
          merchantId: product.merchantId,
          day: entry.day,
          views: entry.views,
        });
    }
    await views.add([...increments.values()], clock.now());
  }

  return {
    /** One view of the product page at `slug`, by a visitor whose own store (if any) is `viewerStoreId`. */
    record(slug: string, viewerStoreId: number | null): void {
      add({ slug, day: storeDay(clock.now()), viewerStoreId, views: 1 });
    },

    /** Writes what was counted. One flush at a time; a failed one keeps its views for the next. */
    flush(): Promise<void> {
      running = running
        .catch(() => {})
        .then(async () => {
          const batch = [...pending.values()];
          pending = new Map();
          if (batch.length === 0) return;
          try {
            await write(batch);
          } catch (error) {
            for (const entry of batch) add(entry);
            throw error;
          }
        });
      return running;
    },

    /** Views waiting for the next flush. */
    get pendingCount(): number {
      let total = 0;
      for (const entry of pending.values()) total += entry.views;
      return total;
    },
  };
}

export type ProductViewCounter = ReturnType<typeof createProductViewCounter>;
