import { describe, expect, it } from "vitest";
import { accounts, heldBy, refundJournal, releaseJournal, settlementJournal, type PaidOrder } from "./order-money.ts";
import type { Posting } from "./ledger.repository.ts";

const sum = (postings: readonly Posting[]) => postings.reduce((total, posting) => total + posting.amount, 0);

/** A small deterministic generator, so a failure repeats. */
function random(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % (max + 1);
  };
}

function randomOrder(next: (max: number) => number): PaidOrder {
  const items = 1 + next(5_000_000);
  const shipping = next(100_000);
  const storeFunded = next(items);
  const platformFunded = next(items - storeFunded + shipping);
  const tax = next(Math.floor(items / 10));
  return {
    orderCode: `ORD-${next(1_000_000)}`,
    userId: 7,
    merchantId: 3,
    grandTotal: items + shipping + tax - storeFunded - platformFunded,
    items,
    shipping,
    storeFunded,
    platformFunded,
    commissionBp: next(2_000),
  };
}

describe("the split of a paid order", () => {
  it("pays the store its items after its own discounts plus tax, less commission, and balances", () => {
    const order: PaidOrder = {
      orderCode: "ORD-1",
      userId: 7,
      merchantId: 3,
      grandTotal: 100_000 + 15_000 + 9_900 - 10_000 - 5_000,
      items: 100_000,
      shipping: 15_000,
      storeFunded: 10_000,
      platformFunded: 5_000,
      commissionBp: 250,
    };
    const journal = settlementJournal(order);
    expect(sum(journal.postings)).toBe(0);
    // Commission: 2.5% of 90,000.
    expect(journal.postings).toContainEqual({ account: accounts.commission, amount: 2_250 });
    expect(heldBy(journal.postings, 3)).toBe(100_000 - 10_000 + 9_900 - 2_250);
    expect(journal.postings).toContainEqual({ account: accounts.shipping, amount: 15_000 });
    expect(journal.postings).toContainEqual({ account: accounts.buyerPaid(7), amount: -109_900 });
  });

  it("over a thousand random orders: settle, refund and release each sum to zero; a refund returns what was paid", () => {
    const next = random(42);
    for (let run = 0; run < 1_000; run++) {
      const order = randomOrder(next);
      const settle = settlementJournal(order);
      expect(sum(settle.postings)).toBe(0);
      const refund = refundJournal(order.orderCode, order.userId, settle.postings);
      expect(sum(refund.postings)).toBe(0);
      expect(refund.postings).toContainEqual({ account: accounts.buyerWallet(order.userId), amount: order.grandTotal });
      // Settle then refund leaves the store, courier and platform where they were.
      const net = new Map<string, number>();
      for (const posting of [...settle.postings, ...refund.postings]) {
        const key = `${posting.account.ownerType}:${posting.account.purpose}`;
        net.set(key, (net.get(key) ?? 0) + posting.amount);
      }
      expect(net.get("merchant:held")).toBe(0);
      expect(net.get("courier:shipping")).toBe(0);
      expect(net.get("platform:commission")).toBe(0);
      const release = releaseJournal(order.orderCode, order.merchantId, heldBy(settle.postings, order.merchantId));
      expect(sum(release.postings)).toBe(0);
    }
  });
});
