import { and, eq, sql } from "drizzle-orm";
import { user } from "../../../core/account/account.tables.ts";
import { category, product } from "../../../core/catalog/catalog.tables.ts";
import { merchant } from "../../../core/merchant/merchant.tables.ts";
import { order_item } from "../../../core/order/order.tables.ts";
import { promo } from "../../../core/promo/promo.tables.ts";
import { review, review_attachment } from "../../../core/review/review.tables.ts";
import type { Clock } from "../../../core/shared/clock.ts";
import type { Executor } from "../../client.ts";
import { demoImageProductId, demoImageUrl, isDemoImageRequest, type DemoImageKind } from "./demo-image.ts";

/** Answers remembered at most, the oldest going first. */
const REMEMBERED_MAX = 20_000;
/**
 * A picture the catalogue names stays named (nothing removes one), so a yes is kept long; a no is kept
 * briefly, since a growing catalogue (`npm run seed`) may name it soon.
 */
const REFERENCED_TTL_MS = 60 * 60_000;
const UNREFERENCED_TTL_MS = 60_000;

/**
 * Which demo pictures may be drawn: only those the seeded data refers to (a product's photos or an order
 * line's, a review's attachments, a store's or promo's logo and banner, a category's icon, an account's
 * avatar). Any other name that fits a key's pattern would otherwise be drawn and kept on disk.
 * A read model over several domains' tables, kept here beside the drawing it guards.
 */
export function createReferencedDemoPictures({ db, clock }: { db: Executor; clock: Clock }) {
  const lookup = createReferenceLookup(db);
  const remembered = new Map<string, { referenced: boolean; until: number }>();

  return {
    async isReferenced(kind: DemoImageKind, key: string): Promise<boolean> {
      if (!isDemoImageRequest(kind, key)) return false;
      const name = `${kind}/${key}`;
      const now = clock.now().getTime();
      const known = remembered.get(name);
      if (known && known.until > now) return known.referenced;
      const referenced = await lookup.isReferenced(kind, key);
      remembered.delete(name);
      remembered.set(name, { referenced, until: now + (referenced ? REFERENCED_TTL_MS : UNREFERENCED_TTL_MS) });
      // A Map iterates in insertion order: the first key is the oldest answer.
      if (remembered.size > REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
      return referenced;
    },
  };
}

export type ReferencedDemoPictures = ReturnType<typeof createReferencedDemoPictures>;

/**
 * Where the data names demo pictures (the seed writes every one of them). Product and review pictures are
 * looked up through the product their key names, so the check reads a few rows by index however large
 * the catalogue; the other kinds live in small tables or, for avatars, in the accounts.
 */
function createReferenceLookup(db: Executor) {
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
            (await any(
              db
                .select(one)
                .from(product)
                .where(and(eq(product.id, productId), sql`${product.photos} @> ${asJson}::jsonb`))
                .limit(1),
            )) ||
            // An order keeps the photo it was bought with.
            any(
              db
                .select(one)
                .from(order_item)
                .where(and(eq(order_item.product_id, productId), eq(order_item.photo, url)))
                .limit(1),
            )
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
            any(
              db
                .select(one)
                .from(promo)
                .where(sql`${promo.json_meta} ->> 'icon' = ${url}`)
                .limit(1),
            )
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
