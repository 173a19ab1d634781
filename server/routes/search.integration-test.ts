import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { category, product } from "../../core/catalog/catalog.tables.ts";
import { merchant } from "../../core/merchant/merchant.tables.ts";
import { refreshSearchVocabulary, searchBoost } from "../../core/search/index.ts";
import {
  makeFlashSale,
  makeProduct,
  makeSearchCatalogue,
  type SearchCatalogue,
} from "../../tests/support/factories.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
let catalogue: SearchCatalogue;
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await makeSearchCatalogue(t);
  // A running flash sale brings a pair of trail shoes into a price range its own price is above.
  const trail = catalogue.products.find((item) => item.name === "Sepatu Lari Trail")!;
  await makeFlashSale(t, [{ product: trail, flashPrice: 240_000 }]);
  await refreshSearchVocabulary(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

interface Card {
  id: number;
  stock: number;
  slug: string;
  product_name: string;
  publish_price: number;
  average_ratings: number;
  sold_count: number;
  merchant: { merchant_slug: string; merchant_city: string; storetype: string };
  flash_sale: { flash_price: number } | null;
}
/** The price the card shows (decision 0014). */
const shownPrice = (card: Card) => card.flash_sale?.flash_price ?? card.publish_price;
interface ListBody {
  code: number;
  message: string;
  errors?: Record<string, string>;
  data: {
    products: Card[];
    facets: {
      categories: {
        id: number;
        name: string;
        slug: string;
        level: number;
        parent_id: number | null;
        count: number;
        selected: boolean;
      }[];
      brands: { id: number; name: string; merchant_slug: string; count: number; selected: boolean }[];
      storetype: { id: string; name: string; count: number; selected: boolean }[];
      cities: { id: string; name: string; count: number; selected: boolean }[];
    };
    spelling: {
      query: string;
      corrected: string | null;
      suggestions: string[];
      related_categories: { id: number; name: string; slug: string }[];
    };
    filters: Record<string, unknown>;
  };
  meta: {
    current_page: number;
    per_page: number;
    last_page: number;
    from: number | null;
    to: number | null;
    total: number;
    next_page_url: string | null;
    prev_page_url: string | null;
  };
}

async function get<T = ListBody>(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: "GET", url, headers });
  return { status: response.statusCode, body: response.json() as T };
}
const list = (query: string, headers: Record<string, string> = {}) => get(`/api/products/list?${query}`, headers);

/** Visible products, straight from the tables, for checking counts. */
async function visibleIds(extra?: ReturnType<typeof sql>): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: product.id })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merchant_id))
    .where(and(eq(product.status, "PUBLISH"), eq(merchant.status, "active"), extra));
  return rows.map((row) => row.id);
}

