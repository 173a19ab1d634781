import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { order_promo, shop_order } from "../../core/order/order.tables.ts";
import { promo, promo_product } from "../../core/promo/promo.tables.ts";
import { placeOrderOverApi } from "../../tests/support/checkout-api.ts";
import {
  makeBuyer,
  makeMerchantActors,
  makeProduct,
  PLACES,
  type Product,
  type MerchantActors,
} from "../../tests/support/factories.ts";
import { callJson, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();
let actors: MerchantActors;
let productA: Product;
let productB: Product;

beforeAll(async () => {
  actors = await makeMerchantActors(t);
  productA = await makeProduct(t, { merchant: actors.storeA, price: 200_000, stock: 50 });
  productB = await makeProduct(t, { merchant: actors.storeB, price: 50_000 });
});

const BASE = "/api/merchant/dashboard/voucher";

const call = (
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string> = actors.headersA,
  payload?: unknown,
  lang: "id" | "en" = "en",
) => callJson(t, method, url, { ...headers, "accept-language": lang }, payload);

let codes = 0;
/** A valid create payload running from now for ten days; `change` replaces or adds fields. */
function payload(change: Record<string, unknown> = {}) {
  const now = t.clock.now().getTime();
  return {
    voucher_name: "Diskon Akhir Tahun",
    voucher_code: `ALFA${++codes}`,
    kind: "fixed",
    value: 10_000,
    min_purchase: 50_000,
    start_at: new Date(now - 60_000).toISOString(),
    end_at: new Date(now + 10 * 86_400_000).toISOString(),
    quota_total: 100,
    per_buyer_limit: 1,
    visibility: "public",
    ...change,
  };
}

const create = (change: Record<string, unknown> = {}, headers = actors.headersA) =>
  call("POST", `${BASE}/create`, headers, payload(change));

async function promoRow(id: number) {
  const [row] = await t.database.db.select().from(promo).where(eq(promo.id, id));
  return row;
}

describe("POST voucher/create", () => {
  it("creates a running fixed voucher of the caller's store, code in capitals", async () => {
    const created = await create({ voucher_code: "hemat 10k" });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe("Voucher created");
    expect(created.body.data).toMatchObject({
      voucher_name: "Diskon Akhir Tahun",
      voucher_code: "HEMAT 10K",
      kind: "fixed",
      value: 10_000,
      max_potongan: null,
      min_purchase: 50_000,
      status: "running",
      quota_total: 100,
      quota_used: 0,
      per_buyer_limit: 1,
      visibility: "public",
      products: "all",
      product_ids: [],
      times_redeemed: 0,
    });
    const row = await promoRow(created.body.data.id);
    expect(row).toMatchObject({ merchant_id: actors.storeA.id, code: "HEMAT 10K", requires_claim: 0 });
  });

  it("stores a capped percentage, a free-shipping cap, a code-only voucher and chosen products", async () => {
    const percent = await create({ kind: "percentage", value: 15, max_potongan: 25_000 });
    expect(percent.body.data).toMatchObject({ kind: "percentage", value: 15, max_potongan: 25_000 });
    const shipping = await create({ kind: "free_shipping", value: null, max_potongan: 20_000 });
    expect(shipping.body.data).toMatchObject({ kind: "free_shipping", value: 20_000, max_potongan: 20_000 });
    const chosen = await create({ visibility: "code_only", products: "chosen", product_ids: [productA.id] });
    expect(chosen.body.data).toMatchObject({ visibility: "code_only", products: "chosen", product_ids: [productA.id] });
    expect((await promoRow(chosen.body.data.id))?.requires_claim).toBe(1);
  });

  it("reads a form's datetime-local as Western Indonesian time", async () => {
    const created = await create({ start_at: "2026-12-01T08:00", end_at: "2026-12-31T23:59" });
    expect(created.body.data).toMatchObject({
      start_at: "2026-12-01T01:00:00.000Z",
      end_at: "2026-12-31T16:59:00.000Z",
      status: "upcoming",
    });
  });

  it.each([
    [{ voucher_name: "ab" }, "voucher_name", "Voucher name must be 3 to 60 characters"],
    [{ voucher_code: "" }, "voucher_code", "Voucher code has not been filled in"],
    [{ voucher_code: "AB" }, "voucher_code", "Voucher code must be 3 to 20 characters"],
    [
      { voucher_code: "DISKON!" },
      "voucher_code",
      "Invalid voucher code: use letters, digits, space and _ @ . / # & + -",
    ],
    [{ kind: "bogo" }, "kind", "Choose the kind of voucher"],
    [{ value: null }, "value", "Enter the discount"],
    [{ value: 0 }, "value", "Enter a whole number from 1"],
    [{ value: "12,5" }, "value", "Enter a whole number from 1"],
    [{ kind: "percentage", value: 101 }, "value", "A percentage is at most 100"],
    [{ kind: "free_shipping", max_potongan: null }, "max_potongan", "Enter the most of the shipping the voucher pays"],
    [{ min_purchase: -1 }, "min_purchase", "Enter a whole rupiah amount from 0"],
    [{ start_at: "tomorrow" }, "start_at", "Enter the start date and time"],
    [{ end_at: "2026-11-19T00:00:00Z", start_at: "2026-11-19T01:00:00Z" }, "end_at", "The end must be after the start"],
    [{ quota_total: 0 }, "quota_total", "Enter a whole number from 1, or leave it empty for no limit"],
    [{ per_buyer_limit: 101 }, "per_buyer_limit", "Enter a whole number from 1 to 100"],
    [{ quota_total: 2, per_buyer_limit: 3 }, "per_buyer_limit", "Uses per buyer cannot exceed the total quota"],
    [{ visibility: "secret" }, "visibility", "Choose who can see the voucher"],
    [{ products: "chosen" }, "product_ids", "Choose at least one product"],
    [{ products: "chosen", product_ids: ["x"] }, "product_ids", "Choose products of your store"],
    [{ surprise: 1 }, "surprise", undefined],
  ])("refuses %o with a message on %s", async (change, field, message) => {
    const before = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(promo);
    const refused = await create(change);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toContain(field);
    if (message) expect(refused.body.errors[field]).toContain(message);
    const after = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(promo);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("refuses an end already past, a code taken in any case, and another store's product", async () => {
    const past = await create({ start_at: "2026-11-01T00:00:00Z", end_at: "2026-11-02T00:00:00Z" });
    expect(past.body.errors.end_at).toContain("The end must be in the future");
    await create({ voucher_code: "DUPLIKAT" });
    const taken = await create({ voucher_code: "duplikat" }, actors.headersB);
    expect(taken.status).toBe(422);
    expect(taken.body.errors.voucher_code).toContain("This code is already used by another voucher");
    const foreign = await create({ products: "chosen", product_ids: [productB.id] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.product_ids).toContain("One of the chosen products is not in your store");
  });

  it("answers in Indonesian by default", async () => {
    const refused = await call("POST", `${BASE}/create`, actors.headersA, payload({ voucher_code: "" }), "id");
    expect(refused.body.errors.voucher_code).toContain("Kode voucher belum diisi");
  });
});

describe("POST voucher/code/check", () => {
  it("says whether a code is free, whatever its case, and lets a voucher keep its own", async () => {
    const made = await create({ voucher_code: "CEKKODE" });
    const taken = await call("POST", `${BASE}/code/check`, actors.headersB, { voucher_code: "cekkode" });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toEqual({ voucher_code: "CEKKODE", available: false });
    const own = await call("POST", `${BASE}/code/check`, actors.headersA, {
      voucher_code: "cekkode",
      vouchers_id: made.body.data.id,
    });
    expect(own.body.data.available).toBe(true);
    const free = await call("POST", `${BASE}/code/check`, actors.headersA, { voucher_code: "BELUM ADA" });
    expect(free.body.data).toEqual({ voucher_code: "BELUM ADA", available: true });
  });

  it.each([[{}], [{ voucher_code: "a%b" }], [{ voucher_code: "OK1", extra: 1 }]])("refuses %o", async (body) => {
    expect((await call("POST", `${BASE}/code/check`, actors.headersA, body)).status).toBe(422);
  });

  it("is for merchants only", async () => {
    expect((await call("POST", `${BASE}/code/check`, {}, { voucher_code: "ABC" })).status).toBe(401);
    expect((await call("POST", `${BASE}/code/check`, actors.headersBuyer, { voucher_code: "ABC" })).status).toBe(403);
  });
});

describe("GET voucher/list", () => {
  it("lists the store's own vouchers by tab with counts, search and sort", async () => {
    const running = await create({ voucher_name: "Cari Saya Dong", voucher_code: "CARISAYA" });
    const now = t.clock.now().getTime();
    await create({
      voucher_name: "Nanti Saja",
      start_at: new Date(now + 86_400_000).toISOString(),
      end_at: new Date(now + 2 * 86_400_000).toISOString(),
    });
    await create({ voucher_name: "Punya Toko B" }, actors.headersB);
    const list = await call("GET", `${BASE}/list`);
    expect(list.status).toBe(200);
    const names = list.body.data.map((row: { voucher_name: string }) => row.voucher_name);
    expect(names).toContain("Cari Saya Dong");
    expect(names).not.toContain("Nanti Saja");
    expect(names).not.toContain("Punya Toko B");
    expect(list.body.meta.counts.upcoming).toBeGreaterThanOrEqual(2);
    expect(list.body.meta.counts.running).toBe(list.body.meta.total);

    const upcoming = await call("GET", `${BASE}/list?tab=upcoming&sort=name`);
    const upcomingNames = upcoming.body.data.map((row: { voucher_name: string }) => row.voucher_name);
    expect(upcomingNames).toContain("Nanti Saja");
    expect(upcoming.body.data.every((row: { status: string }) => row.status === "upcoming")).toBe(true);

    const searched = await call("GET", `${BASE}/list?search=carisaya`);
    expect(searched.body.data.map((row: { id: number }) => row.id)).toEqual([running.body.data.id]);
    const none = await call("GET", `${BASE}/list?search=${encodeURIComponent("100%")}`);
    expect(none.body.data).toEqual([]);

    const byName = await call("GET", `${BASE}/list?sort=name&per_page=60`);
    const sorted = byName.body.data.map((row: { voucher_name: string }) => row.voucher_name.toLowerCase());
    expect(sorted).toEqual([...sorted].sort());
  });

  it.each(["tab=all", "sort=price", "page=0", "per_page=61", "surprise=1"])("refuses ?%s", async (query) => {
    expect((await call("GET", `${BASE}/list?${query}`)).status).toBe(422);
  });

  it("is for merchants only", async () => {
    expect((await call("GET", `${BASE}/list`, {})).status).toBe(401);
    expect((await call("GET", `${BASE}/list`, actors.headersBuyer)).status).toBe(403);
  });
});

describe("voucher ids: merchant A, merchant B, a buyer and a visitor", () => {
  it("lets only A read, edit and delete A's voucher; nothing changes otherwise", async () => {
    const made = await create({ voucher_name: "Milik Alfa" });
    const id: number = made.body.data.id;
    const before = await promoRow(id);
    const edit = payload({ voucher_name: "Diubah Orang Lain" });
    for (const [headers, status] of [
      [actors.headersB, 404],
      [actors.headersBuyer, 403],
      [{}, 401],
    ] as const) {
      expect((await call("GET", `${BASE}/detail/${id}`, headers)).status).toBe(status);
      expect((await call("POST", `${BASE}/edit/${id}`, headers, edit)).status).toBe(status);
      expect((await call("POST", `${BASE}/delete`, headers, { vouchers_id: id })).status).toBe(status);
    }
    expect(await promoRow(id)).toEqual(before);

    expect((await call("GET", `${BASE}/detail/${id}`)).body.data.voucher_name).toBe("Milik Alfa");
    const edited = await call("POST", `${BASE}/edit/${id}`, actors.headersA, { ...edit, voucher_code: before?.code });
    expect(edited.status).toBe(200);
    expect(edited.body.data.voucher_name).toBe("Diubah Orang Lain");
    expect((await call("POST", `${BASE}/delete`, actors.headersA, { vouchers_id: id })).status).toBe(200);
    expect(await promoRow(id)).toBeUndefined();
  });

  it.each(["0", "abc", "99999999999", "-1"])("answers 422 for the id %s", async (id) => {
    expect((await call("GET", `${BASE}/detail/${id}`)).status).toBe(422);
    expect((await call("POST", `${BASE}/edit/${id}`, actors.headersA, payload())).status).toBe(422);
  });

  it("answers 404 for an id no voucher has, and refuses a bad delete body", async () => {
    expect((await call("GET", `${BASE}/detail/999999`)).status).toBe(404);
    expect((await call("POST", `${BASE}/delete`, actors.headersA, { vouchers_id: 999999 })).status).toBe(404);
    expect((await call("POST", `${BASE}/delete`, actors.headersA, {})).status).toBe(422);
    expect((await call("POST", `${BASE}/delete`, actors.headersA, { vouchers_id: "x" })).status).toBe(422);
  });
});

describe("POST voucher/edit/{id}", () => {
  it("refuses a quota below what is used and an ended voucher", async () => {
    const made = await create({ quota_total: 10 });
    const id: number = made.body.data.id;
    await t.database.db.update(promo).set({ quota_used: 4 }).where(eq(promo.id, id));
    const code = made.body.data.voucher_code as string;
    const editQuota = (quota_total: number) =>
      call("POST", `${BASE}/edit/${id}`, actors.headersA, payload({ voucher_code: code, quota_total }));
    const below = await editQuota(3);
    expect(below.status).toBe(422);
    expect(below.body.errors.quota_total).toContain("The quota cannot be below the 4 already used");
    const ok = await editQuota(4);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ quota_total: 4, quota_used: 4 });

    const now = t.clock.now().getTime();
    const ended = await create({
      start_at: new Date(now - 2 * 86_400_000).toISOString(),
      end_at: new Date(now + 1000).toISOString(),
    });
    t.clock.advance(2000);
    try {
      const refused = await call("POST", `${BASE}/edit/${ended.body.data.id}`, actors.headersA, payload());
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("An ended voucher can no longer be edited");
    } finally {
      t.clock.advance(-2000);
    }
  });

  it("replaces chosen products and refuses another voucher's code", async () => {
    const other = await create({ voucher_code: "PUNYALAIN" });
    const made = await create({ products: "chosen", product_ids: [productA.id] });
    const id: number = made.body.data.id;
    const taken = await call("POST", `${BASE}/edit/${id}`, actors.headersA, payload({ voucher_code: "punyalain" }));
    expect(taken.body.errors.voucher_code).toContain("This code is already used by another voucher");
    expect(other.status).toBe(200);
    const all = await call(
      "POST",
      `${BASE}/edit/${id}`,
      actors.headersA,
      payload({ voucher_code: made.body.data.voucher_code }),
    );
    expect(all.body.data).toMatchObject({ products: "all", product_ids: [] });
    const rows = await t.database.db.select().from(promo_product).where(eq(promo_product.promo_id, id));
    expect(rows).toEqual([]);
  });
});

/** What each order that used the voucher was charged: its line in order_promo and its store discount. */
async function chargedFor(promoId: number) {
  return t.database.db
    .select({ redeemed_value: order_promo.redeemed_value, total_discount_merchant: shop_order.total_discount_merchant })
    .from(order_promo)
    .innerJoin(shop_order, eq(shop_order.id, order_promo.order_id))
    .where(eq(order_promo.promo_id, promoId));
}

describe("a code-only voucher at checkout", () => {
  it("is redeemed by its code; editing it later leaves the order's discount as charged; deleting keeps it", async () => {
    const made = await create({
      voucher_code: "RAHASIA25",
      visibility: "code_only",
      kind: "fixed",
      value: 25_000,
      min_purchase: 100_000,
      quota_total: 5,
    });
    const id: number = made.body.data.id;

    // Not on the store page: only its code finds it.
    const storePage = await call("GET", `/api/merchant/detail/${actors.storeA.slug}`, actors.headersBuyer);
    expect(storePage.status).toBe(200);
    const listed = storePage.body.data.vouchers.map((row: { id: number }) => row.id);
    expect(listed).not.toContain(id);
    expect(listed.length).toBeGreaterThan(0);

    const buyer = await makeBuyer(t, { wallet: 2_000_000, address: PLACES.jakartaSelatan });
    const headers = await buyer.signIn();
    await call("POST", "/api/cart/add", headers, { products_id: productA.id, qty: 1 });
    const claimed = await call("POST", "/api/promo/claim", headers, { promo_code: "rahasia25" });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({ promo_id: id, claimed: true, selected: true });
    const invoiceCode = await placeOrderOverApi(t.app, headers, productA.id, { wallet: true });

    const rows = await chargedFor(id);
    expect(rows.map((row) => Number(row.redeemed_value))).toEqual([25_000]);
    expect(invoiceCode).toBeTruthy();

    const detail = await call("GET", `${BASE}/detail/${id}`);
    expect(detail.body.data).toMatchObject({ quota_used: 1, times_redeemed: 1 });

    // The running voucher now takes 50.000 off: the order keeps the 25.000 it was charged.
    const edited = await call(
      "POST",
      `${BASE}/edit/${id}`,
      actors.headersA,
      payload({
        voucher_code: "RAHASIA25",
        visibility: "code_only",
        value: 50_000,
        min_purchase: 100_000,
        quota_total: 5,
      }),
    );
    expect(edited.status).toBe(200);
    const afterRows = await chargedFor(id);
    expect(afterRows.map((row) => Number(row.redeemed_value))).toEqual([25_000]);
    expect(afterRows.map((row) => Number(row.total_discount_merchant))).toEqual(
      rows.map((row) => Number(row.total_discount_merchant)),
    );

    // Deleting a used voucher ends it and keeps the row for the order.
    const deleted = await call("POST", `${BASE}/delete`, actors.headersA, { vouchers_id: id });
    expect(deleted.body.data).toEqual({ vouchers_id: id, kept: true });
    const kept = await promoRow(id);
    expect(kept?.deleted_at).not.toBeNull();
    expect(kept!.ends_at.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await call("GET", `${BASE}/detail/${id}`)).status).toBe(404);
    const again = await makeBuyer(t, { wallet: 1_000_000, address: PLACES.jakartaSelatan });
    expect((await call("POST", "/api/promo/claim", await again.signIn(), { promo_code: "RAHASIA25" })).status).toBe(
      404,
    );
  });
});

describe("a voucher limited to chosen products in the cart", () => {
  it("applies only to a cart holding one of its products, and only on those items", async () => {
    const covered = await makeProduct(t, { merchant: actors.storeA, price: 80_000, stock: 10 });
    const made = await create({
      voucher_code: "PILIHAN10",
      kind: "percentage",
      value: 10,
      min_purchase: 0,
      products: "chosen",
      product_ids: [covered.id],
    });
    expect(made.status).toBe(200);
    const buyer = await makeBuyer(t);
    const headers = await buyer.signIn();
    await call("POST", "/api/cart/add", headers, { products_id: productA.id, qty: 1 });
    const refused = await call("POST", "/api/promo/claim", headers, { promo_code: "PILIHAN10" });
    expect(refused.status).toBe(409);

    await call("POST", "/api/cart/add", headers, { products_id: covered.id, qty: 1 });
    const applied = await call("POST", "/api/promo/claim", headers, { promo_code: "PILIHAN10" });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ promo_id: made.body.data.id, selected: true });
    const baskets = await t.services.cart.baskets(buyer.userId);
    const summary = await t.services.promoCart.selectedFor(buyer.userId, baskets);
    expect(summary.perStore.find((store) => store.merchantId === actors.storeA.id)?.voucherDiscount).toBe(8_000);
  });
});
