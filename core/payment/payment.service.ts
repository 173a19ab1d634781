import { randomBytes, randomUUID } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { createInvoiceRepository } from "../invoice/index.ts";
import { createSettingsRepository } from "../settings/index.ts";
import type { Clock } from "../shared/clock.ts";
import type { Config } from "../shared/config.ts";
import { AppError } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import { createLocalGateway, localPaymentCode, type LocalGateway } from "./local-gateway.ts";
import { createMidtransGateway, MIDTRANS_HOSTS } from "./midtrans-gateway.ts";
import type { LocalPaymentDto, LocalPaymentResultDto } from "./payment.dto.ts";
import type { LocalPaymentMethod, PaymentPopupResult } from "./payment.view.ts";
import { localPaymentInput } from "./payment.inputs.ts";
import { createPaymentRepository } from "./payment.repository.ts";
import type { NotificationOutcome, PaymentGateway, RejectionReason, Settle } from "./payment.types.ts";
import { claimedOrder, unverifiedSummary } from "./signature.ts";

export type PaymentConfig = Partial<
  Pick<
    Config,
    | "MIDTRANS_SERVER_KEY"
    | "MIDTRANS_CLIENT_KEY"
    | "MIDTRANS_IS_PRODUCTION"
    | "MIDTRANS_SNAP_URL"
    | "MIDTRANS_API_URL"
    | "LOCAL_GATEWAY_SERVER_KEY"
  >
>;

export type PaymentServiceDeps = {
  db: Database;
  clock: Clock;
  /** What a verified notification does to the invoice, its orders, stock and wallet (the checkout workflow). */
  settle: Settle;
  /** HTTP client for Midtrans (the local gateway makes no HTTP calls). */
  fetch?: typeof fetch;
} & (
  | { /** The payment settings, which choose the gateway. */ config: PaymentConfig; gateway?: undefined }
  | { /** A ready gateway (tests). */ gateway: PaymentGateway; config?: undefined }
);

/** The app_setting key of the generated local gateway key (when LOCAL_GATEWAY_SERVER_KEY is unset). */
export const LOCAL_SERVER_KEY_SETTING = "payment.local_server_key";

const REJECTION_OUTCOME: Record<RejectionReason, NotificationOutcome> = {
  malformed: "rejected_malformed",
  signature: "rejected_signature",
  unconfirmed: "rejected_unconfirmed",
  unsupported_status: "ignored_status",
};

/** Outcomes after which the popup may report what it sent: the invoice took it, or already had. */
const DELIVERED_OUTCOMES: ReadonlySet<NotificationOutcome> = new Set(["accepted", "duplicate"]);

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Midtrans Snap when both of its keys are configured, else the local gateway. One key without the other
 * is a mistake that would fail at the first payment, so it stops the start instead.
 */
export function selectGateway(
  config: PaymentConfig,
  deps: { db: Database; fetch?: typeof fetch; clock: Clock },
): PaymentGateway {
  const server = config.MIDTRANS_SERVER_KEY;
  const client = config.MIDTRANS_CLIENT_KEY;
  if (server && client) {
    const hosts = config.MIDTRANS_IS_PRODUCTION ? MIDTRANS_HOSTS.production : MIDTRANS_HOSTS.sandbox;
    return createMidtransGateway({
      serverKey: server,
      clientKey: client,
      snapUrl: config.MIDTRANS_SNAP_URL ?? hosts.snap,
      apiUrl: config.MIDTRANS_API_URL ?? hosts.api,
      clock: deps.clock,
      fetch: deps.fetch,
    });
  }
  if (server || client)
    throw new Error("Invalid configuration: set both MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY, or neither");
  return createLocalGateway({ serverKey: localServerKey(deps.db, config.LOCAL_GATEWAY_SERVER_KEY) });
}

/**
 * LOCAL_GATEWAY_SERVER_KEY, else a key generated once and kept in app_setting (like the JWT secret), so
 * that every process signs and verifies the local gateway's notifications alike.
 */
function localServerKey(db: Database, configured: string | undefined): () => Promise<string> {
  if (configured) return async () => configured;
  let resolved: Promise<string> | undefined;
  return () => {
    resolved ??= createSettingsRepository(db)
      .getOrInit<string>(LOCAL_SERVER_KEY_SETTING, randomBytes(32).toString("base64url"))
      .catch((error: unknown) => {
        resolved = undefined;
        throw error;
      });
    return resolved;
  };
}

function isLocalGateway(gateway: PaymentGateway): gateway is LocalGateway {
  return gateway.name === "local" && "buildNotification" in gateway;
}