async function categoryBySlug(slug: string) {
  const [row] = await t.database.db.select().from(category).where(eq(category.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row;
}

async function descendantIds(id: number): Promise<number[]> {
  const rows = await t.database.db.select({ id: category.id, parent_id: category.parent_id }).from(category);
  const out = new Set([id]);
  for (let round = 0; round < 3; round += 1)
    for (const row of rows) if (row.parent_id !== null && out.has(row.parent_id)) out.add(row.id);
  return [...out];
}

async function allPages(query: string): Promise<Card[]> {
  const first = await list(`${query}&per_page=60`);
  const cards = [...first.body.data.products];
  for (let page = 2; page <= first.body.meta.last_page; page += 1)
    cards.push(...(await list(`${query}&per_page=60&page=${page}`)).body.data.products);
  return cards;
}

describe("GET /api/products/categories/tree", () => {
  it("answers the three-level tree with names in the request's language", async () => {
    const { status, body } = await get<{
      code: number;
      data: {
        id: number;
        name: string;
        slug: string;
        child: { name: string; child: { name: string; child: unknown[] }[] }[];
      }[];
    }>("/api/products/categories/tree");
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const fashion = body.data.find((node) => node.slug === "fashion-pria")!;
    expect(fashion).toMatchObject({ id: expect.any(Number), name: "Fashion Pria", slug: "fashion-pria" });
    expect(fashion.child.length).toBeGreaterThan(0);
    expect(fashion.child[0]!.child.length).toBeGreaterThan(0);
    expect(fashion.child[0]!.child[0]!.child).toEqual([]);
    const total = body.data.reduce(
      (sum, top) => sum + 1 + top.child.reduce((s, sub) => s + 1 + sub.child.length, 0),
      0,
    );
    const [{ n }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(category)) as [{ n: number }];
    expect(total).toBe(Number(n));

    const english = await get<{ data: { slug: string; name: string }[] }>("/api/products/categories/tree", {
      "accept-language": "en-US",
    });
    expect(english.body.data.find((node) => node.slug === "fashion-pria")!.name).toBe(
      (await categoryBySlug("fashion-pria")).name_en,
    );
    const byParam = await get<{ data: { slug: string; name: string }[] }>("/api/products/categories/tree?lang=en");
    expect(byParam.body.data).toEqual(english.body.data);
  });
});

describe("GET /api/products/cities, /brands, /storetype, /sort", () => {
  it("lists the cities of stores with visible products, with counts that add up", async () => {
    const { status, body } = await get<{ data: { id: string; name: string; product_count: number }[] }>(
      "/api/products/cities",
    );
    expect(status).toBe(200);
    // Bandung, Surabaya, Jayapura and the two Jakartas.
    expect(body.data).toHaveLength(5);
    for (const city of body.data)
      expect(city).toEqual({
        id: expect.stringMatching(/^\d{2}\.\d{2}$/),
        name: expect.any(String),
        product_count: expect.any(Number),
      });
    expect(body.data.reduce((sum, city) => sum + city.product_count, 0)).toBe((await visibleIds()).length);
  });

  it("leaves out a closed store's city and products", async () => {
    // The only store in Jayapura.
    const store = { id: catalogue.stores.papua.id, city_id: catalogue.stores.papua.place.city_id };
    const before = await get<{ data: { id: string }[] }>("/api/products/cities");
    expect(before.body.data.map((city) => city.id)).toContain(store.city_id);
    await t.database.db.update(merchant).set({ status: "closed" }).where(eq(merchant.id, store.id));
    try {
      const after = await get<{ data: { id: string }[] }>("/api/products/cities");
      expect(after.body.data.map((city) => city.id)).not.toContain(store.city_id);
      const listing = await list(`brands[]=${store.id}`);
      expect(listing.body.meta.total).toBe(0);
    } finally {
      await t.database.db.update(merchant).set({ status: "active" }).where(eq(merchant.id, store.id));
    }
  });

  it("lists official stores as brands", async () => {
    const { body } = await get<{
      data: { id: number; merchant_slug: string; merchant_name: string; photo: string | null; product_count: number }[];
    }>("/api/products/brands");
    const officials = await t.database.db.select().from(merchant).where(eq(merchant.storetype, "official"));
    expect(body.data.map((brand) => brand.id).sort()).toEqual(officials.map((store) => store.id).sort());
    expect(body.data.find((brand) => brand.merchant_slug === "nusantech-official")).toMatchObject({
      merchant_name: "Nusantech Official Store",
      photo: "/media/demo/logo/nusantech-official.webp",
      product_count: 3,
    });
  });

  it("labels store types and sort orders in the request's language", async () => {
    const types = await get<{ data: { id: string; name: string }[] }>("/api/products/storetype");
    expect(types.body.data).toEqual([
      { id: "official", name: "Official Store" },
      { id: "regular", name: "Toko Reguler" },
    ]);
    const sorts = await get<{ data: { id: string; name: string }[] }>("/api/products/sort");
    expect(sorts.body.data.map((sort) => sort.id)).toEqual([
      "terkait",
      "terbaru",
      "terlaris",
      "termurah",
      "termahal",
      "ulasan",
    ]);
    expect(sorts.body.data[0]!.name).toBe("Paling Sesuai");
    const english = await get<{ data: { id: string; name: string }[] }>("/api/products/sort", {
      "accept-language": "en",
    });
    expect(english.body.data.find((sort) => sort.id === "termurah")!.name).toBe("Lowest Price");
  });
});

describe("GET /api/products/list", () => {
  it("lists every visible product, paged, with next/prev links that keep the query", async () => {
    const { status, body } = await list("storetype[]=regular&page=2&per_page=10");
    expect(status).toBe(200);
    const regular = await visibleIds(eq(merchant.storetype, "regular"));
    expect(body.meta).toMatchObject({
      current_page: 2,
      per_page: 10,
      total: regular.length,
      from: 11,
      to: 20,
      last_page: Math.ceil(regular.length / 10),
    });
    expect(body.meta.next_page_url).toBe("/api/products/list?storetype%5B%5D=regular&per_page=10&page=3");
    expect(body.meta.prev_page_url).toBe("/api/products/list?storetype%5B%5D=regular&per_page=10");
    expect(body.data.products).toHaveLength(10);
    expect(body.data.products.every((card) => card.merchant.storetype === "regular")).toBe(true);
    expect(body.data.products[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      photos: expect.any(Array),
      merchant: { is_pkp: expect.stringMatching(/^(pkp|non-pkp)$/) },
    });
  });

  it("pages past the end answer an empty page, not an error", async () => {
    const { status, body } = await list("page=999");
    expect(status).toBe(200);
    expect(body.data.products).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 999, from: null, to: null, next_page_url: null });
  });

  it("accepts categories[]= and categories= alike and keeps to the category's subtree", async () => {
    const top = await categoryBySlug("fashion-pria");
    const inside = await descendantIds(top.id);
    const bracket = await list(`categories[]=${top.id}&per_page=60`);
    const plain = await list(`categories=${top.id}&per_page=60`);
    expect(bracket.body.data.products.map((card) => card.id)).toEqual(plain.body.data.products.map((card) => card.id));
    expect(bracket.body.meta.total).toBe((await visibleIds(inArray(product.category_id, inside))).length);
    const ids = bracket.body.data.products.map((card) => card.id);
    const rows = await t.database.db
      .select({ category_id: product.category_id })
      .from(product)
      .where(inArray(product.id, ids));
    expect(rows.every((row) => inside.includes(row.category_id))).toBe(true);
    expect(bracket.body.data.facets.categories.find((item) => item.id === top.id)).toMatchObject({
      selected: true,
      count: bracket.body.meta.total,
    });
  });

  it("combines several values of one filter with OR and different filters with AND", async () => {
    const brands = await get<{ data: { id: number }[] }>("/api/products/brands");
    const [a, b] = brands.body.data.map((brand) => brand.id);
    const both = await list(`brands[]=${a}&brands[]=${b}&per_page=60`);
    const onlyA = await list(`brands[]=${a}`);
    const onlyB = await list(`brands=${b}`);
    expect(both.body.meta.total).toBe(onlyA.body.meta.total + onlyB.body.meta.total);
    const withRegular = await list(`brands[]=${a}&storetype[]=regular`);
    expect(withRegular.body.meta.total).toBe(0);
  });

  it("counts each facet with the other filters applied, keeping its own options open", async () => {
    const { body } = await list("storetype[]=official");
    const facets = body.data.facets;
    const official = facets.storetype.find((item) => item.id === "official")!;
    const regular = facets.storetype.find((item) => item.id === "regular")!;
    expect(official).toMatchObject({ selected: true, count: body.meta.total, name: "Official Store" });
    expect(regular.count).toBe((await visibleIds(eq(merchant.storetype, "regular"))).length);
    // Brands are official stores, so with this filter their counts add up to the total.
    expect(facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(body.meta.total);
    expect(facets.cities.reduce((sum, city) => sum + city.count, 0)).toBe(body.meta.total);
    const tops = facets.categories.filter((item) => item.level === 1);
    expect(tops.reduce((sum, item) => sum + item.count, 0)).toBe(body.meta.total);

    // Choosing a brand narrows the store-type counts, but not the brand counts.
    const brand = facets.brands[0]!;
    const narrowed = await list(`storetype[]=official&brands[]=${brand.id}`);
    expect(narrowed.body.meta.total).toBe(brand.count);
    expect(narrowed.body.data.facets.brands.map((item) => [item.id, item.count])).toEqual(
      facets.brands.map((item) => [item.id, item.count]),
    );
    expect(narrowed.body.data.facets.storetype.find((item) => item.id === "regular")!.count).toBe(0);
    expect(narrowed.body.data.facets.brands.find((item) => item.id === brand.id)!.selected).toBe(true);
  });

  it("filters by city, price range and minimum rating", async () => {
    const cities = await get<{ data: { id: string; name: string; product_count: number }[] }>("/api/products/cities");
    const place = cities.body.data[0]!;
    const inCity = await allPages(`cities[]=${place.id}`);
    expect(inCity).toHaveLength(place.product_count);
    expect(inCity.every((card) => card.merchant.merchant_city === place.name)).toBe(true);

    // The range holds the price a card shows: the flash price while its offer runs (decision 0014).
    const priced = await allPages("price_min=100000&price_max=250000");
    // The trail shoes are in only for their flash price.
    expect(priced.map((card) => card.product_name)).toContain("Sepatu Lari Trail");
    expect(priced.every((card) => shownPrice(card) >= 100000 && shownPrice(card) <= 250000)).toBe(true);
    const now = sql`${t.clock.now().toISOString()}::timestamptz`;
    const runningFlashPrice = sql`(select min(fsp.flash_price) from flash_sale_product fsp join flash_sale fs on fs.id = fsp.flash_sale_id
      where fsp.product_id = ${product.id} and fs.starts_at <= ${now} and fs.ends_at > ${now} and fsp.sold < fsp.quota)`;
    expect(priced).toHaveLength(
      (await visibleIds(sql`least(${product.publish_price}, ${runningFlashPrice}) between 100000 and 250000`)).length,
    );

    const rated = await allPages("rating=4");
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.every((card) => card.average_ratings >= 4)).toBe(true);
  });

  it("sorts by price, newest, best selling and rating", async () => {
    const isSorted = (values: number[], direction: 1 | -1) =>
      values.every((value, index) => index === 0 || (value - values[index - 1]!) * direction >= 0);
    const cheap = (await list("sort=termurah&per_page=60")).body.data.products.map(shownPrice);
    expect(isSorted(cheap, 1)).toBe(true);
    const dear = (await list("sort=termahal&per_page=60")).body.data.products.map(shownPrice);
    expect(isSorted(dear, -1)).toBe(true);
    expect(dear[0]).toBeGreaterThan(cheap[0]!);
    const selling = (await list("sort=terlaris&per_page=60")).body.data.products.map((card) => card.sold_count);
    expect(isSorted(selling, -1)).toBe(true);
    const rated = (await list("sort=ulasan&per_page=60")).body.data.products.map((card) => card.average_ratings);
    expect(isSorted(rated, -1)).toBe(true);
    const newest = (await list("sort=terbaru&per_page=20")).body.data.products.map((card) => card.id);
    const rows = await t.database.db
      .select({ id: product.id, created_at: product.created_at })
      .from(product)
      .where(inArray(product.id, newest));
    const created = newest.map((id) => rows.find((row) => row.id === id)!.created_at.getTime());
    expect(isSorted(created, -1)).toBe(true);
  });

  it("finds words in product, category and store names and ranks name matches first", async () => {
    const { body } = await list("search=kemeja&per_page=60");
    expect(body.meta.total).toBeGreaterThan(1);
    expect(body.data.products[0]!.product_name.toLowerCase()).toContain("kemeja");
    expect(body.data.spelling).toEqual({ query: "kemeja", corrected: null, suggestions: [], related_categories: [] });
    // The stemmer would have made 'kemeja' (shirt) into 'meja' (table): no tables here.
    expect(body.data.products.some((card) => /\bmeja\b/i.test(card.product_name))).toBe(false);

    const byStore = await list("search=nusantech");
    expect(byStore.body.meta.total).toBe((await visibleIds(eq(merchant.slug, "nusantech-official"))).length);

    const accents = await list("search=K%C3%A9meja");
    expect(accents.body.meta.total).toBe(body.meta.total);
    const english = await list("search=shirts");
    expect(english.body.meta.total).toBeGreaterThan(0);
  });

  it("blends sales into relevance: a best seller rises above an equal match", async () => {
    const leaf = await categoryBySlug("kemeja-pria");
    // Among products in stock: one out of stock stays below them whatever it sells (next test).
    const rows = await t.database.db
      .select({ id: product.id, name: product.name })
      .from(product)
      .innerJoin(merchant, eq(merchant.id, product.merchant_id))
      .where(
        and(
          eq(product.category_id, leaf.id),
          eq(product.status, "PUBLISH"),
          eq(merchant.status, "active"),
          sql`${product.stock} > 0`,
          sql`${product.name} ilike '%kemeja%'`,
        ),
      );
    const before = (await list(`search=kemeja&categories[]=${leaf.id}&per_page=60`)).body.data.products.map(
      (card) => card.id,
    );
    const last = before.filter((id) => rows.some((row) => row.id === id)).at(-1)!;
    await t.database.db.update(product).set({ sold_count: 50_000 }).where(eq(product.id, last));
    const after = (await list(`search=kemeja&categories[]=${leaf.id}&per_page=60`)).body.data.products.map(
      (card) => card.id,
    );
    expect(after[0]).toBe(last);
    const [row] = await t.database.db
      .select({
        sold: product.sold_count,
        avg: product.rating_avg,
        count: product.rating_count,
        stock: product.stock,
        boost: product.search_boost,
      })
      .from(product)
      .where(eq(product.id, last));
    expect(row!.boost).toBeCloseTo(searchBoost(row!.sold, Number(row!.avg), row!.count, row!.stock), 9);
  });

  it("ranks products nobody can buy (stock 0) after every one in stock", async () => {
    // The two best matches sell out: they move behind every match in stock, at once.
    const top = (await list("search=kaos&per_page=2")).body.data.products.map((card) => card.id);
    expect(top).toHaveLength(2);
    const before = await t.database.db
      .select({ id: product.id, stock: product.stock })
      .from(product)
      .where(inArray(product.id, top));
    await t.database.db.update(product).set({ stock: 0 }).where(inArray(product.id, top));
    t.services.search.forgetListings();
    const [counted] = await t.database.db
      .select({
        inStock: sql<number>`(count(*) filter (where ${product.stock} > 0))::int`,
        soldOut: sql<number>`(count(*) filter (where ${product.stock} = 0))::int`,
      })
      .from(product)
      .innerJoin(merchant, eq(merchant.id, product.merchant_id))
      .where(
        and(
          eq(product.status, "PUBLISH"),
          eq(merchant.status, "active"),
          sql`${product.search_vector} @@ to_tsquery('pasar', 'kaos')`,
        ),
      );
    const { inStock, soldOut } = counted!;
    expect(inStock).toBeGreaterThan(0);
    expect(soldOut).toBeGreaterThan(0);
    // The page where the products in stock end: every one before the line is in stock, every one after is not.
    const page = Math.floor(inStock / 60) + 1;
    const cards = (await list(`search=kaos&per_page=60&page=${page}`)).body.data.products;
    const line = inStock - (page - 1) * 60;
    expect(cards.slice(0, line).every((card) => card.stock > 0)).toBe(true);
    expect(cards.slice(line).length).toBeGreaterThan(0);
    expect(cards.slice(line).every((card) => card.stock === 0)).toBe(true);
    expect((await list("search=kaos&per_page=2")).body.data.products.map((card) => card.id)).not.toContain(top[0]);
    for (const row of before)
      await t.database.db.update(product).set({ stock: row.stock }).where(eq(product.id, row.id));
    t.services.search.forgetListings();
  });

  it("corrects a misspelt word and says so", async () => {
    const long = await list("search=kemejaa");
    expect(long.status).toBe(200);
    expect(long.body.meta.total).toBe((await list("search=kemeja")).body.meta.total);
    expect(long.body.data.spelling.corrected).toBe("kemeja");
    const short = await list("search=kaso");
    expect(short.body.data.spelling.corrected).toBe("kaos");
    expect(short.body.meta.total).toBeGreaterThan(0);
    const suffixed = await list("search=sepatunya");
    expect(suffixed.body.data.spelling.corrected).toBe("sepatu");
    expect(suffixed.body.meta.total).toBe((await list("search=sepatu")).body.meta.total);
  });

  it("offers spellings and related categories when nothing matches", async () => {
    const electronics = await categoryBySlug("elektronik");
    const { body } = await list(`search=sepatuu&categories[]=${electronics.id}`);
    expect(body.meta.total).toBe(0);
    expect(body.data.spelling.suggestions).toContain("sepatu");
    expect(body.data.spelling.related_categories.length).toBeGreaterThan(0);

    // A category the words name comes first, even when a filter leaves nothing.
    const named = await list(`search=sepatu%20lari&categories[]=${electronics.id}`);
    expect(named.body.meta.total).toBe(0);
    expect(named.body.data.spelling.related_categories[0]?.slug).toBe("sepatu-lari");

    const unrelated = await list("search=kemeja%20laptop");
    expect(unrelated.body.meta.total).toBe(0);
    const related = unrelated.body.data.spelling.related_categories.map((item) => item.slug);
    expect(related).toContain("kemeja-pria");

    const nonsense = await list("search=qzxjvw");
    expect(nonsense.body.meta.total).toBe(0);
    expect(nonsense.body.data.spelling).toMatchObject({ corrected: null, suggestions: [], related_categories: [] });
  });

  it("treats search text as words, never as SQL or tsquery syntax", async () => {
    for (const text of ["'; drop table product; --", "kaos & | ! :* ( <->", "\\", "%_%", "kaos'hitam", "🙂 kaos"]) {
      const { status, body } = await list(`search=${encodeURIComponent(text)}`);
      expect(status, text).toBe(200);
      expect(body.code).toBe(200);
    }
    expect((await visibleIds()).length).toBeGreaterThan(0);
  });

  it("refuses malformed parameters with 422 naming the field, in the request's language", async () => {
    const cases: [string, string, string][] = [
      ["page=-1", "page", "Halaman harus angka 1 sampai 100000"],
      ["page=0", "page", "Halaman harus angka 1 sampai 100000"],
      ["page=abc", "page", "Halaman harus angka 1 sampai 100000"],
      ["sort=murah", "sort", "Urutan tidak dikenal"],
      ["categories[]=abc", "categories[]", "ID harus berupa angka"],
      ["categories[]=1&categories[]=x", "categories[].1", "ID harus berupa angka"],
      ["brands=1.5", "brands", "ID harus berupa angka"],
      ["storetype[]=gold", "storetype[]", "Jenis toko harus 'official' atau 'regular'"],
      ["cities[]=bandung", "cities[]", "Kode kota tidak valid (contoh: 32.73)"],
      ["price_min=-5", "price_min", "Harga harus berupa angka bulat tidak negatif"],
      ["price_min=500&price_max=100", "price_max", "Harga maksimum harus lebih besar dari harga minimum"],
      ["rating=9", "rating", "Rating harus angka 1 sampai 5"],
      ["per_page=1000", "per_page", "Jumlah per halaman harus angka 1 sampai 60"],
      [`search=${"a".repeat(101)}`, "search", "Kata kunci maksimal 100 karakter"],
      [
        Array.from({ length: 51 }, (_, i) => `brands[]=${i + 1}`).join("&"),
        "brands[]",
        "Terlalu banyak nilai (maksimal 50)",
      ],
    ];
    for (const [query, field, message] of cases) {
      const { status, body } = await list(query);
      expect(status, query).toBe(422);
      expect(body.code, query).toBe(422);
      expect(body.errors?.[field], query).toBe(message);
      expect(body.message, query).toBe(message);
    }
    const english = await list("page=-1", { "accept-language": "en" });
    expect(english.body.errors?.page).toBe("Page must be a number from 1 to 100000");
  });

  it("ignores unknown parameters and empty optional ones", async () => {
    const { status, body } = await list("utm_source=mail&lang=en&price_min=&price_max=&rating=&sort=");
    expect(status).toBe(200);
    expect(body.meta.total).toBe((await visibleIds()).length);
  });

  it("never lists hidden products", async () => {
    const [visible] = (await list("search=kemeja")).body.data.products;
    await t.database.db.update(product).set({ status: "HIDDEN" }).where(eq(product.id, visible!.id));
    try {
      const after = await allPages("search=kemeja");
      expect(after.map((card) => card.id)).not.toContain(visible!.id);
    } finally {
      await t.database.db.update(product).set({ status: "PUBLISH" }).where(eq(product.id, visible!.id));
    }
  });
});

