import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product } from "../../core/catalog/catalog.tables.ts";
import {
  makeCategory,
  makeMerchant,
  makeMerchantActors,
  makeProduct,
  makeVariants,
  type Category,
  type MerchantActors,
  type Store,
} from "../../tests/support/factories.ts";
import { callJson, createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
let actors: MerchantActors;
let leaf: Category;

beforeAll(async () => {
  t = await createTestApp();
  leaf = await makeCategory(t, { name: "Kaos Uji", nameEn: "Test Tees" });
  actors = await makeMerchantActors(t);
});
afterAll(async () => {
  await t?.close();
});

const BASE = "/api/merchant/dashboard/product";

const call = (method: "GET" | "POST", url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  callJson(t, method, url, headers, payload);

/** Fields of the valid payload that the product's detail answers as they were sent. */
const AS_SENT = {
  discount_type: "percent",
  discount_value: 12.5,
  stock: 20,
  weight: 250,
  length: 30,
  width: 20,
  height: 3,
  condition: "new",
  min_order: 1,
};

/** A valid create payload; `change` replaces or adds fields. */
function payload(change: Record<string, unknown> = {}) {
  return {
    product_name: "Kaos Polos Katun",
    category_id: leaf.id,
    description: "Kaos katun combed 30s.",
    base_price: 100_000,
    ...AS_SENT,
    sku: `KP-${Math.random().toString(36).slice(2, 8)}`,
    attribute_type: "Ukuran",
    attribute_value: ["S", "M", "L"],
    ...change,
  };
}

const create = (change: Record<string, unknown> = {}, headers = actors.headersA) =>
  call("POST", `${BASE}/create`, headers, payload(change));

async function rowsOf(ids: number[]) {
  return t.database.db.select().from(product).where(inArray(product.id, ids)).orderBy(product.id);
}

describe("POST product/create", () => {
  it("creates a published product whose prices agree with the storefront's, with sizes and two variants", async () => {
    const created = await create({
      variant_name: "Hitam",
      variants: [
        { variant_name: "Putih", base_price: 90_000, discount_type: "amount", discount_value: 9_000, stock: 5 },
        { variant_name: "Merah", base_price: 95_000, stock: 0, sku: "KP-MERAH" },
      ],
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe("Produk ditambahkan");
    const detail = created.body.data;
    expect(detail).toMatchObject({
      product_name: "Kaos Polos Katun",
      variant_name: "Hitam",
      status: "PUBLISH",
      category_id: leaf.id,
      base_price: 100_000,
      publish_price: 87_500,
      merchant_discount_percentage: 12.5,
      merchant_discount_amount: 12_500,
      ...AS_SENT,
      photos: [],
      json_meta: { attribute_type: "Ukuran", attribute_value: ["S", "M", "L"], product_photos: [] },
    });
    expect(detail.category.map((crumb: { id: number }) => crumb.id)).toEqual(leaf.path.map((node) => node.id));
    expect(detail.product_variant).toHaveLength(2);
    expect(detail.product_variant[0]).toMatchObject({
      variant_name: "Putih",
      base_price: 90_000,
      publish_price: 81_000,
      discount_type: "percent",
      discount_value: 10,
      stock: 5,
    });
    expect(detail.product_variant[1]).toMatchObject({ variant_name: "Merah", publish_price: 95_000, sku: "KP-MERAH" });

    // The storefront shows the same figures and the whole group.
    const shown = await call("GET", `/api/products/detail/${detail.slug}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      publish_price: 87_500,
      base_price: 100_000,
      merchant_discount_percentage: 12.5,
      merchant_discount_amount: 12_500,
      json_meta: { attribute_type: "Ukuran", attribute_value: ["S", "M", "L"] },
    });
    expect(shown.body.data.product_variant.map((variant: { name: string }) => variant.name)).toEqual([
      "Hitam",
      "Putih",
      "Merah",
    ]);
  });

  it("answers in the request's language", async () => {
    const created = await create({}, { ...actors.headersA, "accept-language": "en" });
    expect(created.body.message).toBe("Product added");
  });

  it.each([
    ["product_name", { product_name: "ab" }],
    ["product_name", { product_name: undefined }],
    ["category_id", { category_id: "x" }],
    ["youtube_url", { youtube_url: "https://vimeo.com/123" }],
    ["base_price", { base_price: 50 }],
    ["base_price", { base_price: -1 }],
    ["discount_value", { discount_type: "percent", discount_value: 100 }],
    ["discount_value", { discount_type: "percent", discount_value: 10.125 }],
    ["discount_value", { discount_type: "amount", discount_value: 100_000 }],
    ["discount_value", { discount_type: "amount", discount_value: 99_950 }],
    ["discount_type", { discount_type: "free" }],
    ["stock", { stock: -1 }],
    ["stock", { stock: 1.5 }],
    ["weight", { weight: 0 }],
    ["length", { length: 0 }],
    ["condition", { condition: "refurbished" }],
    ["min_order", { min_order: 0 }],
    ["sku", { sku: "has space" }],
    ["attribute_type", { attribute_type: "", attribute_value: ["S"] }],
    ["attribute_value", { attribute_value: Array.from({ length: 21 }, (_, index) => `U${index}`) }],
    ["variant_name", { variants: [{ variant_name: "Biru", base_price: 10_000, stock: 1 }] }],
    ["variants", { variant_name: "Biru", variants: [{ variant_name: "biru", base_price: 10_000, stock: 1 }] }],
    ["variants.0.stock", { variant_name: "Biru", variants: [{ variant_name: "Hijau", base_price: 10_000 }] }],
    [
      "sku",
      { sku: "SAMA", variant_name: "A", variants: [{ variant_name: "B", base_price: 10_000, stock: 1, sku: "sama" }] },
    ],
    // A URL the product does not show is no photo of it (photos are upload ids, or URLs it keeps).
    ["photos.0", { photos: ["/media/x.jpg"] }],
    ["photos", { photos: Array.from({ length: 11 }, (_, index) => `/media/${index}.jpg`) }],
  ])("refuses a bad %s with 422 and its field, creating nothing", async (field, change) => {
    const before = await t.database.db.$count(product, eq(product.merchant_id, actors.storeA.id));
    const answer = await create(change);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toContain(field);
    expect(await t.database.db.$count(product, eq(product.merchant_id, actors.storeA.id))).toBe(before);
  });

  it("takes only a leaf of the category tree", async () => {
    const answer = await create({ category_id: leaf.path[1]!.id });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ category_id: "Pilih kategori dari tingkat terakhir" });
    expect((await create({ category_id: 99_999_999 })).status).toBe(422);
  });

  it("keeps SKUs unique in a store, ignoring case, but not across stores or deleted products", async () => {
    await create({ sku: "UNIK-1" });
    const again = await create({ sku: "unik-1" });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ sku: "SKU ini sudah dipakai produk lain di toko Anda" });
    expect((await create({ sku: "UNIK-1" }, actors.headersB)).status).toBe(200);
    const taken = await create({ sku: "UNIK-2" });
    await call("POST", `${BASE}/delete`, actors.headersA, { product_id: taken.body.data.id });
    expect((await create({ sku: "UNIK-2" })).status).toBe(200);
  });
});

describe("GET product/list", () => {
  let store: Store;
  let headers: Record<string, string>;
  beforeAll(async () => {
    store = await makeMerchant(t);
    headers = await store.owner.signIn();
    for (const [name, price, stock, sku] of [
      ["Kemeja Flanel", 150_000, 4, "KF-01"],
      ["Celana Chino", 200_000, 0, "CC-01"],
      ["Jaket Denim", 350_000, 7, "JD-01"],
    ] as const)
      await create({ product_name: name, base_price: price, discount_type: "none", stock, sku }, headers);
    const list = await call("GET", `${BASE}/list?search=Jaket`, headers);
    await call("POST", `${BASE}/setnonactive`, headers, { product_id: list.body.data[0].id });
  });

  it("counts every tab and lists newest first, unticked", async () => {
    const answer = await call("GET", `${BASE}/list`, headers);
    expect(answer.status).toBe(200);
    expect(answer.body.meta.counts).toEqual({ all: 3, PUBLISH: 2, HIDDEN: 1, out_of_stock: 1 });
    expect(answer.body.data.map((row: { product_name: string }) => row.product_name)).toEqual([
      "Jaket Denim",
      "Celana Chino",
      "Kemeja Flanel",
    ]);
    expect(answer.body.data.every((row: { is_checked: boolean }) => row.is_checked === false)).toBe(true);
    expect(answer.body.meta).toMatchObject({ current_page: 1, total: 3, last_page: 1 });
  });

  it("filters by tab, searches name and SKU, sorts and pages", async () => {
    const names = async (query: string) =>
      (await call("GET", `${BASE}/list?${query}`, headers)).body.data.map(
        (row: { product_name: string }) => row.product_name,
      );
    expect(await names("status=HIDDEN")).toEqual(["Jaket Denim"]);
    expect(await names("status=PUBLISH&sort=name")).toEqual(["Celana Chino", "Kemeja Flanel"]);
    expect(await names("status=out_of_stock")).toEqual(["Celana Chino"]);
    expect(await names("search=flanel")).toEqual(["Kemeja Flanel"]);
    expect(await names("search=cc-")).toEqual(["Celana Chino"]);
    expect(await names("search=%25")).toEqual([]);
    // Words with three letters in a row are found through the trigram index, shorter ones by position: both
    // match anywhere in the name, without case, and at the start of the SKU only.
    expect(await names("search=ANEL")).toEqual(["Kemeja Flanel"]);
    expect(await names("search=jd-0")).toEqual(["Jaket Denim"]);
    expect(await names("search=01")).toEqual([]);
    expect(await names("search=ch")).toEqual(["Celana Chino"]);
    expect(await names("search=E&sort=name")).toEqual(["Celana Chino", "Jaket Denim", "Kemeja Flanel"]);
    expect(await names("search=e&status=PUBLISH&sort=price&order=desc")).toEqual(["Celana Chino", "Kemeja Flanel"]);
    expect(await names("sort=price&order=desc")).toEqual(["Jaket Denim", "Celana Chino", "Kemeja Flanel"]);
    expect(await names("sort=stock")).toEqual(["Celana Chino", "Kemeja Flanel", "Jaket Denim"]);
    const paged = await call("GET", `${BASE}/list?sort=name&per_page=2&page=2`, headers);
    expect(paged.body.data.map((row: { product_name: string }) => row.product_name)).toEqual(["Kemeja Flanel"]);
    expect(paged.body.meta).toMatchObject({ current_page: 2, last_page: 2, from: 3, to: 3, total: 3 });
    expect(paged.body.meta.prev_page_url).toContain("page=1");
    // A page past the end has no rows but still tells how many there are.
    const past = await call("GET", `${BASE}/list?sort=name&per_page=2&page=5`, headers);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toMatchObject({ current_page: 5, total: 3, last_page: 2 });
    const pastFound = await call("GET", `${BASE}/list?search=lan&per_page=1&page=3`, headers);
    expect(pastFound.body.data).toEqual([]);
    expect(pastFound.body.meta).toMatchObject({ current_page: 3, total: 2, last_page: 2 });
  });

  it("shows each row's cover photo as its thumb", async () => {
    const [kemeja] = (await call("GET", `${BASE}/list?search=Kemeja`, headers)).body.data;
    await t.database.db
      .update(product)
      .set({ photos: ["/media/cover.jpg", "/media/back.jpg"] })
      .where(eq(product.id, kemeja.id));
    const rows = (await call("GET", `${BASE}/list?sort=name`, headers)).body.data;
    expect(rows.map((row: { thumb: string | null }) => row.thumb)).toEqual([null, null, "/media/cover.jpg"]);
  });

  it.each(["status=DELETED", "sort=random", "order=up", "page=0", "per_page=101", "unknown=1"])(
    "refuses %s with 422",
    async (query) => {
      expect((await call("GET", `${BASE}/list?${query}`, headers)).status).toBe(422);
    },
  );
});

describe("POST product/edit", () => {
  it("replaces the fields, keeps the photos, updates listed siblings and adds new ones", async () => {
    const created = (
      await create({
        variant_name: "Hitam",
        variants: [{ variant_name: "Putih", base_price: 90_000, stock: 5 }],
      })
    ).body.data;
    await t.database.db
      .update(product)
      .set({ photos: ["/media/a.jpg"] })
      .where(eq(product.id, created.id));
    const sibling = created.product_variant[0];
    const edited = await call("POST", `${BASE}/edit`, actors.headersA, {
      ...payload({
        product_name: "Kaos Polos Premium",
        base_price: 120_000,
        discount_type: "amount",
        discount_value: 20_000,
        condition: "used",
        sku: null,
        attribute_value: ["M", "XL"],
        variant_name: "Hitam",
        variants: [
          { product_id: sibling.id, variant_name: "Putih Susu", base_price: 80_000, stock: 9 },
          { variant_name: "Abu", base_price: 70_000, stock: 2 },
        ],
      }),
      product_id: created.id,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      product_name: "Kaos Polos Premium",
      publish_price: 100_000,
      merchant_discount_amount: 20_000,
      condition: "used",
      sku: null,
      photos: ["/media/a.jpg"],
      slug: created.slug,
      json_meta: { attribute_value: ["M", "XL"] },
    });
    expect(
      edited.body.data.product_variant.map((variant: { variant_name: string; stock: number }) => [
        variant.variant_name,
        variant.stock,
      ]),
    ).toEqual([
      ["Putih Susu", 9],
      ["Abu", 2],
    ]);
    const rows = await t.database.db
      .select({ name: product.name, condition: product.condition })
      .from(product)
      .where(eq(product.variant_group, -created.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.name === "Kaos Polos Premium" && row.condition === "used")).toBe(true);
  });

  it("refuses a sibling of another group, and changes nothing", async () => {
    const one = (await create()).body.data;
    const other = (await create({ variant_name: "A", variants: [{ variant_name: "B", base_price: 10_000, stock: 1 }] }))
      .body.data;
    const before = await rowsOf([one.id, other.product_variant[0].id]);
    const answer = await call("POST", `${BASE}/edit`, actors.headersA, {
      ...payload({
        variant_name: "X",
        variants: [{ product_id: other.product_variant[0].id, variant_name: "Y", base_price: 10_000, stock: 1 }],
      }),
      product_id: one.id,
    });
    expect(answer.status).toBe(404);
    expect(await rowsOf([one.id, other.product_variant[0].id])).toEqual(before);
  });

  it("refuses bad fields with 422", async () => {
    const one = (await create()).body.data;
    const answer = await call("POST", `${BASE}/edit`, actors.headersA, {
      ...payload({ base_price: "mahal" }),
      product_id: one.id,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(["base_price"]);
    expect((await call("POST", `${BASE}/edit`, actors.headersA, payload())).status).toBe(422);
  });
});

describe("status and deletion", () => {
  it("hides and publishes a product: the storefront loses and finds it at once", async () => {
    const word = "Zebrakuda";
    // An empty search is kept for a minute: the new product must show all the same.
    expect((await call("GET", `/api/products/list?search=${word}`)).body.meta.total).toBe(0);
    const made = (await create({ product_name: `Kaos ${word} Lengan Panjang` })).body.data;
    const found = await call("GET", `/api/products/list?search=${word}`);
    expect(found.body.data.products.map((card: { id: number }) => card.id)).toEqual([made.id]);

    const hidden = await call("POST", `${BASE}/setnonactive`, actors.headersA, { product_id: made.id });
    expect(hidden.body).toMatchObject({
      message: "Produk disembunyikan",
      data: { product_id: made.id, status: "HIDDEN" },
    });
    expect((await call("GET", `/api/products/list?search=${word}`)).body.meta.total).toBe(0);
    expect((await call("GET", `/api/products/detail/${made.slug}`)).status).toBe(404);
    expect((await call("GET", `${BASE}/detail/${made.id}`, actors.headersA)).body.data.status).toBe("HIDDEN");

    await call("POST", `${BASE}/setactive`, actors.headersA, { product_id: made.id });
    expect((await call("GET", `/api/products/list?search=${word}`)).body.meta.total).toBe(1);
  });

  it("ranks a product that sells out after those in stock", async () => {
    const word = "Kudanil";
    const best = (await create({ product_name: `Kaos ${word} Terlaris` })).body.data;
    const other = (await create({ product_name: `Kaos ${word}` })).body.data;
    await t.database.db.update(product).set({ sold_count: 5_000 }).where(eq(product.id, best.id));
    const order = async () =>
      (await call("GET", `/api/products/list?search=${word}`)).body.data.products.map(
        (card: { id: number }) => card.id,
      );
    expect(await order()).toEqual([best.id, other.id]);
    await call("POST", `${BASE}/edit`, actors.headersA, {
      ...payload({ product_name: best.product_name, sku: best.sku, stock: 0 }),
      product_id: best.id,
    });
    expect(await order()).toEqual([other.id, best.id]);
  });

  it("deletes a product for good: gone for the merchant and shoppers, the row kept, unbuyable", async () => {
    const made = (await create()).body.data;
    const deleted = await call("POST", `${BASE}/delete`, actors.headersA, { product_id: made.id });
    expect(deleted.body).toMatchObject({ message: "Produk berhasil dihapus", data: { product_ids: [made.id] } });
    const [row] = await rowsOf([made.id]);
    expect(row!.status).toBe("DELETED");
    expect((await call("GET", `${BASE}/detail/${made.id}`, actors.headersA)).status).toBe(404);
    expect((await call("GET", `/api/products/detail/${made.slug}`)).status).toBe(404);
    const added = await call("POST", "/api/cart/add", actors.headersBuyer, { products_id: made.id, qty: 1 });
    expect(added.status).toBeGreaterThanOrEqual(400);
    // A second delete finds nothing to delete.
    expect((await call("POST", `${BASE}/delete`, actors.headersA, { product_id: made.id })).status).toBe(404);
  });

  it("deletes several at once, all or none", async () => {
    const mine = await Promise.all([create(), create()]).then((answers) => answers.map((a) => a.body.data.id));
    const theirs = (await create({}, actors.headersB)).body.data.id;
    const refused = await call("POST", `${BASE}/deleteall`, actors.headersA, { product_ids: [...mine, theirs] });
    expect(refused.status).toBe(404);
    expect((await rowsOf([...mine, theirs])).map((row) => row.status)).toEqual(["PUBLISH", "PUBLISH", "PUBLISH"]);
    const done = await call("POST", `${BASE}/deleteall`, actors.headersA, { product_ids: [...mine, mine[0]] });
    expect(done.body).toMatchObject({ message: "2 produk berhasil dihapus", data: { product_ids: mine } });
    expect((await rowsOf(mine)).map((row) => row.status)).toEqual(["DELETED", "DELETED"]);
    for (const body of [{ product_ids: [] }, { product_ids: "1" }, {}, { product_ids: [1], extra: 1 }])
      expect((await call("POST", `${BASE}/deleteall`, actors.headersA, body)).status).toBe(422);
  });

  it.each(["setactive", "setnonactive", "delete"])("refuses a bad product_id on %s with 422", async (action) => {
    for (const body of [{}, { product_id: "abc" }, { product_id: 0 }, { product_id: 1, more: true }])
      expect((await call("POST", `${BASE}/${action}`, actors.headersA, body)).status).toBe(422);
  });

  it("answers 404 for an unknown product on detail", async () => {
    expect((await call("GET", `${BASE}/detail/99999999`, actors.headersA)).status).toBe(404);
    expect((await call("GET", `${BASE}/detail/abc`, actors.headersA)).status).toBe(422);
  });
});

describe("who may act on a store's products", () => {
  let ids: { main: number; sibling: number };
  beforeAll(async () => {
    const [main, sibling] = await makeVariants(t, [{ name: "Merah" }, { name: "Biru" }], {
      merchant: actors.storeA,
      category: leaf,
    });
    ids = { main: main!.id, sibling: sibling!.id };
  });

  /** Every product route with A's ids in its path or body. */
  const routes = () => [
    { method: "GET" as const, url: `${BASE}/detail/${ids.main}` },
    { method: "POST" as const, url: `${BASE}/setactive`, body: { product_id: ids.main } },
    { method: "POST" as const, url: `${BASE}/setnonactive`, body: { product_id: ids.main } },
    { method: "POST" as const, url: `${BASE}/delete`, body: { product_id: ids.main } },
    { method: "POST" as const, url: `${BASE}/deleteall`, body: { product_ids: [ids.main, ids.sibling] } },
    {
      method: "POST" as const,
      url: `${BASE}/edit`,
      body: {
        ...payload({
          variant_name: "Merah",
          variants: [{ product_id: ids.sibling, variant_name: "Biru", base_price: 5_000, stock: 1 }],
        }),
        product_id: ids.main,
      },
    },
  ];

  it("lets merchant B, a buyer and a visitor do nothing to A's products (404, 403, 401)", async () => {
    const before = await rowsOf([ids.main, ids.sibling]);
    const callers: [string, Record<string, string>, number][] = [
      ["merchant B", actors.headersB, 404],
      ["buyer", actors.headersBuyer, 403],
      ["visitor", {}, 401],
    ];
    for (const [who, headers, status] of callers)
      for (const route of routes()) {
        const answer = await call(route.method, route.url, headers, route.body);
        expect(answer.status, `${who} ${route.url}`).toBe(status);
      }
    for (const [, headers, status] of callers.slice(1)) {
      expect((await call("GET", `${BASE}/list`, headers)).status).toBe(status);
      expect((await call("POST", `${BASE}/create`, headers, payload())).status).toBe(status);
    }
    // B's list and create act on B's store only.
    const listB = await call("GET", `${BASE}/list?per_page=100`, actors.headersB);
    expect(listB.body.data.some((row: { id: number }) => row.id === ids.main)).toBe(false);
    expect(await rowsOf([ids.main, ids.sibling])).toEqual(before);
  });

  it("lets merchant A do each of them", async () => {
    for (const route of routes().reverse()) {
      if (route.url.endsWith("/delete") || route.url.endsWith("/deleteall")) continue;
      const answer = await call(route.method, route.url, actors.headersA, route.body);
      expect(answer.status, route.url).toBe(200);
    }
    expect((await call("POST", `${BASE}/deleteall`, actors.headersA, { product_ids: [ids.sibling] })).status).toBe(200);
    expect((await call("POST", `${BASE}/delete`, actors.headersA, { product_id: ids.main })).status).toBe(200);
    expect((await rowsOf([ids.main, ids.sibling])).map((row) => row.status)).toEqual(["DELETED", "DELETED"]);
  });

  it("refuses a store-less caller's and a visitor's bad bodies before reading them", async () => {
    expect((await call("POST", `${BASE}/create`, {}, { nonsense: true })).status).toBe(401);
  });
});

describe("deleted products elsewhere", () => {
  it("leave a buyer's cart line unbuyable", async () => {
    const made = await makeProduct(t, { merchant: actors.storeA, category: leaf });
    const added = await call("POST", "/api/cart/add", actors.headersBuyer, { products_id: made.id, qty: 1 });
    expect(added.status).toBe(200);
    await call("POST", `${BASE}/delete`, actors.headersA, { product_id: made.id });
    const cart = await call("POST", "/api/cart/list", actors.headersBuyer, {});
    const unprocessable = cart.body.meta.unprocessable as { products_id: number; reason: string }[];
    expect(unprocessable.find((item) => item.products_id === made.id)?.reason).toBe("deleted");
    const checkout = await call("POST", "/api/cart/singlecheckout", actors.headersBuyer, {
      products_id: made.id,
      qty: 1,
    });
    expect(checkout.status).toBeGreaterThanOrEqual(400);
    expect(await t.database.db.$count(product, sql`${product.id} = ${made.id} and ${product.status} = 'DELETED'`)).toBe(
      1,
    );
  });
});

describe("API description", () => {
  it("documents every merchant product call", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const base = "/merchant/dashboard/product";
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(
        ["list", "detail/{id}", "create", "edit", "setactive", "setnonactive", "delete", "deleteall"].map(
          (call) => `${base}/${call}`,
        ),
      ),
    );
  });
});
