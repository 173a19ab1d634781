import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makeBuyer, makeMerchant, makePaidOrder, type Buyer, type Store } from "../../tests/support/factories.ts";
import { makeShop, sqlProbe } from "../../tests/support/order-world.ts";
import { callJson, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();
const { rows } = sqlProbe(t);
const BUYER = "/api/buyer/dashboard/notification";
const MERCHANT = "/api/merchant/dashboard/notification";

let buyerA: Buyer;
let storeA: Store;
let storeB: Store;
const headers: Record<"buyerA" | "buyerB" | "merchantA" | "merchantB" | "visitor", Record<string, string>> = {
  buyerA: {},
  buyerB: {},
  merchantA: {},
  merchantB: {},
  visitor: {},
};
let invoiceCode: string;
/** buyer A's notification (payment settled) and store A's (new order). */
let ids: { user: number; store: number };

const call = (method: "GET" | "POST", url: string, as: Record<string, string>, payload?: unknown) =>
  callJson(t, method, url, as, payload);

/** Every notification's read state: what a refused call must leave as it was. */
const snapshot = () =>
  rows<{ id: number; read_at: string | null }>(sql`select id, read_at from notification order by id`);

const markUnread = () => t.database.db.execute(sql`update notification set read_at = null`);

beforeAll(async () => {
  const shop = await makeShop(t, { storeName: "Toko Alfa", buyerName: "Ayu", product: { stock: 100, price: 75_000 } });
  ({ store: storeA, buyer: buyerA } = shop);
  storeB = await makeMerchant(t, { name: "Toko Beta" });
  const buyerB = await makeBuyer(t, { name: "Bayu" });
  invoiceCode = await makePaidOrder(t, buyerA, [{ product: shop.product, qty: 2 }]);
  headers.buyerA = await buyerA.signIn();
  headers.buyerB = await buyerB.signIn();
  headers.merchantA = await storeA.owner.signIn();
  headers.merchantB = await storeB.owner.signIn();
  const told = await rows<{ id: number; recipient_type: string }>(
    sql`select id, recipient_type from notification order by id`,
  );
  ids = {
    user: Number(told.find((row) => row.recipient_type === "user")!.id),
    store: Number(told.find((row) => row.recipient_type === "merchant")!.id),
  };
});

describe("the buyer's notifications", () => {
  it("lists the payment in the reader's language, counts it as new, and marks it read once", async () => {
    await markUnread();
    const count = await call("GET", `${BUYER}/new`, headers.buyerA);
    expect(count).toMatchObject({ status: 200, body: { code: 200, data: { new_notification: 1 } } });

    const list = await call("GET", `${BUYER}/list?lang=en`, headers.buyerA);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: ids.user,
        category: "payment",
        kind: "payment_settled",
        title: "Payment received",
        link: `/user/order/invoice/${invoiceCode}`,
        is_read: false,
        read_at: null,
      }),
    ]);
    expect(list.body.meta).toMatchObject({ total: 1, unread: 1, current_page: 1 });
    const inIndonesian = await call("GET", `${BUYER}/list?categories=payment,order`, headers.buyerA);
    expect(inIndonesian.body.data[0].title).toBe("Pembayaran diterima");
    expect((await call("GET", `${BUYER}/list?categories=order`, headers.buyerA)).body.data).toEqual([]);

    const read = await call("POST", `${BUYER}/read`, headers.buyerA, { id: ids.user });
    expect(read).toMatchObject({ status: 200, body: { data: { marked: 1, new_notification: 0 } } });
    const readAt = (await snapshot()).find((row) => Number(row.id) === ids.user)!.read_at;
    t.clock.advance(60_000);
    const again = await call("POST", `${BUYER}/read`, headers.buyerA, { id: String(ids.user) });
    expect(again).toMatchObject({ status: 200, body: { data: { marked: 0, new_notification: 0 } } });
    // Read again later: the first time it was read stays.
    expect((await snapshot()).find((row) => Number(row.id) === ids.user)!.read_at).toEqual(readAt);
    expect((await call("GET", `${BUYER}/list`, headers.buyerA)).body.data[0].is_read).toBe(true);
  });

  it("marks all read, and says so when there was nothing left to mark", async () => {
    await markUnread();
    const all = await call("POST", `${BUYER}/setallasread?lang=en`, headers.buyerA);
    expect(all).toMatchObject({
      status: 200,
      body: { message: "1 notification marked as read", data: { marked: 1, new_notification: 0 } },
    });
    const none = await call("POST", `${BUYER}/setallasread?lang=en`, headers.buyerA);
    expect(none.body).toMatchObject({ message: "Everything was already read", data: { marked: 0 } });
    // The store's notification is another inbox: untouched.
    expect((await snapshot()).find((row) => Number(row.id) === ids.store)!.read_at).toBeNull();
  });

  it.each([
    [{ id: "abc" }, "Invalid notification id"],
    [{ id: 0 }, "Invalid notification id"],
    [{ id: -3 }, "Invalid notification id"],
    [{ id: 2_147_483_648 }, "Invalid notification id"],
    [{}, "Invalid notification id"],
    [{ id: 1, extra: true }, null],
  ])("refuses read %j with 422 and changes nothing", async (body, message) => {
    await markUnread();
    const before = await snapshot();
    const response = await call("POST", `${BUYER}/read?lang=en`, { ...headers.buyerA, "accept-language": "en" }, body);
    expect(response.status).toBe(422);
    if (message) expect(response.body.message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses an id no notification has with 404 in the reader's language", async () => {
    const response = await call("POST", `${BUYER}/read`, headers.buyerA, { id: 2_000_000_000 });
    expect(response).toMatchObject({ status: 404, body: { message: "Notifikasi tidak ditemukan" } });
  });

  it.each([["categories=bogus"], ["categories=order,spam"], ["page=0"], ["per_page=500"], ["page=abc"], ["x=1"]])(
    "refuses list?%s with 422",
    async (search) => {
      const response = await call("GET", `${BUYER}/list?${search}`, headers.buyerA);
      expect(response.status).toBe(422);
      expect(response.body.message).toBeTruthy();
    },
  );

  it("pages the list", async () => {
    const first = await call("GET", `${BUYER}/list?per_page=1&categories=all`, headers.buyerA);
    expect(first.body.meta).toMatchObject({ per_page: 1, last_page: 1, total: 1, next_page_url: null });
    const past = await call("GET", `${BUYER}/list?page=3`, headers.buyerA);
    expect(past.body.data).toEqual([]);
  });
});

