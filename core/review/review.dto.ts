import { z } from "zod";

/** Spec §3 review, as the product page and GET /api/products/detail/{slug}/review show it. */
export const reviewAttachmentDto = z.object({
  id: z.number(),
  media_url: z.string(),
  media_caption: z.string().nullable(),
});
export type ReviewAttachmentDto = z.infer<typeof reviewAttachmentDto>;

export const reviewReplyDto = z.object({
  message: z.string(),
  created_at: z.string(),
  merchant: z.object({ merchant_name: z.string(), merchant_photos: z.object({ url: z.string().nullable() }) }),
});
export type ReviewReplyDto = z.infer<typeof reviewReplyDto>;

export const reviewDto = z.object({
  id: z.number(),
  point: z.number(),
  message: z.string(),
  created_at: z.string(),
  user: z.object({ fullname: z.string().nullable(), profile_picture: z.string().nullable() }),
  attachment: z.array(reviewAttachmentDto),
  reply: z.array(reviewReplyDto),
});
export type ReviewDto = z.infer<typeof reviewDto>;

/** A buyer photo of the product, with the review it belongs to. */
export const reviewPhotoDto = reviewAttachmentDto.extend({ review_id: z.number() });
export type ReviewPhotoDto = z.infer<typeof reviewPhotoDto>;

export const STARS = [5, 4, 3, 2, 1] as const;
export const starDto = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type Star = z.infer<typeof starDto>;

/** Review info (spec §3) and one page of the list, filtered by `point` when given. */
export const productReviewsDto = z.object({
  rating_avg: z.number(),
  total_ulasan: z.number().describe("All reviews of the product, whatever the filter"),
  count_rating_group: z.object({ "1": z.number(), "2": z.number(), "3": z.number(), "4": z.number(), "5": z.number() }),
  photos: z.array(reviewPhotoDto).describe("Buyer photos, newest first"),
  point: starDto.nullable().describe("The star filter applied to the list"),
  reviews: z.array(reviewDto),
});
export type ProductReviewsDto = z.infer<typeof productReviewsDto>;

/** Counts per star for 1..5, zero where no review has that star. */
export function ratingGroups(rows: { point: number; total: number }[]): Record<`${Star}`, number> {
  const groups: Record<`${Star}`, number> = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  for (const row of rows) {
    if (row.point >= 1 && row.point <= 5 && Number.isInteger(row.point))
      groups[String(row.point) as `${Star}`] += Number(row.total);
  }
  return groups;
}

/** The mean of the points with 2 decimals (0 when there are none). */
export function ratingAverage(groups: Record<`${Star}`, number>): number {
  let sum = 0;
  let total = 0;
  for (const star of STARS) {
    sum += star * groups[`${star}`];
    total += groups[`${star}`];
  }
  return total === 0 ? 0 : Math.round((sum / total) * 100) / 100;
}

/** The store's reply as the merchant centre shows it: editable until `editable_until` (decision 0028). */
export const merchantReviewReplyDto = z.object({
  id: z.number(),
  message: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable().describe("When the reply was last edited; null if never"),
  editable_until: z.string(),
  editable: z.boolean(),
});
export type MerchantReviewReplyDto = z.infer<typeof merchantReviewReplyDto>;

/** One review of the store's products, for the merchant: the product, the buyer, the photos, the reply. */
export const merchantReviewDto = reviewDto.omit({ reply: true }).extend({
  product: z.object({ id: z.number(), name: z.string(), slug: z.string(), photo: z.string().nullable() }),
  order: z.object({ id: z.number(), order_code: z.string() }).nullable(),
  reply: merchantReviewReplyDto.nullable(),
});
export type MerchantReviewDto = z.infer<typeof merchantReviewDto>;

const groupSummary = {
  avg_rating: z.number().describe("Mean of every review of the group, whatever the filter, 2 decimals"),
  total_review: z.number().describe("Every review of the group, whatever the filter"),
  periode_awal: z.string().describe("When the group's first review was written"),
};

/** Spec §3 sumByProduct: one product of the page's reviews, its summary and those reviews. */
export const reviewSumByProductDto = z.object({
  product: merchantReviewDto.shape.product,
  ...groupSummary,
  reviews: z.array(merchantReviewDto),
});
export type ReviewSumByProductDto = z.infer<typeof reviewSumByProductDto>;

/** Spec §3 sumByOrder: one order of the page's reviews, its summary and those reviews. */
export const reviewSumByOrderDto = z.object({
  order: z.object({ id: z.number(), order_code: z.string() }),
  ...groupSummary,
  reviews: z.array(merchantReviewDto),
});
export type ReviewSumByOrderDto = z.infer<typeof reviewSumByOrderDto>;
