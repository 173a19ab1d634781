import type { Executor } from "../../db/client.ts";
import { createStockRepository } from "../catalog/index.ts";
import { createFlashQuota } from "../flashsale/index.ts";
import { createInvoiceRepository, type InvoiceRow } from "../invoice/index.ts";
import { createOrderRepository } from "../order/index.ts";
import type { PromoCartService } from "../promo/index.ts";
import { createWalletRepository } from "../wallet/index.ts";

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
  if (row.wallet_used > 0) {
    const wallets = createWalletRepository(tx);
    await wallets.book(
      { type: "user", id: row.user_id },
      {
        amount: row.wallet_used,
        kind: "refund",
        reference: `invoice:${row.invoice_code}:refund`,
        description: row.invoice_code,
      },
    );
  }
  await promos.releaseRedemptions(tx, row.invoice_code);
  await orders.setStatusOfInvoice(row.id, "cancel");
  await createInvoiceRepository(tx).setPaymentStatus(row.id, { status_payment: status, closed_at: now });
}

/** A paid invoice: its orders wait for the stores' confirmation and the units count as sold. */
export async function markInvoicePaid(tx: Executor, row: InvoiceRow, now: Date, transactionId?: string): Promise<void> {
  const orders = createOrderRepository(tx);
  await createStockRepository(tx).addSold(await orders.unitsOfInvoice(row.id));
  await orders.setStatusOfInvoice(row.id, "confirmation");
  await createInvoiceRepository(tx).setPaymentStatus(row.id, {
    status_payment: "settlement",
    paid_at: now,
    ...(transactionId ? { gateway_transaction_id: transactionId } : {}),
  });
}
