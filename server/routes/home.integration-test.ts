import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoMarketplace } from "../../db/seed/index.ts";
import { query } from "../../db/seed/bulk.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
const HOUR = 3600_000;
let start: Date;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMarketplace(t.database.db, { products: 300, clock: t.clock });
  start = t.clock.now();
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: "GET", url, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe("GET /api/header/megamenu", () => {
  it("returns the category tree with names in the request's language and official brands per top category", async () => {
    const { status, body } = await get("/api/header/megamenu");
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const tree = body.data;
    expect(Array.isArray(tree)).toBe(true);
    expect(tree.length).toBeGreaterThan(5);
    const electronics = tree.find((top: { slug: string }) => top.slug === "elektronik");
    expect(electronics).toMatchObject({ name: "Elektronik", icon: expect.stringContaining("/media/") });
    expect(electronics.child[0]).toMatchObject({
      id: expect.any(Number),
      name: "TV & Aksesoris",
      slug: "tv-aksesoris",
    });
    expect(electronics.child[0].child.map((leaf: { slug: string }) => leaf.slug)).toContain("televisi");
    // Elektra Home Official sells TVs and home electronics; only official stores are brands.
    const brandSlugs = electronics.related_brand.map((brand: { merchant_slug: string }) => brand.merchant_slug);
    expect(brandSlugs).toContain("elektra-home-official");
    for (const brand of electronics.related_brand) {
      expect(brand).toEqual({
        id: expect.any(Number),
        merchant_slug: expect.any(String),
        merchant_name: expect.any(String),
        photo: expect.any(String),
      });
    }
    const regular = await query<{ slug: string }>(
      t.database.db,
      sql`select slug from merchant where storetype = 'regular'`,
    );
    const allBrands = tree.flatMap((top: { related_brand: { merchant_slug: string }[] }) =>
      top.related_brand.map((brand) => brand.merchant_slug),
    );
    expect(allBrands.some((slug: string) => regular.some((row) => row.slug === slug))).toBe(false);

    const english = await get("/api/header/megamenu", { "accept-language": "en-US,en;q=0.8" });
    expect(english.body.data.find((top: { slug: string }) => top.slug === "elektronik").name).toBe("Electronics");
    const viaQuery = await get("/api/header/megamenu?lang=en");
    expect(viaQuery.body.data[0].name).toBe(english.body.data[0].name);
  });

  it("refuses unknown parameters with 422 in the envelope", async () => {
    const { status, body } = await get("/api/header/megamenu?lang=fr");
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 422, data: null });
  });
});

describe("GET /api/homepage/flashsale", () => {
  it("returns the running session first with seconds to its start and end, and flash-priced products", async () => {
    const { status, body } = await get("/api/homepage/flashsale");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const sale = body.data[0];
    expect(sale).toMatchObject({ status: "running", tm_start: 0, tm_end: 5 * 3600 });
    expect(sale.products.length).toBeGreaterThan(0);
    expect(sale.products.length).toBeLessThanOrEqual(12);
    for (const product of sale.products) {
      expect(product.flash_sale.flash_price).toBeLessThan(product.publish_price);
      expect(product.flash_sale.sold).toBeLessThanOrEqual(product.flash_sale.quota);
      expect(product.flash_sale.remaining).toBe(product.flash_sale.quota - product.flash_sale.sold);
      expect(product.flash_sale.discount_percentage).toBeGreaterThan(0);
    }
  });

  it("moves from before to during to after a session with the clock", async () => {
    try {
      // Before the first session: it is upcoming, counting down to its start.
      t.clock.set(new Date(start.getTime() - 2 * HOUR));
      let sale = (await get("/api/homepage/flashsale")).body.data[0];
      expect(sale).toMatchObject({ status: "upcoming", tm_start: 3600, tm_end: 7 * 3600 });

      // Half an hour before the first ends.
      t.clock.set(new Date(start.getTime() + 4.5 * HOUR));
      sale = (await get("/api/homepage/flashsale")).body.data[0];
      expect(sale).toMatchObject({ status: "running", tm_start: 0, tm_end: 1800 });
      const firstId = sale.id;

      // After it ends, the next session (starting at that moment) is running.
      t.clock.set(new Date(start.getTime() + 5 * HOUR));
      sale = (await get("/api/homepage/flashsale")).body.data[0];
      expect(sale.id).not.toBe(firstId);
      expect(sale).toMatchObject({ status: "running", tm_start: 0, tm_end: 6 * 3600 });

      // A week later nothing runs or is planned.
      t.clock.set(new Date(start.getTime() + 7 * 24 * HOUR));
      expect((await get("/api/homepage/flashsale")).body.data).toEqual([]);
    } finally {
      t.clock.set(start);
    }
  });
});

