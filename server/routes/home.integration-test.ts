import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeCategory,
  makeFlashSale,
  makeMerchant,
  makeProduct,
  makeProducts,
  makePromo,
} from "../../tests/support/factories.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
let start: Date;
/** Categories (three levels each), active stores and visible products the world holds. */
let categoryCount: number;
const ACTIVE_STORES = 2;
const VISIBLE_PRODUCTS = 47;

beforeAll(async () => {
  t = await createTestApp();
  start = t.clock.now();
  const tv = await makeCategory(t, {
    levels: [
      { name: "Elektronik", nameEn: "Electronics", slug: "elektronik", icon: "/media/demo/category/elektronik.webp" },
      { name: "TV & Aksesoris", nameEn: "TV & Accessories", slug: "tv-aksesoris" },
      { name: "Televisi", nameEn: "Televisions", slug: "televisi" },
    ],
  });
  const others = [];
  for (let i = 0; i < 5; i++) others.push(await makeCategory(t));
  categoryCount = 3 * (1 + others.length);

  const elektra = await makeMerchant(t, {
    name: "Elektra Home Official",
    slug: "elektra-home-official",
    storetype: "official",
    logo: "/media/demo/logo/elektra-home-official.webp",
  });
  const demo = await makeMerchant(t, { name: "Toko Demo Pasar", slug: "toko-demo-pasar" });
  const closed = await makeMerchant(t, { slug: "toko-tutup", status: "closed" });
  // Units sold per second-level category: 100 for TVs, 80 to 400 for the others.
  await makeProducts(t, 2, { merchant: elektra, category: tv, price: 3_000_000, soldCount: 50 });
  // A regular store selling TVs too, which is no brand.
  await makeProduct(t, { merchant: demo, category: tv });
  for (const [index, category] of others.entries())
    await makeProducts(t, 8, { merchant: demo, category, soldCount: (index + 1) * 10 });
  const onSale = await makeProducts(t, 4, { merchant: demo, category: others[0], price: 100_000 });
  // Not visible: hidden, or in a closed store.
  await makeProduct(t, { merchant: demo, category: others[0], status: "HIDDEN" });
  await makeProduct(t, { merchant: closed, category: others[0] });

  // The first session began an hour ago and ends in five; the next follows for six hours.
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
  const items = onSale.map((product, index) => ({
    product,
    flashPrice: 50_000 + index * 10_000,
    quota: 10,
    sold: index,
  }));
  await makeFlashSale(t, items, { startsAt: at(-1), endsAt: at(5) });
  await makeFlashSale(t, items.slice(0, 2), { startsAt: at(5), endsAt: at(11) });

  const banner = (slug: string) => ({
    banner: `/media/demo/banner/promo-${slug}.webp`,
    icon: `/media/demo/logo/promo-${slug}.webp`,
  });
  await makePromo(t, {
    slug: "diskon-10-persen",
    name: "Diskon 10% hingga Rp50.000",
    nameEn: "10% off up to Rp50,000",
    kind: "percentage",
    value: 10,
    maxDiscount: 50_000,
    ...banner("diskon-10-persen"),
  });
  await makePromo(t, { slug: "satu-saja", code: "SATUSAJA", quota: 1, ...banner("satu-saja") });
  await makePromo(t, {
    slug: "promo-gajian",
    startsAt: new Date(start.getTime() - 40 * DAY),
    endsAt: new Date(start.getTime() - 10 * DAY),
    ...banner("promo-gajian"),
  });
  await makePromo(t, {
    slug: "harbolnas",
    startsAt: new Date(start.getTime() + 5 * DAY),
    endsAt: new Date(start.getTime() + 8 * DAY),
    ...banner("harbolnas"),
  });
  await makePromo(t, { slug: "toko-demo-pasar-voucher-1", merchant: demo, code: "TOKODEMO10" });
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
    expect(tree).toHaveLength(6);
    const electronics = tree.find((top: { slug: string }) => top.slug === "elektronik");
    expect(electronics).toMatchObject({ name: "Elektronik", icon: "/media/demo/category/elektronik.webp" });
    expect(electronics.child[0]).toMatchObject({
      id: expect.any(Number),
      name: "TV & Aksesoris",
      slug: "tv-aksesoris",
    });
    expect(electronics.child[0].child.map((leaf: { slug: string }) => leaf.slug)).toContain("televisi");
    // Elektra Home Official sells TVs and home electronics; only official stores are brands.
    const brandSlugs = electronics.related_brand.map((brand: { merchant_slug: string }) => brand.merchant_slug);
    expect(brandSlugs).toEqual(["elektra-home-official"]);
    for (const brand of electronics.related_brand) {
      expect(brand).toEqual({
        id: expect.any(Number),
        merchant_slug: expect.any(String),
        merchant_name: expect.any(String),
        photo: expect.any(String),
      });
    }
    // Toko Demo Pasar, a regular store, sells in every top category.
    const allBrands = tree.flatMap((top: { related_brand: { merchant_slug: string }[] }) =>
      top.related_brand.map((brand) => brand.merchant_slug),
    );
    expect(allBrands).toEqual(["elektra-home-official"]);

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
    expect(sale.products).toHaveLength(4);
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
    expect(body.data).toHaveLength(6);
    for (const item of body.data)
      expect(item).toMatchObject({ level: 2, product_count: expect.any(Number), slug: expect.any(String) });
    const sold = body.data.map((item: { sold_count: number }) => item.sold_count);
    expect(sold).toEqual([400, 320, 240, 160, 100, 80]);
    expect(body.data[4]).toMatchObject({ slug: "tv-aksesoris", product_count: 3 });
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
    expect(first.body.meta).toMatchObject({ total: VISIBLE_PRODUCTS, last_page: Math.ceil(VISIBLE_PRODUCTS / 18) });
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
    expect(paths).not.toContain("/store/toko-tutup");
    expect(pages).toHaveLength(4 + categoryCount + ACTIVE_STORES);
  });

  it("splits visible products into parts in id order", async () => {
    const { products, parts } = await t.services.catalog.sitemapProductParts();
    expect(products).toBe(VISIBLE_PRODUCTS);
    expect(parts).toBe(1);
    const first = await t.services.catalog.sitemapProducts(1);
    expect(first).toHaveLength(products);
    expect(first[0]!.path).toMatch(/^\/product\/[a-z0-9-]+$/);
    expect(await t.services.catalog.sitemapProducts(2)).toEqual([]);
  });
});
