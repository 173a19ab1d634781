import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderListTab } from "../../core/order/index.ts";
import { makePaidOrder, type Buyer, type Product, type Store } from "../../tests/support/factories.ts";
import { makeOrderCast, orderOfInvoice, sqlProbe, useMoneyCheck } from "../../tests/support/order-world.ts";
import { callJson, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();
const HOUR = 3_600_000;
const BASE = "/api/merchant/dashboard/order";
let budi: Buyer;
let sari: Buyer;
let storeA: Store;
let storeB: Store;
let kaos: Product;
const { rows } = sqlProbe(t);
let headers: Record<"budi" | "sari" | "storeA" | "storeB", Record<string, string>>;

beforeAll(async () => {
  ({
    budi,
    sari,
    storeA,
    storeB,
    product: kaos,
  } = await makeOrderCast(t, {
    storeNames: ["Toko Alfa", "Toko Beta"],
    product: { name: "Kaos Alfa", price: 75_000, stock: 300 },
  }));
  headers = {
    budi: await budi.signIn(),
    sari: await sari.signIn(),
    storeA: await storeA.owner.signIn(),
    storeB: await storeB.owner.signIn(),
  };
});

useMoneyCheck(t);

const call = (method: "GET" | "POST", url: string, who?: keyof typeof headers, payload?: unknown) =>
  callJson(t, method, url, who ? headers[who] : {}, payload);

async function paidOrder(buyer: Buyer = budi): Promise<string> {
  const invoiceCode = await makePaidOrder(t, buyer, [{ product: kaos, qty: 1 }]);
  return (await orderOfInvoice(t, invoiceCode)).order_code;
}

/** The order's row and the money around it: what a refused call must leave as it was. */
async function state(code: string) {
  const [row] = await rows<Record<string, unknown>>(
    sql`select o.status_order, o.due_at, o.status_reason,
      (select count(*) from ledger_journal where reference like 'order:' || o.order_code || ':%') as journals,
      (select coalesce(sum(amount), 0) from wallet_ledger_entry where owner_type = 'user' and owner_id = o.user_id) as wallet,
      (select count(*) from shipment where order_id = o.id) as shipments,
      (select stock from product where id = ${kaos.id}) as stock
      from shop_order o where o.order_code = ${code}`,
  );
  return row!;
}

describe("who may move an order", () => {
  it("only the order's store moves it, only its buyer cancels it; every other caller changes nothing", async () => {
    const code = await paidOrder();
    const before = await state(code);
    const refusals: [string, keyof typeof headers | undefined, unknown, number][] = [
      [`${BASE}/approve`, undefined, { order_code: code }, 401],
      [`${BASE}/approve`, "budi", { order_code: code }, 403],
      [`${BASE}/approve`, "storeB", { order_code: code }, 404],
      [`${BASE}/reject`, "storeB", { order_code: code, reason: "Stok kosong" }, 404],
      [`${BASE}/pickup`, "storeB", { order_code: code }, 404],
      [`${BASE}/approve`, "storeA", { order_code: "ORD-NOPE" }, 404],
      [`${BASE}/reject`, "storeA", { order_code: code, reason: "x" }, 422],
      [`${BASE}/approve`, "storeA", { order_code: code, store_id: storeB.id }, 422],
      [`${BASE}/pickup`, "storeA", { order_code: code }, 409],
      ["/api/buyer/dashboard/order/status", undefined, { order_code: code, status: "cancel" }, 401],
      ["/api/buyer/dashboard/order/status", "sari", { order_code: code, status: "cancel" }, 404],
      ["/api/buyer/dashboard/order/status", "storeA", { order_code: code, status: "cancel" }, 404],
      ["/api/buyer/dashboard/order/status", "budi", { order_code: code, status: "complete" }, 409],
      ["/api/buyer/dashboard/order/status", "budi", { order_code: code, status: "send" }, 422],
    ];
    for (const [url, who, payload, status] of refusals) {
      const response = await call("POST", url, who, payload);
      expect({ url, who, status: response.status }).toEqual({ url, who, status });
    }
    expect(await call("GET", `${BASE}/detail/${code}`, "storeB")).toMatchObject({ status: 404 });
    expect(await call("GET", `${BASE}/detail/${code}`, "budi")).toMatchObject({ status: 403 });
    expect(await state(code)).toEqual(before);
  });

  it("a refusal says why in the caller's language", async () => {
    const code = await paidOrder();
    const wrong = await callJson(
      t,
      "POST",
      `${BASE}/pickup`,
      { ...headers.storeA, "accept-language": "id" },
      {
        order_code: code,
      },
    );
    expect(wrong.status).toBe(409);
    // The status in the spec's words, not its code.
    expect(wrong.body.message).toContain("'Menunggu Konfirmasi'");
    expect(wrong.body.message).not.toContain("'confirmation'");
    const english = await callJson(
      t,
      "POST",
      `${BASE}/approve`,
      { ...headers.storeB, "accept-language": "en" },
      {
        order_code: code,
      },
    );
    expect(english.body.message).toBe("Order not found");
  });
});

describe("the order's journey through the API", () => {
  it("approve, pickup with an airway bill, the courier delivers, the buyer confirms receipt", async () => {
    const code = await paidOrder();
    const approved = await call("POST", `${BASE}/approve`, "storeA", { order_code: code });
    expect(approved).toMatchObject({ status: 200, body: { data: { order_code: code } } });
    const pickup = await call("POST", `${BASE}/pickup`, "storeA", { order_code: code });
    expect(pickup.status).toBe(200);
    const bill = pickup.body.data.airway_bill as string;
    expect(pickup.body.message).toContain(bill);

    t.clock.advance(25 * HOUR);
    await t.services.fulfilment.sweep();
    const detail = await call("GET", `${BASE}/detail/${code}`, "storeA");
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      order_code: code,
      status_order: "send",
      recipient: { name: "Budi" },
      tracking: { airway_bill: bill, stage: "arrived" },
    });
    expect(detail.body.data.tracking.events.map((event: { stage: string }) => event.stage)).toEqual([
      "awaiting_pickup",
      "picked_up",
      "in_transit",
      "arrived",
    ]);
    expect(detail.body.data.delivered_at).not.toBeNull();

    const done = await call("POST", "/api/buyer/dashboard/order/status", "budi", {
      order_code: code,
      status: "complete",
    });
    expect(done).toMatchObject({ status: 200, body: { data: { status_order: "complete" } } });
    expect((await state(code)).status_order).toBe("complete");
  });

  it("reject with a reason refunds the buyer to their wallet; cancel before approval too", async () => {
    const rejected = await paidOrder();
    const before = await state(rejected);
    const response = await call("POST", `${BASE}/reject`, "storeA", { order_code: rejected, reason: "  Stok habis  " });
    expect(response.status).toBe(200);
    const after = await state(rejected);
    expect(after).toMatchObject({ status_order: "reject", status_reason: "Stok habis" });
    expect(Number(after.stock)).toBe(Number(before.stock) + 1);
    expect(Number(after.wallet)).toBeGreaterThan(Number(before.wallet));

    const cancelled = await paidOrder();
    const cancel = await call("POST", "/api/buyer/dashboard/order/status", "budi", {
      order_code: cancelled,
      status: "cancel",
    });
    expect(cancel).toMatchObject({ status: 200, body: { data: { status_order: "cancel" } } });
  });
});