interface AutocompleteBody {
  code: number;
  data: {
    keywords: string[];
    categories: { id: number; name: string; slug: string }[];
    products: { id: number; slug: string; product_name: string; photo: string | null; publish_price: number }[];
    stores: { id: number; merchant_slug: string; merchant_name: string; photo: string | null; storetype: string }[];
    corrected: string | null;
  };
}

describe("GET /api/header/search/autocomplete", () => {
  const autocomplete = (search: string, headers: Record<string, string> = {}) =>
    get<AutocompleteBody>(`/api/header/search/autocomplete?search=${encodeURIComponent(search)}`, headers);

  it("completes a word and suggests categories, products and stores", async () => {
    const { status, body } = await autocomplete("kem");
    expect(status).toBe(200);
    expect(body.data.keywords).toContain("kemeja");
    expect(body.data.categories.map((item) => item.slug)).toContain("kemeja-pria");
    expect(body.data.categories[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
    });
    expect(body.data.products.length).toBeGreaterThan(0);
    expect(body.data.products.every((item) => /\bkem/i.test(item.product_name))).toBe(true);
    expect(body.data.corrected).toBeNull();

    const stores = await autocomplete("nusant");
    expect(stores.body.data.stores.map((store) => store.merchant_slug)).toContain("nusantech-official");
    expect(stores.body.data.stores[0]!.storetype).toBe("official");
  });

  it("completes the last word in the context of the words before it", async () => {
    const { body } = await autocomplete("kaos p");
    expect(body.data.keywords.length).toBeGreaterThan(0);
    expect(body.data.keywords.every((keyword) => keyword.startsWith("kaos p"))).toBe(true);
    for (const keyword of body.data.keywords)
      expect((await list(`search=${encodeURIComponent(keyword)}`)).body.meta.total, keyword).toBeGreaterThan(0);
  });

  it("names categories in the request's language", async () => {
    const { body } = await autocomplete("shirt", { "accept-language": "en" });
    const shirts = body.data.categories.find((item) => item.slug === "kemeja-pria");
    expect(shirts?.name).toBe((await categoryBySlug("kemeja-pria")).name_en);
  });

  it("corrects typos", async () => {
    const { body } = await autocomplete("kemja");
    expect(body.data.corrected).toBe("kemeja");
    expect(body.data.products.length).toBeGreaterThan(0);
  });

  it("answers nothing for nothing and refuses over-long text", async () => {
    const empty = await autocomplete("   ");
    expect(empty.body.data).toEqual({ keywords: [], categories: [], products: [], stores: [], corrected: null });
    const missing = await get<AutocompleteBody>("/api/header/search/autocomplete");
    expect(missing.status).toBe(200);
    const long = await autocomplete("x".repeat(101));
    expect(long.status).toBe(422);
    const odd = await autocomplete("'; select pg_sleep(1) --");
    expect(odd.status).toBe(200);
  });
});

