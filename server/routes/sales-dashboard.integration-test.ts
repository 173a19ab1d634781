import { and, eq } from "drizzle-orm";
import { shop_order } from "../../core/order/order.tables.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { product_view_daily } from "../../core/dashboard/dashboard.tables.ts";
import { storeDay } from "../../core/dashboard/dashboard.view.ts";
import {
  makeBuyer,
  makeMerchant,
  makePaidOrder,
  makeProduct,
  PLACES,
  makeStoreOrder,
  type Buyer,
  type Product,
  type Store,
} from "../../tests/support/factories.ts";
import { callJson, useTestApp } from "../../tests/support/test-app.ts";

// The test clock stands at 2026-11-20 10:00 in Jakarta (03:00 UTC).
const t = useTestApp();
let storeA: Store;
let storeB: Store;
let buyer: Buyer;
let headersA: Record<string, string>;
let headersB: Record<string, string>;
let headersBuyer: Record<string, string>;
let kaos: Product;
let topi: Product;
let sisaDua: Product;
let habis: Product;
let viewedOnly: Product;

/** A moment given in Jakarta time (UTC+7). */
const wib = (local: string) => new Date(`${local}+07:00`);

beforeAll(async () => {
  storeA = await makeMerchant(t, { name: "Toko Alfa" });
  storeB = await makeMerchant(t, { name: "Toko Beta" });
  buyer = await makeBuyer(t);
  headersA = await storeA.owner.signIn();
  headersB = await storeB.owner.signIn();
  headersBuyer = await buyer.signIn();
  kaos = await makeProduct(t, { merchant: storeA, name: "Kaos Alfa", price: 100_000, stock: 40 });
  topi = await makeProduct(t, { merchant: storeA, name: "Topi Alfa", price: 25_000, stock: 40 });
  sisaDua = await makeProduct(t, { merchant: storeA, name: "Sisa Dua", stock: 2 });
  habis = await makeProduct(t, { merchant: storeA, name: "Habis Tersembunyi", stock: 0, status: "HIDDEN" });
  await makeProduct(t, { merchant: storeA, name: "Sudah Dihapus", stock: 0, status: "DELETED" });
  viewedOnly = await makeProduct(t, { merchant: storeA, name: "Dilihat Saja", stock: 40 });
  const beta = await makeProduct(t, { merchant: storeB, name: "Produk Beta", price: 10_000, stock: 40 });

  const order = (status: string, at: string, lines: { product: Product; qty: number }[], discountMerchant = 0) =>
    makeStoreOrder(t, { store: storeA, buyer, status, at: wib(at), lines, discountMerchant });
  // Sales in the range 2026-11-14 … 2026-11-20: the first minute of its first day and the last of its last.
  await order("complete", "2026-11-14T00:00:00", [{ product: kaos, qty: 2 }], 10_000);
  await order("send", "2026-11-20T23:59:59", [{ product: topi, qty: 3 }]);
  await order("confirmation", "2026-11-17T12:00:00", [
    { product: kaos, qty: 1 },
    { product: topi, qty: 1 },
  ]);
  // Placed in the range but not sales.
  await order("cancel", "2026-11-17T13:00:00", [{ product: kaos, qty: 5 }]);
  await order("reject", "2026-11-18T09:00:00", [{ product: topi, qty: 1 }]);
  await order("waiting_payment", "2026-11-19T09:00:00", [{ product: kaos, qty: 1 }]);
  // Just before the range (the previous period) and just after it.
  await order("complete", "2026-11-13T23:59:59", [{ product: kaos, qty: 1 }]);
  await order("complete", "2026-11-21T00:00:00", [{ product: kaos, qty: 9 }]);
  // Another store's sale in the range.
  await makeStoreOrder(t, {
    store: storeB,
    buyer,
    status: "complete",
    at: wib("2026-11-15T10:00:00"),
    lines: [{ product: beta, qty: 10 }],
  });

  // Views today: four of Kaos by visitors, one of Kaos by its own store (not a view), two of Topi by the
  // owner of another store (views), one of a page that names no product.
  const views = t.services.productViews;
  for (let i = 0; i < 4; i += 1) views.record(kaos.slug, null);
  views.record(kaos.slug, storeA.id);
  views.record(topi.slug, storeB.id);
  views.record(topi.slug, storeB.id);
  views.record(viewedOnly.slug, null);
  views.record("tidak-ada-produk-ini", null);
  await views.flush();
});

