import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { user } from "../account/account.tables.ts";
import { product } from "../catalog/catalog.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
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
