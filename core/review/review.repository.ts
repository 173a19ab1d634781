import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { user } from "../account/account.tables.ts";
import { product } from "../catalog/catalog.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { review, review_attachment, review_reply } from "./review.tables.ts";

export function createReviewRepository(db: Executor) {
  return {
    /** The id of a product shoppers may see (published, in an open store), by slug. */
    async visibleProductId(slug: string): Promise<number | undefined> {
      const rows = await db
        .select({ id: product.id })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .where(and(eq(product.slug, slug), eq(product.status, "PUBLISH"), eq(merchant.status, "active")))
        .limit(1);
      return rows[0]?.id;
    },

    async countByPoint(productId: number): Promise<{ point: number; total: number }[]> {
      return db
        .select({ point: review.point, total: count() })
        .from(review)
        .where(eq(review.product_id, productId))
        .groupBy(review.point);
    },

    /** Newest first; ties broken by id so that pages never overlap. */
    async page(productId: number, point: number | undefined, limit: number, offset: number) {
      return db
        .select({
          id: review.id,
          point: review.point,
          message: review.message,
          created_at: review.created_at,
          fullname: user.fullname,
          profile_picture: user.profile_picture,
        })
        .from(review)
        .innerJoin(user, eq(user.id, review.user_id))
        .where(point === undefined ? eq(review.product_id, productId) : and(eq(review.product_id, productId), eq(review.point, point)))
        .orderBy(desc(review.created_at), desc(review.id))
        .limit(limit)
        .offset(offset);
    },

    async attachmentsOf(reviewIds: number[]) {
      if (reviewIds.length === 0) return [];
      return db
        .select({ id: review_attachment.id, review_id: review_attachment.review_id, media_url: review_attachment.media_url, media_caption: review_attachment.media_caption })
        .from(review_attachment)
        .where(inArray(review_attachment.review_id, reviewIds))
        .orderBy(asc(review_attachment.id));
    },

    async repliesOf(reviewIds: number[]) {
      if (reviewIds.length === 0) return [];
      return db
        .select({
          review_id: review_reply.review_id,
          message: review_reply.message,
          created_at: review_reply.created_at,
          merchant_name: merchant.name,
          merchant_logo: merchant.logo_url,
        })
        .from(review_reply)
        .innerJoin(merchant, eq(merchant.id, review_reply.merchant_id))
        .where(inArray(review_reply.review_id, reviewIds))
        .orderBy(asc(review_reply.created_at), asc(review_reply.id));
    },

    /** Buyer photos of the product, newest review first. */
    async photos(productId: number, limit: number) {
      return db
        .select({ id: review_attachment.id, review_id: review_attachment.review_id, media_url: review_attachment.media_url, media_caption: review_attachment.media_caption })
        .from(review_attachment)
        .innerJoin(review, eq(review.id, review_attachment.review_id))
        .where(eq(review.product_id, productId))
        .orderBy(desc(review.created_at), desc(review.id), asc(review_attachment.id))
        .limit(limit);
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
