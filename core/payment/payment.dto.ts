/** What the local gateway's popup page shows and sends; pages import this file. */
import type { NotificationOutcome } from "./payment.types.ts";

export type LocalMethodGroup = "virtual_account" | "qris" | "ewallet" | "card";

/** The methods the local gateway's sheet offers, in Snap's order; the label is payment.local.methods.{id}. */
export const LOCAL_PAYMENT_METHODS = [
  { id: "bca_va", group: "virtual_account" },
  { id: "bni_va", group: "virtual_account" },
  { id: "bri_va", group: "virtual_account" },
  { id: "mandiri_va", group: "virtual_account" },
  { id: "qris", group: "qris" },
  { id: "gopay", group: "ewallet" },
  { id: "shopeepay", group: "ewallet" },
  { id: "credit_card", group: "card" },
] as const satisfies readonly { id: string; group: LocalMethodGroup }[];

export type LocalPaymentMethod = (typeof LOCAL_PAYMENT_METHODS)[number]["id"];

export const LOCAL_METHOD_GROUPS: readonly LocalMethodGroup[] = ["virtual_account", "qris", "ewallet", "card"];

/** The sheet's buttons: pay (settlement), pay later (pending with a code), fail (deny), close (nothing sent). */
export type LocalPaymentIntent = "pay" | "pending" | "fail" | "close";

/** What the popup tells its opener, like Snap's onSuccess / onPending / onError / onClose. */
export type PaymentPopupResult = "success" | "pending" | "error" | "close";

export interface LocalPaymentDto {
  token: string;
  invoiceCode: string;
  /** Whole rupiah the gateway collects (the invoice's charge_to_gateway). */
  amount: number;
  status: "pending" | "settlement" | "expire" | "cancel";
  expireAt: string;
  /** The server's clock, for a countdown that agrees with it. */
  now: string;
  /** Pending and before its deadline. */
  payable: boolean;
}

export interface LocalPaymentResultDto {
  result: PaymentPopupResult;
  invoiceCode: string;
  /** The gateway status the popup notified; null when nothing was sent (close). */
  transactionStatus: string | null;
  method: LocalPaymentMethod | null;
  /** For 'pay later': the virtual account number or payment code the shopper pays to. */
  paymentCode: string | null;
  /** What the payment service did with the notification (accepted, duplicate, settle_failed …). */
  notificationOutcome: NotificationOutcome | null;
  /** The notification as Midtrans's Snap would pass it to its callbacks (a subset). */
  gatewayResult: Record<string, string> | null;
}
