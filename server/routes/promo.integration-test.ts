import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFlashSale, makeMerchant, makeProducts, makePromo } from "../../tests/support/factories.ts";
import { cardStores } from "../../tests/support/cards.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
let start: Date;
let sessions: { id: number; starts_at: Date; ends_at: Date }[];
/** How many products the running session sells. */
const RUNNING_PRODUCTS = 6;

beforeAll(async () => {
  t = await createTestApp();
  start = t.clock.now();
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
  // Three sessions back to back: running (an hour old, five to go), then two upcoming.
  const times = [
    [at(-1), at(5)],
    [at(5), at(11)],
    [at(11), at(17)],
  ] as const;
  const onSale = await makeProducts(t, RUNNING_PRODUCTS + 5, { price: 120_000 });
  const running = onSale.slice(0, RUNNING_PRODUCTS).map((product, index) => ({
    product,
    flashPrice: 60_000 + ((index * 7) % RUNNING_PRODUCTS) * 5_000,
    quota: 20,
    sold: (index * 5) % 13,
  }));
  const later = (from: number, to: number) =>
    onSale.slice(from, to).map((product) => ({ product, flashPrice: 90_000, quota: 10 }));
  const made = [
    await makeFlashSale(t, running, { startsAt: times[0][0], endsAt: times[0][1] }),
    await makeFlashSale(t, later(RUNNING_PRODUCTS, RUNNING_PRODUCTS + 3), {
      startsAt: times[1][0],
      endsAt: times[1][1],
    }),
    await makeFlashSale(t, later(RUNNING_PRODUCTS + 3, RUNNING_PRODUCTS + 5), {
      startsAt: times[2][0],
      endsAt: times[2][1],
    }),
  ];
  sessions = made.map((sale, index) => ({ id: sale.id, starts_at: times[index]![0], ends_at: times[index]![1] }));

  const demo = await makeMerchant(t, { name: "Toko Demo Pasar", slug: "toko-demo-pasar" });
  await makeProducts(t, 8, { merchant: demo, price: 80_000 });
  // Dear enough to meet Potongan Rp20.000's minimum on their own.
  await makeProducts(t, 12, { price: 200_000 });
  await makePromo(t, {
    slug: "pasarhemat",
    name: "PASARHEMAT: Diskon 15%",
    nameEn: "PASARHEMAT: 15% off",
    code: "PASARHEMAT",
    kind: "percentage",
    value: 15,
    minPurchase: 200_000,
    maxDiscount: 75_000,
    quota: 500,
    requiresClaim: true,
    description: "Klaim kode PASARHEMAT untuk diskon 15% hingga Rp75.000.",
    descriptionEn: "Claim code PASARHEMAT for 15% off up to Rp75,000.",
  });
  await makePromo(t, { slug: "potongan-20rb", value: 20_000, minPurchase: 150_000 });
  await makePromo(t, {
    slug: "promo-gajian",
    startsAt: new Date(start.getTime() - 40 * DAY),
    endsAt: new Date(start.getTime() - 10 * DAY),
  });
  await makePromo(t, {
    slug: "harbolnas",
    startsAt: new Date(start.getTime() + 5 * DAY),
    endsAt: new Date(start.getTime() + 8 * DAY),
  });
  await makePromo(t, {
    slug: "toko-demo-pasar-voucher-1",
    merchant: demo,
    code: "TOKODEMO10",
    kind: "percentage",
    value: 10,
  });
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: "GET", url, headers });
  return { status: response.statusCode, body: response.json() };
}

describe("GET /api/promo/flashsale", () => {
  it("lists running and upcoming sessions and selects the running one by default", async () => {
    const { status, body } = await get("/api/promo/flashsale");
    expect(status).toBe(200);
    expect(body.data.promos.map((session: { id: number }) => session.id)).toEqual(
      sessions.map((session) => session.id),
    );
    expect(body.data.promos.map((session: { status: string }) => session.status)).toEqual([
      "running",
      "upcoming",
      "upcoming",
    ]);
    expect(body.data.fs_selected_id).toBe(sessions[0]!.id);
    expect(body.data.selected_promo).toMatchObject({ id: sessions[0]!.id, tm_start: 0, tm_end: 5 * 3600 });
    expect(body.data.promos[1]).toMatchObject({ tm_start: 5 * 3600, tm_end: 11 * 3600 });
  });

  it("selects a requested session, and falls back to the default for an unknown one", async () => {
    const chosen = await get(`/api/promo/flashsale?selected=${sessions[1]!.id}`);
    expect(chosen.body.data.fs_selected_id).toBe(sessions[1]!.id);
    const unknown = await get("/api/promo/flashsale?selected=999999");
    expect(unknown.body.data.fs_selected_id).toBe(sessions[0]!.id);
    expect((await get("/api/promo/flashsale?selected=")).body.data.fs_selected_id).toBe(sessions[0]!.id);
    expect((await get("/api/promo/flashsale?selected=abc")).status).toBe(422);
    expect((await get("/api/promo/flashsale?selected=-1")).status).toBe(422);
  });

  it("follows the clock: ended sessions disappear and the next running one is the default", async () => {
    try {
      t.clock.set(new Date(sessions[0]!.ends_at.getTime() + 1000));
      const { body } = await get(`/api/promo/flashsale?selected=${sessions[0]!.id}`);
      expect(body.data.promos.map((session: { id: number }) => session.id)).toEqual([sessions[1]!.id, sessions[2]!.id]);
      expect(body.data.fs_selected_id).toBe(sessions[1]!.id);
      expect(body.data.selected_promo.status).toBe("running");

      t.clock.set(new Date(sessions[2]!.ends_at.getTime() + 1000));
      expect((await get("/api/promo/flashsale")).body.data).toEqual({
        promos: [],
        selected_promo: null,
        fs_selected_id: null,
      });

      t.clock.set(new Date(sessions[0]!.starts_at.getTime() - HOUR));
      const before = await get("/api/promo/flashsale");
      expect(before.body.data.promos[0]).toMatchObject({ status: "upcoming", tm_start: 3600 });
      // Nothing runs yet: the first upcoming session is selected.
      expect(before.body.data.fs_selected_id).toBe(sessions[0]!.id);
    } finally {
      t.clock.set(start);
    }
  });
});

