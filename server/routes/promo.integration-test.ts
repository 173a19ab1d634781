import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { query } from "../../db/seed/bulk.ts";
import { seedDemoMarketplace } from "../../db/seed/index.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
const HOUR = 3600_000;
let start: Date;
let sessions: { id: number; starts_at: Date; ends_at: Date }[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMarketplace(t.database.db, { products: 300, clock: t.clock });
  start = t.clock.now();
  sessions = (
    await query<{ id: number; starts_at: string; ends_at: string }>(
      t.database.db,
      sql`select id, starts_at, ends_at from flash_sale order by starts_at`,
    )
  ).map((row) => ({ id: Number(row.id), starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) }));
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
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.meta).toMatchObject({
      current_page: 1,
      per_page: 5,
      session: { id: sessions[0]!.id, status: "running" },
    });
    const [count] = await query<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from flash_sale_product where flash_sale_id = ${sessions[0]!.id}`,
    );
    expect(body.meta.total).toBe(count!.n);
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
    const upcoming = await get(`/api/promo/products/${sessions[1]!.id}`);
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
    expect(store.body.data.length).toBeGreaterThan(0);
    expect(
      store.body.data.every(
        (product: { merchant: { merchant_slug: string } }) => product.merchant.merchant_slug === "toko-demo-pasar",
      ),
    ).toBe(true);
    const platform = await get("/api/promo/detail/potongan-20rb/products");
    expect(platform.body.data).toHaveLength(18);
    expect(platform.body.meta.last_page).toBeLessThanOrEqual(10);
    // Products that meet the minimum purchase on their own come first.
    expect(platform.body.data[0].publish_price).toBeGreaterThanOrEqual(150_000);
    expect((await get("/api/promo/detail/tidak-ada/products")).status).toBe(404);
    expect((await get("/api/promo/detail/potongan-20rb/products?page=abc")).status).toBe(422);
  });
});
