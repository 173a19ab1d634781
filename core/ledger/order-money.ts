import type { AccountKey, Journal, Posting } from "./ledger.repository.ts";

/** The accounts an order's money moves between (decision 0030). */
export const accounts = {
  buyerPaid: (userId: number): AccountKey => ({ ownerType: "user", ownerId: userId, purpose: "paid" }),
  buyerWallet: (userId: number): AccountKey => ({ ownerType: "user", ownerId: userId, purpose: "wallet" }),
  storeHeld: (merchantId: number): AccountKey => ({ ownerType: "merchant", ownerId: merchantId, purpose: "held" }),
  storeAvailable: (merchantId: number): AccountKey => ({
    ownerType: "merchant",
    ownerId: merchantId,
    purpose: "available",
  }),
  commission: { ownerType: "platform", ownerId: 0, purpose: "commission" } as AccountKey,
  platformPromo: { ownerType: "platform", ownerId: 0, purpose: "promo" } as AccountKey,
  shipping: { ownerType: "courier", ownerId: 0, purpose: "shipping" } as AccountKey,
};

/** What the split of a paid order reads of it, in whole rupiah. */
export interface PaidOrder {
  orderCode: string;
  userId: number;
  merchantId: number;
  /** What the buyer paid for this order. */
  grandTotal: number;
  /** The items at the prices charged, before any promo. */
  items: number;
  shipping: number;
  /** Discounts the store's own vouchers paid for (on items or shipping). */
  storeFunded: number;
  /** Discounts the platform's promos paid for. */
  platformFunded: number;
  /** The platform's commission for this store's type, basis points of the items after the store's discounts. */
  commissionBp: number;
}

export const orderReference = (orderCode: string, event: "settle" | "refund" | "release") =>
  `order:${orderCode}:${event}`;

/**
 * The settlement of a paid order: the buyer's money and the platform's promo money go to the courier (shipping),
 * the platform (commission) and the store, whose share is held until the order completes. The store's share is
 * the remainder, so the journal balances whatever the rounding of the order's totals.
 */
export function settlementJournal(order: PaidOrder): Journal {
  const commission = Math.floor((order.commissionBp * Math.max(0, order.items - order.storeFunded)) / 10_000);
  const held = order.grandTotal + order.platformFunded - order.shipping - commission;
  return {
    reference: orderReference(order.orderCode, "settle"),
    kind: "order_settle",
    postings: [
      { account: accounts.buyerPaid(order.userId), amount: -order.grandTotal },
      { account: accounts.platformPromo, amount: -order.platformFunded },
      { account: accounts.shipping, amount: order.shipping },
      { account: accounts.commission, amount: commission },
      { account: accounts.storeHeld(order.merchantId), amount: held },
    ],
  };
}

/** What the settlement put in the store's held account. */
export function heldBy(settlement: readonly Posting[], merchantId: number): number {
  const held = accounts.storeHeld(merchantId);
  return settlement
    .filter(
      (posting) =>
        posting.account.ownerType === held.ownerType &&
        posting.account.ownerId === held.ownerId &&
        posting.account.purpose === held.purpose,
    )
    .reduce((sum, posting) => sum + posting.amount, 0);
}

/**
 * A refund before completion: the settlement undone, except that what the buyer paid goes to their wallet
 * rather than back where it came from.
 */
export function refundJournal(orderCode: string, userId: number, settlement: readonly Posting[]): Journal {
  const paid = accounts.buyerPaid(userId);
  return {
    reference: orderReference(orderCode, "refund"),
    kind: "order_refund",
    postings: settlement.map((posting) =>
      posting.account.ownerType === paid.ownerType &&
      posting.account.ownerId === paid.ownerId &&
      posting.account.purpose === paid.purpose
        ? { account: accounts.buyerWallet(userId), amount: -posting.amount }
        : { account: posting.account, amount: -posting.amount },
    ),
  };
}

/** A completed order: the store's held share becomes available. */
export function releaseJournal(orderCode: string, merchantId: number, held: number): Journal {
  return {
    reference: orderReference(orderCode, "release"),
    kind: "order_release",
    postings: [
      { account: accounts.storeHeld(merchantId), amount: -held },
      { account: accounts.storeAvailable(merchantId), amount: held },
    ],
  };
}
