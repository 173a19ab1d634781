/** A transaction's state as the gateway reports it, in Midtrans's vocabulary (see gatewayStatusOf). */
export type GatewayStatus = "pending" | "settlement" | "expire" | "cancel" | "deny" | "failure";

export interface CreateTransactionInput {
  invoiceCode: string;
  /** Whole rupiah charged to the gateway (the invoice's charge_to_gateway). */
  grossAmount: number;
  customer: { name: string; email: string };
  items: { id: string; name: string; price: number; quantity: number }[];
  expiresAt: Date;
}

export interface GatewayTransaction {
  token: string;
  redirectUrl: string;
}

/** A notification whose signature held and, for Midtrans, whose status the status API confirmed. */
export interface VerifiedNotification {
  gateway: string;
  invoiceCode: string;
  status: GatewayStatus;
  grossAmount: number;
  transactionId: string;
  statusCode: string;
  /**
   * The gateway confirmed that money really moved (Midtrans's status API). The local gateway moves none,
   * so its settlements are never worth a refund: a late one must not turn into wallet money.
   */
  collectsMoney: boolean;
}

/** Why a notification was not verified. */
export type RejectionReason = "malformed" | "signature" | "unconfirmed" | "unsupported_status";

export type VerifyResult =
  { ok: true; notification: VerifiedNotification } | { ok: false; reason: RejectionReason; detail?: string };

export interface ClientConfig {
  kind: "local" | "midtrans";
  scriptUrl: string | null;
  clientKey: string | null;
}

export interface PaymentGateway {
  name: "local" | "midtrans";
  createTransaction(input: CreateTransactionInput): Promise<GatewayTransaction>;
  /** Signature check + (midtrans) confirmation via the status API; null when forged/unconfirmable. */
  verifyNotification(body: unknown): Promise<VerifiedNotification | null>;
  /** The same check, saying why a notification was refused (the notification log records it). */
  verify(body: unknown): Promise<VerifyResult>;
  /** The browser script for the popup (Midtrans: snap.js URL with client key; local: our own). */
  clientConfig(): ClientConfig;
}

/** What the checkout workflow did with a verified notification. */
/** amount_mismatch: verified, but for another amount than the invoice charges: logged, nothing changes. */
export type SettleOutcome = "accepted" | "duplicate" | "ignored_stale" | "unknown_invoice" | "amount_mismatch";

export type Settle = (notification: VerifiedNotification) => Promise<SettleOutcome>;

/** Every outcome the notification log (payment_notification.outcome) can hold. */
export type NotificationOutcome =
  | SettleOutcome
  | "rejected_malformed"
  | "rejected_signature"
  | "rejected_unconfirmed"
  | "ignored_status"
  | "settle_failed";
