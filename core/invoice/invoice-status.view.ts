// No zod and no dayjs here: status badges import this module in the browser.

export const PAYMENT_STATUSES = ["pending", "settlement", "expire", "cancel"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUSES = [
  "waiting_payment",
  "confirmation",
  "approve",
  "pickup",
  "send",
  "complete",
  "cancel",
  "reject",
  "complain",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Catalogue keys of spec §4's invoice payment states; anything unknown reads '-'. */
export function paymentStatusKey(status: string): string {
  return (PAYMENT_STATUSES as readonly string[]).includes(status)
    ? `invoice.payment_status.${status}`
    : "invoice.payment_status.other";
}

/** Catalogue keys of spec §4's order status display. */
export function orderStatusKey(status: string): string {
  return (ORDER_STATUSES as readonly string[]).includes(status)
    ? `invoice.order_status.${status}`
    : "invoice.order_status.other";
}
