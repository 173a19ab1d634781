import type { NotificationOutcome } from "./payment.types.ts";
import type { LocalPaymentMethod, PaymentPopupResult } from "./payment.view.ts";

// What the local gateway's popup page shows and sends: loader and action data of that page, not API answers.

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
