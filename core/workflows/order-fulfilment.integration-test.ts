import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  makePaidOrder,
  makeProduct,
  makePromo,
  type Buyer,
  type Product,
  type Store,
} from "../../tests/support/factories.ts";
import {
  crashingFulfilment,
  makeOrderCast,
  orderOfInvoice,
  sqlProbe,
  useMoneyCheck,
} from "../../tests/support/order-world.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { checkMoney } from "./money-check.ts";
import type { FulfilmentStep } from "./order-fulfilment.ts";

const t = useTestApp();
const HOUR = 3_600_000;
const { rows, countOf: num } = sqlProbe(t);
let budi: Buyer;
let sari: Buyer;
let storeA: Store;
let storeB: Store;
let productA: Product;

beforeAll(async () => {
  ({
    budi,
    sari,
    storeA,
    storeB,
    product: productA,
  } = await makeOrderCast(t, {
    storeNames: ["Toko A", "Toko B"],
    product: { price: 120_000, stock: 500 },
  }));
});

useMoneyCheck(t);

interface Placed {
  code: string;
  grandTotal: number;
  shipping: number;
}

/** A paid order of `buyer` for `qty` units of store A's product (or the one given). */
async function paidOrder(buyer: Buyer = budi, qty = 2, product: Product = productA): Promise<Placed> {
  const invoiceCode = await makePaidOrder(t, buyer, [{ product, qty }]);
  const order = await orderOfInvoice<{ order_code: string; grand_total: string; total_shipping: string }>(
    t,
    invoiceCode,
    sql`o.order_code, o.grand_total, o.total_shipping`,
  );
  return { code: order.order_code, grandTotal: Number(order.grand_total), shipping: Number(order.total_shipping) };
}

const statusOf = async (code: string) =>
  (await rows<{ status_order: string }>(sql`select status_order from shop_order where order_code = ${code}`))[0]!
    .status_order;
const walletOf = (userId: number) =>
  num(sql`select coalesce(sum(amount), 0) from wallet_ledger_entry where owner_type = 'user' and owner_id = ${userId}`);
const stockOf = () => num(sql`select stock from product where id = ${productA.id}`);
const soldOf = () => num(sql`select sold_count from product where id = ${productA.id}`);
const accountBalance = (ownerType: string, ownerId: number, purpose: string) =>
  num(sql`select coalesce(sum(p.amount), 0) from ledger_posting p join ledger_account a on a.id = p.account_id
    where a.owner_type = ${ownerType} and a.owner_id = ${ownerId} and a.purpose = ${purpose}`);
/** What the order's refund put in the buyer's wallet (0 when it was never refunded). */
const refundedOf = (code: string) =>
  num(sql`select coalesce(sum(amount), 0) from wallet_ledger_entry where reference = ${`order:${code}:refund`}`);
/** What the order's completion made available to its store (0 when it never completed). */
const releasedOf = (code: string) =>
  num(sql`select coalesce(sum(p.amount), 0) from ledger_posting p join ledger_account a on a.id = p.account_id
    join ledger_journal j on j.id = p.journal_id where j.reference = ${`order:${code}:release`} and a.purpose = 'available'`);
const journalsOf = (code: string) =>
  num(sql`select count(*) from ledger_journal where reference like ${`order:${code}:%`}`);

/** Everything a move may change, to compare before and after a refused or crashed one. */
async function snapshot(code: string) {
  return {
    status: await statusOf(code),
    wallet: await walletOf(budi.userId),
    stock: await stockOf(),
    sold: await soldOf(),
    journals: await journalsOf(code),
    shipments: await num(
      sql`select count(*) from shipment s join shop_order o on o.id = s.order_id where o.order_code = ${code}`,
    ),
    due: (await rows<{ due_at: Date | null }>(sql`select due_at from shop_order where order_code = ${code}`))[0]!
      .due_at,
  };
}

const approve = (code: string, store: Store = storeA) => t.services.fulfilment.approve(store, { order_code: code });
const buyerMove = (code: string, status: "cancel" | "complete", buyer: Buyer = budi) =>
  t.services.fulfilment.changeByBuyer(buyer.userId, { order_code: code, status });

