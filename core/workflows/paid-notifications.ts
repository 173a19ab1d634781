import type { Executor } from "../../db/client.ts";
import type { InvoiceRow } from "../invoice/index.ts";
import { notify } from "../notification/index.ts";
import { createOrderRepository } from "../order/index.ts";
import { formatRupiah } from "../shared/money.ts";

/**
 * A paid invoice tells its buyer (payment settled) and each of its stores (a new order), inside the
 * transaction that marked it paid: the notifications exist exactly when the payment does, and a repeated
 * settlement tells nobody twice (the references are the invoice's and the orders' codes).
 */
export async function notifyInvoicePaid(
  tx: Executor,
  row: Pick<InvoiceRow, "id" | "invoice_code" | "user_id" | "total_tagihan">,
  at: Date,
): Promise<void> {
  const invoiceCode = row.invoice_code;
  const orders = await createOrderRepository(tx).ordersOfInvoice(row.id);
  await notify(tx, {
    recipient: { type: "user", id: row.user_id },
    kind: "payment_settled",
    reference: `invoice:${invoiceCode}`,
    params: { invoice_code: invoiceCode, amount: formatRupiah(row.total_tagihan) },
    link: `/user/order/invoice/${invoiceCode}`,
    at,
  });
  for (const order of orders) {
    await notify(tx, {
      recipient: { type: "merchant", id: order.merchant_id },
      kind: "new_order",
      reference: `order:${order.order_code}`,
      params: { order_code: order.order_code, amount: formatRupiah(order.grand_total) },
      // The seller's order list (issue 24's merchant order pages).
      link: `/merchant/dashboard/order/list`,
      at,
    });
  }
}
