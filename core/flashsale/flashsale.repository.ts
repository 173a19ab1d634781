import { and, asc, count, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { product } from "../catalog/catalog.tables.ts";
import { productCardColumns, visibleProduct } from "../catalog/index.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { city } from "../region/region.tables.ts";
import type { FlashSaleSort } from "./flashsale.dto.ts";
import { flash_sale, flash_sale_product } from "./flashsale.tables.ts";

const SORT_ORDER: Record<FlashSaleSort, SQL[]> = {
  recommended: [desc(flash_sale_product.sold), asc(product.id)],
  discount: [desc(sql`(${product.publish_price} - ${flash_sale_product.flash_price})::float / ${product.publish_price}`), asc(product.id)],
  price_asc: [asc(flash_sale_product.flash_price), asc(product.id)],
  price_desc: [desc(flash_sale_product.flash_price), asc(product.id)],
  sold: [desc(flash_sale_product.sold), asc(product.id)],
};

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
        db
          .select({ ...productCardColumns, flash_price: flash_sale_product.flash_price, quota: flash_sale_product.quota, sold: flash_sale_product.sold })
          .from(flash_sale_product)
          .innerJoin(product, eq(product.id, flash_sale_product.product_id))
          .innerJoin(merchant, eq(merchant.id, product.merchant_id))
          .innerJoin(city, eq(city.id, merchant.city_id))
          .where(where)
          .orderBy(...SORT_ORDER[options.sort])
          .limit(options.limit)
          .offset(options.offset),
        db
          .select({ value: count() })
          .from(flash_sale_product)
          .innerJoin(product, eq(product.id, flash_sale_product.product_id))
          .innerJoin(merchant, eq(merchant.id, product.merchant_id))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type FlashSaleRepository = ReturnType<typeof createFlashSaleRepository>;
