// No zod here: the merchant's review page imports these rules in the browser.

/** A reply's length, in characters after trimming (decision 0028). */
export const REVIEW_REPLY_LIMITS = { min: 2, max: 1000 } as const;

/** How long after it is first written a reply may still be edited (decision 0028). */
export const REVIEW_REPLY_EDIT_HOURS = 24;

const HOUR_MS = 3_600_000;

/** When a reply first written at `createdAt` stops being editable. */
export function replyEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_REPLY_EDIT_HOURS * HOUR_MS);
}

/** The two groupings of the merchant's reviews (spec §3 sumByProduct and sumByOrder). */
export const MERCHANT_REVIEW_GROUPINGS = ["product", "order"] as const;
export type MerchantReviewGrouping = (typeof MERCHANT_REVIEW_GROUPINGS)[number];
