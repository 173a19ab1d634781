import type { SettleOutcome, VerifiedNotification } from "../payment/index.ts";
import {
  closeUnpaidInvoice,
  markInvoicePaid,
  refundToBuyer,
  withLockedInvoice,
  type InvoiceClosingDeps,
} from "./invoice-closing.ts";
import { notifyInvoicePaid } from "./paid-notifications.ts";
import { DEFAULT_ORDER_TIMERS } from "./order-fulfilment.ts";

/** What settling reads of a verified notification. */
export type GatewayNotice = Pick<
  VerifiedNotification,
  "invoiceCode" | "status" | "grossAmount" | "transactionId" | "collectsMoney"
>;

/**
 * What a verified gateway notification does to an invoice (decision 0013). The invoice row is locked,
 * so repeated or concurrent notifications take turns and each change happens once:
 * - pending → settlement: paid; pending → expire/cancel: closed and undone; deny/failure leave it
 *   pending (the shopper may try another method in the same payment page);
 * - a final invoice (settlement, expire, cancel) never changes again, except that money arriving for an
 *   invoice we already closed is not lost: it is refunded to the shopper's wallet, once. Only money the
 *   gateway confirmed it collected (Midtrans's status API): the local gateway collects none, and a
 *   settlement of it replayed after expiry would otherwise mint wallet money.
 */
export function createSettlePayment({ db, clock, promos, orderResponseMs }: InvoiceClosingDeps) {
  return async function settle(notice: GatewayNotice): Promise<SettleOutcome> {
    return withLockedInvoice(db, notice.invoiceCode, async (tx, row) => {
      if (!row) return "unknown_invoice";
      if (notice.grossAmount !== row.charge_to_gateway) return "amount_mismatch";
      const now = clock.now();
      if (row.status_payment === "pending") {
        if (notice.status === "settlement") {
          await markInvoicePaid(tx, row, now, {
            transactionId: notice.transactionId,
            orderResponseMs: orderResponseMs ?? DEFAULT_ORDER_TIMERS.responseMs,
          });
          await notifyInvoicePaid(tx, row, now);
          return "accepted";
        }
        if (notice.status === "expire" || notice.status === "cancel") {
          await closeUnpaidInvoice(tx, promos, row, notice.status, now);
          return "accepted";
        }
        return "duplicate";
      }
      if (notice.status === "settlement" && row.status_payment !== "settlement" && notice.collectsMoney) {
        const refunded = await refundToBuyer(tx, row, row.charge_to_gateway, "late-payment");
        return refunded ? "accepted" : "duplicate";
      }
      return row.status_payment === notice.status ? "duplicate" : "ignored_stale";
    });
  };
}