const DASHBOARD = "/api/merchant/dashboard";
const get = (query: string, headers: Record<string, string> = headersA, lang: "id" | "en" = "en") =>
  callJson(t, "GET", `${DASHBOARD}${query}`, { ...headers, "accept-language": lang });

describe("GET /api/merchant/dashboard", () => {
  it("adds up the store's paid orders of the range by Jakarta day, beside the week before", async () => {
    const { status, body } = await get("?start=2026-11-14&end=2026-11-20");
    expect(status).toBe(200);
    const data = body.data;
    expect(data.range).toEqual({ start: "2026-11-14", end: "2026-11-20", days: 7 });
    expect(data.previous_range).toEqual({ start: "2026-11-07", end: "2026-11-13", days: 7 });
    // 190,000 (200,000 less a 10,000 store voucher) + 75,000 + 125,000; shipping is not revenue.
    expect(data.totals).toEqual({
      revenue: 390_000,
      orders: 3,
      items_sold: 7,
      average_order_value: 130_000,
      views: 7,
      conversion_rate: 0.4286,
    });
    expect(data.previous).toEqual({
      revenue: 100_000,
      orders: 1,
      items_sold: 1,
      average_order_value: 100_000,
      views: 0,
      conversion_rate: null,
    });
    expect(data.orders_by_status).toEqual([
      { status: "waiting_payment", orders: 1 },
      { status: "confirmation", orders: 1 },
      { status: "send", orders: 1 },
      { status: "complete", orders: 1 },
      { status: "cancel", orders: 1 },
      { status: "reject", orders: 1 },
    ]);
    expect(data.daily).toHaveLength(7);
    expect(data.daily.filter((day: { orders: number }) => day.orders > 0)).toEqual([
      { day: "2026-11-14", revenue: 190_000, orders: 1 },
      { day: "2026-11-17", revenue: 125_000, orders: 1 },
      { day: "2026-11-20", revenue: 75_000, orders: 1 },
    ]);
  });

  it("ranks the products sold by revenue and by quantity, and turns their views into orders", async () => {
    const { body } = await get("?start=2026-11-14&end=2026-11-20");
    const kaosSales = { product_id: kaos.id, name: "Kaos Alfa", slug: kaos.slug, qty: 3, revenue: 300_000, orders: 2 };
    const topiSales = { product_id: topi.id, name: "Topi Alfa", slug: topi.slug, qty: 4, revenue: 100_000, orders: 2 };
    expect(body.data.top_products).toEqual({ by_revenue: [kaosSales, topiSales], by_qty: [topiSales, kaosSales] });
    expect(body.data.conversion).toEqual([
      { product_id: kaos.id, name: "Kaos Alfa", slug: kaos.slug, views: 4, orders: 2, rate: 0.5 },
      { product_id: topi.id, name: "Topi Alfa", slug: topi.slug, views: 2, orders: 2, rate: 1 },
      { product_id: viewedOnly.id, name: "Dilihat Saja", slug: viewedOnly.slug, views: 1, orders: 0, rate: 0 },
    ]);
  });

  it("lists the listed and hidden products running low, fewest first, and never a deleted one", async () => {
    const { body } = await get("?start=2026-11-14&end=2026-11-20");
    expect(body.data.low_stock_threshold).toBe(5);
    expect(body.data.low_stock).toEqual([
      { product_id: habis.id, name: "Habis Tersembunyi", slug: habis.slug, stock: 0, status: "HIDDEN" },
      { product_id: sisaDua.id, name: "Sisa Dua", slug: sisaDua.slug, stock: 2, status: "PUBLISH" },
    ]);
  });

  it("moves a sale across the day boundary with its Jakarta day, not its UTC one", async () => {
    // 2026-11-14 00:00 WIB is still 2026-11-13 in UTC: it belongs to the 14th alone.
    const day14 = await get("?start=2026-11-14&end=2026-11-14");
    expect(day14.body.data.totals).toMatchObject({ revenue: 190_000, orders: 1 });
    const day13 = await get("?start=2026-11-13&end=2026-11-13");
    expect(day13.body.data.totals).toMatchObject({ revenue: 100_000, orders: 1 });
    const day21 = await get("?start=2026-11-21&end=2026-11-21");
    expect(day21.body.data.totals).toMatchObject({ revenue: 900_000, orders: 1, items_sold: 9 });
  });

  it("opens on the 30 days ending today without a range", async () => {
    const { status, body } = await get("");
    expect(status).toBe(200);
    expect(body.data.range).toEqual({ start: "2026-10-22", end: "2026-11-20", days: 30 });
    expect(body.data.totals.orders).toBe(4);
  });

  it("shows each store only its own figures, and refuses a buyer and a visitor", async () => {
    const beta = await get("?start=2026-11-14&end=2026-11-20", headersB);
    expect(beta.status).toBe(200);
    expect(beta.body.data.totals).toMatchObject({ revenue: 100_000, orders: 1, items_sold: 10, views: 0 });
    expect(beta.body.data.top_products.by_qty.map((row: { name: string }) => row.name)).toEqual(["Produk Beta"]);
    expect((await get("?start=2026-11-14&end=2026-11-20", headersBuyer)).status).toBe(403);
    expect((await get("?start=2026-11-14&end=2026-11-20", {})).status).toBe(401);
  });

  it("refuses a bad range with a message on the field, in the caller's language", async () => {
    const badDay = await get("?start=2026-02-30&end=2026-03-01");
    expect(badDay.status).toBe(422);
    expect(badDay.body.errors.start).toContain("Give the first day as a date");
    const reversed = await get("?start=2026-11-20&end=2026-11-14");
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.end).toContain("The last day cannot be before the first");
    const reversedId = await get("?start=2026-11-20&end=2026-11-14", headersA, "id");
    expect(reversedId.body.errors.end).toContain("Hari terakhir tidak boleh sebelum hari pertama");
    const tooLong = await get("?start=2025-11-19&end=2026-11-20");
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.start).toContain("Pick at most 366 days");
    expect((await get("?start=2025-11-20&end=2026-11-20")).status).toBe(200);
    const tooLongId = await get("?start=2024-01-01&end=2026-11-20", headersA, "id");
    expect(tooLongId.body.errors.start).toContain("Pilih paling banyak 366 hari");
    // Without an end the range ends today, so a start after today is refused too.
    const future = await get("?start=2026-12-01");
    expect(future.status).toBe(422);
    expect(future.body.errors.end).toContain("The last day cannot be before the first");
    expect((await get("?start=2026-11-14&end=2026-11-20&store_id=1")).status).toBe(422);
  });
});

