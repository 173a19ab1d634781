import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeCategory,
  makeMerchant,
  makeProduct,
  makePromo,
  type Category,
  type Store,
} from "../../tests/support/factories.ts";
import { cardStores } from "../../tests/support/cards.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
let fashion: Category;
let audio: Category;
const DAY = 86_400_000;
const LOGO = "/media/demo/logo/toko-demo-pasar.webp";
const BANNER = "/media/demo/banner/toko-demo-pasar.webp";

/** Active official stores (brands) by name, slug and popularity; the regular and closed ones are made beside them. */
const BRANDS = [
  ["Nusantech Official Store", "nusantech-official", { avg: 4.8, count: 320 }],
  ["Sora Audio Official", "sora-audio-official", { avg: 4.7, count: 210 }],
  ["Kopi Lereng Official", "kopi-lereng-official", { avg: 4.9, count: 150 }],
  ["Kirana Moda Official", "kirana-moda-official", { avg: 4.5, count: 150 }],
  ["Kancil Toys Official", "kancil-toys-official", { avg: 4.2, count: 90 }],
  ["Batavia Denim Co.", "batavia-denim", { avg: 4.6, count: 60 }],
  ["Elektra Home Official", "elektra-home-official", { avg: 4.4, count: 30 }],
] as const;
/** The brands plus '3Second Official' (the newest, whose name starts with a digit). */
const BRAND_COUNT = BRANDS.length + 1;

beforeAll(async () => {
  t = await createTestApp();
  fashion = await makeCategory(t, { name: "Kaos Pria" });
  audio = await makeCategory(t, { name: "Audio" });
  const brands: Record<string, Store> = {};
  for (const [name, slug, rating] of BRANDS)
    brands[slug] = await makeMerchant(t, {
      name,
      slug,
      rating,
      storetype: "official",
      logo: `/media/demo/logo/${slug}.webp`,
    });
  await makeProduct(t, { merchant: brands["nusantech-official"], category: audio, name: "Earbud Nirkabel" });
  await makeProduct(t, { merchant: brands["sora-audio-official"], category: audio, name: "Speaker Bluetooth" });
  await makeProduct(t, { merchant: brands["batavia-denim"], category: fashion, name: "Kaos Denim" });
  await makeMerchant(t, { name: "Tutup Official", slug: "tutup-official", storetype: "official", status: "closed" });
  const demo = await makeMerchant(t, {
    name: "Toko Demo Pasar",
    slug: "toko-demo-pasar",
    isPkp: true,
    logo: LOGO,
    banner: BANNER,
  });
  for (const [name, price, soldCount] of [
    ["Kaos Polos Hitam", 45_000, 120],
    ["Kaos Polos Putih", 49_000, 80],
    ["Kemeja Flanel", 150_000, 200],
    ["Celana Chino", 175_000, 40],
    ["Topi Baseball", 60_000, 10],
    ["Jaket Denim", 250_000, 95],
  ] as const)
    await makeProduct(t, { merchant: demo, category: fashion, name, price, soldCount });
  await makePromo(t, {
    merchant: demo,
    code: "TOKODEMO10",
    kind: "percentage",
    value: 10,
    minPurchase: 50_000,
    maxDiscount: 25_000,
  });
  // The newest store, a day after the others.
  const start = t.clock.now();
  t.clock.advance(DAY);
  await makeMerchant(t, { name: "3Second Official", slug: "3second-official", storetype: "official" });
  t.clock.set(start);
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: "GET", url, headers });
  return { status: response.statusCode, body: response.json() };
}
const names = (body: { data: { name: string }[] }) => body.data.map((brand) => brand.name);