describe("GET /api/promo/products/{promoid}", () => {
  it("returns the session's products with flash price, quota and sold, paged and sorted", async () => {
    const { status, body } = await get(`/api/promo/products/${sessions[0]!.id}?per_page=5`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.meta).toMatchObject({
      current_page: 1,
      per_page: 5,
      session: { id: sessions[0]!.id, status: "running" },
    });
    expect(body.meta.total).toBe(RUNNING_PRODUCTS);
    for (const product of body.data) {
      expect(product.flash_sale).toMatchObject({
        flash_sale_id: sessions[0]!.id,
        quota: expect.any(Number),
        sold: expect.any(Number),
      });
    }
    const sold = body.data.map((product: { flash_sale: { sold: number } }) => product.flash_sale.sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    const cheap = await get(`/api/promo/products/${sessions[0]!.id}?sort=price_asc&per_page=60`);
    const prices = cheap.body.data.map(
      (product: { flash_sale: { flash_price: number } }) => product.flash_sale.flash_price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices).toHaveLength(RUNNING_PRODUCTS);
    const upcoming = await get(`/api/promo/products/${sessions[1]!.id}`);
    expect(upcoming.body.data).toHaveLength(3);
    expect(upcoming.body.meta.session.status).toBe("upcoming");
    expect(upcoming.body.data.every((product: { flash_sale: { sold: number } }) => product.flash_sale.sold === 0)).toBe(
      true,
    );
  });

  it("answers 404 for an unknown or ended session and 422 for malformed input", async () => {
    expect((await get("/api/promo/products/999999")).status).toBe(404);
    try {
      t.clock.set(new Date(sessions[0]!.ends_at.getTime()));
      const ended = await get(`/api/promo/products/${sessions[0]!.id}`, { "accept-language": "en" });
      expect(ended.status).toBe(404);
      expect(ended.body.message).toBe("Flash sale not found or already over");
    } finally {
      t.clock.set(start);
    }
    expect((await get("/api/promo/products/abc")).status).toBe(422);
    expect((await get(`/api/promo/products/${sessions[0]!.id}?sort=cheap`)).status).toBe(422);
    expect((await get(`/api/promo/products/${sessions[0]!.id}?page=0`)).status).toBe(422);
  });
});

describe("GET /api/promo/detail/{slug}", () => {
  it("describes a platform promo in the request's language with its terms and quota", async () => {
    const { status, body } = await get("/api/promo/detail/pasarhemat?lang=en");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      promo_name: "PASARHEMAT: 15% off",
      code: "PASARHEMAT",
      kind: "percentage",
      value: 15,
      min_purchase: 200_000,
      max_potongan: 75_000,
      quota_total: 500,
      quota_left: 500,
      requires_claim: true,
      status: "active",
      merchant: null,
      description: expect.stringContaining("Claim code PASARHEMAT"),
    });
    const indonesian = await get("/api/promo/detail/pasarhemat");
    expect(indonesian.body.data.description).toContain("Klaim kode PASARHEMAT");
    expect((await get("/api/promo/detail/promo-gajian")).body.data.status).toBe("ended");
    expect((await get("/api/promo/detail/harbolnas")).body.data.status).toBe("upcoming");
  });

  it("names the store of a store voucher", async () => {
    const { body } = await get("/api/promo/detail/toko-demo-pasar-voucher-1");
    expect(body.data).toMatchObject({
      code: "TOKODEMO10",
      merchant: { merchant_slug: "toko-demo-pasar", merchant_name: "Toko Demo Pasar" },
    });
  });

  it("answers 404 for an unknown slug and 422 for a malformed one", async () => {
    const missing = await get("/api/promo/detail/tidak-ada");
    expect(missing).toMatchObject({ status: 404, body: { code: 404, message: "Promo tidak ditemukan", data: null } });
    expect((await get("/api/promo/detail/BAD_slug")).status).toBe(422);
  });
});

describe("GET /api/promo/detail/{slug}/products", () => {
  it("lists the store's products for a store voucher and a selection for a platform promo", async () => {
    const store = await get("/api/promo/detail/toko-demo-pasar-voucher-1/products");
    expect(store.status).toBe(200);
    expect(store.body.data).toHaveLength(8);
    expect(cardStores(store.body.data)).toEqual(["toko-demo-pasar"]);
    const platform = await get("/api/promo/detail/potongan-20rb/products");
    expect(platform.body.data).toHaveLength(18);
    expect(platform.body.meta.last_page).toBeLessThanOrEqual(10);
    // Products that meet the minimum purchase on their own come first.
    const prices = platform.body.data.map((product: { publish_price: number }) => product.publish_price);
    expect(prices.slice(0, 12).every((price: number) => price >= 150_000)).toBe(true);
    expect(prices.slice(12).every((price: number) => price < 150_000)).toBe(true);
    expect((await get("/api/promo/detail/tidak-ada/products")).status).toBe(404);
    expect((await get("/api/promo/detail/potongan-20rb/products?page=abc")).status).toBe(422);
  });
});
