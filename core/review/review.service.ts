import type { Database } from "../../db/client.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import { offsetOf, paginationMeta, type PageUrl, type PaginationMeta } from "../shared/pagination.ts";
import { parseInput } from "../shared/validation.ts";
import { replyEditableUntil } from "./merchant-review.view.ts";
import {
  ratingAverage,
  ratingGroups,
  type MerchantReviewDto,
  type MerchantReviewReplyDto,
  type ProductReviewsDto,
  type ReviewDto,
  type ReviewSumByOrderDto,
  type ReviewSumByProductDto,
  type Star,
} from "./review.dto.ts";
import { merchantReviewListQuery, productReviewsQuery, reviewReplyInput } from "./review.inputs.ts";
import { createReviewRepository, type MerchantReviewRow } from "./review.repository.ts";

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

/** The store a merchant call acts for (the signed-in user's own). */
interface StoreRef {
  id: number;
}

export interface MerchantReviewsPage<T> {
  items: T[];
  meta: PaginationMeta;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A store's reply changed what its product's page shows. */
export interface ReviewReplied {
  merchantId: number;
  merchantSlug: string;
  productSlugs: string[];
}

export function createReviewService({
  db,
  clock,
  onReplied = () => {},
}: {
  db: Database;
  clock: Clock;
  onReplied?: (change: ReviewReplied) => void;
}) {
  const reviews = createReviewRepository(db);

  function replyDto(row: {
    id: number;
    message: string;
    created_at: Date;
    edited_at: Date | null;
  }): MerchantReviewReplyDto {
    const until = replyEditableUntil(row.created_at);
    return {
      id: row.id,
      message: row.message,
      created_at: row.created_at.toISOString(),
      edited_at: row.edited_at?.toISOString() ?? null,
      editable_until: until.toISOString(),
      editable: clock.now().getTime() < until.getTime(),
    };
  }

  /** A page of the store's reviews, newest first, with their photos; the total for the pagination. */
  async function merchantReviews(store: StoreRef, rawQuery: unknown, withOrder: boolean, pageUrl: PageUrl) {
    const query = parseInput(merchantReviewListQuery, rawQuery);
    const filter = { merchantId: store.id, point: query.point, unreplied: query.unreplied, withOrder };
    const [rows, total] = await Promise.all([
      reviews.merchantPage(filter, query.per_page, offsetOf(query.page, query.per_page)),
      reviews.merchantCount(filter),
    ]);
    const attachments = await reviews.attachmentsOf(rows.map((row) => row.id));
    const list = rows.map((row: MerchantReviewRow): MerchantReviewDto => ({
      id: row.id,
      point: row.point,
      message: row.message,
      created_at: row.created_at.toISOString(),
      user: { fullname: row.fullname, profile_picture: row.profile_picture },
      attachment: attachments
        .filter((file) => file.review_id === row.id)
        .map(({ id, media_url, media_caption }) => ({ id, media_url, media_caption })),
      product: {
        id: row.product_id,
        name: row.product_name,
        slug: row.product_slug,
        photo: row.product_photos[0] ?? null,
      },
      order: row.order_id !== null && row.order_code !== null ? { id: row.order_id, order_code: row.order_code } : null,
      reply:
        row.reply_id !== null && row.reply_message !== null && row.reply_created_at
          ? replyDto({
              id: row.reply_id,
              message: row.reply_message,
              created_at: row.reply_created_at,
              edited_at: row.reply_edited_at,
            })
          : null,
    }));
    return { list, meta: paginationMeta(total, query.page, query.per_page, list.length, pageUrl) };
  }

  /** The page's reviews in groups by `keyOf`, in the order each group first appears, with its summary. */
  async function grouped<K>(
    by: "product" | "order",
    list: MerchantReviewDto[],
    keyOf: (item: MerchantReviewDto) => K & { id: number },
  ) {
    const groups = new Map<number, { key: K; reviews: MerchantReviewDto[] }>();
    for (const item of list) {
      const key = keyOf(item);
      const group = groups.get(key.id) ?? { key, reviews: [] };
      group.reviews.push(item);
      groups.set(key.id, group);
    }
    const summaries = new Map((await reviews.summaries(by, [...groups.keys()])).map((row) => [row.key, row]));
    return [...groups.entries()].map(([id, group]) => {
      const summary = summaries.get(id);
      return {
        key: group.key,
        avg_rating: round2(summary?.avg ?? 0),
        total_review: summary?.total ?? group.reviews.length,
        periode_awal: (summary?.first ?? new Date(group.reviews.at(-1)!.created_at)).toISOString(),
        reviews: group.reviews,
      };
    });
  }

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

    /** GET merchant/dashboard/review/product: a page of the store's reviews grouped by product (sumByProduct). */
    async merchantByProduct(
      store: StoreRef,
      rawQuery: unknown,
      pageUrl: PageUrl,
    ): Promise<MerchantReviewsPage<ReviewSumByProductDto>> {
      const { list, meta } = await merchantReviews(store, rawQuery, false, pageUrl);
      const groups = await grouped("product", list, (item) => item.product);
      return { items: groups.map(({ key, ...rest }) => ({ product: key, ...rest })), meta };
    },

    /** GET merchant/dashboard/review/order: the store's reviews written from an order, grouped by order (sumByOrder). */
    async merchantByOrder(
      store: StoreRef,
      rawQuery: unknown,
      pageUrl: PageUrl,
    ): Promise<MerchantReviewsPage<ReviewSumByOrderDto>> {
      const { list, meta } = await merchantReviews(store, rawQuery, true, pageUrl);
      const groups = await grouped("order", list, (item) => item.order!);
      return { items: groups.map(({ key, ...rest }) => ({ order: key, ...rest })), meta };
    },

    /**
     * POST merchant/dashboard/review/reply: the store's one reply to a review of its product, written, or
     * edited while still editable (decision 0028). Another store's review or an unknown id is NOT_FOUND;
     * an edit after the window is CONFLICT; nothing changes then.
     */
    async reply(store: StoreRef, rawInput: unknown): Promise<{ created: boolean; reply: MerchantReviewReplyDto }> {
      const input = parseInput(reviewReplyInput, rawInput);
      const result = await db.transaction(async (tx) => {
        const repository = createReviewRepository(tx);
        const owner = await repository.reviewStore(input.review_id);
        if (owner?.merchantId !== store.id) throw new AppError("NOT_FOUND", "review.errors.not_found");
        const change = {
          merchantId: owner.merchantId,
          merchantSlug: owner.merchantSlug,
          productSlugs: [owner.productSlug],
        };
        const now = clock.now();
        const existing = await repository.replyOf(input.review_id);
        if (!existing) {
          const row = await repository.insertReply({
            reviewId: input.review_id,
            merchantId: store.id,
            message: input.message,
            at: now,
          });
          return { change, created: true, reply: replyDto(row) };
        }
        if (now.getTime() >= replyEditableUntil(existing.created_at).getTime())
          throw new AppError("CONFLICT", "review.errors.reply_locked");
        const row = await repository.updateReply(existing.id, input.message, now);
        return { change, created: false, reply: replyDto(row) };
      });
      onReplied(result.change);
      return { created: result.created, reply: result.reply };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