describe("GET /api/homepage/trending/categories", () => {
  it("ranks second-level categories by units sold", async () => {
    const { status, body } = await get("/api/homepage/trending/categories");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(3);
    expect(body.data.length).toBeLessThanOrEqual(12);
    for (const item of body.data)
      expect(item).toMatchObject({ level: 2, product_count: expect.any(Number), slug: expect.any(String) });
    const sold = body.data.map((item: { sold_count: number }) => item.sold_count);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });
});

describe("GET /api/homepage/promos", () => {
  it("lists live platform promos only, in the request's language", async () => {
    const { body } = await get("/api/homepage/promos");
    const slugs = body.data.map((promo: { slug: string }) => promo.slug);
    expect(slugs).toContain("diskon-10-persen");
    // Ended, upcoming and store vouchers are not banners.
    expect(slugs).not.toContain("promo-gajian");
    expect(slugs).not.toContain("harbolnas");
    expect(slugs.some((slug: string) => slug.includes("-voucher-"))).toBe(false);
    // SATUSAJA has a quota of one; it stays while unused.
    expect(slugs).toContain("satu-saja");
    const english = await get("/api/homepage/promos?lang=en");
    expect(english.body.data.find((promo: { slug: string }) => promo.slug === "diskon-10-persen").promo_name).toBe(
      "10% off up to Rp50,000",
    );
    expect(english.body.data[0]).toMatchObject({
      banner: expect.any(String),
      end_at: expect.any(String),
      json_meta: { icon: expect.any(String) },
    });
  });
});

describe("GET /api/homepage/products/recomendation", () => {
  it("pages recommended products from page 1 without repeats", async () => {
    const first = await get("/api/homepage/products/recomendation");
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(18);
    expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 18, from: 1, to: 18, prev_page_url: null });
    expect(first.body.meta.next_page_url).toBe("/api/homepage/products/recomendation?page=2");
    const second = await get("/api/homepage/products/recomendation?page=2");
    expect(second.body.meta).toMatchObject({ current_page: 2, from: 19, to: 36 });
    const ids = new Set([...first.body.data, ...second.body.data].map((product: { id: number }) => product.id));
    expect(ids.size).toBe(36);
    // 300 products but at most 20 pages of 18.
    expect(first.body.meta.last_page).toBe(Math.min(20, Math.ceil(first.body.meta.total / 18)));
    const past = await get(`/api/homepage/products/recomendation?page=${first.body.meta.last_page + 1}`);
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
  });

  it("refuses a malformed page with 422, never 500", async () => {
    for (const page of ["0", "-1", "abc", "1.5", "99999999999"]) {
      const { status, body } = await get(`/api/homepage/products/recomendation?page=${page}`);
      expect(status, page).toBe(422);
      expect(body.code).toBe(422);
    }
  });
});

describe("sitemap entries (catalog service)", () => {
  it("lists home, listings, every category at its listing path and every active store", async () => {
    const pages = await t.services.catalog.sitemapPages();
    const paths = pages.map((entry) => entry.path);
    expect(paths.slice(0, 4)).toEqual(["/", "/brands", "/flash-sale", "/terms-condition"]);
    expect(paths).toContain("/product/category/elektronik");
    expect(paths).toContain("/product/category/tv-aksesoris");
    expect(paths).toContain("/product/subcategory/televisi");
    expect(paths).not.toContain("/product/category/televisi");
    expect(paths).toContain("/store/toko-demo-pasar");
    const [categories] = await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from category`);
    const [stores] = await query<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from merchant where status = 'active'`,
    );
    expect(pages).toHaveLength(4 + categories!.n + stores!.n);
  });

  it("splits visible products into parts in id order", async () => {
    const { products, parts } = await t.services.catalog.sitemapProductParts();
    const [visible] = await query<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from product p join merchant m on m.id = p.merchant_id where p.status = 'PUBLISH' and m.status = 'active'`,
    );
    expect(products).toBe(visible!.n);
    expect(parts).toBe(1);
    const first = await t.services.catalog.sitemapProducts(1);
    expect(first).toHaveLength(products);
    expect(first[0]!.path).toMatch(/^\/product\/[a-z0-9-]+$/);
    expect(await t.services.catalog.sitemapProducts(2)).toEqual([]);
  });
});