describe("GET order/list", () => {
  it("holds the store's paid orders only, by tab with counts, searchable and paged", async () => {
    const sariOrder = await paidOrder(sari);
    for (let i = 0; i < 11; i++) await paidOrder();
    const list = await call("GET", `${BASE}/list?status=confirmation`, "storeA");
    expect(list.status).toBe(200);
    const counts = list.body.meta.counts as Record<OrderListTab, number>;
    expect(counts.confirmation).toBeGreaterThanOrEqual(12);
    expect(counts.waiting_payment).toBe(0);
    expect(counts.all).toBe(
      counts.confirmation + counts.processed + counts.send + counts.complete + counts.cancelled + counts.complain,
    );
    expect(list.body.data).toHaveLength(10);
    expect(list.body.data.every((order: { status_order: string }) => order.status_order === "confirmation")).toBe(true);
    const second = await call("GET", `${BASE}/list?status=confirmation&page=2`, "storeA");
    expect(second.body.data.length).toBe(counts.confirmation - 10);

    const found = await call("GET", `${BASE}/list?search=${sariOrder}`, "storeA");
    expect(found.body.data.map((order: { order_code: string }) => order.order_code)).toEqual([sariOrder]);

    const other = await call("GET", `${BASE}/list`, "storeB");
    expect(other).toMatchObject({ status: 200, body: { data: [] } });
    expect((await call("GET", `${BASE}/list`, "budi")).status).toBe(403);
    expect((await call("GET", `${BASE}/list?status=nope`, "storeA")).status).toBe(422);

    // A date range: today's orders are in it, an earlier range is empty; page links keep the range.
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Jakarta" });
    const dated = await call("GET", `${BASE}/list?status=confirmation&from=${today}&to=${today}`, "storeA");
    expect(dated.body.meta.counts.confirmation).toBe(counts.confirmation);
    expect(dated.body.meta.next_page_url).toContain(`from=${today}&to=${today}`);
    const earlier = await call("GET", `${BASE}/list?status=all&to=2020-01-01`, "storeA");
    expect(earlier.body.meta.counts.all).toBe(0);
    expect((await call("GET", `${BASE}/list?from=2026-13-40`, "storeA")).status).toBe(422);
  });
});
