import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  biteshipCourierHandler,
  biteshipCourierState,
  type BiteshipCourierState,
} from "../../../tests/support/biteship.ts";
import { sendJson, startFakeHttp, type FakeHttp } from "../../../tests/support/fake-http.ts";
import { ProviderError } from "../provider-error.ts";
import { createBiteshipClient } from "./biteship-client.ts";
import { biteshipStage, createBiteshipCourier, updatesOf } from "./biteship.ts";
import type { PickupRequest } from "./courier.ts";

const API_KEY = "biteship_test.courier-key";
let fake: FakeHttp;
let state: BiteshipCourierState;

beforeAll(async () => {
  state = biteshipCourierState();
  fake = await startFakeHttp(biteshipCourierHandler(state, API_KEY));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.seen = [];
  state.bookings.clear();
  state.histories.clear();
  state.failBooking = null;
  fake.handler = biteshipCourierHandler(state, API_KEY);
});

const courier = () => createBiteshipCourier(createBiteshipClient({ baseUrl: `${fake.url}/`, apiKey: API_KEY }));

const request: PickupRequest = {
  reference: "ORD-TEST-1",
  courierCode: "jne",
  serviceCode: "REG",
  origin: { name: "Toko Kurir", phone: "081234567890", address: "Jl. Asia Afrika 1, Bandung", postalCode: "40111" },
  destination: { name: "Budi", phone: "081298765432", address: "Jl. Melawai 2, Jakarta", postalCode: "12160" },
  items: [{ name: "Kemeja batik", value: 120_000, qty: 2, weightGrams: 300 }],
};

describe("Biteship's statuses as our stages", () => {
  it.each([
    ["confirmed", null],
    ["allocated", null],
    ["picking_up", null],
    ["pickingUp", null],
    ["picked", "picked_up"],
    ["dropping_off", "in_transit"],
    ["droppingOff", "in_transit"],
    ["delivered", "arrived"],
    ["on_hold", null],
    ["return_in_transit", "failed"],
    ["returnInTransit", "failed"],
    ["returned", "failed"],
    ["rejected", "failed"],
    ["cancelled", "failed"],
    ["courier_not_found", "failed"],
    ["disposed", "failed"],
    ["something_new", null],
    [undefined, null],
  ])("%s → %s", (status, stage) => {
    expect(biteshipStage(status)).toBe(stage);
  });

  it("a history becomes each stage once, at its first time, in the parcel's order", () => {
    expect(
      updatesOf([
        { status: "confirmed", updated_at: "2026-11-20T03:00:00Z" },
        { status: "dropping_off", updated_at: "2026-11-20T09:00:00Z" },
        { status: "picked", updated_at: "2026-11-20T05:00:00Z" },
        { status: "dropping_off", updated_at: "2026-11-20T12:00:00Z" },
        { status: "delivered", updated_at: "not a date" },
        "junk",
      ]),
    ).toEqual([
      { stage: "picked_up", at: new Date("2026-11-20T05:00:00Z") },
      { stage: "in_transit", at: new Date("2026-11-20T09:00:00Z") },
      { stage: "arrived", at: null },
    ]);
  });
});

describe("booking a pickup", () => {
  it("posts the order to /v1/orders with the key, the chosen service and our order code as reference", async () => {
    const booking = await courier().requestPickup(request);
    expect(booking).toEqual({ airwayBill: "WYB000000001", trackingId: "bs-trk-1" });
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]).toMatchObject({
      method: "POST",
      url: "/v1/orders",
      headers: { authorization: API_KEY, "content-type": "application/json" },
      body: {
        reference_id: "ORD-TEST-1",
        courier_company: "jne",
        courier_type: "reg",
        delivery_type: "now",
        origin_postal_code: 40111,
        destination_postal_code: 12160,
        origin_contact_name: "Toko Kurir",
        destination_contact_phone: "081298765432",
        items: [{ name: "Kemeja batik", value: 120_000, quantity: 2, weight: 300 }],
      },
    });
  });

  it("a second booking of the same order finds the first (Biteship refuses the reference, naming it)", async () => {
    const first = await courier().requestPickup(request);
    const again = await courier().requestPickup(request);
    expect(again.airwayBill).toBe(first.airwayBill);
    expect(state.bookings.size).toBe(1);
  });

  it("an outage or a refusal throws ProviderError", async () => {
    state.failBooking = 503;
    await expect(courier().requestPickup(request)).rejects.toMatchObject({ provider: "biteship", status: 503 });
    state.failBooking = 400;
    await expect(courier().requestPickup(request)).rejects.toBeInstanceOf(ProviderError);
    const wrongKey = createBiteshipCourier(createBiteshipClient({ baseUrl: fake.url, apiKey: "wrong" }));
    await expect(wrongKey.requestPickup(request)).rejects.toMatchObject({ status: 401 });
  });
});

describe("tracking", () => {
  it("GET /v1/trackings/{id} answers the parcel's stages; an unknown parcel reports nothing", async () => {
    const booking = await courier().requestPickup(request);
    state.histories
      .get(booking.trackingId!)!
      .push(
        { status: "picked", updated_at: "2026-11-20T05:00:00Z" },
        { status: "dropping_off", updated_at: "2026-11-20T09:00:00Z" },
      );
    fake.seen = [];
    const report = await courier().track!({ trackingId: booking.trackingId, airwayBill: booking.airwayBill });
    expect(fake.seen[0]).toMatchObject({ method: "GET", url: "/v1/trackings/bs-trk-1" });
    expect(report).toEqual({
      airwayBill: "WYB000000001",
      updates: [
        { stage: "picked_up", at: new Date("2026-11-20T05:00:00Z") },
        { stage: "in_transit", at: new Date("2026-11-20T09:00:00Z") },
      ],
    });
    expect(await courier().track!({ trackingId: "nope", airwayBill: "X" })).toEqual({ updates: [], airwayBill: null });
    fake.handler = (_request, response) => sendJson(response, 502, { success: false });
    await expect(courier().track!({ trackingId: "bs-trk-1", airwayBill: "X" })).rejects.toBeInstanceOf(ProviderError);
  });

  it("reads a webhook's order.status and order.waybill_id notices; anything else is not one", () => {
    const read = courier().readNotice!;
    expect(
      read({
        event: "order.status",
        order_id: "bs-order-1",
        courier_tracking_id: "bs-trk-1",
        courier_waybill_id: "WYB000000001",
        status: "delivered",
        updated_at: "2026-11-21T08:00:00Z",
      }),
    ).toEqual({
      trackingId: "bs-trk-1",
      airwayBill: "WYB000000001",
      report: { updates: [{ stage: "arrived", at: new Date("2026-11-21T08:00:00Z") }], airwayBill: "WYB000000001" },
    });
    expect(read({ event: "order.waybill_id", courier_tracking_id: "bs-trk-1", courier_waybill_id: "JNE123" })).toEqual({
      trackingId: "bs-trk-1",
      airwayBill: "JNE123",
      report: { updates: [], airwayBill: "JNE123" },
    });
    expect(read({ event: "order.status", status: "delivered" })).toBeNull();
    expect(read("delivered")).toBeNull();
    expect(read(null)).toBeNull();
  });
});
