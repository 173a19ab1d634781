// No zod here: pages import these to draw the category tabs.

/** The tabs of a notification list (spec §7 `categories`, all by default). */
export const NOTIFICATION_CATEGORIES = ["order", "payment", "wallet", "review"] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_RECIPIENT_TYPES = ["user", "merchant"] as const;
export type NotificationRecipientType = (typeof NOTIFICATION_RECIPIENT_TYPES)[number];

/** A buyer (their user id) or a store (its merchant id): the two kinds of inbox. */
export interface NotificationRecipient {
  type: NotificationRecipientType;
  id: number;
}

/**
 * Every event that tells someone something (issue 24), its tab, and whether it also goes out by mail. Each
 * kind has `notification.kind.<kind>.title` and `.body` in both catalogues (a test checks).
 */
export const NOTIFICATION_KINDS = {
  payment_settled: { category: "payment", mail: true },
  new_order: { category: "order", mail: true },
  order_approved: { category: "order", mail: false },
  order_rejected: { category: "order", mail: true },
  order_picked_up: { category: "order", mail: false },
  order_delivered: { category: "order", mail: true },
  order_completed: { category: "order", mail: false },
  order_cancelled: { category: "order", mail: true },
  order_cancelled_unshipped: { category: "order", mail: true },
  order_cancelled_by_buyer: { category: "order", mail: true },
  order_funds_released: { category: "order", mail: false },
  order_response_due: { category: "order", mail: true },
  order_ship_due: { category: "order", mail: true },
  complaint_opened: { category: "order", mail: true },
  complaint_resolved: { category: "order", mail: true },
  review_replied: { category: "review", mail: false },
  withdrawal_paid: { category: "wallet", mail: true },
  withdrawal_failed: { category: "wallet", mail: true },
} as const satisfies Record<string, { category: NotificationCategory; mail: boolean }>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** The catalogue keys a kind is written with. */
export function notificationKeys(kind: NotificationKind): { title: string; body: string } {
  return { title: `notification.kind.${kind}.title`, body: `notification.kind.${kind}.body` };
}
