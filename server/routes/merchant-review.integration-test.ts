import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shop_order } from "../../core/order/order.tables.ts";
import { review, review_reply } from "../../core/review/review.tables.ts";
import {
  makeBuyer,
  makeMerchant,
  makeMerchantActors,
  makePaidOrder,
  makeProduct,
  makeReview,
  PLACES,
  type Product,
  type Review,
  type MerchantActors,
} from "../../tests/support/factories.ts";
import { callJson, createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
let actors: MerchantActors;
let shirt: Product;
let mug: Product;
let otherStoreItem: Product;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  actors = await makeMerchantActors(t);
  shirt = await makeProduct(t, { merchant: actors.storeA, name: "Kaos Alfa" });
  mug = await makeProduct(t, { merchant: actors.storeA, name: "Gelas Alfa" });
  otherStoreItem = await makeProduct(t, { merchant: actors.storeB, name: "Kaos Beta" });
});
afterAll(async () => {
  await t?.close();
});

const BASE = "/api/merchant/dashboard/review";

const call = (method: "GET" | "POST", url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  callJson(t, method, url, headers, payload);

async function replyRows(reviewId: number) {
  return t.database.db.select().from(review_reply).where(eq(review_reply.review_id, reviewId));
}

/** A review written a given number of hours before the clock's now. */
function reviewOf(item: Product, options: Parameters<typeof makeReview>[2] & { hoursAgo?: number } = {}) {
  const { hoursAgo = 1, ...rest } = options;
  return makeReview(t, item, { at: new Date(t.clock.now().getTime() - hoursAgo * HOUR), ...rest });
}

describe("GET review/product", () => {
  let old: Review;
  let recent: Review;
  let replied: Review;
  beforeAll(async () => {
    old = await reviewOf(shirt, { point: 2, message: "Jahitan lepas", hoursAgo: 72 });
    recent = await reviewOf(shirt, {
      point: 5,
      message: "Bagus sekali",
      hoursAgo: 2,
      attachments: [{ url: "/media/demo/kaos.webp", caption: "Dipakai" }],
    });
    replied = await reviewOf(mug, { point: 4, message: "Cukup", hoursAgo: 3, reply: { message: "Terima kasih" } });
    await reviewOf(otherStoreItem, { point: 1, message: "Milik toko lain", hoursAgo: 1 });
  });

  it("groups the page's reviews by product with each product's summary, newest first, only the store's own", async () => {
    const { status, body } = await call("GET", `${BASE}/product`, actors.headersA);
    expect(status).toBe(200);
    expect(body.data.map((group: { product: { id: number } }) => group.product.id)).toEqual([shirt.id, mug.id]);
    const [shirtGroup, mugGroup] = body.data;
    expect(shirtGroup).toMatchObject({
      product: { id: shirt.id, name: "Kaos Alfa", slug: shirt.slug },
      avg_rating: 3.5,
      total_review: 2,
      periode_awal: new Date(t.clock.now().getTime() - 72 * HOUR).toISOString(),
    });
    expect(shirtGroup.reviews.map((item: { id: number }) => item.id)).toEqual([recent.id, old.id]);
    expect(shirtGroup.reviews[0]).toMatchObject({
      point: 5,
      message: "Bagus sekali",
      attachment: [{ media_url: "/media/demo/kaos.webp", media_caption: "Dipakai" }],
      reply: null,
      order: null,
    });
    expect(shirtGroup.reviews[0].user.fullname).toMatch(/^Pembeli /);
    expect(mugGroup.reviews[0]).toMatchObject({ id: replied.id, reply: { message: "Terima kasih" } });
    expect(body.meta).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
  });

  it("filters by star and by 'not yet replied', keeping each group's summary whole", async () => {
    const byStar = await call("GET", `${BASE}/product?point=2`, actors.headersA);
    expect(byStar.body.data).toHaveLength(1);
    expect(byStar.body.data[0]).toMatchObject({ total_review: 2, avg_rating: 3.5 });
    expect(byStar.body.data[0].reviews.map((item: { id: number }) => item.id)).toEqual([old.id]);

    const unreplied = await call("GET", `${BASE}/product?unreplied=1`, actors.headersA);
    const ids = unreplied.body.data.flatMap((group: { reviews: { id: number }[] }) => group.reviews.map((r) => r.id));
    expect(ids).toEqual([recent.id, old.id]);
    expect(unreplied.body.meta.total).toBe(2);
  });

  it("pages through the reviews with links that keep the filters", async () => {
    const first = await call("GET", `${BASE}/product?per_page=1&unreplied=true`, actors.headersA);
    expect(first.body.meta).toMatchObject({ total: 2, last_page: 2 });
    expect(first.body.meta.next_page_url).toContain("unreplied=true");
    expect(first.body.meta.next_page_url).toContain("page=2");
    const second = await call("GET", `${BASE}/product?per_page=1&unreplied=true&page=2`, actors.headersA);
    expect(second.body.data[0].reviews[0].id).toBe(old.id);
  });

  it("shows store B only its own review, and an empty list to a store without reviews", async () => {
    const { body } = await call("GET", `${BASE}/product`, actors.headersB);
    expect(body.data.map((group: { product: { id: number } }) => group.product.id)).toEqual([otherStoreItem.id]);
    const empty = await makeMerchant(t);
    const none = await call("GET", `${BASE}/product`, await empty.owner.signIn());
    expect(none.body.data).toEqual([]);
    expect(none.body.meta.total).toBe(0);
  });

  it.each([
    ["point=0", "point"],
    ["point=6", "point"],
    ["point=abc", "point"],
    ["page=0", "page"],
    ["per_page=51", "per_page"],
    ["unreplied=maybe", "unreplied"],
    ["sort=name", ""],
  ])("refuses ?%s with a message in both languages", async (query, field) => {
    const en = await call("GET", `${BASE}/product?${query}&lang=en`, actors.headersA);
    expect(en.status).toBe(422);
    if (field) {
      expect(en.body.errors[field]).toBeDefined();
      const id = await call("GET", `${BASE}/product?${query}`, { ...actors.headersA, "accept-language": "id" });
      expect(id.body.errors[field][0]).not.toBe(en.body.errors[field][0]);
    }
  });

  it("is for merchants: a visitor gets 401 and a buyer without a store 403", async () => {
    expect((await call("GET", `${BASE}/product`)).status).toBe(401);
    expect((await call("GET", `${BASE}/product`, actors.headersBuyer)).status).toBe(403);
    expect((await call("GET", `${BASE}/order`)).status).toBe(401);
    expect((await call("GET", `${BASE}/order`, actors.headersBuyer)).status).toBe(403);
  });
});

describe("GET review/order", () => {
  it("groups the reviews written from an order by that order, leaving out reviews without one", async () => {
    const store = await makeMerchant(t);
    const item = await makeProduct(t, { merchant: store, name: "Sepatu Uji", stock: 5 });
    const buyer = await makeBuyer(t, { address: PLACES.jakartaSelatan });
    await makePaidOrder(t, buyer, [{ product: item, qty: 1 }]);
    const [order] = await t.database.db
      .select({ id: shop_order.id, code: shop_order.order_code })
      .from(shop_order)
      .where(eq(shop_order.user_id, buyer.userId));
    const fromOrder = await reviewOf(item, { point: 4, author: buyer, hoursAgo: 1 });
    await t.database.db.update(review).set({ order_id: order!.id }).where(eq(review.id, fromOrder.id));
    await reviewOf(item, { point: 2, hoursAgo: 2 });

    const { status, body } = await call("GET", `${BASE}/order`, await store.owner.signIn());
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ order: { id: order!.id, order_code: order!.code }, total_review: 1 });
    expect(body.data[0].avg_rating).toBe(4);
    expect(body.data[0].reviews[0]).toMatchObject({ id: fromOrder.id, order: { order_code: order!.code } });
    expect(body.meta.total).toBe(1);
    // Store A's reviews carry no order: its by-order list is empty.
    expect((await call("GET", `${BASE}/order`, actors.headersA)).body.data).toEqual([]);
  });
});

