import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  merchantOrderDetailDto,
  merchantOrderItemDto,
  orderListMetaDto,
  orderListQuery,
  orderListSearch,
  ORDERS_PER_PAGE,
  rejectOrderInput,
  storeOrderInput,
} from "../../core/order/index.ts";
import type { Services } from "../../core/services.ts";
import { requireMerchant } from "../http/auth.ts";
import { envelope } from "../http/response-schemas.ts";
import { bearerRoute } from "../http/route-options.ts";

const tag = "merchant order";
const refusals =
  "Another store's order, or one not yet paid, is 404; an order no longer in the status this move starts from is 409 " +
  "(`order.status_changed`: someone or a timer moved it first). Nothing changes on a refusal.";

/**
 * Spec §7 merchant order calls (under /merchant/dashboard): the signed-in merchant's own store's orders only,
 * the store taken from the session, never from the request (decision 0030 for the moves).
 */
export const merchantOrderRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { orders, fulfilment } = services;
  const base = "/merchant/dashboard/order";

  app.get(
    `${base}/list`,
    bearerRoute(tag, {
      summary: `The store's paid orders, newest first, ${ORDERS_PER_PAGE} a page, one tab at a time`,
      description:
        "`status` is a tab: confirmation (new, to approve or reject), processed (approve and pickup), send, complete, cancelled (cancel and reject), complain, or all. " +
        "`search` matches the order or invoice code, a product name or the buyer's (recipient's) name; `from` and `to` (YYYY-MM-DD, both included, Jakarta days) narrow the order date. `meta.counts` holds each tab's total under the same filters.",
      querystring: orderListQuery,
      response: { 200: envelope(z.array(merchantOrderItemDto), orderListMetaDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      const list = await orders.listForStore(
        store,
        request.query,
        (page, { status, search }) => `/api${base}/list${orderListSearch(status, search, page, request.query)}`,
      );
      return reply.ok(list.items, { meta: { ...list.meta, counts: list.counts } });
    },
  );

  app.get(
    `${base}/detail/:order_code`,
    bearerRoute(tag, {
      summary: "One order of the store, with its delivery address and its parcel's tracking timeline",
      description: "Another store's order, or one not yet paid, is 404.",
      params: storeOrderInput,
      response: { 200: envelope(merchantOrderDetailDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await orders.detailForStore(store, request.params.order_code));
    },
  );

  app.post(
    `${base}/approve`,
    bearerRoute(tag, {
      summary: "Accept a paid order (confirmation → approve); it must be handed to the courier in time",
      description: refusals,
      body: storeOrderInput,
      response: { 200: envelope(z.object({ order_code: z.string() })) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await fulfilment.approve(store, request.body), { message: { key: "order.notice.approved" } });
    },
  );

  app.post(
    `${base}/reject`,
    bearerRoute(tag, {
      summary: "Turn a paid order down with a reason (confirmation → reject); the buyer is refunded to their wallet",
      description: `\`reason\` is trimmed and must be 5 to 500 characters. ${refusals}`,
      body: rejectOrderInput,
      response: { 200: envelope(z.object({ order_code: z.string() })) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await fulfilment.reject(store, request.body), { message: { key: "order.notice.rejected" } });
    },
  );

  app.post(
    `${base}/pickup`,
    bearerRoute(tag, {
      summary: "Ask the courier to collect an approved order (approve → pickup); answers the airway bill number",
      description: refusals,
      body: storeOrderInput,
      response: { 200: envelope(z.object({ order_code: z.string(), airway_bill: z.string() })) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      const result = await fulfilment.pickup(store, request.body);
      return reply.ok(result, {
        message: { key: "order.notice.pickup_requested", values: { airway_bill: result.airway_bill } },
      });
    },
  );
};
