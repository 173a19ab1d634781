import { z } from "zod";
import { langInput, rowIdInput } from "../shared/inputs.ts";
import { REVIEW_REPLY_LIMITS } from "./merchant-review.view.ts";

/** Spec §7: GET products/detail/{slug}/review with optional page and point (star 1–5). */
export const productReviewsQuery = z
  .object({
    page: z.coerce
      .number({ error: "product.validation.page" })
      .int("product.validation.page")
      .min(1, "product.validation.page")
      .max(100_000, "product.validation.page")
      .default(1),
    point: z.coerce
      .number({ error: "product.validation.point" })
      .int("product.validation.point")
      .min(1, "product.validation.point")
      .max(5, "product.validation.point")
      .optional(),
    per_page: z.coerce
      .number({ error: "product.validation.per_page" })
      .int("product.validation.per_page")
      .min(1, "product.validation.per_page")
      .max(50, "product.validation.per_page")
      .default(10),
    // The API reads the answer's language from ?lang= (see langFromRequest).
    lang: langInput,
  })
  .strict();
export type ProductReviewsQuery = z.infer<typeof productReviewsQuery>;

const r = (key: string) => `review.validation.${key}`;

/** GET merchant/dashboard/review/product and review/order: a page of the store's reviews, filtered. */
export const merchantReviewListQuery = z
  .object({
    page: z.coerce
      .number({ error: r("page") })
      .int(r("page"))
      .min(1, r("page"))
      .max(100_000, r("page"))
      .default(1),
    per_page: z.coerce
      .number({ error: r("per_page") })
      .int(r("per_page"))
      .min(1, r("per_page"))
      .max(50, r("per_page"))
      .default(10),
    point: z.coerce
      .number({ error: r("point") })
      .int(r("point"))
      .min(1, r("point"))
      .max(5, r("point"))
      .optional(),
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
