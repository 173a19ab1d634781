import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makePaidOrder, type Buyer, type Product, type Store } from "../../tests/support/factories.ts";
import {
  crashingFulfilment,
  makeOrderCast,
  orderOfInvoice,
  sqlProbe,
  useMoneyCheck,
} from "../../tests/support/order-world.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import type { FulfilmentStep } from "./order-fulfilment.ts";
import { createDeadlineWarnings, notifyOrderMove } from "./order-notifications.ts";

const t = useTestApp();
const HOUR = 3_600_000;
const { rows, countOf } = sqlProbe(t);
let budi: Buyer;
let storeA: Store;
let product: Product;

beforeAll(async () => {
  ({ budi, storeA, product } = await makeOrderCast(t, {
    storeNames: ["Toko Kabar A", "Toko Kabar B"],
    product: { price: 80_000, stock: 500 },
  }));
});

useMoneyCheck(t);

async function paidOrder(): Promise<string> {
  return (await orderOfInvoice(t, await makePaidOrder(t, budi, [{ product, qty: 1 }]))).order_code;
}

/** Who was told what of the order's moves: 'user:order_approved', 'merchant:order_funds_released'… */
async function toldOf(code: string): Promise<string[]> {
  const told = await rows<{ recipient_type: string; recipient_id: number; kind: string }>(
    sql`select recipient_type, recipient_id, kind from notification where reference like ${`order:${code}:%`}
        order by id`,
  );
  for (const row of told)
    expect(Number(row.recipient_id)).toBe(row.recipient_type === "user" ? budi.userId : storeA.id);
  return told.map((row) => `${row.recipient_type}:${row.kind}`);
}

/** The inbox's newest notification about the order, as the reader sees it in English. */
async function latest(code: string, recipient: "buyer" | "store") {
  const list = await t.services.notifications.list(
    recipient === "buyer" ? { type: "user", id: budi.userId } : { type: "merchant", id: storeA.id },
    { categories: "order", per_page: 60 },
    { lang: "en", pageUrl: (n) => `?page=${n}` },
  );
  return list.items.find((item) => item.body.includes(code))!;
}

const fulfilment = () => t.services.fulfilment;
const approve = (code: string) => fulfilment().approve(storeA, { order_code: code });
const pickup = (code: string) => fulfilment().pickup(storeA, { order_code: code });
const buyerMove = (code: string, status: "cancel" | "complete") =>
  fulfilment().changeByBuyer(budi.userId, { order_code: code, status });

describe("every move of an order tells the other side, in its own transaction", () => {
  it("approve, courier pickup, arrival and the buyer's confirmation: buyer told each, store of its money", async () => {
    const code = await paidOrder();
    await approve(code);
    expect(await toldOf(code)).toEqual(["user:order_approved"]);
    expect(await latest(code, "buyer")).toMatchObject({
      title: "Order being packed",
      link: `/user/order/detail/${code}`,
      is_read: false,
    });
    const { airway_bill } = await pickup(code);
    expect(await toldOf(code)).toEqual(["user:order_approved"]);
    t.clock.advance(HOUR);
    await fulfilment().sweep();
    expect((await latest(code, "buyer")).body).toBe(
      `The courier picked up order ${code}. Airway bill: ${airway_bill}.`,
    );
    t.clock.advance(24 * HOUR);
    await fulfilment().sweep();
    expect(await toldOf(code)).toEqual(["user:order_approved", "user:order_picked_up", "user:order_delivered"]);
    await buyerMove(code, "complete");
    expect(await toldOf(code)).toEqual([
      "user:order_approved",
      "user:order_picked_up",
      "user:order_delivered",
      "user:order_completed",
      "merchant:order_funds_released",
    ]);
    expect(await latest(code, "store")).toMatchObject({
      title: "Order complete, money available",
      body: `Order ${code} is complete: Rp80.000 is now available in your store's balance.`,
      link: `/merchant/dashboard/order/${code}`,
    });
  });

  it("a delivered order completed by the timer tells both", async () => {
    const code = await paidOrder();
    await approve(code);
    await pickup(code);
    t.clock.advance(25 * HOUR);
    await fulfilment().sweep();
    t.clock.advance(48 * HOUR);
    await fulfilment().sweep();
    expect((await toldOf(code)).slice(-2)).toEqual(["user:order_completed", "merchant:order_funds_released"]);
  });

  it("reject tells the buyer the store's reason; the buyer's cancel tells the store", async () => {
    const rejected = await paidOrder();
    await fulfilment().reject(storeA, { order_code: rejected, reason: "Stok habis, maaf" });
    expect(await toldOf(rejected)).toEqual(["user:order_rejected"]);
    expect((await latest(rejected, "buyer")).body).toContain("“Stok habis, maaf”");

    const cancelled = await paidOrder();
    await buyerMove(cancelled, "cancel");
    expect(await toldOf(cancelled)).toEqual(["merchant:order_cancelled_by_buyer"]);
    expect(await latest(cancelled, "store")).toMatchObject({
      title: "Order cancelled by the buyer",
      link: `/merchant/dashboard/order/${cancelled}`,
    });
  });

  it("a timer's cancel tells the buyer why: no answer, or not shipped", async () => {
    const silent = await paidOrder();
    const slow = await paidOrder();
    await approve(slow);
    t.clock.advance(24 * HOUR);
    await fulfilment().sweep();
    t.clock.advance(48 * HOUR);
    await fulfilment().sweep();
    expect(await toldOf(silent)).toContain("user:order_cancelled");
    expect((await latest(silent, "buyer")).body).toContain("the store did not respond in time");
    expect(await toldOf(slow)).toEqual(["user:order_approved", "user:order_cancelled_unshipped"]);
    expect((await latest(slow, "buyer")).body).toContain("the store did not ship it in time");
  });
});

