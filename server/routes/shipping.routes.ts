import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../core/services.ts";
import {
  SIMULATION_MAX_QTY,
  simulationGroupDto,
  simulationMetaDto,
  simulationQuery,
} from "../../core/shipping/index.ts";
import type { NoticeOutcome } from "../../core/workflows/courier-tracking.ts";
import { translator } from "../../i18n/index.ts";
import { envelope } from "../http/response-schemas.ts";
import { sendError } from "../plugins/api-envelope.ts";

const slugParams = z.object({ slug: z.string().min(1).max(255) }).strict();

/** A courier's tracking notice is small: anything far larger is not one, and is refused unread. */
const COURIER_NOTICE_BODY_LIMIT_BYTES = 64 * 1024;
/** The courier's webhooks get their own bucket, like the payment gateway's (payment.routes.ts). */
const COURIER_NOTICES_PER_MINUTE = 600;

const STATUS_BY_NOTICE_OUTCOME: Record<NoticeOutcome, number> = {
  applied: 200,
  ignored: 200,
  disabled: 404,
  rejected_secret: 403,
};

/** Spec §7 `GET products/detail/{slug}/shipping`: the product page's delivery simulation. */
export const shippingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    "/shipping/webhook/biteship",
    {
      schema: {
        tags: ["shipping"],
        summary: "Courier aggregator tracking webhook (Biteship's order.status and order.waybill_id)",
        description:
          "Called by Biteship, not by shoppers: no session, no XSRF header; the shared secret (BITESHIP_WEBHOOK_SECRET) in the " +
          "BITESHIP_WEBHOOK_HEADER header. 200 with `data.outcome` applied (a new stage recorded and the order moved, or a repeat " +
          "that changed nothing) or ignored (not a parcel or a status we track); 403 a wrong secret; 404 when the courier " +
          "provider is not Biteship or no secret is set; 413 a body over 64 KiB.",
        body: z.unknown().optional(),
        response: { 200: envelope(z.object({ outcome: z.enum(["applied", "ignored"]), moved: z.number() })) },
      },
      // Any body is read by the provider's adapter, which takes only the ids and the status it knows.
      validatorCompiler: () => (data) => ({ value: data }),
      bodyLimit: COURIER_NOTICE_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: COURIER_NOTICES_PER_MINUTE, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const tracking = services.courierTracking;
      const presented = request.headers[tracking.webhookHeader];
      const { outcome, moved } = await tracking.receive(
        "biteship",
        typeof presented === "string" ? presented : undefined,
        request.body,
      );
      if (outcome === "applied" || outcome === "ignored") return reply.ok({ outcome, moved });
      if (outcome === "rejected_secret") request.log.warn({ ip: request.ip }, "courier webhook refused: wrong secret");
      const t = translator(request.lang);
      return sendError(
        reply,
        STATUS_BY_NOTICE_OUTCOME[outcome],
        t(outcome === "disabled" ? "errors.route_not_found" : "shipping.errors.webhook_secret"),
      );
    },
  );

  app.get(
    "/products/detail/:slug/shipping",
    {
      schema: {
        tags: ["products", "shipping"],
        summary: "Delivery simulation: every courier service from the product's store, grouped by speed",
        description:
          "Ships to the signed-in buyer's main address, else to `city_id` (e.g. 32.73), else to Kota Jakarta Pusat (31.71); " +
          `for the product's weight × \`qty\` (1-${SIMULATION_MAX_QTY}). An empty \`data\` means no courier serves the route. ` +
          "404 for an unknown or hidden product or an unknown city; 422 for a malformed city_id or qty.",
        params: slugParams,
        querystring: simulationQuery,
        response: { 200: envelope(z.array(simulationGroupDto), simulationMetaDto) },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const result = await services.shipping.simulate(
        request.params.slug,
        { userId: viewer?.userId ?? null, cityId: request.query.city_id ?? null },
        request.lang,
        { qty: request.query.qty ?? 1 },
      );
      return reply.ok(result.data, { meta: result.meta });
    },
  );
};