describe("POST review/reply", () => {
  const reply = (body: unknown, headers = actors.headersA) => call("POST", `${BASE}/reply`, headers, body);

  it("replies once, edits within 24 hours, then refuses to edit; the product page shows the reply and its edit", async () => {
    const item = await makeProduct(t, { merchant: actors.storeA, name: "Topi Alfa" });
    const target = await reviewOf(item, { point: 3, message: "Lumayan" });
    const changes: unknown[] = [];
    const stop = t.services.catalogChanges.subscribe((change) => changes.push(change));
    const first = await reply({ review_id: target.id, message: "  Terima kasih atas ulasannya!  " });
    stop();
    expect(first.status).toBe(200);
    // Kept pages of the product are told to go, so visitors see the reply.
    expect(changes).toEqual([
      { merchantId: actors.storeA.id, merchantSlug: actors.storeA.slug, productSlugs: [item.slug] },
    ]);
    expect(first.body.message).toBeTruthy();
    expect(first.body.data).toMatchObject({ message: "Terima kasih atas ulasannya!", editable: true });
    expect(first.body.data.editable_until).toBe(new Date(t.clock.now().getTime() + 24 * HOUR).toISOString());

    const page = await call("GET", `/api/products/detail/${item.slug}/review`);
    expect(page.body.data.reviews[0].reply).toEqual([
      expect.objectContaining({
        message: "Terima kasih atas ulasannya!",
        merchant: expect.objectContaining({ merchant_name: "Toko Alfa" }),
      }),
    ]);

    t.clock.advance(23 * HOUR);
    const edited = await reply({ review_id: target.id, message: "Terima kasih, kami perbaiki." });
    expect(edited.status).toBe(200);
    expect(edited.body.data.id).toBe(first.body.data.id);
    expect(first.body.data.edited_at).toBeNull();
    expect(edited.body.data.edited_at).toBe(t.clock.now().toISOString());
    expect(await replyRows(target.id)).toHaveLength(1);
    const after = await call("GET", `/api/products/detail/${item.slug}/review`);
    expect(after.body.data.reviews[0].reply.map((r: { message: string }) => r.message)).toEqual([
      "Terima kasih, kami perbaiki.",
    ]);

    t.clock.advance(HOUR);
    const late = await reply({ review_id: target.id, message: "Terlambat" });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/24/);
    const [row] = await replyRows(target.id);
    expect(row!.message).toBe("Terima kasih, kami perbaiki.");
  });

  it("refuses another store's review with 404, and a buyer or a visitor, changing nothing", async () => {
    const target = await reviewOf(shirt, { point: 4 });
    const byB = await reply({ review_id: target.id, message: "Bukan tokoku" }, actors.headersB);
    expect(byB.status).toBe(404);
    expect((await reply({ review_id: target.id, message: "Pembeli" }, actors.headersBuyer)).status).toBe(403);
    expect((await reply({ review_id: target.id, message: "Tamu" }, {})).status).toBe(401);
    expect(await replyRows(target.id)).toEqual([]);
    expect((await reply({ review_id: 2_000_000_000, message: "Tidak ada" })).status).toBe(404);
  });

  it.each([
    [{ message: "Halo" }, "review_id"],
    [{ review_id: "abc", message: "Halo" }, "review_id"],
    [{ review_id: 0, message: "Halo" }, "review_id"],
    [{ review_id: 1 }, "message"],
    [{ review_id: 1, message: " x " }, "message"],
    [{ review_id: 1, message: "y".repeat(1001) }, "message"],
    [{ review_id: 1, message: 12 }, "message"],
  ])("refuses %j with a per-field message in both languages", async (body, field) => {
    const en = await call("POST", `${BASE}/reply?lang=en`, actors.headersA, body);
    expect(en.status).toBe(422);
    expect(en.body.errors[field]).toBeDefined();
    const id = await call("POST", `${BASE}/reply`, { ...actors.headersA, "accept-language": "id" }, body);
    expect(id.body.errors[field][0]).not.toBe(en.body.errors[field][0]);
  });

  it("refuses unknown fields", async () => {
    const target = await reviewOf(shirt);
    const { status } = await reply({ review_id: target.id, message: "Halo semua", merchant_id: actors.storeB.id });
    expect(status).toBe(422);
    expect(await replyRows(target.id)).toEqual([]);
  });
});

describe("OpenAPI", () => {
  it("documents the three merchant review calls, with the reply's required fields", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/merchant/dashboard/review/product",
        "/merchant/dashboard/review/order",
        "/merchant/dashboard/review/reply",
      ]),
    );
    const body = document.paths["/merchant/dashboard/review/reply"].post.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["review_id", "message"]));
  });
});