describe("GET /api/merchant/list (brands)", () => {
  it("lists active official stores, newest first by default ('lates'), with the spec's Brand fields", async () => {
    const { status, body } = await get("/api/merchant/list?storetype=official");
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ total: BRAND_COUNT, current_page: 1, per_page: 24, last_page: 1 });
    expect(body.data[0]).toMatchObject({ name: "3Second Official", slug: "3second-official", storetype: "official" });
    expect(body.data.every((brand: { storetype: string }) => brand.storetype === "official")).toBe(true);
    expect(names(body)).not.toContain("Tutup Official");
    const nusantech = body.data.find((brand: { slug: string }) => brand.slug === "nusantech-official");
    expect(nusantech).toEqual({
      id: expect.any(Number),
      name: "Nusantech Official Store",
      image: "/media/demo/logo/nusantech-official.webp",
      slug: "nusantech-official",
      storetype: "official",
      city: expect.any(String),
      rating_avg: 4.8,
      product_count: 1,
    });
  });

  it("filters by first letter; 'All Brand', 'Semua Brand', 'All' and empty mean no filter; '#' means not a letter", async () => {
    const k = await get("/api/merchant/list?alphabetsearch=K");
    expect(names(k.body).sort()).toEqual(["Kancil Toys Official", "Kirana Moda Official", "Kopi Lereng Official"]);
    const lower = await get("/api/merchant/list?alphabetsearch=k");
    expect(lower.body.meta.total).toBe(3);
    const hash = await get(`/api/merchant/list?alphabetsearch=${encodeURIComponent("#")}`);
    expect(names(hash.body)).toEqual(["3Second Official"]);
    const none = await get("/api/merchant/list?alphabetsearch=Q");
    expect(none.body).toMatchObject({ code: 200, data: [], meta: { total: 0, last_page: 1, from: null, to: null } });
    for (const all of ["All Brand", "Semua Brand", "All", ""]) {
      const response = await get(`/api/merchant/list?alphabetsearch=${encodeURIComponent(all)}`);
      expect(response.status, all).toBe(200);
      expect(response.body.meta.total, all).toBe(BRAND_COUNT);
    }
  });

  it("searches by name without treating % and _ as wildcards", async () => {
    const { body } = await get("/api/merchant/list?search=official&sort=alphabet");
    expect(names(body)).toEqual([...names(body)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(
      (await get("/api/merchant/list?search=sora")).body.data.map((brand: { slug: string }) => brand.slug),
    ).toEqual(["sora-audio-official"]);
    expect((await get("/api/merchant/list?search=%25")).body.meta.total).toBe(0);
    expect((await get("/api/merchant/list?search=_")).body.meta.total).toBe(0);
    expect((await get(`/api/merchant/list?search=${encodeURIComponent("'; drop table merchant; --")}`)).status).toBe(
      200,
    );
    // A NUL character, which PostgreSQL text cannot hold, is dropped from the address: the search is 'sora'.
    const withNul = await get("/api/merchant/list?search=so%00ra");
    expect(withNul.status).toBe(200);
    expect(withNul.body.data.map((brand: { slug: string }) => brand.slug)).toEqual(["sora-audio-official"]);
  });

  it("filters by categories of any level, as categories[] or comma separated", async () => {
    // The top level of one tree and the leaf of another.
    const top = fashion.path[0]!;
    const one = await get(`/api/merchant/list?categories[]=${top.id}`);
    expect(names(one.body)).toContain("Batavia Denim Co.");
    expect(names(one.body)).not.toContain("Sora Audio Official");
    expect(names(one.body)).toEqual(["Batavia Denim Co."]);
    const both = await get(`/api/merchant/list?categories[]=${top.id}&categories[]=${audio.id}`);
    expect(names(both.body).sort()).toEqual(["Batavia Denim Co.", "Nusantech Official Store", "Sora Audio Official"]);
    const comma = await get(`/api/merchant/list?categories=${top.id},${audio.id}`);
    expect(comma.body.meta.total).toBe(both.body.meta.total);
    expect((await get("/api/merchant/list?categories[]=999999")).body.meta.total).toBe(0);
  });

  it("sorts by popularity and pages with the filters kept in the page URLs", async () => {
    const popular = await get("/api/merchant/list?sort=popular");
    // Most ratings first; Kopi Lereng and Kirana Moda tie on the count, the better average goes first.
    expect(popular.body.data.map((brand: { slug: string }) => brand.slug)).toEqual([
      ...BRANDS.map(([, slug]) => slug),
      "3second-official",
    ]);
    const paged = await get("/api/merchant/list?per_page=3&page=2&sort=alphabet&alphabetsearch=All%20Brand");
    expect(paged.body.meta).toMatchObject({ current_page: 2, last_page: 3, from: 4, to: 6 });
    expect(paged.body.meta.next_page_url).toBe("/api/merchant/list?sort=alphabet&page=3");
    const regular = await get("/api/merchant/list?storetype=regular");
    expect(regular.body.data.every((brand: { storetype: string }) => brand.storetype === "regular")).toBe(true);
    expect(names(regular.body)).toContain("Toko Demo Pasar");
  });

  it("answers 422 for malformed parameters", async () => {
    for (const url of [
      "/api/merchant/list?alphabetsearch=AB",
      "/api/merchant/list?alphabetsearch=%3F",
      "/api/merchant/list?sort=newest-first",
      "/api/merchant/list?page=0",
      "/api/merchant/list?page=x",
      "/api/merchant/list?storetype=premium",
      "/api/merchant/list?categories[]=abc",
      "/api/merchant/list?per_page=1000",
      "/api/merchant/list?unknown=1",
      `/api/merchant/list?search=${"x".repeat(101)}`,
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(422);
      expect(body.code, url).toBe(422);
    }
    // A number past its limit is read as a number, not as a text of so many characters.
    expect((await get("/api/merchant/list?page=99999999999")).body.errors).toEqual({ page: "Nilai maksimal 10000" });
    expect((await get(`/api/merchant/list?search=${"x".repeat(101)}`)).body.errors).toEqual({
      search: "Maksimal 100 karakter",
    });
  });
});

describe("GET /api/merchant/detail/{slug}", () => {
  it("returns the store header with product count, joined date and live vouchers", async () => {
    const { status, body } = await get("/api/merchant/detail/toko-demo-pasar");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      merchant_name: "Toko Demo Pasar",
      merchant_slug: "toko-demo-pasar",
      storetype: "regular",
      is_pkp: "pkp",
      city: "Kota Bandung",
      province: "Jawa Barat",
      logo: LOGO,
      banner: BANNER,
      joined_at: expect.any(String),
      product_count: 6,
    });
    const codes = body.data.vouchers.map((voucher: { code: string | null }) => voucher.code);
    expect(codes).toContain("TOKODEMO10");
    const voucher = body.data.vouchers.find((item: { code: string | null }) => item.code === "TOKODEMO10");
    expect(voucher).toMatchObject({ min_purchase: 50_000, max_potongan: 25_000, kind: "percentage", value: 10 });
  });

  it("answers 404 for an unknown or closed store and 422 for a malformed slug", async () => {
    expect((await get("/api/merchant/detail/tidak-ada")).status).toBe(404);
    const closed = await get("/api/merchant/detail/tutup-official", { "accept-language": "en" });
    expect(closed.status).toBe(404);
    expect(closed.body).toMatchObject({ code: 404, message: "Store not found", data: null });
    expect((await get("/api/merchant/detail/Bad%20Slug")).status).toBe(422);
    // Without its NUL character the slug is empty, so malformed too.
    expect((await get("/api/merchant/detail/%00")).status).toBe(422);
  });
});