export function createPaymentService({
  db,
  clock,
  gateway: given,
  settle,
  config,
  fetch: doFetch = fetch,
}: PaymentServiceDeps) {
  const gateway = given ?? selectGateway(config!, { db, clock, fetch: doFetch });
  const payments = createPaymentRepository(db);
  const invoices = createInvoiceRepository(db);

  async function findLocalPayment(token: string): Promise<LocalPaymentDto | null> {
    if (!isLocalGateway(gateway) || !TOKEN_SHAPE.test(token)) return null;
    const row = await invoices.byGatewayToken("local", token);
    if (!row) return null;
    const now = clock.now();
    const status = row.status_payment as LocalPaymentDto["status"];
    return {
      token,
      invoiceCode: row.invoice_code,
      amount: Number(row.charge_to_gateway),
      status,
      expireAt: row.expire_at.toISOString(),
      now: now.toISOString(),
      payable: status === "pending" && row.expire_at.getTime() > now.getTime(),
    };
  }

  /**
   * The webhook: verifies a notification, hands a verified one to the checkout workflow and logs every
   * one, refused or not, with what became of it: a verified one whole, a refused one as a bounded summary
   * (anyone can post, and the log must not become their disk). Throws only when settling or logging
   * failed (the gateway should retry then).
   */
  async function receiveNotification(
    body: unknown,
  ): Promise<{ outcome: NotificationOutcome; invoiceCode: string | null }> {
    const claimed = claimedOrder(body);
    const receivedAt = clock.now();
    const verified = await gateway.verify(body);
    if (!verified.ok) {
      const outcome = REJECTION_OUTCOME[verified.reason];
      await payments.logNotification({
        gateway: gateway.name,
        invoiceCode: claimed.invoiceCode,
        transactionStatus: claimed.transactionStatus,
        outcome,
        body: unverifiedSummary(body),
        receivedAt,
      });
      return { outcome, invoiceCode: claimed.invoiceCode };
    }
    const notification = verified.notification;
    // The status logged is the one acted on (for Midtrans the status API's), the raw body keeps the claim.
    const entry = {
      gateway: gateway.name,
      invoiceCode: notification.invoiceCode,
      transactionStatus: notification.status,
      body,
      receivedAt,
    };
    let outcome: NotificationOutcome;
    try {
      outcome = await settle(notification);
    } catch (error) {
      await payments.logNotification({ ...entry, outcome: "settle_failed" }).catch(() => {});
      throw error;
    }
    await payments.logNotification({ ...entry, outcome });
    return { outcome, invoiceCode: notification.invoiceCode };
  }

  return {
    gateway,

    receiveNotification,

    /** Every notification logged for an invoice, oldest first (audit, support). */
    notificationsFor(invoiceCode: string) {
      return payments.notificationsFor(invoiceCode);
    },

    /** The built-in gateway's popup page (payment/local/:token). */
    local: {
      /** The invoice behind a popup token; null for an unknown token or when Midtrans is configured. */
      find: findLocalPayment,

      /**
       * A button of the popup: hands the signed notification Midtrans would send to the same verification,
       * log and checkout workflow as the webhook, in-process, and says what to tell the opener. Nothing
       * leaves the server: no address taken from a request is ever called, and no signed settlement exists
       * outside that could be replayed later. 'close' sends nothing.
       */
      async submit(token: string, raw: unknown): Promise<LocalPaymentResultDto> {
        const input = parseInput(localPaymentInput, raw);
        const payment = await findLocalPayment(token);
        if (!payment || !isLocalGateway(gateway)) throw new AppError("NOT_FOUND", "payment.local.not_found");
        const method = input.method as LocalPaymentMethod;
        const base = { invoiceCode: payment.invoiceCode, method, paymentCode: null, gatewayResult: null };
        if (input.intent === "close")
          return { ...base, result: "close", transactionStatus: null, notificationOutcome: null };
        if (!payment.payable)
          throw new AppError(
            "CONFLICT",
            `payment.local.not_payable_${payment.status === "pending" ? "expire" : payment.status}`,
          );

        const body = await gateway.buildNotification({
          invoiceCode: payment.invoiceCode,
          grossAmount: payment.amount,
          outcome: input.intent,
          method,
          transactionId: randomUUID(),
          now: clock.now(),
        });
        // A failed settlement is logged by receiveNotification; the popup reports an error and may retry.
        const notificationOutcome: NotificationOutcome = await receiveNotification(body).then(
          (received) => received.outcome,
          () => "settle_failed" as const,
        );
        const sentResult: PaymentPopupResult =
          input.intent === "pay" ? "success" : input.intent === "pending" ? "pending" : "error";
        const result: PaymentPopupResult = DELIVERED_OUTCOMES.has(notificationOutcome) ? sentResult : "error";
        return {
          ...base,
          result,
          transactionStatus: String(body.transaction_status),
          notificationOutcome,
          paymentCode: result === "pending" ? localPaymentCode(payment.invoiceCode, method) : null,
          gatewayResult: Object.fromEntries(
            Object.entries(body).filter(([key, value]) => typeof value === "string" && key !== "signature_key"),
          ) as Record<string, string>,
        };
      },
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