describe("the store's notifications", () => {
  it("lists the new order for its merchant and counts it in data.new_notification", async () => {
    await markUnread();
    const list = await call("GET", `${MERCHANT}/list?lang=en`, headers.merchantA);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: ids.store, kind: "new_order", category: "order", title: "New order" }),
    ]);
    expect((await call("GET", `${MERCHANT}/new`, headers.merchantA)).body.data).toEqual({ new_notification: 1 });
    expect((await call("POST", `${MERCHANT}/read`, headers.merchantA, { id: ids.store })).body.data).toEqual({
      marked: 1,
      new_notification: 0,
    });
    // The merchant's own buyer inbox is another: empty.
    expect((await call("GET", `${BUYER}/list`, headers.merchantA)).body.data).toEqual([]);
  });
});

/**
 * Every call, by every caller, against buyer A's and store A's notifications: only the owner succeeds, anyone
 * else gets 401, 403 or 404 (or sees and changes only their own empty inbox), and no notification changes.
 */
describe("access", () => {
  type Actor = keyof typeof headers;
  const actors: Actor[] = ["buyerA", "buyerB", "merchantA", "merchantB", "visitor"];
  const inboxes = [
    {
      base: BUYER,
      owner: "buyerA" as Actor,
      target: () => ids.user,
      notOwner: (actor: Actor) => (actor === "visitor" ? 401 : 404),
    },
    {
      base: MERCHANT,
      owner: "merchantA" as Actor,
      target: () => ids.store,
      notOwner: (actor: Actor) => (actor === "visitor" ? 401 : actor.startsWith("buyer") ? 403 : 404),
    },
  ];
  const cases = inboxes.flatMap((inbox) =>
    actors
      .filter((actor) => actor !== inbox.owner)
      .flatMap((actor) => [
        { inbox, actor, call: "read" as const },
        { inbox, actor, call: "setallasread" as const },
        { inbox, actor, call: "list" as const },
        { inbox, actor, call: "new" as const },
      ]),
  );

  it.each(cases.map((c) => [`${c.inbox.base.split("/")[2]} ${c.call} by ${c.actor}`, c] as const))(
    "%s: refused or empty, nothing changes",
    async (_name, { inbox, actor, call: which }) => {
      await markUnread();
      const before = await snapshot();
      const as = headers[actor];
      const refused = inbox.notOwner(actor);
      // A merchant without a store or a buyer reading their own (empty) inbox succeeds with nothing in it.
      const ownEmptyInbox = refused === 404;
      if (which === "read") {
        const response = await call("POST", `${inbox.base}/read`, as, { id: inbox.target() });
        expect(response.status).toBe(refused);
      } else if (which === "setallasread") {
        const response = await call("POST", `${inbox.base}/setallasread`, as);
        expect(response.status).toBe(ownEmptyInbox ? 200 : refused);
        if (ownEmptyInbox) expect(response.body.data.marked).toBe(0);
      } else if (which === "list") {
        const response = await call("GET", `${inbox.base}/list`, as);
        expect(response.status).toBe(ownEmptyInbox ? 200 : refused);
        if (ownEmptyInbox) expect(response.body.data).toEqual([]);
      } else {
        const response = await call("GET", `${inbox.base}/new`, as);
        expect(response.status).toBe(ownEmptyInbox ? 200 : refused);
        if (ownEmptyInbox) expect(response.body.data.new_notification).toBe(0);
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});
