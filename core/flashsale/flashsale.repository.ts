import { and, asc, count, desc, eq, exists, gt, lt, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { placeholderFor, preparedQuery } from "../../db/prepared.ts";
import { product } from "../catalog/catalog.tables.ts";
import { joinProductStore, productCardColumns, visibleProduct } from "../catalog/index.ts";
import { joinStoreCity } from "../merchant/index.ts";
import type { FlashSaleSort } from "./flashsale.dto.ts";
import type { FlashOffer } from "./flash-pricing.ts";
import { flash_sale, flash_sale_product } from "./flashsale.tables.ts";

const SORT_ORDER: Record<FlashSaleSort, SQL[]> = {
  recommended: [desc(flash_sale_product.sold), asc(product.id)],
  discount: [
    desc(sql`(${product.publish_price} - ${flash_sale_product.flash_price})::float / ${product.publish_price}`),
    asc(product.id),
  ],
  price_asc: [asc(flash_sale_product.flash_price), asc(product.id)],
  price_desc: [desc(flash_sale_product.flash_price), asc(product.id)],
  sold: [desc(flash_sale_product.sold), asc(product.id)],
};

/**
 * Decision 0014's offer rule, written once for runningOffers and runningOfferColumn: the sale runs at `now` and
 * has quota left; of two such sales the lower flash price wins, then the older sale.
 */
const offerRunsAt = (now: SQLWrapper) =>
  and(
    lte(flash_sale.starts_at, now),
    gt(flash_sale.ends_at, now),
    lt(flash_sale_product.sold, flash_sale_product.quota),
  );
const OFFER_PREFERENCE = [asc(flash_sale_product.flash_price), asc(flash_sale.id)];

const offersOf = preparedQuery("flash_running_offers", (db) =>
  db
    .selectDistinctOn([flash_sale_product.product_id], {
      product_id: flash_sale_product.product_id,
      flash_sale_id: flash_sale.id,
      name: flash_sale.name,
      flash_price: flash_sale_product.flash_price,
      quota: flash_sale_product.quota,
      sold: flash_sale_product.sold,
      starts_at: flash_sale.starts_at,
      ends_at: flash_sale.ends_at,
    })
    .from(flash_sale)
    .innerJoin(flash_sale_product, eq(flash_sale_product.flash_sale_id, flash_sale.id))
    .where(
      and(
        sql`${flash_sale_product.product_id} = any(${sql.placeholder("productIds")})`,
        offerRunsAt(placeholderFor("now", flash_sale.starts_at)),
      ),
    )
    .orderBy(flash_sale_product.product_id, ...OFFER_PREFERENCE),
);

/** What json_build_object gives back: numbers as numbers, timestamps as text (postgres.js leaves json unparsed). */
function toFlashOffer(value: unknown): FlashOffer | null {
  if (value === null || value === undefined) return null;
  const offer = (typeof value === "string" ? JSON.parse(value) : value) as Omit<FlashOffer, "starts_at" | "ends_at"> & {
    starts_at: string;
    ends_at: string;
  };
  return { ...offer, starts_at: new Date(offer.starts_at), ends_at: new Date(offer.ends_at) };
}

/**
 * The running offer of the product `productId` names, as one column of another domain's query, so that the
 * cart reads its lines and their offers in one statement. `now` is a timestamptz value; null when the
 * product is not on flash sale.
 */
export function runningOfferColumn(productId: SQLWrapper, now: SQLWrapper) {
  return sql<FlashOffer | null>`(
    select json_build_object('flash_sale_id', ${flash_sale.id}, 'name', ${flash_sale.name}, 'flash_price', ${flash_sale_product.flash_price},
      'quota', ${flash_sale_product.quota}, 'sold', ${flash_sale_product.sold}, 'starts_at', ${flash_sale.starts_at}, 'ends_at', ${flash_sale.ends_at})
    from ${flash_sale} inner join ${flash_sale_product} on ${flash_sale_product.flash_sale_id} = ${flash_sale.id}
    where ${flash_sale_product.product_id} = ${productId} and ${offerRunsAt(now)}
    order by ${sql.join(OFFER_PREFERENCE, sql`, `)} limit 1)`.mapWith(toFlashOffer);
}

/**
 * The price the cards show while flash sales run at `now` — the offer of decision 0014, whose price is the
 * lowest with quota left — as a table of (product_id, flash_price), one row per product on sale, for other
 * domains' queries to join: listings filter and sort by the price a shopper sees. Uncorrelated, so
 * PostgreSQL reads the few running offers once per query, not once per product.
 */
export function runningFlashPrices(now: SQLWrapper) {
  return sql`(select ${flash_sale_product.product_id} as product_id, min(${flash_sale_product.flash_price}) as flash_price
    from ${flash_sale_product} inner join ${flash_sale} on ${flash_sale.id} = ${flash_sale_product.flash_sale_id}
    where ${offerRunsAt(now)} group by ${flash_sale_product.product_id})`;
}

export function createFlashSaleRepository(db: Executor) {
  return {
    /** Sessions that have not ended, the earliest first (so a running one comes before upcoming ones). */
    async sessionsNotEnded(now: Date, limit: number) {
      return db
        .select()
        .from(flash_sale)
        .where(gt(flash_sale.ends_at, now))
        .orderBy(asc(flash_sale.starts_at), asc(flash_sale.id))
        .limit(limit);
    },

    async findById(id: number) {
      const rows = await db.select().from(flash_sale).where(eq(flash_sale.id, id)).limit(1);
      return rows[0];
    },

    async products(saleId: number, options: { sort: FlashSaleSort; limit: number; offset: number }) {
      const where = and(eq(flash_sale_product.flash_sale_id, saleId), visibleProduct);
      const [rows, [total]] = await Promise.all([
        joinStoreCity(
          joinProductStore(
            db
              .select({
                ...productCardColumns,
                flash_price: flash_sale_product.flash_price,
                quota: flash_sale_product.quota,
                sold: flash_sale_product.sold,
              })
              .from(flash_sale_product)
              .$dynamic(),
            flash_sale_product.product_id,
          ),
        )
          .where(where)
          .orderBy(...SORT_ORDER[options.sort])
          .limit(options.limit)
          .offset(options.offset),
        joinProductStore(
          db.select({ value: count() }).from(flash_sale_product).$dynamic(),
          flash_sale_product.product_id,
        ).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * The offer of each product in a sale running at `now` with quota left; a product in two running sales
     * gets the lower flash price. Starts from the few running sales and reaches their products by key.
     */
    async runningOffers(productIds: number[], now: Date): Promise<Map<number, FlashOffer>> {
      const rows = productIds.length === 0 ? [] : await offersOf(db, { productIds, now });
      return new Map(rows.map(({ product_id, ...offer }) => [product_id, offer]));
    },

    /**
     * Takes `qty` units of quota at `flashPrice` in one statement, only while the sale runs at `now` and the
     * units fit: concurrent buyers queue on the row and the loser finds it short (the CHECK never fires).
     */
    async takeQuota(
      item: { flashSaleId: number; productId: number; qty: number; flashPrice: number },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(flash_sale_product)
        .set({ sold: sql`${flash_sale_product.sold} + ${item.qty}` })
        .where(
          and(
            eq(flash_sale_product.flash_sale_id, item.flashSaleId),
            eq(flash_sale_product.product_id, item.productId),
            eq(flash_sale_product.flash_price, item.flashPrice),
            sql`${flash_sale_product.sold} + ${item.qty} <= ${flash_sale_product.quota}`,
            exists(
              db
                .select({ id: flash_sale.id })
                .from(flash_sale)
                .where(
                  and(eq(flash_sale.id, item.flashSaleId), lte(flash_sale.starts_at, now), gt(flash_sale.ends_at, now)),
                ),
            ),
          ),
        )
        .returning({ product_id: flash_sale_product.product_id });
      return rows.length > 0;
    },

    /** Gives back units an unpaid invoice took; never below zero, so a sale reset by hand cannot break an expiry. */
    async returnQuota(item: { flashSaleId: number; productId: number; qty: number }): Promise<void> {
      await db
        .update(flash_sale_product)
        .set({ sold: sql`greatest(${flash_sale_product.sold} - ${item.qty}, 0)` })
        .where(
          and(
            eq(flash_sale_product.flash_sale_id, item.flashSaleId),
            eq(flash_sale_product.product_id, item.productId),
          ),
        );
    },
  };
}

export type FlashSaleRepository = ReturnType<typeof createFlashSaleRepository>;
