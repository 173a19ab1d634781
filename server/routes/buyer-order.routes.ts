import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DOCUMENT_TOKEN_TTL_MS } from "../../core/invoice/index.ts";
import {
  buyerOrderStatusInput,
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

/**
 * Spec §7 buyer dashboard: GET order/list, POST order/status. Every answer holds, and every move changes, the
 * signed-in buyer's own orders only.
 */
export const buyerOrderRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { orders, fulfilment } = services;

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

  app.post(
    "/buyer/dashboard/order/status",
    signedInRoute("order", {
      summary: "Cancel an order the store has not approved yet, or confirm receipt of a sent one",
      description:
        "`status` `cancel` (from confirmation: the money goes back to the buyer's wallet, the stock to the store) or " +
        "`complete` (from send: the order is done and the store's share becomes available). Another buyer's order is " +
        "404; an order in another status is 409 (`order.status_changed`). Nothing changes on a refusal (decision 0030).",
      security: [{ bearerAuth: [] }],
      body: buyerOrderStatusInput,
      response: { 200: envelope(z.object({ order_code: z.string(), status_order: z.string() })) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const result = await fulfilment.changeByBuyer(viewer.userId, request.body);
      return reply.ok(result, {
        message: { key: result.status_order === "cancel" ? "order.notice.cancelled" : "order.notice.completed" },
      });
    },
  );
};