describe("a notification is written once", () => {
  it("a repeated move or sweep, or the same move told again, adds nothing", async () => {
    const code = await paidOrder();
    await approve(code);
    await pickup(code);
    t.clock.advance(25 * HOUR);
    await Promise.all([fulfilment().sweep(), fulfilment().sweep(), fulfilment().sweep()]);
    await fulfilment().sweep();
    const before = await toldOf(code);
    expect(before).toEqual(["user:order_approved", "user:order_picked_up", "user:order_delivered"]);
    const order = { order_code: code, user_id: budi.userId, merchant_id: storeA.id };
    await notifyOrderMove(t.database.db, order, { move: "delivered" }, t.clock.now());
    await notifyOrderMove(t.database.db, order, { move: "approved" }, t.clock.now());
    expect(await toldOf(code)).toEqual(before);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => buyerMove(code, "complete")));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await toldOf(code)).toEqual([...before, "user:order_completed", "merchant:order_funds_released"]);
  });
});

describe("a crash in a move", () => {
  const crashing = (failing: FulfilmentStep) => crashingFulfilment(t, failing);

  it.each(["ledger", "status", "notify"] as FulfilmentStep[])(
    "at '%s' leaves no notification: reject, cancel, approve",
    async (failing) => {
      const code = await paidOrder();
      await expect(crashing(failing).reject(storeA, { order_code: code, reason: "Toko sedang tutup" })).rejects.toThrow(
        `crash at ${failing}`,
      );
      await expect(
        crashing(failing).changeByBuyer(budi.userId, { order_code: code, status: "cancel" }),
      ).rejects.toThrow(`crash at ${failing}`);
      if (failing !== "ledger")
        await expect(crashing(failing).approve(storeA, { order_code: code })).rejects.toThrow(`crash at ${failing}`);
      expect(await toldOf(code)).toEqual([]);
    },
  );

  it.each(["shipment", "status", "notify"] as FulfilmentStep[])(
    "at '%s' of the courier's step or the completion leaves no notification",
    async (failing) => {
      const code = await paidOrder();
      await approve(code);
      await pickup(code);
      t.clock.advance(HOUR);
      await expect(crashing(failing).sweep()).rejects.toThrow(`crash at ${failing}`);
      expect(await toldOf(code)).toEqual(["user:order_approved"]);
      t.clock.advance(24 * HOUR);
      await fulfilment().sweep();
      expect(await toldOf(code)).toHaveLength(3);
      if (failing !== "shipment") {
        await expect(
          crashing(failing).changeByBuyer(budi.userId, { order_code: code, status: "complete" }),
        ).rejects.toThrow(`crash at ${failing}`);
        expect(await toldOf(code)).toHaveLength(3);
      }
    },
  );
});

describe("the store's warning before a timer cancels its order", () => {
  const warnings = () => createDeadlineWarnings({ db: t.database.db, clock: t.clock, warningMs: 6 * HOUR });
  const warned = async (code: string) =>
    (await toldOf(code)).filter((kind) => kind === "merchant:order_response_due" || kind === "merchant:order_ship_due");

  it("comes once, 6 hours before the answer deadline, and again before the ship deadline", async () => {
    // Earlier tests' orders are long past their deadlines or moved on.
    await fulfilment().sweep();
    await warnings().sweep();
    const paidAt = t.clock.now();
    const code = await paidOrder();
    t.clock.advance(17 * HOUR);
    expect(await warnings().sweep()).toBe(0);
    t.clock.advance(HOUR);
    const counts = await Promise.all([warnings().sweep(), warnings().sweep(), warnings().sweep()]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await warnings().sweep()).toBe(0);
    expect(await warned(code)).toEqual(["merchant:order_response_due"]);
    const deadline = new Date(paidAt.getTime() + 24 * HOUR);
    const jakarta = new Date(deadline.getTime() + 7 * HOUR).toISOString();
    expect(await latest(code, "store")).toMatchObject({
      title: "Respond to the order soon",
      body: `Order ${code} will be cancelled automatically if you do not respond by ${jakarta.slice(8, 10)}/${jakarta.slice(5, 7)}/${jakarta.slice(0, 4)} ${jakarta.slice(11, 16)} WIB.`,
      link: `/merchant/dashboard/order/${code}`,
    });

    await approve(code);
    t.clock.advance(65 * HOUR);
    expect(await warnings().sweep()).toBe(0);
    t.clock.advance(HOUR);
    expect(await warnings().sweep()).toBe(1);
    expect(await warnings().sweep()).toBe(0);
    expect(await warned(code)).toEqual(["merchant:order_response_due", "merchant:order_ship_due"]);
    expect((await latest(code, "store")).title).toBe("Ship the order soon");
    // Past the deadline there is nothing to warn of: the order is cancelled.
    t.clock.advance(6 * HOUR);
    await fulfilment().sweep();
    expect(await warnings().sweep()).toBe(0);
    expect(await warned(code)).toHaveLength(2);
    expect(
      await countOf(sql`select count(*) from shop_order where order_code = ${code} and status_order = 'cancel'`),
    ).toBe(1);
  });

  it("a store that answers before the warning time is never warned", async () => {
    const code = await paidOrder();
    await approve(code);
    await pickup(code);
    t.clock.advance(23 * HOUR);
    await warnings().sweep();
    expect(await warned(code)).toEqual([]);
  });
});
