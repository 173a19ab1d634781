import { createHash, randomBytes } from "node:crypto";
import type { LocalPaymentMethod } from "./payment.view.ts";
import type { PaymentGateway, VerifiedNotification, VerifyResult } from "./payment.types.ts";
import {
  formatGrossAmount,
  gatewayStatusOf,
  notificationFields,
  notificationSignature,
  parseGrossAmount,
  signatureMatches,
} from "./signature.ts";

export interface LocalGatewayOptions {
  /** The key notifications are signed with (resolved lazily: it may live in the database). */
  serverKey: () => Promise<string>;
}

export interface LocalNotificationInput {
  invoiceCode: string;
  grossAmount: number;
  outcome: "pay" | "pending" | "fail";
  method: LocalPaymentMethod;
  transactionId: string;
  now: Date;
}

export interface LocalGateway extends PaymentGateway {
  name: "local";
  /** The signed notification the popup sends to the webhook, field for field as Midtrans sends it. */
  buildNotification(input: LocalNotificationInput): Promise<Record<string, unknown>>;
}

const BANK_OF: Partial<Record<LocalPaymentMethod, string>> = {
  bca_va: "bca",
  bni_va: "bni",
  bri_va: "bri",
  mandiri_va: "mandiri",
};
const PAYMENT_TYPE_OF: Record<LocalPaymentMethod, string> = {
  bca_va: "bank_transfer",
  bni_va: "bank_transfer",
  bri_va: "bank_transfer",
  mandiri_va: "echannel",
  qris: "qris",
  gopay: "gopay",
  shopeepay: "shopeepay",
  credit_card: "credit_card",
};
/** The status_code this gateway signs with each transaction_status it sends (Midtrans's codes). */
const SIGNED_STATUS_CODE: Record<string, string> = { settlement: "200", capture: "200", pending: "201", deny: "202" };
const VA_PREFIX: Record<string, string> = { bca: "12345", bni: "8808", bri: "26215", mandiri: "" };

/**
 * The built-in gateway (the default): it works offline and speaks Midtrans's protocol, so the webhook,
 * the verification and the checkout workflow run the same code whichever gateway is configured. Its
 * "payment" is a button on its own popup page; it moves no money and is meant for development and demos.
 */
export function createLocalGateway(options: LocalGatewayOptions): LocalGateway {
  async function verify(body: unknown): Promise<VerifyResult> {
    const fields = notificationFields(body);
    if (!fields) return { ok: false, reason: "malformed" };
    if (!signatureMatches(fields, await options.serverKey())) return { ok: false, reason: "signature" };
    // There is no status API to ask: the signed notification is all this gateway knows. The signature
    // leaves transaction_status out, so it must agree with the signed status_code, as this gateway
    // writes them; a replay then only repeats a status the checkout workflow has already seen.
    if (SIGNED_STATUS_CODE[fields.transaction_status] !== fields.status_code) {
      return { ok: false, reason: "signature", detail: "transaction_status does not match the signed status_code" };
    }
    const status = gatewayStatusOf(fields.transaction_status, fields.fraud_status);
    if (!status) return { ok: false, reason: "unsupported_status", detail: fields.transaction_status };
    const grossAmount = parseGrossAmount(fields.gross_amount);
    if (grossAmount === null) return { ok: false, reason: "malformed" };
    const notification: VerifiedNotification = {
      gateway: "local",
      invoiceCode: fields.order_id,
      status,
      grossAmount,
      transactionId: fields.transaction_id ?? "",
      statusCode: fields.status_code,
      collectsMoney: false,
    };
    return { ok: true, notification };
  }

  return {
    name: "local",

    async createTransaction() {
      // The token is the only key to the popup page, so it must not be guessable.
      const token = randomBytes(24).toString("base64url");
      return { token, redirectUrl: `/payment/local/${token}` };
    },

    verify,

    async verifyNotification(body: unknown) {
      const result = await verify(body);
      return result.ok ? result.notification : null;
    },

    clientConfig() {
      return { kind: "local", scriptUrl: null, clientKey: null };
    },

    async buildNotification(input) {
      const card = input.method === "credit_card";
      const [transactionStatus, statusCode, fraudStatus]: [string, string, string | null] =
        input.outcome === "pay"
          ? card
            ? ["capture", "200", "accept"]
            : ["settlement", "200", "accept"]
          : input.outcome === "pending"
            ? ["pending", "201", card ? "accept" : null]
            : ["deny", "202", card ? "deny" : null];
      const grossAmount = formatGrossAmount(input.grossAmount);
      const time = midtransLocalTime(input.now);
      const body: Record<string, unknown> = {
        transaction_time: time,
        transaction_status: transactionStatus,
        transaction_id: input.transactionId,
        status_message: "midtrans payment notification",
        status_code: statusCode,
        signature_key: notificationSignature(input.invoiceCode, statusCode, grossAmount, await options.serverKey()),
        payment_type: PAYMENT_TYPE_OF[input.method],
        order_id: input.invoiceCode,
        merchant_id: "PASAR-LOCAL",
        gross_amount: grossAmount,
        currency: "IDR",
        ...(fraudStatus ? { fraud_status: fraudStatus } : {}),
        ...(transactionStatus === "settlement" ? { settlement_time: time } : {}),
        ...methodDetails(input.method, input.invoiceCode),
      };
      return body;
    },
  };
}

/** The number a shopper would pay to for 'pay later': stable per invoice and method. */
export function localPaymentCode(invoiceCode: string, method: LocalPaymentMethod): string {
  const digits = BigInt(`0x${createHash("sha256").update(`${invoiceCode}:${method}`).digest("hex").slice(0, 24)}`)
    .toString()
    .padStart(20, "0");
  const bank = BANK_OF[method];
  if (bank) return `${VA_PREFIX[bank] ?? ""}${digits}`.slice(0, bank === "mandiri" ? 12 : 16);
  return digits.slice(0, 12);
}

function methodDetails(method: LocalPaymentMethod, invoiceCode: string): Record<string, unknown> {
  const bank = BANK_OF[method];
  if (method === "mandiri_va") return { bill_key: localPaymentCode(invoiceCode, method), biller_code: "70012" };
  if (bank) return { va_numbers: [{ bank, va_number: localPaymentCode(invoiceCode, method) }] };
  if (method === "qris") return { acquirer: "gopay" };
  if (method === "credit_card")
    return { bank: "bni", masked_card: "48111111-1114", card_type: "credit", channel_response_message: "Approved" };
  return {};
}

/** Midtrans writes notification times as 'yyyy-MM-dd HH:mm:ss' in Western Indonesia Time. */
function midtransLocalTime(date: Date): string {
  const wib = new Date(date.getTime() + 7 * 3_600_000).toISOString();
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)}`;
}
