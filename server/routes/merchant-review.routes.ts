import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";
import {
  merchantReviewListQuery,
  merchantReviewReplyDto,
  reviewReplyInput,
  reviewSumByOrderDto,
  reviewSumByProductDto,
} from "../../core/review/index.ts";
import type { Services } from "../../core/services.ts";
import { answer, apiCalls, paged } from "../http/api-calls.ts";
import { samePathPageUrl } from "../http/page-url.ts";
const listDescription =
  "A page of the store's reviews, newest first (`point` 1–5 keeps one star, `unreplied=1` only reviews without " +
  "a reply), grouped as they fall on the page; each group's avg_rating, total_review and periode_awal (its " +
  "first review) cover all its reviews, whatever the filter. `meta` counts reviews.";

/**
 * Spec §7 merchant review calls (under /merchant/dashboard): the signed-in merchant's own reviews only.
 * A visitor gets 401, a shopper without a store 403, another store's review 404, and nothing changes.
 */
export const merchantReviewRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { reviews } = services;
  const base = "/merchant/dashboard/review";

  const merchant = apiCalls(app, { tag: "merchant review", caller: "merchant" });

  const list = { description: listDescription, querystring: merchantReviewListQuery, meta: paginationMetaDto };

  merchant.get(
    `${base}/product`,
    {
      summary: "The store's reviews by product (sumByProduct), filtered by star and by 'not yet replied'",
      data: z.array(reviewSumByProductDto),
      ...list,
    },
    async ({ store, query, request }) => paged(await reviews.merchantByProduct(store, query, samePathPageUrl(request))),
  );

  merchant.get(
    `${base}/order`,
    {
      summary: "The store's reviews written from an order, by order (sumByOrder), with the same filters",
      data: z.array(reviewSumByOrderDto),
      ...list,
    },
    async ({ store, query, request }) => paged(await reviews.merchantByOrder(store, query, samePathPageUrl(request))),
  );

  merchant.post(
    `${base}/reply`,
    {
      summary: "Reply to a review of one of the store's products, or edit the reply while it is editable",
      description:
        "One reply per review. `message` is trimmed and must be 2 to 1000 characters. A reply may be edited " +
        "for 24 hours after it was first sent (409 after that). Another store's review is 404.",
      body: reviewReplyInput,
      data: merchantReviewReplyDto,
    },
    async ({ store, body }) => {
      const result = await reviews.reply(store, body);
      const key = result.created ? "review.notice.replied" : "review.notice.reply_saved";
      return answer(result.reply, { message: { key } });
    },
  );
};
