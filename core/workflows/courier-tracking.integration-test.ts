import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  biteshipCourierHandler,
  biteshipCourierState,
  type BiteshipCourierState,
} from "../../tests/support/biteship.ts";
import { startFakeHttp, type FakeHttp } from "../../tests/support/fake-http.ts";
import { makePaidOrder, type Buyer, type Product, type Store } from "../../tests/support/factories.ts";
import { makeOrderCast, orderOfInvoice, sqlProbe, useMoneyCheck } from "../../tests/support/order-world.ts";
import { callJson, useTestApp } from "../../tests/support/test-app.ts";
import { createLocalCourier } from "../providers/index.ts";
import { createCourierTracking } from "./courier-tracking.ts";

const HOUR = 3_600_000;
const API_KEY = "biteship_test.tracking-key";
const SECRET = "courier-webhook-secret-123";
let fake: FakeHttp;
let biteship: BiteshipCourierState;

// The fake aggregator first: the app's settings name its address.
beforeAll(async () => {
  biteship = biteshipCourierState();
  fake = await startFakeHttp(biteshipCourierHandler(biteship, API_KEY));
});
afterAll(() => fake.close());

const t = useTestApp({
  config: {
    COURIER_PROVIDER: "biteship",
    get SHIPPING_API_URL() {
      return fake.url;
    },
    SHIPPING_API_KEY: API_KEY,
    BITESHIP_WEBHOOK_SECRET: SECRET,
  },
});
const { rows, countOf } = sqlProbe(t);
let budi: Buyer;
let storeA: Store;
let product: Product;

beforeAll(async () => {
  ({ budi, storeA, product } = await makeOrderCast(t, {
    storeNames: ["Toko Paket A", "Toko Paket B"],
    product: { price: 90_000, stock: 500 },
  }));
});

useMoneyCheck(t);

/** A paid order of store A, approved by it. */
async function approvedOrder(): Promise<string> {
  const code = (await orderOfInvoice(t, await makePaidOrder(t, budi, [{ product, qty: 1 }]))).order_code;
  await t.services.fulfilment.approve(storeA, { order_code: code });
  return code;
}

async function orderRow(code: string) {
  const [row] = await rows<{ status_order: string; due_at: Date | null; delivered_at: Date | null }>(
    sql`select status_order, due_at, delivered_at from shop_order where order_code = ${code}`,
  );
  return row!;
}

async function parcelOf(code: string) {
  const [row] = await rows<{ courier: string; airway_bill: string; tracking_id: string; stage: string }>(
    sql`select s.courier, s.airway_bill, s.tracking_id, s.stage from shipment s join shop_order o on o.id = s.order_id
        where o.order_code = ${code}`,
  );
  return row ?? null;
}

const stagesOf = async (code: string) =>
  (
    await rows<{ stage: string }>(
      sql`select e.stage from shipment_event e join shipment s on s.id = e.shipment_id join shop_order o on o.id = s.order_id
          where o.order_code = ${code} order by e.occurred_at, e.id`,
    )
  ).map((row) => row.stage);

const toldOf = async (code: string) =>
  (
    await rows<{ kind: string }>(
      sql`select kind from notification where reference like ${`order:${code}:%`} order by id`,
    )
  ).map((row) => row.kind);

/** Biteship's order.status webhook for the parcel, as posted to us. */
function webhook(
  parcel: { tracking_id: string; airway_bill: string },
  status: string,
  updatedAt?: Date,
  secret = SECRET,
) {
  return callJson(t, "POST", "/api/shipping/webhook/biteship", secret ? { "x-biteship-signature": secret } : {}, {
    event: "order.status",
    courier_tracking_id: parcel.tracking_id,
    courier_waybill_id: parcel.airway_bill,
    status,
    ...(updatedAt ? { updated_at: updatedAt.toISOString() } : {}),
  });
}

