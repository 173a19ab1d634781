import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { product } from "../../core/catalog/catalog.tables.ts";
import { merchant } from "../../core/merchant/merchant.tables.ts";
import { review } from "../../core/review/review.tables.ts";
import {
  makeBuyer,
  makeCategory,
  makeMerchant,
  makeProduct,
  makeProducts,
  makeReview,
  makeVariants,
  type Product,
  type Review,
} from "../../tests/support/factories.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
const HOUR = 3_600_000;
const LOGO = "/media/demo/logo/toko-kemeja-rapi.webp";
/** Three colours of one shirt; the first is the most reviewed product. */
let shirts: Product[];
let related: Product[];
/** A product outside any variant group, one without reviews, a hidden one (a shirt colour), one in a store of its own. */
let single: Product;
let unreviewed: Product;
let hidden: Product;
let alone: Product;
/** Reviews of the first shirt, newest first: one with photos and one the store replied to. */
let reviews: Review[];
let withPhotos: Review;
let replied: Review;
const REPLY = "Terima kasih, Kak! Ditunggu pesanan berikutnya.";
let productCount: number;

beforeAll(async () => {
  t = await createTestApp();
  const store = await makeMerchant(t, { name: "Toko Kemeja Rapi", logo: LOGO, isPkp: true });
  const category = await makeCategory(t, { name: "Kemeja", nameEn: "Shirts" });
  const photos = ["/media/demo/product/kemeja-1.webp", "/media/demo/product/kemeja-2.webp"];
  const own = { merchant: store, category };
  shirts = await makeVariants(t, [{ name: "Merah" }, { name: "Biru" }, { name: "Hijau" }], {
    ...own,
    sizes: ["S", "M", "L"],
    price: 150_000,
    basePrice: 200_000,
    photos,
  });
  related = await makeProducts(t, 3, own);
  single = await makeProduct(t, own);
  // Older catalogue rows carry no variant group at all.
  await t.database.db.update(product).set({ variant_group: null }).where(eq(product.id, single.id));
  unreviewed = await makeProduct(t, own);
  hidden = await makeProduct(t, { ...own, status: "HIDDEN" });
  // The hidden product is a fourth colour of the shirt: the product page must not offer it as a variant.
  const [shirtGroup] = await t.database.db
    .select({ variant_group: product.variant_group })
    .from(product)
    .where(eq(product.id, shirts[0]!.id));
  await t.database.db
    .update(product)
    .set({ variant_group: shirtGroup!.variant_group })
    .where(eq(product.id, hidden.id));
  alone = await makeProduct(t, { category });
  productCount = shirts.length + related.length + 4;

  const buyers = [await makeBuyer(t), await makeBuyer(t), await makeBuyer(t)];
  const points = [5, 4, 5, 3, 1, 2, 5, 4, 4, 5, 2, 3, 5, 1];
  const base = t.clock.now().getTime();
  reviews = [];
  for (const [index, point] of points.entries()) {
    reviews.push(
      await makeReview(t, shirts[0]!, {
        point,
        author: buyers[index % buyers.length],
        at: new Date(base - index * HOUR),
        attachments:
          index === 2
            ? [
                { url: "/media/demo/review/kemeja-a-1.webp", caption: "Warnanya pas" },
                { url: "/media/demo/review/kemeja-a-2.webp" },
              ]
            : [],
        // On the second page of all reviews, and the first of its star's.
        reply: index === 12 ? { message: REPLY, at: new Date(base - index * HOUR + HOUR / 2) } : undefined,
      }),
    );
  }
  withPhotos = reviews[2]!;
  replied = reviews[12]!;
  await makeReview(t, related[0]!, { point: 4 });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("GET /api/products/detail/{slug}", () => {
  it("answers the spec §3 product with its store, category path, variants and json_meta", async () => {
    const chosen = shirts[0]!;
    const response = await get(`/api/products/detail/${chosen.slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, meta: null });
    const data = body.data;
    const [row] = await t.database.db.select().from(product).where(eq(product.id, chosen.id));
    expect(data).toMatchObject({
      id: row!.id,
      slug: row!.slug,
      product_name: row!.name,
      photos: row!.photos,
      stock: row!.stock,
      publish_price: row!.publish_price,
      base_price: row!.base_price,
      merchant_discount_amount: row!.base_price - row!.publish_price,
      is_wishlist: false,
      rating_count: row!.rating_count,
      sold_count: row!.sold_count,
      description: row!.description,
      weight: row!.weight_grams,
      json_meta: {
        attribute_type: row!.attribute_type,
        attribute_value: row!.attribute_values,
        product_photos: row!.photos,
      },
    });
    expect(data.average_ratings).toBeCloseTo(Number(row!.rating_avg), 2);
    // Two decimals at most.
    expect(Math.round(data.merchant_discount_percentage * 100)).toBe(data.merchant_discount_percentage * 100);
    if (row!.base_price > row!.publish_price) {
      expect(data.merchant_discount_percentage).toBeCloseTo(
        ((row!.base_price - row!.publish_price) / row!.base_price) * 100,
        2,
      );
    }
    expect(data.category.map((node: { level: number }) => node.level)).toEqual([1, 2, 3]);
    expect(data.merchant).toMatchObject({
      id: row!.merchant_id,
      merchant_slug: expect.any(String),
      merchant_city: expect.any(String),
      province: expect.any(String),
    });
    expect(data.merchant.is_pkp).toBe("pkp");
    // Published only: the hidden product is not counted.
    expect(data.merchant.product_count).toBe(shirts.length + related.length + 2);
    expect(data.product_variant.map((variant: { id: number }) => variant.id)).toEqual(shirts.map((shirt) => shirt.id));
    expect(data.product_variant).toContainEqual(
      expect.objectContaining({ id: row!.id, slug: row!.slug, thumb: row!.photos[0] }),
    );
  });

  it("names categories in the request's language", async () => {
    const chosen = shirts[0]!;
    const inIndonesian = (await get(`/api/products/detail/${chosen.slug}`)).json().data.category;
    const inEnglish = (await get(`/api/products/detail/${chosen.slug}`, { "accept-language": "en" })).json().data
      .category;
    expect(inEnglish.at(-1).name).toBe("Shirts");
    expect(inIndonesian.at(-1).name).toBe("Kemeja");
    expect(inEnglish.map((node: { slug: string }) => node.slug)).toEqual(
      inIndonesian.map((node: { slug: string }) => node.slug),
    );
    expect((await get(`/api/products/detail/${chosen.slug}?lang=en`)).json().data.category).toEqual(inEnglish);
  });

  it("lists a product outside any variant group as its own only variant", async () => {
    const chosen = single;
    const data = (await get(`/api/products/detail/${chosen.slug}`)).json().data;
    expect(data.product_variant).toHaveLength(1);
    expect(data.product_variant[0]).toMatchObject({ id: chosen.id, slug: chosen.slug });
  });

  it("answers 404 in the envelope for an unknown slug, a hidden product and a closed store", async () => {
    const unknown = await get("/api/products/detail/tidak-ada-produk-ini");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, message: "Produk tidak ditemukan", data: null, meta: null });
    expect((await get("/api/products/detail/tidak-ada", { "accept-language": "en" })).json().message).toBe(
      "Product not found",
    );

    expect((await get(`/api/products/detail/${hidden.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/products/detail/${hidden.slug}/review`)).statusCode).toBe(404);

    const open = alone;
    expect((await get(`/api/products/detail/${open.slug}`)).statusCode).toBe(200);
    await t.database.db.update(merchant).set({ status: "closed" }).where(eq(merchant.id, open.merchantId));
    try {
      expect((await get(`/api/products/detail/${open.slug}`)).statusCode).toBe(404);
      expect((await get(`/api/products/detail/${open.slug}/review`)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(merchant).set({ status: "active" }).where(eq(merchant.id, open.merchantId));
    }
  });

  it("never lets the slug reach SQL as text and answers odd slugs with 404 or 422, never 500", async () => {
    for (const slug of [
      "'%20or%201=1--",
      "%27;drop%20table%20product;--",
      "%E2%9C%93",
      "a".repeat(255),
      "..%2F..%2Fetc",
      "%00",
      "a%00b",
    ]) {
      for (const path of [
        `/api/products/detail/${slug}`,
        `/api/products/detail/${slug}/review`,
        `/api/products/detail/${slug}/related`,
      ]) {
        const response = await get(path);
        expect([404, 422], path).toContain(response.statusCode);
        expect(response.json().code).toBe(response.statusCode);
      }
    }
    // The router does not match parameters past 100 characters: an overlong slug is simply unknown.
    expect((await get(`/api/products/detail/${"a".repeat(300)}`)).json()).toMatchObject({ code: 404, data: null });
    const [stillThere] = await t.database.db.select({ value: count() }).from(product);
    expect(stillThere!.value).toBe(productCount);
  });
});

describe("GET /api/products/detail/{slug}/related", () => {
  it("answers product cards of the product's category, never the product or its variants", async () => {
    const chosen = shirts[0]!;
    const response = await get(`/api/products/detail/${chosen.slug}/related`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, meta: null });
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        slug: expect.any(String),
        product_name: expect.any(String),
        merchant: expect.objectContaining({ merchant_city: expect.any(String) }),
      }),
    );
    // Every other visible product of the category, whichever the store; not the shirts, not the hidden one.
    const ids = body.data.map((card: { id: number }) => card.id);
    expect([...ids].sort((a: number, b: number) => a - b)).toEqual(
      [...related, single, unreviewed, alone].map((item) => item.id).sort((a, b) => a - b),
    );
  });

  it("answers 404 in the envelope for an unknown or hidden product", async () => {
    const unknown = await get("/api/products/detail/tidak-ada-produk-ini/related");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, message: "Produk tidak ditemukan", data: null, meta: null });
    expect((await get(`/api/products/detail/${hidden.slug}/related`)).statusCode).toBe(404);
  });
});

describe("GET /api/products/detail/{slug}/review", () => {
  const mostReviewed = () => shirts[0]!;

  it("answers the review info, the newest reviews first and the pagination meta", async () => {
    const chosen = mostReviewed();
    const response = await get(`/api/products/detail/${chosen.slug}/review`);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    const rows = await t.database.db
      .select()
      .from(review)
      .where(eq(review.product_id, chosen.id))
      .orderBy(desc(review.created_at), desc(review.id));
    expect(rows.map((row) => row.id)).toEqual(reviews.map((made) => made.id));
    expect(data.total_ulasan).toBe(rows.length);
    const groups = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 } as Record<string, number>;
    for (const row of rows) groups[String(row.point)]! += 1;
    expect(data.count_rating_group).toEqual(groups);
    expect(data.rating_avg).toBeCloseTo(rows.reduce((sum, row) => sum + row.point, 0) / rows.length, 2);
    expect(data.point).toBeNull();
    expect(data.reviews.map((item: { id: number }) => item.id)).toEqual(rows.slice(0, 10).map((row) => row.id));
    // The times come through JSON in the reading: each is the stored instant, written as toISOString writes it.
    expect(data.reviews.map((item: { created_at: string }) => item.created_at)).toEqual(
      rows.slice(0, 10).map((row) => row.created_at.toISOString()),
    );
    expect(meta).toMatchObject({
      current_page: 1,
      per_page: 10,
      last_page: Math.max(1, Math.ceil(rows.length / 10)),
      total: rows.length,
      from: 1,
      prev_page_url: null,
    });
    const first = data.reviews[0];
    expect(first).toMatchObject({
      point: expect.any(Number),
      message: expect.any(String),
      user: { fullname: expect.any(String) },
      attachment: expect.any(Array),
      reply: expect.any(Array),
    });
    expect(new Date(first.created_at).toISOString()).toBe(first.created_at);
  });

  it("carries attachments, merchant replies with the store's name and logo, and buyer photos", async () => {
    const chosen = mostReviewed();
    const attachments = withPhotos.attachments;
    expect(attachments).toHaveLength(2);
    const { data } = (await get(`/api/products/detail/${chosen.slug}/review`)).json();
    const found = data.reviews.find((item: { id: number }) => item.id === withPhotos.id);
    expect(found.attachment).toEqual(attachments);
    expect(data.photos).toEqual(attachments.map((item) => ({ ...item, review_id: withPhotos.id })));

    // The replied review is on the second page of all reviews, and on the first of its star's.
    const page2 = (await get(`/api/products/detail/${chosen.slug}/review?page=2`)).json().data;
    expect(page2.reviews.map((item: { id: number }) => item.id)).toContain(replied.id);
    const filtered = (await get(`/api/products/detail/${chosen.slug}/review?point=${replied.point}`)).json().data;
    const withReply = filtered.reviews.find((item: { id: number }) => item.id === replied.id);
    expect(withReply.reply).toEqual([
      {
        message: REPLY,
        created_at: new Date(replied.createdAt.getTime() + HOUR / 2).toISOString(),
        merchant: { merchant_name: "Toko Kemeja Rapi", merchant_photos: { url: LOGO } },
      },
    ]);
  });

  it("filters the list by star while the summary keeps every review", async () => {
    const chosen = mostReviewed();
    const all = (await get(`/api/products/detail/${chosen.slug}/review`)).json().data;
    for (const point of [1, 2, 3, 4, 5]) {
      const response = await get(`/api/products/detail/${chosen.slug}/review?point=${point}&per_page=50`);
      expect(response.statusCode).toBe(200);
      const { data, meta } = response.json();
      expect(data.point).toBe(point);
      expect(data.reviews.every((item: { point: number }) => item.point === point)).toBe(true);
      expect(data.reviews).toHaveLength(all.count_rating_group[String(point)]);
      expect(meta.total).toBe(all.count_rating_group[String(point)]);
      expect(data.total_ulasan).toBe(all.total_ulasan);
      expect(data.count_rating_group).toEqual(all.count_rating_group);
    }
  });

  it("pages through the list without overlap, with next/prev links that keep the filter", async () => {
    const chosen = related[1]!;
    // Enough reviews of one star for three pages, by one buyer, a minute apart.
    const reviewer = await makeBuyer(t);
    const base = t.clock.now().getTime();
    for (let n = 0; n < 23; n++)
      await makeReview(t, chosen, { point: 2, author: reviewer, at: new Date(base - n * 60_000) });
    const expected = await t.database.db
      .select({ id: review.id })
      .from(review)
      .where(and(eq(review.product_id, chosen.id), eq(review.point, 2)))
      .orderBy(desc(review.created_at), desc(review.id));
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const { data, meta } = (await get(`/api/products/detail/${chosen.slug}/review?point=2&page=${page}`)).json();
      expect(meta.current_page).toBe(page);
      expect(meta.last_page).toBe(Math.ceil(expected.length / 10));
      seen.push(...data.reviews.map((item: { id: number }) => item.id));
      if (page < meta.last_page)
        expect(meta.next_page_url).toBe(`/api/products/detail/${chosen.slug}/review?point=2&page=${page + 1}`);
      if (page > 1)
        expect(meta.prev_page_url).toBe(`/api/products/detail/${chosen.slug}/review?point=2&page=${page - 1}`);
    }
    expect(expected).toHaveLength(23);
    expect(seen).toEqual(expected.map((row) => row.id).slice(0, 30));
    const past = (await get(`/api/products/detail/${chosen.slug}/review?point=2&page=99`)).json();
    expect(past.data.reviews).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 99, from: null, to: null, next_page_url: null });
  });

  it("answers a product without reviews with zeros and an empty list", async () => {
    const chosen = unreviewed;
    const [reviews] = await t.database.db
      .select({ value: count() })
      .from(review)
      .where(eq(review.product_id, chosen.id));
    expect(reviews!.value).toBe(0);
    const { data, meta } = (await get(`/api/products/detail/${chosen.slug}/review`)).json();
    expect(data).toEqual({
      rating_avg: 0,
      total_ulasan: 0,
      count_rating_group: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
      photos: [],
      point: null,
      reviews: [],
    });
    expect(meta).toMatchObject({ total: 0, last_page: 1, current_page: 1 });
  });

  it("refuses a bad point or page with 422 naming the field, in the request's language", async () => {
    const chosen = mostReviewed();
    for (const query of [
      "point=0",
      "point=6",
      "point=2.5",
      "point=bintang",
      "page=0",
      "page=-1",
      "page=abc",
      "page=1.5",
      "per_page=500",
      "sort=new",
    ]) {
      const response = await get(`/api/products/detail/${chosen.slug}/review?${query}`);
      expect(response.statusCode, query).toBe(422);
      const body = response.json();
      expect(body.code).toBe(422);
      expect(Object.keys(body.errors)).toEqual([query.split("=")[0]]);
    }
    expect((await get(`/api/products/detail/${chosen.slug}/review?point=9`)).json().errors.point).toBe(
      "Filter bintang harus 1 sampai 5",
    );
    expect(
      (await get(`/api/products/detail/${chosen.slug}/review?point=9`, { "accept-language": "en" })).json().errors
        .point,
    ).toBe("The star filter must be 1 to 5");
    expect((await get(`/api/products/detail/tidak-ada/review?point=3`)).statusCode).toBe(404);
  });

  it("is documented in the OpenAPI description with its query parameters", async () => {
    const spec = (await get("/api/docs/json")).json();
    const operation = spec.paths["/products/detail/{slug}/review"].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(["slug", "page", "point"]),
    );
    expect(spec.paths["/products/detail/{slug}"].get).toBeDefined();
  });
});
