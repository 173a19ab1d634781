import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { NotificationOutcome } from "../../core/payment/index.ts";
import type { Services } from "../../core/services.ts";
import { translator } from "../../i18n/index.ts";
import { apiCalls } from "../http/api-calls.ts";
import { envelope } from "../http/response-schemas.ts";
import { langOnlyQuery } from "../http/route-options.ts";
import { sendError } from "../plugins/api-envelope.ts";

/**
 * What the webhook answers (docs/decisions/0012-payment-gateways.md). Midtrans retries a notification
 * until it gets a 2xx, so 200 means "done with it, do not send again": anything verified, and a verified
 * status that needs nothing from us. A forged signature or a body that is no notification gets a 4xx: a
 * retry cannot make it valid (a misconfigured key shows up in Midtrans's dashboard as failures). When
 * Midtrans's status API could not confirm the notification, 503 asks Midtrans to try again later.
 */
const STATUS_BY_OUTCOME: Record<NotificationOutcome, number> = {
  accepted: 200,
  duplicate: 200,
  ignored_stale: 200,
  unknown_invoice: 200,
  amount_mismatch: 200,
  ignored_status: 200,
  rejected_malformed: 400,
  rejected_signature: 403,
  rejected_unconfirmed: 503,
  settle_failed: 500,
};

/**
 * The gateway's notifications get their own bucket: sharing the shoppers' per-address budget would let a
 * busy sale day (or shoppers behind the gateway's address) throttle payments. It is still tight, because
 * anyone may post here and every post costs a verification and a log row; a throttled gateway loses
 * nothing, since Midtrans retries until it gets a 2xx.
 */
export const NOTIFICATIONS_PER_MINUTE = 600;

/** A Midtrans notification is a few kilobytes: anything far larger is not one, and is refused unread. */
export const NOTIFICATION_BODY_LIMIT_BYTES = 64 * 1024;

const outcomes = Object.keys(STATUS_BY_OUTCOME) as [NotificationOutcome, ...NotificationOutcome[]];

const notificationBody = z
  .object({
    order_id: z.string().describe("Our invoice_code"),
    status_code: z.string(),
    gross_amount: z.string().describe('Two decimals, e.g. "123000.00"'),
    signature_key: z.string().describe("SHA-512 hex of order_id + status_code + gross_amount + server key"),
    transaction_status: z.string(),
    transaction_id: z.string(),
    fraud_status: z.string(),
    payment_type: z.string(),
  })
  .partial()
  .passthrough();

/** Spec §7 'the card payment provider's popup' and its HTTP notifications. */
export const paymentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { payments } = services;

  app.post(
    "/payment/notification",
    {
      schema: {
        tags: ["payment"],
        summary: "Payment gateway HTTP notification (webhook), Midtrans's format",
        description:
          "Called by the gateway, not by shoppers: no authentication, no cookies, no XSRF header. Every notification is logged with its outcome. " +
          "Verified (signature, and for Midtrans the status API's confirmation) → 200 with `data.outcome` (accepted, duplicate, ignored_stale, unknown_invoice, amount_mismatch, ignored_status). " +
          "400 not a notification; 403 bad signature (a summary logged, otherwise ignored); 413 a body over 64 KiB; 429 over the route's rate limit; 503 the status API could not confirm it (retry later); 500 settling failed (retry).",
        // Validation would refuse odd bodies before they reach the log: the service checks every field itself.
        body: notificationBody.optional(),
        response: { 200: envelope(z.object({ outcome: z.enum(outcomes) })) },
      },
      validatorCompiler: () => (data) => ({ value: data }),
      bodyLimit: NOTIFICATION_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: NOTIFICATIONS_PER_MINUTE, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const { outcome, invoiceCode } = await payments.receiveNotification(request.body);
      const status = STATUS_BY_OUTCOME[outcome];
      if (status === 200) return reply.ok({ outcome }, { message: { key: `payment.notification.${outcome}` } });
      request.log.warn({ outcome, invoiceCode, ip: request.ip }, "payment notification refused");
      return sendError(reply, status, translator(request.lang)(`payment.notification.${outcome}`));
    },
  );

  apiCalls(app, { tag: "payment", caller: "public" }).get(
    "/payment/config",
    {
      summary: "What the browser needs to open the payment popup",
      description:
        "kind 'midtrans': load script_url with data-client-key=client_key and call snap.pay(token). kind 'local': open /payment/local/{token}.",
      querystring: langOnlyQuery,
      data: z.object({
        kind: z.enum(["local", "midtrans"]),
        script_url: z.string().nullable(),
        client_key: z.string().nullable(),
      }),
    },
    async () => {
      const config = payments.gateway.clientConfig();
      return { kind: config.kind, script_url: config.scriptUrl, client_key: config.clientKey };
    },
  );
};