describe("paying an order", () => {
  it("splits its money in the ledger, holds the store's share and starts the store's deadline", async () => {
    const paidAt = t.clock.now();
    const order = await paidOrder();
    expect(await statusOf(order.code)).toBe("confirmation");
    const settle = await rows<{ owner_type: string; purpose: string; amount: string }>(
      sql`select a.owner_type, a.purpose, p.amount from ledger_posting p join ledger_account a on a.id = p.account_id
        join ledger_journal j on j.id = p.journal_id where j.reference = ${`order:${order.code}:settle`}`,
    );
    const amount = (type: string, purpose: string) =>
      Number(settle.find((row) => row.owner_type === type && row.purpose === purpose)?.amount ?? 0);
    expect(amount("user", "paid")).toBe(-order.grandTotal);
    expect(amount("courier", "shipping")).toBe(order.shipping);
    expect(amount("merchant", "held")).toBe(2 * 120_000);
    const [due] = await rows<{ due_at: Date }>(sql`select due_at from shop_order where order_code = ${order.code}`);
    expect(new Date(due!.due_at).getTime()).toBe(paidAt.getTime() + 24 * HOUR);
  });

  it("takes the platform's commission by store type when one is set", async () => {
    await t.database.db.execute(
      sql`insert into app_setting (key, value) values ('ledger.commission_bp', '{"regular": 500}'::jsonb)`,
    );
    try {
      const order = await paidOrder();
      const held = await num(sql`select p.amount from ledger_posting p join ledger_account a on a.id = p.account_id
        join ledger_journal j on j.id = p.journal_id where j.reference = ${`order:${order.code}:settle`} and a.purpose = 'held'`);
      expect(held).toBe(240_000 - 12_000);
    } finally {
      await t.database.db.execute(sql`delete from app_setting where key = 'ledger.commission_bp'`);
    }
  });
});

