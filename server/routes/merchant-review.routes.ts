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
import { requireMerchant } from "../http/auth.ts";
import { samePathPageUrl } from "../http/page-url.ts";
import { envelope } from "../http/response-schemas.ts";
import { merchantRoute } from "../http/route-options.ts";

const tag = "merchant review";
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

  app.get(
    `${base}/product`,
    merchantRoute(tag, {
      summary: "The store's reviews by product (sumByProduct), filtered by star and by 'not yet replied'",
      description: listDescription,
      querystring: merchantReviewListQuery,
      response: { 200: envelope(z.array(reviewSumByProductDto), paginationMetaDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      const { items, meta } = await reviews.merchantByProduct(store, request.query, samePathPageUrl(request));
      return reply.ok(items, { meta });
    },
  );

  app.get(
    `${base}/order`,
    merchantRoute(tag, {
      summary: "The store's reviews written from an order, by order (sumByOrder), with the same filters",
      description: listDescription,
      querystring: merchantReviewListQuery,
      response: { 200: envelope(z.array(reviewSumByOrderDto), paginationMetaDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      const { items, meta } = await reviews.merchantByOrder(store, request.query, samePathPageUrl(request));
      return reply.ok(items, { meta });
    },
  );

  app.post(
    `${base}/reply`,
    merchantRoute(tag, {
      summary: "Reply to a review of one of the store's products, or edit the reply while it is editable",
      description:
        "One reply per review. `message` is trimmed and must be 2 to 1000 characters. A reply may be edited " +
        "for 24 hours after it was first sent (409 after that). Another store's review is 404.",
      body: reviewReplyInput,
      response: { 200: envelope(merchantReviewReplyDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      const result = await reviews.reply(store, request.body);
      return reply.ok(result.reply, {
        message: { key: result.created ? "review.notice.replied" : "review.notice.reply_saved" },
      });
    },
  );
};
