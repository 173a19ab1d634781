import type { PayoutProvider } from "./payout.ts";

/**
 * The offline payout: every withdrawal is paid `delayMs` after it was asked for (PAYOUT_LOCAL_DELAY_SECONDS),
 * when the payout sweep hands it over, so the demo and the tests see a pending withdrawal become paid.
 */
export function createLocalPayout(delayMs: number): PayoutProvider {
  return {
    name: "local",
    sendAfterMs: delayMs,
    recheckMs: delayMs,
    async send(order) {
      return { status: "paid", reference: `LOCAL-${order.key}` };
    },
    async status(reference) {
      return { status: "paid", reference };
    },
  };
}
