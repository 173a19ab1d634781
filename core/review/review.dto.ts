/** Spec §3 review, as the product page and GET /api/products/detail/{slug}/review show it. */
export interface ReviewAttachmentDto {
  id: number;
  media_url: string;
  media_caption: string | null;
}

export interface ReviewReplyDto {
  message: string;
  created_at: string;
  merchant: { merchant_name: string; merchant_photos: { url: string | null } };
}

export interface ReviewDto {
  id: number;
  point: number;
  message: string;
  created_at: string;
  user: { fullname: string | null; profile_picture: string | null };
  attachment: ReviewAttachmentDto[];
  reply: ReviewReplyDto[];
}

/** A buyer photo of the product, with the review it belongs to. */
export interface ReviewPhotoDto extends ReviewAttachmentDto {
  review_id: number;
}

export const STARS = [5, 4, 3, 2, 1] as const;
export type Star = 1 | 2 | 3 | 4 | 5;

/** Review info (spec §3) and one page of the list, filtered by `point` when given. */
export interface ProductReviewsDto {
  rating_avg: number;
  total_ulasan: number;
  count_rating_group: Record<`${Star}`, number>;
  photos: ReviewPhotoDto[];
  point: Star | null;
  reviews: ReviewDto[];
}

/** Counts per star for 1..5, zero where no review has that star. */
export function ratingGroups(rows: { point: number; total: number }[]): Record<`${Star}`, number> {
  const groups: Record<`${Star}`, number> = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  for (const row of rows) {
    if (row.point >= 1 && row.point <= 5 && Number.isInteger(row.point)) groups[String(row.point) as `${Star}`] += Number(row.total);
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
