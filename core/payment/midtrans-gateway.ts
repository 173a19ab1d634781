import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import type {
  CreateTransactionInput,
  GatewayTransaction,
  PaymentGateway,
  VerifiedNotification,
  VerifyResult,
} from "./payment.types.ts";
import { gatewayStatusOf, notificationFields, parseGrossAmount, signatureMatches } from "./signature.ts";

/** Midtrans's hosts: Snap (transactions, snap.js) and the Core API (status). */
export const MIDTRANS_HOSTS = {
  sandbox: { snap: "https://app.sandbox.midtrans.com", api: "https://api.sandbox.midtrans.com" },
  production: { snap: "https://app.midtrans.com", api: "https://api.midtrans.com" },
} as const;

export interface MidtransGatewayOptions {
  serverKey: string;
  clientKey: string;
  /** Origin of the Snap API and snap.js, e.g. https://app.sandbox.midtrans.com (a fake in tests). */
  snapUrl: string;
  /** Origin of the Core API that answers /v2/{order_id}/status. */
  apiUrl: string;
  clock: Clock;
  fetch?: typeof fetch;
  /** Each call to Midtrans gives up after this long: the webhook must answer while Midtrans still waits. */
  timeoutMs?: number;
}

/** Midtrans limits an item name to 50 characters. */
const ITEM_NAME_MAX = 50;

/**
 * Midtrans Snap: transactions through the Snap API, and notifications believed only after the status API
 * says the same. The signature covers neither a timestamp nor a nonce, so a captured notification could
 * be replayed forever; asking Midtrans for the transaction's current state makes a replay harmless.
 */
export function createMidtransGateway(options: MidtransGatewayOptions): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const snapUrl = options.snapUrl.replace(/\/+$/, "");
  const apiUrl = options.apiUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`, "utf8").toString("base64")}`;
  const headers = { accept: "application/json", "content-type": "application/json", authorization };
  // Both calls carry the server key and both answers are believed: a redirect (to wherever a compromised
  // or spoofed host points) is refused, never followed (fetch with redirect "error" rejects on any 3xx).

  async function transactionStatus(orderId: string): Promise<Record<string, unknown> | null> {
    try {
      const response = await doFetch(`${apiUrl}/v2/${encodeURIComponent(orderId)}/status`, {
        method: "GET",
        headers,
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const answer = (await response.json()) as unknown;
      return typeof answer === "object" && answer !== null && !Array.isArray(answer)
        ? (answer as Record<string, unknown>)
        : null;
    } catch {
      // Network down, timeout, not JSON: unconfirmed, so the webhook asks Midtrans to retry.
      return null;
    }
  }

  async function verify(body: unknown): Promise<VerifyResult> {
    const fields = notificationFields(body);
    if (!fields) return { ok: false, reason: "malformed" };
    if (!signatureMatches(fields, options.serverKey)) return { ok: false, reason: "signature" };
    const answer = await transactionStatus(fields.order_id);
    if (!answer) return { ok: false, reason: "unconfirmed", detail: "status API unreachable or refused" };
    // The status API answers HTTP 200 with status_code 404 for a transaction it does not know.
    if (
      answer.order_id !== fields.order_id ||
      answer.status_code === "404" ||
      typeof answer.transaction_status !== "string"
    ) {
      return { ok: false, reason: "unconfirmed", detail: `status API: ${String(answer.status_code ?? "no status")}` };
    }
    const fraud = typeof answer.fraud_status === "string" ? answer.fraud_status : null;
    const status = gatewayStatusOf(answer.transaction_status, fraud);
    if (!status) return { ok: false, reason: "unsupported_status", detail: answer.transaction_status };
    const grossAmount = parseGrossAmount(answer.gross_amount);
    if (grossAmount === null) return { ok: false, reason: "unconfirmed", detail: "status API gave no amount" };
    const notification: VerifiedNotification = {
      gateway: "midtrans",
      invoiceCode: fields.order_id,
      status,
      grossAmount,
      transactionId: typeof answer.transaction_id === "string" ? answer.transaction_id : (fields.transaction_id ?? ""),
      statusCode: typeof answer.status_code === "string" ? answer.status_code : fields.status_code,
      collectsMoney: true,
    };
    return { ok: true, notification };
  }

  return {
    name: "midtrans",

    async createTransaction(input: CreateTransactionInput): Promise<GatewayTransaction> {
      const now = options.clock.now();
      const minutes = Math.max(1, Math.ceil((input.expiresAt.getTime() - now.getTime()) / 60_000));
      const body = {
        transaction_details: { order_id: input.invoiceCode, gross_amount: input.grossAmount },
        customer_details: { first_name: input.customer.name.slice(0, 255), email: input.customer.email },
        item_details: itemDetails(input),
        // The Snap page and the payment codes it issues die with our invoice, not after Midtrans's default day.
        expiry: { start_time: midtransTime(now), unit: "minute", duration: minutes },
      };
      let response: Response;
      try {
        response = await doFetch(`${snapUrl}/snap/v1/transactions`, {
          method: "POST",
          headers,
          body: JSON.stringify(body),
          redirect: "error",
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        throw gatewayUnavailable(cause);
      }
      const answer = (await response.json().catch(() => null)) as {
        token?: unknown;
        redirect_url?: unknown;
        error_messages?: unknown;
      } | null;
      if (!response.ok || typeof answer?.token !== "string" || typeof answer.redirect_url !== "string") {
        throw gatewayUnavailable(
          new Error(`Snap API ${response.status}: ${JSON.stringify(answer?.error_messages ?? answer)}`),
        );
      }
      return { token: answer.token, redirectUrl: answer.redirect_url };
    },

    verify,

    async verifyNotification(body: unknown) {
      const result = await verify(body);
      return result.ok ? result.notification : null;
    },

    clientConfig() {
      return { kind: "midtrans", scriptUrl: `${snapUrl}/snap/snap.js`, clientKey: options.clientKey };
    },
  };
}

/**
 * Midtrans refuses a transaction whose items do not add up to gross_amount. The wallet part of an
 * invoice, and any rounding, is paid elsewhere: one adjustment line keeps the sum exact.
 */
function itemDetails(input: CreateTransactionInput) {
  const items = input.items.map((item) => ({
    id: item.id.slice(0, 50),
    name: item.name.slice(0, ITEM_NAME_MAX),
    price: Math.round(item.price),
    quantity: item.quantity,
  }));
  const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
  if (sum !== input.grossAmount)
    items.push({ id: "adjustment", name: "Wallet and adjustments", price: input.grossAmount - sum, quantity: 1 });
  return items;
}

/** Midtrans's expiry start_time: 'yyyy-MM-dd HH:mm:ss Z', written in Western Indonesia Time. */
export function midtransTime(date: Date): string {
  const wib = new Date(date.getTime() + 7 * 3_600_000).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)} +0700`;
}

function gatewayUnavailable(cause: unknown): AppError {
  const error = new AppError("PAYMENT_FAILED", "payment.errors.gateway_unavailable");
  error.cause = cause;
  return error;
}