describe("product view counting", () => {
  it("adds each flush to the day's row, and files a day's views under the store day they happened on", async () => {
    const views = t.services.productViews;
    const stored = async (day: string) =>
      (
        await t.database.db
          .select({ views: product_view_daily.views, merchant: product_view_daily.merchant_id })
          .from(product_view_daily)
          .where(and(eq(product_view_daily.product_id, sisaDua.id), eq(product_view_daily.day, day)))
      )[0];
    views.record(sisaDua.slug, null);
    views.record(sisaDua.slug, null);
    expect(views.pendingCount).toBe(2);
    await views.flush();
    expect(views.pendingCount).toBe(0);
    views.record(sisaDua.slug, storeB.id);
    await views.flush();
    expect(await stored("2026-11-20")).toEqual({ views: 3, merchant: storeA.id });
    // 17:00 UTC is midnight in Jakarta: the next store day begins.
    const before = t.clock.now();
    t.clock.set(new Date("2026-11-20T17:00:00Z"));
    try {
      views.record(sisaDua.slug, null);
      await views.flush();
    } finally {
      t.clock.set(before);
    }
    expect(await stored("2026-11-21")).toEqual({ views: 1, merchant: storeA.id });
    expect(await stored("2026-11-20")).toEqual({ views: 3, merchant: storeA.id });
  });
});

