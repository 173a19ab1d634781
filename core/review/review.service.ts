import type { Database } from "../../db/client.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import { offsetOf, paginationMeta, type PaginationMeta } from "../shared/pagination.ts";
import { parseInput } from "../shared/validation.ts";
import { ratingAverage, ratingGroups, type ProductReviewsDto, type ReviewDto, type Star } from "./review.dto.ts";
import { productReviewsQuery } from "./review.inputs.ts";
import { createReviewRepository } from "./review.repository.ts";

/** How many buyer photos the review summary carries. */
export const REVIEW_PHOTOS_LIMIT = 24;
const MAX_SLUG_LENGTH = 255;

export interface ProductReviewsPage {
  data: ProductReviewsDto;
  meta: PaginationMeta;
}

/** Where another page of the list lives; the edge decides (API path or page path). */
export type ReviewPageUrl = (page: number, point: Star | null) => string;

const defaultPageUrl: ReviewPageUrl = (page, point) => `?${point ? `point=${point}&` : ""}page=${page}`;

export function createReviewService({ db }: { db: Database; clock: Clock }) {
  const reviews = createReviewRepository(db);

  /**
   * Spec §3 review info and one page of reviews. The summary (average, counts per star, photos) covers
   * every review; `point` filters only the list. A page past the end is empty.
   */
  async function reviewsOf(productId: number, rawQuery: unknown, pageUrl: ReviewPageUrl): Promise<ProductReviewsPage> {
    const query = parseInput(productReviewsQuery, rawQuery);
    const point = (query.point ?? null) as Star | null;
    const {
      counts,
      photos,
      reviews: rows,
    } = await reviews.read(
      productId,
      { point: query.point, limit: query.per_page, offset: offsetOf(query.page, query.per_page) },
      REVIEW_PHOTOS_LIMIT,
    );
    const groups = ratingGroups(counts);
    const totalAll = Object.values(groups).reduce((sum, n) => sum + n, 0);
    const totalListed = point ? groups[`${point}`] : totalAll;

    // JSON carries PostgreSQL's text form of a time ('…+00:00'); the API writes every time as toISOString does.
    const iso = (time: string) => new Date(time).toISOString();
    const list: ReviewDto[] = rows.map((row) => ({
      id: row.id,
      point: row.point,
      message: row.message,
      created_at: iso(row.created_at),
      user: { fullname: row.fullname, profile_picture: row.profile_picture },
      attachment: row.attachments,
      reply: row.replies.map((item) => ({
        message: item.message,
        created_at: iso(item.created_at),
        merchant: { merchant_name: item.merchant_name, merchant_photos: { url: item.merchant_logo } },
      })),
    }));

    return {
      data: {
        rating_avg: ratingAverage(groups),
        total_ulasan: totalAll,
        count_rating_group: groups,
        photos,
        point,
        reviews: list,
      },
      meta: paginationMeta(totalListed, query.page, query.per_page, list.length, (page) => pageUrl(page, point)),
    };
  }

  return {
    /** Reviews of the visible product with this slug (GET products/detail/{slug}/review); NOT_FOUND otherwise. */
    async productReviews(
      slug: string,
      rawQuery: unknown,
      pageUrl: ReviewPageUrl = defaultPageUrl,
    ): Promise<ProductReviewsPage> {
      parseInput(productReviewsQuery, rawQuery);
      if (typeof slug !== "string" || slug.length === 0 || slug.length > MAX_SLUG_LENGTH)
        throw new AppError("NOT_FOUND", "product.errors.not_found");
      const productId = await reviews.visibleProductId(slug);
      if (productId === undefined) throw new AppError("NOT_FOUND", "product.errors.not_found");
      return reviewsOf(productId, rawQuery, pageUrl);
    },

    /** The same for a product the caller has already found visible (the product page), one query fewer. */
    async reviewsOfProduct(
      productId: number,
      rawQuery: unknown,
      pageUrl: ReviewPageUrl = defaultPageUrl,
    ): Promise<ProductReviewsPage> {
      return reviewsOf(productId, rawQuery, pageUrl);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