describe("the search index follows the data", () => {
  it("makes a new product findable at once, and its new words correctable", async () => {
    const created = await makeProduct(t, {
      merchant: catalogue.stores.demo,
      category: catalogue.leaves.kaos,
      name: "Kaos Zamrudwangi Edisi Khusus",
      price: 89_000,
      basePrice: 99_000,
    });
    const found = await list("search=zamrudwangi");
    expect(found.body.data.products.map((card) => card.id)).toEqual([created.id]);
    const typo = await list("search=zamrudwanngi");
    expect(typo.body.data.spelling.corrected).toBe("zamrudwangi");
    expect(typo.body.data.products.map((card) => card.id)).toEqual([created.id]);
  });

  it("re-indexes a store's products when the store is renamed", async () => {
    const store = catalogue.stores.batik;
    const count = (await visibleIds(eq(merchant.id, store.id))).length;
    expect(count).toBe(3);
    await t.database.db.update(merchant).set({ name: "Batik Wijayakusuma" }).where(eq(merchant.id, store.id));
    expect((await list("search=wijayakusuma")).body.meta.total).toBe(count);
    await t.database.db.update(merchant).set({ name: store.name }).where(eq(merchant.id, store.id));
    expect((await list("search=wijayakusuma")).body.meta.total).toBe(0);
  });

  it("re-indexes a category's products when the category is renamed", async () => {
    const sub = await categoryBySlug("atasan-pria");
    const inside = await descendantIds(sub.id);
    const count = (await visibleIds(inArray(product.category_id, inside))).length;
    await t.database.db.update(category).set({ name_en: "Menswear Uppers" }).where(eq(category.id, sub.id));
    try {
      expect((await list("search=menswear")).body.meta.total).toBe(count);
    } finally {
      await t.database.db.update(category).set({ name_en: sub.name_en }).where(eq(category.id, sub.id));
    }
  });

  it("recounts the vocabulary and drops words no name uses", async () => {
    await t.database.db.execute(
      sql`insert into search_term (term, ndoc) values ('katakosong', 1) on conflict do nothing`,
    );
    const words = await refreshSearchVocabulary(t.database.db);
    const rows = await t.database.db.execute(sql`select term from search_term order by term`);
    const terms = (Array.isArray(rows) ? rows : (rows as unknown as { rows: { term: string }[] }).rows).map(
      (row: { term: string }) => row.term,
    );
    expect(terms).toHaveLength(words);
    // Words of product, store and category names, in both languages.
    expect(terms).toEqual(expect.arrayContaining(["kemeja", "kaos", "sepatu", "sekar", "nusantech", "shirts"]));
    expect(terms).not.toContain("katakosong");
  });
});
