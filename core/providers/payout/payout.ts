/** What a payout provider is asked to send: a withdrawal to the bank account copied onto it. */
export interface PayoutOrder {
  /** Ours: `withdrawal-<id>`, sent as the provider's idempotency key where it takes one. */
  key: string;
  amount: number;
  /** The bank's official (BI/SKN) code, as the bank list keeps it. */
  bankCode: string;
  accountNumber: string;
  holderName: string;
  notes: string;
}

/**
 * Where a payout stands at the provider. `pending`: accepted, not final (ask again later or wait for its
 * notification); `unknown`: the provider could not be reached or answered nonsense (nothing is decided).
 */
export type PayoutState =
  | { status: "pending"; reference: string }
  | { status: "paid"; reference: string }
  | { status: "failed"; reference: string | null; reason: string }
  | { status: "unknown"; detail: string };

/** A seam to a disbursement service (docs/architecture.md providers): local by default, Midtrans Iris by configuration. */
export interface PayoutProvider {
  readonly name: "local" | "iris";
  /** How long after the request the payout sweep first hands a withdrawal to the provider. */
  readonly sendAfterMs: number;
  /** How long to wait before asking again about a payout that is still pending. */
  readonly recheckMs: number;
  send(order: PayoutOrder): Promise<PayoutState>;
  /** The payout's state now, by the provider's reference (a notification is believed only through this). */
  status(reference: string): Promise<PayoutState>;
}
