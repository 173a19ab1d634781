import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "../../app/routes/account/order-detail.tsx";
import { translator } from "../../i18n/index.ts";
import { makePaidOrder, type Buyer, type Product, type Store } from "../support/factories.ts";
import { makeOrderCast, orderOfInvoice, sqlProbe } from "../support/order-world.ts";
import { buyerPageContext, type Flash } from "../support/buyer-action.ts";
import { useTestApp } from "../support/test-app.ts";

/** The buyer's order page as a browser posts its forms: each move answers with a flash and the page to reload. */
const t = useTestApp();
const HOUR = 3_600_000;
let budi: Buyer;
let sari: Buyer;
let store: Store;
let product: Product;

beforeAll(async () => {
  ({
    budi,
    sari,
    storeA: store,
    product,
  } = await makeOrderCast(t, {
    storeNames: ["Toko Batik", "Toko Lain"],
    product: { price: 150_000, stock: 50 },
  }));
});

const { countOf } = sqlProbe(t);
const walletOf = (buyer: Buyer) =>
  countOf(
    sql`select coalesce(sum(amount), 0) from wallet_ledger_entry where owner_type = 'user' and owner_id = ${buyer.userId}`,
  );

async function paidOrder(buyer: Buyer = budi): Promise<{ code: string; total: number }> {
  const invoiceCode = await makePaidOrder(t, buyer, [{ product, qty: 2 }]);
  const row = await orderOfInvoice<{ order_code: string; grand_total: string }>(
    t,
    invoiceCode,
    sql`o.order_code, o.grand_total`,
  );
  return { code: row.order_code, total: Number(row.grand_total) };
}

const contextFor = (buyer: Buyer, flashes: Flash[]) => buyerPageContext(t.services, buyer, flashes);

/** Posts the page's form without JavaScript: the redirect it answers with, and the flash it set. */
async function post(buyer: Buyer, path: string, code: string, fields: Record<string, string>) {
  const flashes: Flash[] = [];
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request(`http://pasar.test${path}`, { method: "POST", body: form });
  let answer: unknown;
  try {
    answer = await action({ request, context: contextFor(buyer, flashes), params: { orderCode: code } } as never);
  } catch (thrown) {
    answer = thrown;
  }
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  return { status: response.status, location: response.headers.get("location"), flash: flashes[0] };
}

async function page(buyer: Buyer, code: string, lang = "en") {
  const prefix = lang === "en" ? "/en" : "";
  const request = new Request(`http://pasar.test${prefix}/user/order/detail/${code}`);
  return (await loader({ request, context: contextFor(buyer, []), params: { orderCode: code } } as never)).detail;
}

describe("the buyer's order page", () => {
  it("cancels an order the store has not approved, returns the money and refuses a second cancel in words", async () => {
    const order = await paidOrder();
    const before = await page(budi, order.code);
    expect(before.order.status_order).toBe("confirmation");
    expect(before.can_cancel).toBe(true);
    expect(before.timeline.filter((step) => step.reached).map((step) => step.step)).toEqual(["placed", "paid"]);
    const wallet = await walletOf(budi);

    const path = `/en/user/order/detail/${order.code}`;
    const cancelled = await post(budi, path, order.code, { intent: "cancel", redirectTo: "/en/user/order/list" });
    expect(cancelled).toMatchObject({ status: 302, location: "/en/user/order/list" });
    expect(cancelled.flash).toMatchObject({ key: "order.notice.cancelled", tone: "success" });
    expect(await walletOf(budi)).toBe(wallet + order.total);
    const after = await page(budi, order.code);
    expect(after.timeline.map((step) => step.step)).toEqual(["placed", "paid", "cancel"]);
    expect(after.status_reason).toBe("buyer");

    // Again: refused, nothing moves, and the message names the status as the buyer sees it (not 'cancel').
    const again = await post(budi, path, order.code, { intent: "cancel" });
    expect(again).toMatchObject({ status: 302, location: path });
    expect(again.flash).toMatchObject({ key: "order.status_changed", tone: "error" });
    const { key, values } = again.flash!;
    expect(translator("en")(key, values)).toContain("it is now 'Cancel'");
    expect(translator("id")(key, { status: "pickup" })).toContain("'Menunggu Pickup Kurir'");
    expect(await walletOf(budi)).toBe(wallet + order.total);
  });

  it("follows the courier on the timeline, then confirms receipt once delivered", async () => {
    const order = await paidOrder();
    await t.services.fulfilment.approve(store, { order_code: order.code });
    // Not sent yet: confirming receipt is refused and changes nothing.
    const early = await post(budi, `/user/order/detail/${order.code}`, order.code, { intent: "confirm" });
    expect(early.flash).toMatchObject({ key: "order.status_changed", values: { status: "approve" } });
    const { airway_bill } = await t.services.fulfilment.pickup(store, { order_code: order.code });
    t.clock.advance(HOUR); // the courier picks it up
    await t.services.fulfilment.sweep();
    t.clock.advance(24 * HOUR); // in transit, then arrived
    await t.services.fulfilment.sweep();
    await t.services.fulfilment.sweep();

    const sent = await page(budi, order.code);
    expect(sent.tracking?.airway_bill).toBe(airway_bill);
    expect(sent.can_confirm).toBe(true);
    expect(sent.timeline.filter((step) => step.reached).map((step) => step.step)).toEqual([
      "placed",
      "paid",
      "approved",
      "awaiting_pickup",
      "picked_up",
      "in_transit",
      "arrived",
    ]);
    expect(sent.timeline.find((step) => step.step === "arrived")?.at).toBe(sent.delivered_at);

    const confirmed = await post(budi, `/user/order/detail/${order.code}`, order.code, { intent: "confirm" });
    expect(confirmed.flash).toMatchObject({ key: "order.notice.completed", tone: "success" });
    const done = await page(budi, order.code, "id");
    expect(done.order.status_order).toBe("complete");
    expect(done.timeline.at(-1)).toMatchObject({ step: "done", reached: true });
  });

  it("puts the order's products back in the cart and goes to the cart", async () => {
    const order = await paidOrder();
    await t.services.fulfilment.changeByBuyer(budi.userId, { order_code: order.code, status: "cancel" });
    const bought = await post(budi, `/en/user/order/detail/${order.code}`, order.code, { intent: "buy_again" });
    expect(bought).toMatchObject({ status: 302, location: "/en/cart" });
    expect(bought.flash).toMatchObject({ key: "order.notice.bought_again", values: { count: 1, skipped: 0 } });
    const cart = await t.services.cart.list(budi.userId, "en");
    expect(JSON.stringify(cart)).toContain(`"qty":2`);
  });

  it("does not show or move another buyer's order", async () => {
    const order = await paidOrder();
    await expect(page(sari, order.code)).rejects.toMatchObject({ init: { status: 404 } });
    const refused = await post(sari, `/en/user/order/detail/${order.code}`, order.code, { intent: "cancel" });
    expect(refused.flash).toMatchObject({ key: "order.not_found", tone: "error" });
    expect((await page(budi, order.code)).order.status_order).toBe("confirmation");
  });
});