describe("pickup through the courier aggregator", () => {
  it("books the courier with the order's code and keeps its waybill and tracking id; the local timer stays off", async () => {
    const code = await approvedOrder();
    fake.seen = [];
    const { airway_bill } = await t.services.fulfilment.pickup(storeA, { order_code: code });
    const booking = biteship.bookings.get(code)!;
    expect(airway_bill).toBe(booking.waybill_id);
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]).toMatchObject({ method: "POST", url: "/v1/orders", body: { reference_id: code } });
    expect(await parcelOf(code)).toEqual({
      courier: "biteship",
      airway_bill: booking.waybill_id,
      tracking_id: booking.tracking_id,
      stage: "awaiting_pickup",
    });
    expect(await orderRow(code)).toMatchObject({ status_order: "pickup", due_at: null });
    // The order sweep does not move an aggregator's parcel by the local courier's clock.
    t.clock.advance(30 * HOUR);
    await t.services.fulfilment.sweep();
    expect((await orderRow(code)).status_order).toBe("pickup");
  });

  it("an aggregator that is down or refuses: 409, the order stays approved, nothing is written", async () => {
    const code = await approvedOrder();
    biteship.failBooking = 503;
    try {
      await expect(t.services.fulfilment.pickup(storeA, { order_code: code })).rejects.toMatchObject({
        code: "CONFLICT",
        messageKey: "order.courier_unavailable",
      });
    } finally {
      biteship.failBooking = null;
    }
    expect((await orderRow(code)).status_order).toBe("approve");
    expect(await parcelOf(code)).toBeNull();
    // Not the store's order, or not approved: refused before anyone is booked.
    const before = biteship.bookings.size;
    await expect(t.services.fulfilment.pickup({ id: storeA.id + 1_000 }, { order_code: code })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(biteship.bookings.size).toBe(before);
  });
});

describe("tracking by poll", () => {
  it("asks GET /v1/trackings/{id} once per interval and moves the order as the courier reports", async () => {
    const code = await approvedOrder();
    await t.services.fulfilment.pickup(storeA, { order_code: code });
    const parcel = (await parcelOf(code))!;
    // Asked once now (earlier tests' parcels too): nothing new.
    await t.services.courierTracking.poll();
    expect(await stagesOf(code)).toEqual(["awaiting_pickup"]);
    const pickedAt = new Date(t.clock.now().getTime() + 10 * 60_000);
    biteship.histories.get(parcel.tracking_id)!.push({ status: "picked", updated_at: pickedAt.toISOString() });
    t.clock.advance(15 * 60_000);
    fake.seen = [];
    expect(await t.services.courierTracking.poll()).toBe(0); // not due yet: asked 15 minutes ago
    expect(fake.seen).toEqual([]);
    t.clock.advance(15 * 60_000);
    expect(await t.services.courierTracking.poll()).toBeGreaterThanOrEqual(1);
    expect(fake.seen.some((seen) => seen.url === `/v1/trackings/${parcel.tracking_id}`)).toBe(true);
    expect(await stagesOf(code)).toEqual(["awaiting_pickup", "picked_up"]);
    const [event] = await rows<{ occurred_at: Date }>(
      sql`select e.occurred_at from shipment_event e join shipment s on s.id = e.shipment_id
          where s.tracking_id = ${parcel.tracking_id} and e.stage = 'picked_up'`,
    );
    expect(new Date(event!.occurred_at).getTime()).toBe(pickedAt.getTime());
    expect(await orderRow(code)).toMatchObject({ status_order: "send", due_at: null });
    expect(await toldOf(code)).toEqual(["order_approved", "order_picked_up"]);
    // The same answer again changes nothing.
    t.clock.advance(31 * 60_000);
    await t.services.courierTracking.poll();
    expect(await stagesOf(code)).toEqual(["awaiting_pickup", "picked_up"]);
    expect(await toldOf(code)).toEqual(["order_approved", "order_picked_up"]);
  });
});

