import type { Database, Executor } from "../../db/client.ts";
import { createStockRepository } from "../catalog/index.ts";
import { createFlashQuota } from "../flashsale/index.ts";
import { createInvoiceRepository, type InvoiceRow } from "../invoice/index.ts";
import { createOrderRepository } from "../order/index.ts";
import type { PromoCartService } from "../promo/index.ts";
import type { Clock } from "../shared/clock.ts";
import { createWalletRepository } from "../wallet/index.ts";
import { startPaidOrders } from "./order-fulfilment.ts";

/** What the workflows that close an invoice (expiry, settlement) are built with. */
export interface InvoiceClosingDeps {
  db: Database;
  clock: Clock;
  promos: Pick<PromoCartService, "releaseRedemptions">;
  /** How long a store has to answer a paid order (ORDER_RESPONSE_HOURS; 24 hours unless told). */
  orderResponseMs?: number;
}

/**
 * Runs `work` in one transaction holding the invoice's row lock, so that concurrent closings of one
 * invoice take turns; `row` is undefined when no invoice has that code.
 */
export function withLockedInvoice<T>(
  db: Database,
  invoiceCode: string,
  work: (tx: Executor, row: InvoiceRow | undefined) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(tx, await createInvoiceRepository(tx).lockForUpdate(invoiceCode)));
}

/**
 * Gives money of the invoice back to its buyer's wallet, once per reason: the reference makes a repeat a
 * no-op, and the answer is false then.
 */
export function refundToBuyer(tx: Executor, row: InvoiceRow, amount: number, reason: string): Promise<boolean> {
  return createWalletRepository(tx).book(
    { type: "user", id: row.user_id },
    { amount, kind: "refund", reference: `invoice:${row.invoice_code}:${reason}`, description: row.invoice_code },
  );
}

/**
 * Undoes a checkout whose invoice will not be paid (expired or cancelled), inside the caller's
 * transaction with the invoice row locked: stock, flash-sale quota, the wallet part and promo quotas come
 * back, once (the wallet refund's reference makes it idempotent even if this ran twice).
 */
export async function closeUnpaidInvoice(
  tx: Executor,
  promos: Pick<PromoCartService, "releaseRedemptions">,
  row: InvoiceRow,
  status: "expire" | "cancel",
  now: Date,
): Promise<void> {
  const orders = createOrderRepository(tx);
  const items = await orders.unitsOfInvoice(row.id);
  await createStockRepository(tx).release(items);
  await createFlashQuota(tx).release(
    items.flatMap((item) =>
      item.flashSaleId === null ? [] : [{ flashSaleId: item.flashSaleId, productId: item.productId, qty: item.qty }],
    ),
  );
  if (row.wallet_used > 0) await refundToBuyer(tx, row, row.wallet_used, "refund");
  await promos.releaseRedemptions(tx, row.invoice_code);
  await orders.setStatusOfInvoice(row.id, "cancel");
  await createInvoiceRepository(tx).setPaymentStatus(row.id, { status_payment: status, closed_at: now });
}

/**
 * A paid invoice: its orders wait for the stores' confirmation, their money is split in the ledger and the units
 * count as sold.
 */
export async function markInvoicePaid(
  tx: Executor,
  row: InvoiceRow,
  now: Date,
  options: { transactionId?: string; orderResponseMs: number },
): Promise<void> {
  const { transactionId } = options;
  const orders = createOrderRepository(tx);
  await createStockRepository(tx).addSold(await orders.unitsOfInvoice(row.id));
  await orders.setStatusOfInvoice(row.id, "confirmation");
  await startPaidOrders(tx, row.id, now, options.orderResponseMs);
  await createInvoiceRepository(tx).setPaymentStatus(row.id, {
    status_payment: "settlement",
    paid_at: now,
    ...(transactionId ? { gateway_transaction_id: transactionId } : {}),
  });
}
