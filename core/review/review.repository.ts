import { and, asc, avg, count, desc, eq, inArray, isNotNull, isNull, min, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { user } from "../account/account.tables.ts";
import { product } from "../catalog/catalog.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { shop_order } from "../order/order.tables.ts";
import { review, review_attachment, review_reply } from "./review.tables.ts";

/** What one read of a product's reviews carries, as JSON (timestamps as PostgreSQL writes them in JSON). */
interface ReviewReadRow {
  counts: { point: number; total: number }[];
  photos: { id: number; review_id: number; media_url: string; media_caption: string | null }[];
  reviews: {
    id: number;
    point: number;
    message: string;
    created_at: string;
    fullname: string | null;
    profile_picture: string | null;
    attachments: { id: number; media_url: string; media_caption: string | null }[];
    replies: { message: string; created_at: string; merchant_name: string; merchant_logo: string | null }[];
  }[];
}

/**
 * A product's review summary (counts per star, the newest buyer photos) and one page of its reviews (newest
 * first, ties broken by id so that pages never overlap; with a star filter or without), each with its
 * attachments (by id) and replies (oldest first), in one prepared statement (db/prepared.ts). It was five
 * statements: on PGlite each cost about as much to plan and send as to run.
 */
function reviewRead(name: string, byPoint: boolean) {
  return preparedQuery(name, (db) =>
    db
      .select({
        counts: sql<ReviewReadRow["counts"]>`coalesce((
          select json_agg(json_build_object('point', c.point, 'total', c.total)) from (
            select r.point, count(*)::int as total from ${review} r where r.product_id = ${product}.id group by r.point
          ) c
        ), '[]')`,
        photos: sql<ReviewReadRow["photos"]>`coalesce((
          select json_agg(json_build_object('id', p.id, 'review_id', p.review_id, 'media_url', p.media_url, 'media_caption', p.media_caption) order by p.n) from (
            select row_number() over (order by r.created_at desc, r.id desc, a.id) as n, a.id, a.review_id, a.media_url, a.media_caption
            from ${review_attachment} a join ${review} r on r.id = a.review_id
            where r.product_id = ${product}.id
            order by r.created_at desc, r.id desc, a.id limit ${sql.placeholder("photoLimit")}
          ) p
        ), '[]')`,
        reviews: sql<ReviewReadRow["reviews"]>`coalesce((
          select json_agg(page order by page.n) from (
            select row_number() over (order by r.created_at desc, r.id desc) as n, r.id, r.point, r.message, r.created_at, u.fullname, u.profile_picture,
              coalesce((
                select json_agg(json_build_object('id', a.id, 'media_url', a.media_url, 'media_caption', a.media_caption) order by a.id)
                from ${review_attachment} a where a.review_id = r.id
              ), '[]') as attachments,
              coalesce((
                select json_agg(json_build_object('message', rr.message, 'created_at', rr.created_at, 'merchant_name', m.name, 'merchant_logo', m.logo_url) order by rr.created_at, rr.id)
                from ${review_reply} rr join ${merchant} m on m.id = rr.merchant_id where rr.review_id = r.id
              ), '[]') as replies
            from ${review} r join ${user} u on u.id = r.user_id
            where r.product_id = ${product}.id${byPoint ? sql` and r.point = ${sql.placeholder("point")}` : sql``}
            order by r.created_at desc, r.id desc
            limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}
          ) page
        ), '[]')`,
      })
      .from(product)
      .where(eq(product.id, sql.placeholder("productId"))),
  );
}
const readAll = reviewRead("review_read", false);
const readOfPoint = reviewRead("review_read_of_point", true);

/** What the merchant centre filters a store's reviews by. */
export interface MerchantReviewFilter {
  merchantId: number;
  point: number | undefined;
  unreplied: boolean;
  /** Only reviews written from an order (the by-order grouping). */
  withOrder: boolean;
}

/** One review of a store's product as the merchant centre lists it (attachments read apart). */
export interface MerchantReviewRow {
  id: number;
  point: number;
  message: string;
  created_at: Date;
  fullname: string | null;
  profile_picture: string | null;
  product_id: number;
  product_name: string;
  product_slug: string;
  product_photos: string[];
  order_id: number | null;
  order_code: string | null;
  reply_id: number | null;
  reply_message: string | null;
  reply_created_at: Date | null;
  reply_edited_at: Date | null;
}

export interface ReviewGroupSummary {
  key: number;
  avg: number;
  total: number;
  first: Date;
}

function merchantReviewWhere(filter: MerchantReviewFilter): SQL | undefined {
  return and(
    eq(product.merchant_id, filter.merchantId),
    filter.point === undefined ? undefined : eq(review.point, filter.point),
    filter.unreplied ? isNull(review_reply.id) : undefined,
    filter.withOrder ? isNotNull(review.order_id) : undefined,
  );
}

export function createReviewRepository(db: Executor) {
  return {
    /** A page of the store's reviews (newest first, ties by id), with product, buyer, order and reply. */
    async merchantPage(filter: MerchantReviewFilter, limit: number, offset: number): Promise<MerchantReviewRow[]> {
      return db
        .select({
          id: review.id,
          point: review.point,
          message: review.message,
          created_at: review.created_at,
          fullname: user.fullname,
          profile_picture: user.profile_picture,
          product_id: product.id,
          product_name: product.name,
          product_slug: product.slug,
          product_photos: product.photos,
          order_id: review.order_id,
          order_code: shop_order.order_code,
          reply_id: review_reply.id,
          reply_message: review_reply.message,
          reply_created_at: review_reply.created_at,
          reply_edited_at: review_reply.edited_at,
        })
        .from(review)
        .innerJoin(product, eq(product.id, review.product_id))
        .innerJoin(user, eq(user.id, review.user_id))
        .leftJoin(review_reply, eq(review_reply.review_id, review.id))
        .leftJoin(shop_order, eq(shop_order.id, review.order_id))
        .where(merchantReviewWhere(filter))
        .orderBy(desc(review.created_at), desc(review.id))
        .limit(limit)
        .offset(offset);
    },

    async merchantCount(filter: MerchantReviewFilter): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(review)
        .innerJoin(product, eq(product.id, review.product_id))
        .leftJoin(review_reply, eq(review_reply.review_id, review.id))
        .where(merchantReviewWhere(filter));
      return row?.total ?? 0;
    },

    async attachmentsOf(reviewIds: number[]) {
      if (reviewIds.length === 0) return [];
      return db
        .select({
          id: review_attachment.id,
          review_id: review_attachment.review_id,
          media_url: review_attachment.media_url,
          media_caption: review_attachment.media_caption,
        })
        .from(review_attachment)
        .where(inArray(review_attachment.review_id, reviewIds))
        .orderBy(asc(review_attachment.id));
    },

    /** Mean, count and first review time of every review of each product (or order), unfiltered. */
    async summaries(by: "product" | "order", keys: number[]): Promise<ReviewGroupSummary[]> {
      if (keys.length === 0) return [];
      const column = by === "product" ? review.product_id : review.order_id;
      const rows = await db
        .select({ key: column, avg: avg(review.point), total: count(), first: min(review.created_at) })
        .from(review)
        .where(inArray(column, keys))
        .groupBy(column);
      return rows.map((row) => ({
        key: Number(row.key),
        avg: Number(row.avg ?? 0),
        total: row.total,
        first: new Date(row.first ?? 0),
      }));
    },

    /** The store that owns the review's product (and the slugs of both), locking the review so that two replies queue. */
    async reviewStore(reviewId: number) {
      const rows = await db
        .select({ merchantId: product.merchant_id, merchantSlug: merchant.slug, productSlug: product.slug })
        .from(review)
        .innerJoin(product, eq(product.id, review.product_id))
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .where(eq(review.id, reviewId))
        .for("update", { of: review });
      return rows[0];
    },

    async replyOf(reviewId: number) {
      const rows = await db.select().from(review_reply).where(eq(review_reply.review_id, reviewId)).limit(1);
      return rows[0];
    },

    async insertReply(values: { reviewId: number; merchantId: number; message: string; at: Date }) {
      const [row] = await db
        .insert(review_reply)
        .values({
          review_id: values.reviewId,
          merchant_id: values.merchantId,
          message: values.message,
          created_at: values.at,
        })
        .returning();
      return row!;
    },

    async updateReply(replyId: number, message: string, at: Date) {
      const [row] = await db
        .update(review_reply)
        .set({ message, edited_at: at })
        .where(eq(review_reply.id, replyId))
        .returning();
      return row!;
    },

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

    /**
     * Counts per star and buyer photos (up to `photoLimit`) of every review of the product, and the page of
     * its reviews (of one star when `point` is given); all empty for an unknown product.
     */
    async read(
      productId: number,
      page: { point: number | undefined; limit: number; offset: number },
      photoLimit: number,
    ): Promise<ReviewReadRow> {
      const values = { productId, limit: page.limit, offset: page.offset, photoLimit };
      const [row] =
        page.point === undefined ? await readAll(db, values) : await readOfPoint(db, { ...values, point: page.point });
      return row ?? { counts: [], photos: [], reviews: [] };
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