describe("tracking by webhook", () => {
  it("a delivered notice with the secret delivers the order once, however often it comes; the timer completes it", async () => {
    const code = await approvedOrder();
    await t.services.fulfilment.pickup(storeA, { order_code: code });
    const parcel = (await parcelOf(code))!;
    t.clock.advance(3 * HOUR);
    const arrivedAt = new Date(t.clock.now().getTime() - HOUR);
    const first = await webhook(parcel, "delivered", arrivedAt);
    expect(first).toMatchObject({ status: 200, body: { data: { outcome: "applied", moved: 1 } } });
    const replays = await Promise.all([webhook(parcel, "delivered", arrivedAt), webhook(parcel, "delivered")]);
    for (const replay of replays) expect(replay).toMatchObject({ status: 200, body: { data: { moved: 0 } } });
    // Picked up is implied: the order was sent and delivered; one event per stage the courier named.
    expect(await stagesOf(code)).toEqual(["awaiting_pickup", "arrived"]);
    const row = await orderRow(code);
    expect(row.status_order).toBe("send");
    expect(new Date(row.delivered_at!).getTime()).toBe(arrivedAt.getTime());
    expect(new Date(row.due_at!).getTime()).toBe(arrivedAt.getTime() + 48 * HOUR);
    expect(await toldOf(code)).toEqual(["order_approved", "order_picked_up", "order_delivered"]);
    // An earlier status arriving late moves nothing back.
    expect(await webhook(parcel, "dropping_off")).toMatchObject({ status: 200, body: { data: { moved: 0 } } });
    t.clock.advance(48 * HOUR);
    await t.services.fulfilment.sweep();
    expect((await orderRow(code)).status_order).toBe("complete");
    expect(await toldOf(code)).toContain("order_funds_released");
  });

  it("a wrong or missing secret is refused and changes nothing; a parcel we do not carry is ignored", async () => {
    const code = await approvedOrder();
    await t.services.fulfilment.pickup(storeA, { order_code: code });
    const parcel = (await parcelOf(code))!;
    expect(await webhook(parcel, "delivered", undefined, "not-the-secret-at-all")).toMatchObject({ status: 403 });
    expect(await webhook(parcel, "delivered", undefined, "")).toMatchObject({ status: 403 });
    expect(await stagesOf(code)).toEqual(["awaiting_pickup"]);
    expect((await orderRow(code)).status_order).toBe("pickup");
    expect(
      await webhook({ tracking_id: "someone-else", airway_bill: "NOT-OURS" }, "delivered", undefined),
    ).toMatchObject({ status: 200, body: { data: { outcome: "ignored" } } });
    expect(
      await callJson(t, "POST", "/api/shipping/webhook/biteship", { "x-biteship-signature": SECRET }, { hello: 1 }),
    ).toMatchObject({ status: 200, body: { data: { outcome: "ignored" } } });
  });

  it("a parcel the courier returns is recorded as failed; the order waits for a person, without timers", async () => {
    const code = await approvedOrder();
    await t.services.fulfilment.pickup(storeA, { order_code: code });
    const parcel = (await parcelOf(code))!;
    await webhook(parcel, "picked");
    await webhook(parcel, "return_in_transit");
    await webhook(parcel, "returned");
    await webhook(parcel, "delivered");
    expect(await stagesOf(code)).toEqual(["awaiting_pickup", "picked_up", "failed"]);
    expect(await orderRow(code)).toMatchObject({ status_order: "send", due_at: null, delivered_at: null });
    expect(await countOf(sql`select count(*) from notification where reference = ${`order:${code}:delivered`}`)).toBe(
      0,
    );
  });

  it("the courier's own waybill, issued after booking, replaces the airway bill", async () => {
    const code = await approvedOrder();
    await t.services.fulfilment.pickup(storeA, { order_code: code });
    const parcel = (await parcelOf(code))!;
    const answer = await callJson(
      t,
      "POST",
      "/api/shipping/webhook/biteship",
      { "x-biteship-signature": SECRET },
      { event: "order.waybill_id", courier_tracking_id: parcel.tracking_id, courier_waybill_id: "JNE0012345678" },
    );
    expect(answer).toMatchObject({ status: 200, body: { data: { outcome: "applied", moved: 0 } } });
    expect((await parcelOf(code))!.airway_bill).toBe("JNE0012345678");
  });

  it("is closed (404) with the local courier, or without a secret", async () => {
    const local = createCourierTracking({
      db: t.database.db,
      clock: t.clock,
      courier: createLocalCourier(),
      fulfilment: t.services.fulfilment,
      pollMs: HOUR,
      webhook: { secret: SECRET, header: "x-biteship-signature" },
    });
    expect(await local.receive("biteship", SECRET, { courier_tracking_id: "x", status: "delivered" })).toEqual({
      outcome: "disabled",
      moved: 0,
    });
    expect(await local.poll()).toBe(0);
  });
});