describe("the daily rollups the dashboard reads", () => {
  it("follow an order's status: paid adds its lines, rejected takes them back, a product counts once an order", async () => {
    const store = await makeMerchant(t, { name: "Toko Gamma" });
    const headers = await store.owner.signIn();
    const baju = await makeProduct(t, { merchant: store, name: "Baju Gamma", price: 50_000, stock: 40 });
    const id = await makeStoreOrder(t, {
      store,
      buyer,
      status: "waiting_payment",
      at: wib("2026-11-16T08:00:00"),
      // Two sizes of one product: two lines, one order.
      lines: [
        { product: baju, qty: 1 },
        { product: baju, qty: 2 },
      ],
    });
    const figures = async () => (await get("?start=2026-11-14&end=2026-11-20", headers)).body.data;
    const setStatus = (status: string) =>
      t.database.db.update(shop_order).set({ status_order: status }).where(eq(shop_order.id, id));

    expect((await figures()).totals).toMatchObject({ orders: 0, items_sold: 0, revenue: 0 });
    expect((await figures()).orders_by_status).toEqual([{ status: "waiting_payment", orders: 1 }]);

    await setStatus("confirmation");
    const paid = await figures();
    expect(paid.totals).toMatchObject({ orders: 1, items_sold: 3, revenue: 150_000 });
    expect(paid.orders_by_status).toEqual([{ status: "confirmation", orders: 1 }]);
    expect(paid.top_products.by_qty).toEqual([
      { product_id: baju.id, name: "Baju Gamma", slug: baju.slug, qty: 3, revenue: 150_000, orders: 1 },
    ]);

    await setStatus("send");
    expect((await figures()).top_products.by_qty[0]).toMatchObject({ qty: 3, orders: 1 });

    await setStatus("reject");
    const rejected = await figures();
    expect(rejected.totals).toMatchObject({ orders: 0, items_sold: 0, revenue: 0 });
    expect(rejected.orders_by_status).toEqual([{ status: "reject", orders: 1 }]);
    expect(rejected.top_products.by_qty).toEqual([]);
  });

  it("count an order placed and paid through checkout", async () => {
    const store = await makeMerchant(t, { name: "Toko Delta" });
    const headers = await store.owner.signIn();
    const sepatu = await makeProduct(t, { merchant: store, name: "Sepatu Delta", price: 80_000, stock: 40 });
    const shopper = await makeBuyer(t, { address: PLACES.jakartaSelatan });
    await makePaidOrder(t, shopper, [{ product: sepatu, qty: 2 }]);
    // Checkout stamps its orders with the database's clock, not the test's: ask for the day it wrote.
    const [placed] = await t.database.db
      .select({ at: shop_order.created_at })
      .from(shop_order)
      .where(eq(shop_order.merchant_id, store.id));
    const day = storeDay(placed!.at);
    const { body } = await get(`?start=${day}&end=${day}`, headers);
    expect(body.data.totals).toMatchObject({ orders: 1, items_sold: 2, revenue: 160_000 });
    expect(body.data.top_products.by_revenue).toEqual([
      { product_id: sepatu.id, name: "Sepatu Delta", slug: sepatu.slug, qty: 2, revenue: 160_000, orders: 1 },
    ]);
  });
});