describe("GET /api/merchant/products/{slug}", () => {
  it("pages the store's products, searches within the store and sorts", async () => {
    const all = await get("/api/merchant/products/toko-demo-pasar?per_page=5");
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(5);
    expect(all.body.meta.total).toBe(6);
    expect(cardStores(all.body.data)).toEqual(["toko-demo-pasar"]);
    const sold = all.body.data.map((product: { sold_count: number }) => product.sold_count);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));

    const cheap = await get("/api/merchant/products/toko-demo-pasar?sort=price_asc&per_page=60");
    const prices = cheap.body.data.map((product: { publish_price: number }) => product.publish_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const word = cheap.body.data[0].product_name.split(" ")[0];
    expect(word).toBe("Kaos");
    const found = await get(`/api/merchant/products/toko-demo-pasar?search=${encodeURIComponent(word.toLowerCase())}`);
    // Batavia Denim's 'Kaos Denim' is another store's.
    expect(found.body.data.map((product: { product_name: string }) => product.product_name).sort()).toEqual([
      "Kaos Polos Hitam",
      "Kaos Polos Putih",
    ]);
    expect(
      found.body.data.every((product: { product_name: string }) =>
        product.product_name.toLowerCase().includes(word.toLowerCase()),
      ),
    ).toBe(true);
    expect(found.body.meta.next_page_url === null || found.body.meta.next_page_url.includes(`search=`)).toBe(true);

    const nothing = await get("/api/merchant/products/toko-demo-pasar?search=zzzzzz");
    expect(nothing.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it("answers 404 for an unknown store and 422 for a bad sort or page", async () => {
    expect((await get("/api/merchant/products/tidak-ada")).status).toBe(404);
    expect((await get("/api/merchant/products/toko-demo-pasar?sort=cheapest")).status).toBe(422);
    expect((await get("/api/merchant/products/toko-demo-pasar?page=-3")).status).toBe(422);
  });
});
