import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { user } from "../account/account.tables.ts";
import { category, product } from "../catalog/catalog.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { order_item } from "../order/order.tables.ts";
import { promo } from "../promo/promo.tables.ts";
import { review, review_attachment } from "../review/review.tables.ts";
import { demoImageProductId, demoImageUrl, type DemoImageKind } from "./demo-image.ts";

/**
 * Where the catalogue names demo pictures (the seed writes every one of them). Product and review pictures
 * are looked up through the product their key names, so the check reads a few rows by index however large
 * the catalogue; the other kinds live in small tables or, for avatars, in the accounts.
 */
export function createDemoImageRepository(db: Executor) {
  async function any(query: Promise<unknown[]>): Promise<boolean> {
    return (await query).length > 0;
  }
  const one = { one: sql<number>`1` };

  return {
    async isReferenced(kind: DemoImageKind, key: string): Promise<boolean> {
      const url = demoImageUrl(kind, key);
      switch (kind) {
        case "product": {
          const productId = demoImageProductId(kind, key);
          if (productId === null) return false;
          const asJson = JSON.stringify([url]);
          return (
            (await any(db.select(one).from(product).where(and(eq(product.id, productId), sql`${product.photos} @> ${asJson}::jsonb`)).limit(1))) ||
            // An order keeps the photo it was bought with.
            any(db.select(one).from(order_item).where(and(eq(order_item.product_id, productId), eq(order_item.photo, url))).limit(1))
          );
        }
        case "review": {
          const productId = demoImageProductId(kind, key);
          if (productId === null) return false;
          return any(
            db
              .select(one)
              .from(review_attachment)
              .innerJoin(review, eq(review.id, review_attachment.review_id))
              .where(and(eq(review.product_id, productId), eq(review_attachment.media_url, url)))
              .limit(1),
          );
        }
        case "category":
          return any(db.select(one).from(category).where(eq(category.icon, url)).limit(1));
        case "logo":
          return (
            (await any(db.select(one).from(merchant).where(eq(merchant.logo_url, url)).limit(1))) ||
            any(db.select(one).from(promo).where(sql`${promo.json_meta} ->> 'icon' = ${url}`).limit(1))
          );
        case "banner":
          return (
            (await any(db.select(one).from(merchant).where(eq(merchant.banner_url, url)).limit(1))) ||
            any(db.select(one).from(promo).where(eq(promo.banner_url, url)).limit(1))
          );
        case "avatar":
          return any(db.select(one).from(user).where(eq(user.profile_picture, url)).limit(1));
      }
    },
  };
}
