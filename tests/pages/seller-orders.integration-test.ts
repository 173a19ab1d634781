import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { query } from "../../db/seed/bulk.ts";
import { action as detailAction, loader as detailLoader } from "../../app/routes/merchant/order-detail.tsx";
import { action as listAction, loader as listLoader } from "../../app/routes/merchant/orders.tsx";
import {
  makeBuyer,
  makeMerchant,
  makePaidOrder,
  makeProduct,
  PLACES,
  type Buyer,
  type Product,
  type Store,
} from "../support/factories.ts";
import { merchantPageContext } from "../support/merchant-action.ts";
import { orderOfInvoice } from "../support/order-world.ts";
import { useTestApp } from "../support/test-app.ts";

/**
 * The seller's order pages as a browser without JavaScript uses them: each move posts the page's form, runs the
 * same fulfilment service as the API and comes back to the page with the answer as a flash (post/redirect/get).
 */
const t = useTestApp();
let store: Store;
let other: Store;
let buyer: Buyer;
let product: Product;

beforeAll(async () => {
  store = await makeMerchant(t, { name: "Toko Pesanan" });
  other = await makeMerchant(t, { name: "Toko Lain" });
  buyer = await makeBuyer(t, { name: "Rina Pembeli", address: PLACES.jakartaSelatan });
  product = await makeProduct(t, { merchant: store, price: 85_000, stock: 100 });
});

/** A paid order of the buyer at the store; its order code. */
async function paidOrder(): Promise<string> {
  const invoiceCode = await makePaidOrder(t, buyer, [{ product, qty: 1 }]);
  return (await orderOfInvoice(t, invoiceCode)).order_code;
}

const statusOf = async (code: string) =>
  (
    await query<{ status_order: string; status_reason: string | null }>(
      t.database.db,
      sql`select status_order, status_reason from shop_order where order_code = ${code}`,
    )
  )[0]!;

function contextFor(seller: Store) {
  return merchantPageContext(
    t.services,
    seller,
    (key, options) => `pasar_flash=${key}${options.values ? ` ${JSON.stringify(options.values)}` : ""}`,
  );
}

async function post(
  run: typeof listAction | typeof detailAction,
  path: string,
  fields: [string, string][],
  { seller = store, params = {} }: { seller?: Store; params?: Record<string, string> } = {},
): Promise<{ location: string | null; flash: string | null }> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request(`http://pasar.test${path}`, { method: "POST", body: form });
  try {
    // A redirect is thrown, or returned (a document redirect to a PDF).
    const answer: unknown = await run({ request, context: contextFor(seller), params } as never);
    if (answer instanceof Response) throw answer;
  } catch (thrown) {
    if (thrown instanceof Response)
      return { location: thrown.headers.get("Location"), flash: thrown.headers.get("Set-Cookie") };
    throw thrown;
  }
  throw new Error("the action did not redirect");
}

const load = (path: string, seller = store) =>
  listLoader({ request: new Request(`http://pasar.test${path}`), context: contextFor(seller), params: {} } as never);

