import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BULK_ORDERS_MAX,
  bulkStoreOrdersInput,
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
import { PRINT_MAX_ORDERS, printOrdersQuery, type ShippingPdf } from "../../core/shipment/index.ts";
import { translator } from "../../i18n/index.ts";
import { requireMerchant } from "../http/auth.ts";
import { envelope } from "../http/response-schemas.ts";
import { bearerRoute } from "../http/route-options.ts";

const tag = "merchant order";
const printRefusals =
  "Another store's order (or one unknown or unpaid) anywhere in the list answers 404 for the whole request; one of the store's own " +
  "not ready to print answers 409 naming it. Errors answer in the JSON envelope.";

/** A label or packing list, opened in the browser's viewer to print (the session, not the URL, is the authority). */
function sendShippingPdf(reply: FastifyReply, pdf: ShippingPdf) {
  return reply
    .code(200)
    .header("content-type", "application/pdf")
    .header("content-disposition", `inline; filename="${pdf.filename}"`)
    .header("cache-control", "private, no-store")
    .send(pdf.content);
}
const refusals =
  "Another store's order, or one not yet paid, is 404; an order no longer in the status this move starts from is 409 " +
  "(`order.status_changed`: someone or a timer moved it first). Nothing changes on a refusal.";

/**
 * Spec §7 merchant order calls (under /merchant/dashboard): the signed-in merchant's own store's orders only,
 * the store taken from the session, never from the request (decision 0030 for the moves).
 */
export const merchantOrderRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { orders, fulfilment, shippingDocuments } = services;
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

  app.post(
    `${base}/approve/bulk`,
    bearerRoute(tag, {
      summary: `Accept several paid orders at once (at most ${BULK_ORDERS_MAX}), each on its own`,
      description:
        "Each order goes through approve in its own transaction: one another store's, unknown, or moved first by the buyer or a timer is " +
        "refused alone (listed in `refused` with its error's code and message) and the others are still approved. Answers 200 " +
        "whatever the mix; 422 only for an empty or too long list.",
      body: bulkStoreOrdersInput,
      response: {
        200: envelope(
          z.object({
            approved: z.array(z.string()),
            refused: z.array(z.object({ order_code: z.string(), code: z.string(), message: z.string() })),
          }),
        ),
      },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      const result = await fulfilment.approveMany(store, request.body);
      const t = translator(request.lang);
      const refused = result.refused.map((one) => ({
        order_code: one.order_code,
        code: one.code,
        message: t(one.messageKey, one.values),
      }));
      const total = result.approved.length + refused.length;
      return reply.ok(
        { approved: result.approved, refused },
        { message: { key: "order.notice.bulk_approved", values: { approved: result.approved.length, total } } },
      );
    },
  );

  app.get(
    `${base}/label`,
    bearerRoute(tag, {
      summary: `Shipping labels as a PDF: one 4×6 in page per order (at most ${PRINT_MAX_ORDERS})`,
      description:
        "`order_code` once, or repeated for several labels in one document, each order in pickup or send (it has an airway bill). " +
        `Courier and service, the airway bill as a Code128 barcode, the order code, recipient, sender (the buyer's dropshipper when set), weight, quantity, date, Non-COD. ${printRefusals}`,
      querystring: printOrdersQuery,
      produces: ["application/pdf"],
      response: { 200: z.any().describe("application/pdf") },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return sendShippingPdf(reply, await shippingDocuments.labels(store, request.query, request.lang));
    },
  );

  app.get(
    `${base}/packinglist`,
    bearerRoute(tag, {
      summary: `Packing lists as an A4 PDF, for orders from approve until sent (at most ${PRINT_MAX_ORDERS})`,
      description:
        "`order_code` once or repeated. Each order's code, buyer, courier, airway bill once issued, dropshipper, and its lines with " +
        `variant, SKU, quantity and the buyer's note. ${printRefusals}`,
      querystring: printOrdersQuery,
      produces: ["application/pdf"],
      response: { 200: z.any().describe("application/pdf") },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return sendShippingPdf(reply, await shippingDocuments.packingList(store, request.query, request.lang));
    },
  );
};
