import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DOCUMENT_TOKEN_TTL_MS, ORDER_STATUSES, PAYMENT_STATUSES } from "../../core/invoice/index.ts";
import { ORDER_LIST_TABS, orderListSearch, ORDERS_PER_PAGE, orderListQuery } from "../../core/order/index.ts";
import type { Services } from "../../core/services.ts";
import { requireViewer, signedIn } from "../http/auth.ts";
import { orderItemSchema, orderShippingSchema } from "../http/order-schemas.ts";
import { envelope, paginationMetaSchema } from "../http/response-schemas.ts";

const orderSchema = z.object({
  id: z.number(),
  order_code: z.string(),
  status_order: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  merchant: z.object({ id: z.number(), merchant_name: z.string(), merchant_slug: z.string(), storetype: z.string(), city: z.object({ name: z.string() }) }),
  ordershipping: orderShippingSchema,
  orderitem: z.array(orderItemSchema),
  total_publish_price: z.number(),
  total_shipping: z.number(),
  total_tax: z.number(),
  total_discount_merchant: z.number(),
  total_discount_platform: z.number(),
  total_discount_shipping: z.number(),
  grand_total: z.number(),
  invoice: z.object({ invoice_code: z.string(), status_payment: z.enum(PAYMENT_STATUSES), expire_date: z.string(), can_pay: z.boolean() }),
  download_url: z.string(),
});

const listMeta = paginationMetaSchema.extend({ counts: z.record(z.enum(ORDER_LIST_TABS), z.number()) });

/** Spec §7 buyer dashboard: GET order/list. Every answer holds the signed-in buyer's own orders only. */
export const buyerOrderRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { orders } = services;

  app.get(
    "/buyer/dashboard/order/list",
    {
      config: signedIn(),
      schema: {
        tags: ["order"],
        summary: `The buyer's orders, newest first, ${ORDERS_PER_PAGE} a page, one tab at a time`,
        description:
          "`status` is a tab: waiting_payment, confirmation, processed (approve and pickup), send, complete, cancelled (cancel and reject), complain, or all. " +
          "`search` matches the order or invoice code, a product name or the store name. `meta.counts` holds each tab's total under the same search. " +
          "An unpaid order past its invoice deadline reads `cancel` (its invoice `expire`, `can_pay` false) even before the expiry sweep closes it. " +
          `\`download_url\` holds a document token valid ${DOCUMENT_TOKEN_TTL_MS / 60_000} minutes.`,
        security: [{ bearerAuth: [] }],
        querystring: orderListQuery,
        response: { 200: envelope(z.array(orderSchema), listMeta) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const list = await orders.list(viewer, request.query, {
        lang: request.lang,
        pageUrl: (page, { status, search }) => `/api/buyer/dashboard/order/list${orderListSearch(status, search, page)}`,
      });
      // The answer holds live download tokens: no shared cache may keep it.
      reply.header("cache-control", "private, no-store");
      return reply.ok(list.items, { meta: { ...list.meta, counts: list.counts } });
    },
  );
};