describe("the store's moves", () => {
  it("approve moves a paid order once; again, by another store, or by a buyer changes nothing", async () => {
    const order = await paidOrder();
    await expect(approve(order.code, storeB)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(buyerMove(order.code, "cancel", sari)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const before = await snapshot(order.code);
    expect(await approve(order.code)).toEqual({ order_code: order.code });
    expect(await statusOf(order.code)).toBe("approve");
    const after = await snapshot(order.code);
    expect(new Date(after.due!).getTime()).toBe(t.clock.now().getTime() + 72 * HOUR);
    const again = await snapshot(order.code);
    await expect(approve(order.code)).rejects.toMatchObject({ code: "CONFLICT", messageKey: "order.status_changed" });
    await expect(buyerMove(order.code, "cancel")).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await snapshot(order.code)).toEqual(again);
    expect(before.wallet).toBe(after.wallet);
  });

  it("reject needs a reason and refunds the buyer, the stock and the store's share, once", async () => {
    const order = await paidOrder();
    await expect(t.services.fulfilment.reject(storeA, { order_code: order.code, reason: "no" })).rejects.toMatchObject({
      code: "INVALID_INPUT",
    });
    const before = await snapshot(order.code);
    const heldBefore = await accountBalance("merchant", storeA.id, "held");
    await t.services.fulfilment.reject(storeA, { order_code: order.code, reason: "Stok habis, maaf" });
    const after = await snapshot(order.code);
    expect(after.status).toBe("reject");
    expect(after.wallet).toBe(before.wallet + order.grandTotal);
    expect(after.stock).toBe(before.stock + 2);
    expect(after.sold).toBe(before.sold - 2);
    expect(await accountBalance("merchant", storeA.id, "held")).toBe(heldBefore - 240_000);
    expect(await accountBalance("user", budi.userId, "wallet")).toBeGreaterThanOrEqual(order.grandTotal);
    await expect(
      t.services.fulfilment.reject(storeA, { order_code: order.code, reason: "Stok habis, maaf" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await snapshot(order.code)).toEqual(after);
  });

  it("pickup issues an airway bill; the courier moves the parcel to delivered; the timer completes it", async () => {
    const order = await paidOrder();
    await expect(t.services.fulfilment.pickup(storeA, { order_code: order.code })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await approve(order.code);
    const { airway_bill } = await t.services.fulfilment.pickup(storeA, { order_code: order.code });
    expect(airway_bill).toMatch(/^PSR[A-Z2-9]{12}$/);
    expect(await statusOf(order.code)).toBe("pickup");
    t.clock.advance(HOUR); // the courier picks it up
    await t.services.fulfilment.sweep();
    expect(await statusOf(order.code)).toBe("send");
    t.clock.advance(24 * HOUR); // in transit, then arrived
    await t.services.fulfilment.sweep();
    const [delivered] = await rows<{ delivered_at: Date | null; status_order: string }>(
      sql`select delivered_at, status_order from shop_order where order_code = ${order.code}`,
    );
    expect(delivered!.status_order).toBe("send");
    expect(delivered!.delivered_at).not.toBeNull();
    const stages = await rows<{ stage: string }>(
      sql`select e.stage from shipment_event e join shipment s on s.id = e.shipment_id where s.airway_bill = ${airway_bill} order by e.occurred_at, e.id`,
    );
    expect(stages.map((row) => row.stage)).toEqual(["awaiting_pickup", "picked_up", "in_transit", "arrived"]);

    t.clock.advance(47 * HOUR);
    await t.services.fulfilment.sweep();
    expect(await statusOf(order.code)).toBe("send");
    t.clock.advance(HOUR);
    await t.services.fulfilment.sweep();
    expect(await statusOf(order.code)).toBe("complete");
    expect(await releasedOf(order.code)).toBe(240_000);
  });
});

describe("the buyer's moves", () => {
  it("cancel before approval refunds; confirm receipt completes a sent order and releases the store's share", async () => {
    const first = await paidOrder();
    const before = await snapshot(first.code);
    await expect(buyerMove(first.code, "complete")).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await buyerMove(first.code, "cancel")).toEqual({ order_code: first.code, status_order: "cancel" });
    const after = await snapshot(first.code);
    expect(after.wallet).toBe(before.wallet + first.grandTotal);
    expect(after.stock).toBe(before.stock + 2);

    const second = await paidOrder();
    await approve(second.code);
    await t.services.fulfilment.pickup(storeA, { order_code: second.code });
    t.clock.advance(2 * HOUR);
    await t.services.fulfilment.sweep();
    expect(await statusOf(second.code)).toBe("send");
    await expect(buyerMove(second.code, "complete", sari)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const available = await accountBalance("merchant", storeA.id, "available");
    await buyerMove(second.code, "complete");
    expect(await statusOf(second.code)).toBe("complete");
    expect(await accountBalance("merchant", storeA.id, "available")).toBe(available + 240_000);
    // The parcel's later steps do not move a completed order.
    t.clock.advance(100 * HOUR);
    await t.services.fulfilment.sweep();
    expect(await statusOf(second.code)).toBe("complete");
  });

  it("a store voucher's quota comes back when its order is refunded", async () => {
    const voucher = await makePromo(t, { merchant: storeA, value: 5_000, quota: 10 });
    await t.database.db.execute(
      sql`insert into promo_selection (user_id, promo_id, merchant_id) values (${budi.userId}, ${voucher.id}, ${storeA.id})`,
    );
    const order = await paidOrder();
    expect(await num(sql`select quota_used from promo where id = ${voucher.id}`)).toBe(1);
    const held = await num(sql`select p.amount from ledger_posting p join ledger_account a on a.id = p.account_id
      join ledger_journal j on j.id = p.journal_id where j.reference = ${`order:${order.code}:settle`} and a.purpose = 'held'`);
    expect(held).toBe(240_000 - 5_000);
    await buyerMove(order.code, "cancel");
    expect(await num(sql`select quota_used from promo where id = ${voucher.id}`)).toBe(0);
    expect(await num(sql`select count(*) from promo_redemption where promo_id = ${voucher.id}`)).toBe(0);
  });

  // Found by the order-life property test: the platform promo's unit was released only by an order that had a
  // share of it, so when the last order refunded had none (its store's free-shipping voucher left no shipping
  // to discount), the unit stayed used for good.
  it("a platform promo's quota comes back with the invoice's last refunded order, even one without a share of it", async () => {
    const productB = await makeProduct(t, { merchant: storeB, price: 80_000, stock: 100 });
    const storeFreeShipping = await makePromo(t, { merchant: storeB, kind: "free_shipping", quota: 10 });
    const platformFreeShipping = await makePromo(t, { kind: "free_shipping", quota: 10 });
    await t.database.db.execute(sql`insert into promo_selection (user_id, promo_id, merchant_id) values
      (${sari.userId}, ${storeFreeShipping.id}, ${storeB.id}), (${sari.userId}, ${platformFreeShipping.id}, null)`);
    const invoiceCode = await makePaidOrder(t, sari, [
      { product: productA, qty: 1 },
      { product: productB, qty: 1 },
    ]);
    const orders = await rows<{ order_code: string; merchant_id: number; total_discount_shipping: string }>(
      sql`select o.order_code, o.merchant_id, o.total_discount_shipping from shop_order o
        join invoice i on i.id = o.invoice_id where i.invoice_code = ${invoiceCode} order by o.id`,
    );
    const quotaUsed = (id: number) => num(sql`select quota_used from promo where id = ${id}`);
    expect(await quotaUsed(platformFreeShipping.id)).toBe(1);
    const ofA = orders.find((order) => Number(order.merchant_id) === storeA.id)!;
    const ofB = orders.find((order) => Number(order.merchant_id) === storeB.id)!;
    // Store A's order took the whole platform discount; store B's own voucher paid all of B's shipping.
    expect(
      await num(sql`select count(*) from order_promo op join shop_order o on o.id = op.order_id
        where o.order_code = ${ofB.order_code} and op.promo_id = ${platformFreeShipping.id}`),
    ).toBe(0);
    await buyerMove(ofA.order_code, "cancel", sari);
    expect(await quotaUsed(platformFreeShipping.id)).toBe(1);
    expect(await quotaUsed(storeFreeShipping.id)).toBe(1);
    await t.services.fulfilment.reject(storeB, { order_code: ofB.order_code, reason: "Stok sedang kosong" });
    expect(await quotaUsed(platformFreeShipping.id)).toBe(0);
    expect(await quotaUsed(storeFreeShipping.id)).toBe(0);
    expect(await num(sql`select count(*) from promo_redemption where reference = ${invoiceCode}`)).toBe(0);
  });
});

describe("timers", () => {
  it("a store that does not answer in 24 hours, or does not ship in 72 after approving, loses the order", async () => {
    const silent = await paidOrder();
    const slow = await paidOrder();
    await approve(slow.code);
    t.clock.advance(24 * HOUR);
    await t.services.fulfilment.sweep();
    expect(await statusOf(silent.code)).toBe("cancel");
    expect(await statusOf(slow.code)).toBe("approve");
    t.clock.advance(48 * HOUR);
    await t.services.fulfilment.sweep();
    expect(await statusOf(slow.code)).toBe("cancel");
    expect(await refundedOf(silent.code)).toBe(silent.grandTotal);
    expect(await refundedOf(slow.code)).toBe(slow.grandTotal);
    const reasons = await rows<{ status_reason: string }>(
      sql`select status_reason from shop_order where order_code in (${silent.code}, ${slow.code}) order by id`,
    );
    expect(reasons.map((row) => row.status_reason)).toEqual(["timer:response", "timer:ship"]);
    expect(await t.services.fulfilment.sweep()).toBe(0);
  });
});

describe("races", () => {
  it("approve and cancel at once: exactly one wins", async () => {
    for (let round = 0; round < 5; round++) {
      const order = await paidOrder();
      const results = await Promise.allSettled([approve(order.code), buyerMove(order.code, "cancel")]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const status = await statusOf(order.code);
      expect(["approve", "cancel"]).toContain(status);
      expect(await refundedOf(order.code)).toBe(status === "cancel" ? order.grandTotal : 0);
    }
  });

  it("20 confirm-receipt calls at once: one completion, one release", async () => {
    const order = await paidOrder();
    await approve(order.code);
    await t.services.fulfilment.pickup(storeA, { order_code: order.code });
    t.clock.advance(2 * HOUR);
    await t.services.fulfilment.sweep();
    const available = await accountBalance("merchant", storeA.id, "available");
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => buyerMove(order.code, "complete")));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await num(sql`select count(*) from ledger_journal where reference = ${`order:${order.code}:release`}`)).toBe(
      1,
    );
    expect(await accountBalance("merchant", storeA.id, "available")).toBe(available + 240_000);
  });

  it("a timer firing while the store approves: one outcome", async () => {
    for (let round = 0; round < 5; round++) {
      const order = await paidOrder();
      t.clock.advance(24 * HOUR);
      const [approved] = await Promise.allSettled([approve(order.code), t.services.fulfilment.sweep()]);
      const status = await statusOf(order.code);
      if (approved.status === "fulfilled") {
        expect(status).toBe("approve");
        expect(await refundedOf(order.code)).toBe(0);
      } else {
        expect(status).toBe("cancel");
        expect(await refundedOf(order.code)).toBe(order.grandTotal);
      }
      expect(await journalsOf(order.code)).toBe(status === "cancel" ? 2 : 1);
    }
  });
});

describe("a crash at any step", () => {
  const crashing = (failing: FulfilmentStep) => crashingFulfilment(t, failing);

  it.each(["ledger", "wallet", "stock", "promos", "status"] as FulfilmentStep[])(
    "of a refund, at '%s', leaves the order, wallet, stock and ledger as they were",
    async (failing) => {
      const order = await paidOrder();
      const before = await snapshot(order.code);
      await expect(
        crashing(failing).reject(storeA, { order_code: order.code, reason: "Toko sedang tutup" }),
      ).rejects.toThrow(`crash at ${failing}`);
      expect(await snapshot(order.code)).toEqual(before);
      await expect(
        crashing(failing).changeByBuyer(budi.userId, { order_code: order.code, status: "cancel" }),
      ).rejects.toThrow(`crash at ${failing}`);
      expect(await snapshot(order.code)).toEqual(before);
    },
  );

  it.each(["shipment", "status", "ledger"] as FulfilmentStep[])(
    "of pickup, a courier step or completion, at '%s', leaves everything as it was",
    async (failing) => {
      const order = await paidOrder();
      await approve(order.code);
      let before = await snapshot(order.code);
      if (failing !== "ledger") {
        await expect(crashing(failing).pickup(storeA, { order_code: order.code })).rejects.toThrow(
          `crash at ${failing}`,
        );
        expect(await snapshot(order.code)).toEqual(before);
      }
      await t.services.fulfilment.pickup(storeA, { order_code: order.code });
      t.clock.advance(HOUR);
      before = await snapshot(order.code);
      if (failing !== "ledger") {
        await expect(crashing(failing).sweep()).rejects.toThrow(`crash at ${failing}`);
        expect(await snapshot(order.code)).toEqual(before);
      }
      await t.services.fulfilment.sweep();
      expect(await statusOf(order.code)).toBe("send");
      before = await snapshot(order.code);
      if (failing !== "shipment") {
        await expect(
          crashing(failing).changeByBuyer(budi.userId, { order_code: order.code, status: "complete" }),
        ).rejects.toThrow(`crash at ${failing}`);
        expect(await snapshot(order.code)).toEqual(before);
      }
    },
  );
});

describe("random paths", () => {
  type Move = "approve" | "reject" | "cancel" | "pickup" | "courier" | "deliver" | "confirm" | "wait";
  const PATHS: { moves: Move[]; ends: "cancel" | "reject" | "complete" }[] = [
    { moves: ["cancel"], ends: "cancel" },
    { moves: ["reject"], ends: "reject" },
    { moves: ["wait"], ends: "cancel" },
    { moves: ["approve", "wait"], ends: "cancel" },
    { moves: ["approve", "pickup", "courier", "confirm"], ends: "complete" },
    { moves: ["approve", "pickup", "deliver", "confirm"], ends: "complete" },
    { moves: ["approve", "pickup", "deliver", "wait"], ends: "complete" },
  ];
  const moves: Record<Move, (code: string) => Promise<unknown>> = {
    approve: (code) => approve(code),
    reject: (code) => t.services.fulfilment.reject(storeA, { order_code: code, reason: "Stok sedang kosong" }),
    cancel: (code) => buyerMove(code, "cancel"),
    pickup: (code) => t.services.fulfilment.pickup(storeA, { order_code: code }),
    confirm: (code) => buyerMove(code, "complete"),
    // The courier collects the parcel; then, on another day, it arrives.
    courier: async () => {
      t.clock.advance(HOUR);
      await t.services.fulfilment.sweep();
    },
    deliver: async () => {
      t.clock.advance(25 * HOUR);
      await t.services.fulfilment.sweep();
    },
    // Every deadline of decision 0030 has passed.
    wait: async () => {
      t.clock.advance(73 * HOUR);
      await t.services.fulfilment.sweep();
    },
  };

  it("40 orders down random paths keep money, wallets and stock exact after every step", async () => {
    const product = await makeProduct(t, { merchant: storeA, price: 55_000, stock: 1_000 });
    const stockOfProduct = () => num(sql`select stock from product where id = ${product.id}`);
    const start = await stockOfProduct();
    let state = 7;
    const next = (size: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % size;
    };
    let kept = 0;
    for (let round = 0; round < 40; round++) {
      const qty = 1 + next(3);
      const order = await paidOrder(budi, qty, product);
      const path = PATHS[next(PATHS.length)]!;
      for (const move of path.moves) {
        await moves[move](order.code);
        expect(await checkMoney(t.database.db)).toEqual({ unbalanced: [], negative: [], walletMismatch: [] });
      }
      expect({ round, status: await statusOf(order.code) }).toEqual({ round, status: path.ends });
      if (path.ends === "complete") {
        kept += qty;
        expect(await refundedOf(order.code)).toBe(0);
        expect(await releasedOf(order.code)).toBe(55_000 * qty);
      } else {
        expect(await refundedOf(order.code)).toBe(order.grandTotal);
        expect(await releasedOf(order.code)).toBe(0);
      }
      expect(await stockOfProduct()).toBe(start - kept);
    }
  }, 120_000);
});
