import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { user } from "../account/account.tables.ts";
import { product } from "../catalog/catalog.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { review, review_attachment, review_reply } from "./review.tables.ts";

/*
 * A product page's review reads are prepared statements (db/prepared.ts), built once per database rather
 * than on every call, as the product repository's are.
 */

const countsByPoint = preparedQuery("review_counts_by_point", (db) =>
  db
    .select({ point: review.point, total: count() })
    .from(review)
    .where(eq(review.product_id, sql.placeholder("productId")))
    .groupBy(review.point),
);

/** Newest first; ties broken by id so that pages never overlap. With a star filter or without. */
function reviewPage(name: string, byPoint: boolean) {
  return preparedQuery(name, (db) =>
    db
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
      .where(and(eq(review.product_id, sql.placeholder("productId")), byPoint ? eq(review.point, sql.placeholder("point")) : undefined))
      .orderBy(desc(review.created_at), desc(review.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
  );
}
const pageOfAll = reviewPage("review_page", false);
const pageOfPoint = reviewPage("review_page_of_point", true);

const attachmentsOfReviews = preparedQuery("review_attachments_of", (db) =>
  db
    .select({ id: review_attachment.id, review_id: review_attachment.review_id, media_url: review_attachment.media_url, media_caption: review_attachment.media_caption })
    .from(review_attachment)
    .where(sql`${review_attachment.review_id} = any(${sql.placeholder("reviewIds")})`)
    .orderBy(asc(review_attachment.id)),
);

const repliesOfReviews = preparedQuery("review_replies_of", (db) =>
  db
    .select({
      review_id: review_reply.review_id,
      message: review_reply.message,
      created_at: review_reply.created_at,
      merchant_name: merchant.name,
      merchant_logo: merchant.logo_url,
    })
    .from(review_reply)
    .innerJoin(merchant, eq(merchant.id, review_reply.merchant_id))
    .where(sql`${review_reply.review_id} = any(${sql.placeholder("reviewIds")})`)
    .orderBy(asc(review_reply.created_at), asc(review_reply.id)),
);

/** Buyer photos of the product, newest review first. */
const photosOfProduct = preparedQuery("review_photos_of_product", (db) =>
  db
    .select({ id: review_attachment.id, review_id: review_attachment.review_id, media_url: review_attachment.media_url, media_caption: review_attachment.media_caption })
    .from(review_attachment)
    .innerJoin(review, eq(review.id, review_attachment.review_id))
    .where(eq(review.product_id, sql.placeholder("productId")))
    .orderBy(desc(review.created_at), desc(review.id), asc(review_attachment.id))
    .limit(sql.placeholder("limit")),
);

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
      return countsByPoint(db, { productId });
    },

    async page(productId: number, point: number | undefined, limit: number, offset: number) {
      return point === undefined ? pageOfAll(db, { productId, limit, offset }) : pageOfPoint(db, { productId, point, limit, offset });
    },

    async attachmentsOf(reviewIds: number[]) {
      return reviewIds.length === 0 ? [] : attachmentsOfReviews(db, { reviewIds });
    },

    async repliesOf(reviewIds: number[]) {
      return reviewIds.length === 0 ? [] : repliesOfReviews(db, { reviewIds });
    },

    async photos(productId: number, limit: number) {
      return photosOfProduct(db, { productId, limit });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
