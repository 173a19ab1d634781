import { z } from "zod";
import { langInput, rowIdInput, wholeInRangeInput } from "../shared/inputs.ts";
import { REVIEW_REPLY_LIMITS } from "./merchant-review.view.ts";

/** Spec §7: GET products/detail/{slug}/review with optional page and point (star 1–5). */
export const productReviewsQuery = z
  .object({
    page: wholeInRangeInput("product.validation.page", 1, 100_000).default(1),
    point: wholeInRangeInput("product.validation.point", 1, 5).optional(),
    per_page: wholeInRangeInput("product.validation.per_page", 1, 50).default(10),
    // The API reads the answer's language from ?lang= (see langFromRequest).
    lang: langInput,
  })
  .strict();
export type ProductReviewsQuery = z.infer<typeof productReviewsQuery>;

const r = (key: string) => `review.validation.${key}`;

/** GET merchant/dashboard/review/product and review/order: a page of the store's reviews, filtered. */
export const merchantReviewListQuery = z
  .object({
    page: wholeInRangeInput(r("page"), 1, 100_000).default(1),
    per_page: wholeInRangeInput(r("per_page"), 1, 50).default(10),
    point: wholeInRangeInput(r("point"), 1, 5).optional(),
    // 'Not yet replied': 1/true keeps only reviews without the store's reply.
    unreplied: z
      .union([z.boolean(), z.enum(["1", "0", "true", "false", ""])], { error: r("unreplied") })
      .optional()
      .transform((value) => value === true || value === "1" || value === "true"),
    lang: langInput,
  })
  .strict();
export type MerchantReviewListQuery = z.infer<typeof merchantReviewListQuery>;

/** POST merchant/dashboard/review/reply: the store's one reply to a review, written or edited. */
export const reviewReplyInput = z
  .object({
    review_id: rowIdInput(r("review_id")),
    message: z
      .string({ error: r("reply_message") })
      .transform((value) => value.trim())
      .pipe(
        z.string().min(REVIEW_REPLY_LIMITS.min, r("reply_message")).max(REVIEW_REPLY_LIMITS.max, r("reply_message")),
      ),
  })
  .strict();
export type ReviewReplyInput = z.infer<typeof reviewReplyInput>;
