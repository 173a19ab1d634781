import { createHash, timingSafeEqual } from "node:crypto";
import type { GatewayStatus } from "./payment.types.ts";

/**
 * The Midtrans HTTP notification protocol, shared by the Midtrans adapter and the local gateway (which
 * speaks it too, so that one webhook and one verification path serve both).
 */

/** Midtrans's signature_key: SHA-512 (hex) of order_id + status_code + gross_amount + server key. */
export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash("sha512").update(`${orderId}${statusCode}${grossAmount}${serverKey}`, "utf8").digest("hex");
}

/** Compares in constant time, so the answer time tells a forger nothing about how close the guess was. */
export function signatureMatches(body: NotificationFields, serverKey: string): boolean {
  const expected = Buffer.from(
    notificationSignature(body.order_id, body.status_code, body.gross_amount, serverKey),
    "utf8",
  );
  const given = Buffer.from(body.signature_key.toLowerCase(), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Midtrans writes amounts as strings with two decimals: 123000 → "123000.00". */
export function formatGrossAmount(rupiah: number): string {
  return rupiah.toFixed(2);
}

/** "123000.00" → 123000; null when it is not a plain non-negative decimal amount. */
export function parseGrossAmount(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^\d{1,15}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/** The fields every notification (and status answer) must carry to be checked at all. */
export interface NotificationFields {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key: string;
  transaction_status: string;
  transaction_id: string | null;
  fraud_status: string | null;
}

/** The fields verification needs, or null for anything that is not a Midtrans-shaped notification. */
export function notificationFields(body: unknown): NotificationFields | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const text = (key: string) =>
    typeof record[key] === "string" && record[key] !== "" ? (record[key] as string) : null;
  const orderId = text("order_id");
  const statusCode = text("status_code");
  const grossAmount =
    typeof record.gross_amount === "number" ? formatGrossAmount(record.gross_amount) : text("gross_amount");
  const signature = text("signature_key");
  const transactionStatus = text("transaction_status");
  if (!orderId || !statusCode || !grossAmount || !signature || !transactionStatus) return null;
  return {
    order_id: orderId,
    status_code: statusCode,
    gross_amount: grossAmount,
    signature_key: signature,
    transaction_status: transactionStatus,
    transaction_id: text("transaction_id"),
    fraud_status: text("fraud_status"),
  };
}

/** What a notification body says about its order, read without trusting it (for the audit log). */
export function claimedOrder(body: unknown): { invoiceCode: string | null; transactionStatus: string | null } {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { invoiceCode: null, transactionStatus: null };
  const record = body as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === "string" ? (record[key] as string).slice(0, 200) : null);
  return { invoiceCode: text("order_id"), transactionStatus: text("transaction_status") };
}

/** The fields of a refused notification worth keeping for support: what it claimed, not what it carried. */
const SUMMARY_FIELDS = [
  "order_id",
  "status_code",
  "gross_amount",
  "transaction_status",
  "transaction_id",
  "payment_type",
  "fraud_status",
] as const;
const SUMMARY_FIELD_CHARS = 128;

/**
 * What the log keeps of a notification that was not verified: its claimed fields, each cut short, and the
 * size and hash of the whole, so that a flood of junk costs a small row each and identical bodies can
 * still be recognised.
 */
export function unverifiedSummary(body: unknown): Record<string, unknown> {
  const json = JSON.stringify(body ?? null);
  const record =
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const fields = Object.fromEntries(
    SUMMARY_FIELDS.flatMap((key) => {
      const value = record[key];
      return typeof value === "string" || typeof value === "number"
        ? [[key, String(value).slice(0, SUMMARY_FIELD_CHARS)]]
        : [];
    }),
  );
  return {
    summary: true,
    bytes: Buffer.byteLength(json, "utf8"),
    sha256: createHash("sha256").update(json).digest("hex"),
    fields,
  };
}

/**
 * Midtrans's rule for what a transaction status means for us: money has moved only on settlement, or on
 * a card capture that the fraud check accepted. A capture under 'challenge' waits for the merchant's
 * review; an authorised card is not yet captured. Null for statuses that are not about paying
 * (refund, chargeback …): they are logged and change nothing here.
 */
export function gatewayStatusOf(transactionStatus: string, fraudStatus: string | null): GatewayStatus | null {
  switch (transactionStatus) {
    case "settlement":
      return "settlement";
    case "capture":
      if (fraudStatus === "accept") return "settlement";
      if (fraudStatus === "deny") return "deny";
      return "pending";
    case "authorize":
    case "pending":
      return "pending";
    case "expire":
      return "expire";
    case "cancel":
      return "cancel";
    case "deny":
      return "deny";
    case "failure":
      return "failure";
    default:
      return null;
  }
}