describe("the seller's order list page", () => {
  it("shows a paid order under 'new', found by the buyer's name, and not in another store's list", async () => {
    const code = await paidOrder();
    const page = await load("/merchant/dashboard/order/list?search=rina");
    expect(page.view.status).toBe("confirmation");
    expect(page.list.items.map((order) => order.order_code)).toContain(code);
    expect(page.list.counts.confirmation).toBeGreaterThanOrEqual(1);
    const elsewhere = await load("/merchant/dashboard/order/list?status=all", other);
    expect(elsewhere.list.counts.all).toBe(0);
    // A date range before the order leaves it out; an odd date is ignored rather than failing the page.
    const earlier = await load("/merchant/dashboard/order/list?status=all&to=2020-01-01");
    expect(earlier.list.items).toEqual([]);
    const odd = await load("/merchant/dashboard/order/list?from=not-a-date");
    expect(odd.view.from).toBe("");
    expect(odd.list.items.map((order) => order.order_code)).toContain(code);
  });

  it("approves, then requests pickup, each time back to the same list with its message", async () => {
    const code = await paidOrder();
    const back = "/en/merchant/dashboard/order/list?search=x";
    const approved = await post(listAction, back, [["intent", `approve:${code}`]]);
    expect(approved).toEqual({ location: back, flash: "pasar_flash=order.notice.approved" });
    expect((await statusOf(code)).status_order).toBe("approve");

    const again = await post(listAction, back, [["intent", `approve:${code}`]]);
    expect(again.flash).toMatch(/^pasar_flash=order.status_changed/);

    const pickup = await post(listAction, back, [["intent", `pickup:${code}`]]);
    expect(pickup.flash).toMatch(/^pasar_flash=order.notice.pickup_requested \{"airway_bill":"\w+/);
    expect((await statusOf(code)).status_order).toBe("pickup");
  });

  it("rejects with the row's reason; a short reason is refused and changes nothing", async () => {
    const code = await paidOrder();
    const short = await post(listAction, "/merchant/dashboard/order/list", [
      ["intent", `reject:${code}`],
      [`reason:${code}`, "no"],
    ]);
    expect(short.flash).toBe("pasar_flash=order.validation.reason_short");
    expect((await statusOf(code)).status_order).toBe("confirmation");

    const done = await post(listAction, "/merchant/dashboard/order/list", [
      ["intent", `reject:${code}`],
      [`reason:${code}`, "  Stok habis, maaf  "],
    ]);
    expect(done.flash).toBe("pasar_flash=order.notice.rejected");
    expect(await statusOf(code)).toEqual({ status_order: "reject", status_reason: "Stok habis, maaf" });
  });

  it("approves the ticked orders at once, counting one that had already moved", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const moved = await paidOrder();
    await t.services.fulfilment.approve(store, { order_code: moved });
    const bulk = await post(listAction, "/merchant/dashboard/order/list", [
      ["intent", "approve"],
      ["selected", first],
      ["selected", second],
      ["selected", moved],
    ]);
    expect(bulk.flash).toBe('pasar_flash=order.seller.bulk_approved_some {"approved":2,"total":3}');
    expect((await statusOf(first)).status_order).toBe("approve");
    expect((await statusOf(second)).status_order).toBe("approve");
    const none = await post(listAction, "/merchant/dashboard/order/list", [["intent", "approve"]]);
    expect(none.flash).toBe("pasar_flash=order.seller.none_selected");
  });

  it("prints the ticked orders' labels or packing lists as one PDF, once every one of them is ready", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    for (const code of [first, second]) {
      await t.services.fulfilment.approve(store, { order_code: code });
      await t.services.fulfilment.pickup(store, { order_code: code });
    }
    const approvedOnly = await paidOrder();
    await t.services.fulfilment.approve(store, { order_code: approvedOnly });
    const back = "/en/merchant/dashboard/order/list?status=processed";
    const tick = (codes: string[]) => codes.map((code): [string, string] => ["selected", code]);

    const labels = await post(listAction, back, [["intent", "print:label"], ...tick([first, second])]);
    expect(labels).toEqual({
      location: `/api/merchant/dashboard/order/label?order_code=${first}&order_code=${second}&lang=en`,
      flash: null,
    });
    const packing = await post(listAction, back, [["intent", "print:packinglist"], ...tick([approvedOnly, first])]);
    expect(packing.location).toBe(
      `/api/merchant/dashboard/order/packinglist?order_code=${approvedOnly}&order_code=${first}&lang=en`,
    );

    // Refusals come back to the list as a notice, never as the API's JSON.
    const notReady = await post(listAction, back, [["intent", "print:label"], ...tick([first, approvedOnly])]);
    expect(notReady).toEqual({
      location: back,
      flash: `pasar_flash=order.print.label_unavailable {"codes":"${approvedOnly}"}`,
    });
    const none = await post(listAction, back, [["intent", "print:label"]]);
    expect(none.flash).toBe("pasar_flash=order.print.none_selected");
    const ofOther = await post(listAction, back, [["intent", "print:label"], ...tick([first])], { seller: other });
    expect(ofOther.flash).toBe("pasar_flash=order.not_found");
    const tooMany = Array.from({ length: 51 }, (_, index) => `ORD-${index}`);
    expect((await post(listAction, back, [["intent", "print:label"], ...tick(tooMany)])).flash).toBe(
      'pasar_flash=order.print.too_many {"max":50}',
    );
  });

  it("does not let another store move the order", async () => {
    const code = await paidOrder();
    const refused = await post(listAction, "/merchant/dashboard/order/list", [["intent", `approve:${code}`]], {
      seller: other,
    });
    expect(refused.flash).toBe("pasar_flash=order.not_found");
    expect((await statusOf(code)).status_order).toBe("confirmation");
  });
});

describe("the seller's order detail page", () => {
  it("shows the order, moves it and comes back to it; after pickup it holds the airway bill", async () => {
    const code = await paidOrder();
    const path = `/merchant/dashboard/order/${code}`;
    const params = { order_code: code };
    const approved = await post(detailAction, path, [["intent", `approve:${code}`]], { params });
    expect(approved).toEqual({ location: path, flash: "pasar_flash=order.notice.approved" });
    await post(detailAction, path, [["intent", `pickup:${code}`]], { params });
    const { order } = await detailLoader({
      request: new Request(`http://pasar.test${path}`),
      context: contextFor(store),
      params,
    } as never);
    expect(order.status_order).toBe("pickup");
    expect(order.address.behalf_name).toBe("Rina Pembeli");
    expect(order.tracking?.airway_bill).toMatch(/\w{6,}/);
  });

  it("is not found (404) for another store", async () => {
    const code = await paidOrder();
    await expect(
      detailLoader({
        request: new Request(`http://pasar.test/merchant/dashboard/order/${code}`),
        context: contextFor(other),
        params: { order_code: code },
      } as never),
    ).rejects.toMatchObject({ data: { messageKey: "order.not_found" }, init: { status: 404 } });
  });
});
