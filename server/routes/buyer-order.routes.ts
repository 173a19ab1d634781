import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DOCUMENT_TOKEN_TTL_MS } from "../../core/invoice/index.ts";
import {
  orderListSearch,
  ORDERS_PER_PAGE,
  orderListItemDto,
  orderListMetaDto,
  orderListQuery,
} from "../../core/order/index.ts";
import type { Services } from "../../core/services.ts";
import { requireViewer } from "../http/auth.ts";
import { signedInRoute } from "../http/route-options.ts";
import { envelope } from "../http/response-schemas.ts";

/** Spec §7 buyer dashboard: GET order/list. Every answer holds the signed-in buyer's own orders only. */
export const buyerOrderRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { orders } = services;

  app.get(
    "/buyer/dashboard/order/list",
    signedInRoute("order", {
      summary: `The buyer's orders, newest first, ${ORDERS_PER_PAGE} a page, one tab at a time`,
      description:
        "`status` is a tab: waiting_payment, confirmation, processed (approve and pickup), send, complete, cancelled (cancel and reject), complain, or all. " +
        "`search` matches the order or invoice code, a product name or the store name. `meta.counts` holds each tab's total under the same search. " +
        "An unpaid order past its invoice deadline reads `cancel` (its invoice `expire`, `can_pay` false) even before the expiry sweep closes it. " +
        `\`download_url\` holds a document token valid ${DOCUMENT_TOKEN_TTL_MS / 60_000} minutes.`,
      security: [{ bearerAuth: [] }],
      querystring: orderListQuery,
      response: { 200: envelope(z.array(orderListItemDto), orderListMetaDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const list = await orders.list(viewer, request.query, {
        lang: request.lang,
        pageUrl: (page, { status, search }) =>
          `/api/buyer/dashboard/order/list${orderListSearch(status, search, page)}`,
      });
      // The answer holds live download tokens: no shared cache may keep it.
      reply.header("cache-control", "private, no-store");
      return reply.ok(list.items, { meta: { ...list.meta, counts: list.counts } });
    },
  );
};
