import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { query } from "../../db/seed/bulk.ts";
import { makeBuyer, makeCategory, makeMerchant, makeProduct } from "../../tests/support/factories.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import type { ProductCardDto } from "../catalog/index.ts";
import { createSearchRepository, createSearchServiceWith } from "../search/index.ts";
import { discountPercentage } from "../shared/money.ts";
import { createFlashPricing } from "./index.ts";

/*
 * Decision 0014 on the product cards of every listing: `flash`, a product the related list of `neighbour`
 * shows, goes on a flash sale of our own (quota 5); `plain` is on none.
 */
const t = useTestApp();
let start: Date;
let end: Date;
let buyerId: number;
let buyerHeaders: Record<string, string>;
let neighbour: string;
const homePages = (page: number) => `/?page=${page}`;
let flash: ProductCardDto;
let plain: ProductCardDto;
let merchantSlug: string;
let flashPrice: number;
let saleId: number;

const num = async (statement: ReturnType<typeof sql>) =>
  Number(Object.values((await query<Record<string, unknown>>(t.database.db, statement))[0]!)[0]);
const onNoSale = (card: ProductCardDto | undefined) =>
  card !== undefined && card.flash_sale === null && card.publish_price >= 20_000;

beforeAll(async () => {
  start = t.clock.now();
  end = new Date(start.getTime() + 2 * 3_600_000);
  const buyer = await makeBuyer(t);
  buyerId = buyer.userId;
  // Signed in once for the file: the cards are read signed in at every step.
  buyerHeaders = await buyer.signIn();
  const store = await makeMerchant(t);
  const shoes = await makeCategory(t, { name: "Sepatu Lari" });
  const neighbourProduct = await makeProduct(t, {
    merchant: store,
    category: shoes,
    name: "Sepatu Lari Ringan Wanita",
    price: 275_000,
  });
  const flashProduct = await makeProduct(t, {
    merchant: store,
    category: shoes,
    name: "Sepatu Lari Kilat Pria",
    price: 350_000,
  });
  const plainProduct = await makeProduct(t, { merchant: store, name: "Kaos Olahraga Polos", price: 89_000 });
  // A dearer shoe, so that no price range the tests search is empty: an empty listing is kept a minute (core/search).
  await makeProduct(t, { merchant: store, category: shoes, name: "Sepatu Gunung Tahan Air", price: 520_000 });
  neighbour = neighbourProduct.slug;
  flash = (await t.services.products.related(neighbour)).find((card) => card.id === flashProduct.id)!;
  plain = (await t.services.catalog.recommendations(1, homePages)).items.find((card) => card.id === plainProduct.id)!;
  expect([flash, plain].every((card) => onNoSale(card))).toBe(true);
  merchantSlug = flash.merchant.merchant_slug;
  flashPrice = Math.floor((flash.publish_price * 0.79) / 100) * 100;
  saleId = await num(sql`insert into flash_sale (name, slug, starts_at, ends_at)
    values ('Kartu Kilat', 'kartu-kilat', ${new Date(start.getTime() - 3_600_000).toISOString()}::timestamptz, ${end.toISOString()}::timestamptz) returning id`);
  await t.database.db.execute(
    sql`insert into flash_sale_product (flash_sale_id, product_id, flash_price, quota, sold) values (${saleId}, ${flash.id}, ${flashPrice}, 5, 0)`,
  );
});
afterEach(async () => {
  t.clock.set(start);
  await t.database.db.execute(sql`update flash_sale_product set sold = 0 where flash_sale_id = ${saleId}`);
});

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await t.app.inject({ method: "GET", url, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as T;
}

/** The flash and plain products' cards in every listing that shows them, through the API and the services. */
async function cardsEverywhere(): Promise<
  { where: string; card: ProductCardDto | undefined; other?: ProductCardDto | undefined }[]
> {
  const name = encodeURIComponent(flash.product_name);
  const ranked = (await t.services.catalog.recommendations(20, homePages, { upTo: true })).items;
  const page = Math.floor(ranked.findIndex((card) => card.id === flash.id) / 18) + 1;
  const plainPage = Math.floor(ranked.findIndex((card) => card.id === plain.id) / 18) + 1;
  const headers = buyerHeaders;
  const find = (cards: ProductCardDto[], id: number) => cards.find((card) => card.id === id);
  return [
    {
      where: "/api/products/list",
      card: find(
        (await get<{ products: ProductCardDto[] }>(`/api/products/list?search=${name}&per_page=60`)).products,
        flash.id,
      ),
    },
    {
      where: "/api/homepage/products/recomendation",
      card: find(await get(`/api/homepage/products/recomendation?page=${page}`), flash.id),
      other: find(await get(`/api/homepage/products/recomendation?page=${plainPage}`), plain.id),
    },
    {
      where: "/api/merchant/products",
      card: find(await get(`/api/merchant/products/${merchantSlug}?search=${name}&per_page=60`), flash.id),
    },
    {
      where: "/api/wishlist/my",
      card: find(await get("/api/wishlist/my", headers), flash.id),
      other: find(await get("/api/wishlist/my", headers), plain.id),
    },
    {
      where: "search page",
      card: find(
        (
          await t.services.search.list(
            t.services.search.parseListFilters({ search: flash.product_name, per_page: "60" }),
            { lang: "id", pageUrl: String },
          )
        ).products,
        flash.id,
      ),
    },
    { where: "related products", card: find(await t.services.products.related(neighbour), flash.id) },
    { where: "home recommendations", card: find(ranked, flash.id), other: find(ranked, plain.id) },
  ];
}

describe("product cards of a product on flash sale", () => {
  beforeAll(async () => {
    await t.services.wishlist.toggle(buyerId, flash.id);
    await t.services.wishlist.toggle(buyerId, plain.id);
  });

  it("carry the flash price and its discount against the normal price, in the API and the pages' data", async () => {
    const expected = {
      flash_sale_id: saleId,
      flash_price: flashPrice,
      discount_percentage: discountPercentage(flash.publish_price, flashPrice),
    };
    expect(expected.discount_percentage).toBeGreaterThan(20);
    for (const { where, card, other } of await cardsEverywhere()) {
      expect(card, where).toBeDefined();
      expect(card!.flash_sale, where).toEqual(expected);
      // publish_price stays the normal price everywhere in the API.
      expect(card!.publish_price, where).toBe(flash.publish_price);
      if (other) expect(other.flash_sale, where).toBeNull();
    }
  });

  it("carry the normal price once the sale ends", async () => {
    t.clock.set(end);
    for (const { where, card } of await cardsEverywhere()) {
      expect(card, where).toBeDefined();
      expect(card!.flash_sale, where).toBeNull();
    }
  });

  it("carry the normal price once the quota is used up, and the flash price while one unit is left", async () => {
    await t.database.db.execute(sql`update flash_sale_product set sold = 4 where flash_sale_id = ${saleId}`);
    for (const { where, card } of await cardsEverywhere())
      expect(card!.flash_sale?.flash_price, where).toBe(flashPrice);
    await t.database.db.execute(sql`update flash_sale_product set sold = 5 where flash_sale_id = ${saleId}`);
    for (const { where, card } of await cardsEverywhere()) expect(card!.flash_sale, where).toBeNull();
  });

  it("price the product page's own product and its related cards from the offers of the moment", async () => {
    expect((await t.services.products.detail(flash.slug, "id")).flash_sale).toMatchObject({
      flash_sale_id: saleId,
      flash_price: flashPrice,
      remaining: 5,
    });
    await t.database.db.execute(sql`update flash_sale_product set sold = 5 where flash_sale_id = ${saleId}`);
    expect((await t.services.products.detail(flash.slug, "id")).flash_sale).toBeNull();
    expect((await t.services.products.related(neighbour)).find((card) => card.id === flash.id)?.flash_sale).toBeNull();
  });

  it("are priced fresh even when the search listing is kept (decision 0007)", async () => {
    const keeping = createSearchServiceWith(
      createSearchRepository(t.database.db),
      createFlashPricing({ db: t.database.db, clock: t.clock }),
      { cachedListing: 1 },
    );
    const list = async () => {
      const filters = keeping.parseListFilters({ search: flash.product_name, per_page: "60" });
      return (await keeping.list(filters, { lang: "id", pageUrl: String })).products.find(
        (card) => card.id === flash.id,
      )!;
    };
    await t.database.db.execute(sql`update flash_sale_product set sold = 5 where flash_sale_id = ${saleId}`);
    expect((await list()).flash_sale).toBeNull();
    await t.database.db.execute(sql`update flash_sale_product set sold = 0 where flash_sale_id = ${saleId}`);
    expect((await list()).flash_sale).toMatchObject({ flash_price: flashPrice });
  });

  it("are suggested by the header search at the price they show", async () => {
    type Suggested = { id: number; publish_price: number; flash_price: number | null };
    const suggested = async () =>
      (
        await get<{ products: Suggested[] }>(
          `/api/header/search/autocomplete?search=${encodeURIComponent(flash.product_name)}`,
        )
      ).products.find((product) => product.id === flash.id);
    expect(await suggested()).toMatchObject({ publish_price: flash.publish_price, flash_price: flashPrice });
    await t.database.db.execute(sql`update flash_sale_product set sold = 5 where flash_sale_id = ${saleId}`);
    expect(await suggested()).toMatchObject({ publish_price: flash.publish_price, flash_price: null });
  });

  it("are found and ordered by the price they show: a price range and cheapest first read the flash price", async () => {
    const shown = (card: ProductCardDto) => card.flash_sale?.flash_price ?? card.publish_price;
    const word = flash.product_name.split(" ")[0]!;
    const search = async (query: Record<string, string>) =>
      (
        await t.services.search.list(t.services.search.parseListFilters({ search: word, per_page: "60", ...query }), {
          lang: "id",
          pageUrl: String,
        })
      ).products;
    const listed = async (query: string) =>
      (await get<{ products: ProductCardDto[] }>(`/api/products/list?per_page=60&${query}`)).products;
    const ids = (cards: ProductCardDto[]) => cards.map((card) => card.id);

    // Within the range by its flash price only, and out of one above it.
    expect(ids(await search({ price_max: String(flashPrice) }))).toContain(flash.id);
    expect(ids(await search({ price_min: String(flashPrice + 1) }))).not.toContain(flash.id);
    expect(ids(await listed(`price_min=${flashPrice}&price_max=${flashPrice}`))).toContain(flash.id);

    // A flash price below every normal price puts it first, with words (one pass) and without (page query).
    await t.database.db.execute(sql`update flash_sale_product set flash_price = 100 where flash_sale_id = ${saleId}`);
    try {
      const cheapest = await search({ sort: "termurah" });
      expect(cheapest[0]?.id).toBe(flash.id);
      expect(cheapest.map(shown)).toEqual(cheapest.map(shown).sort((a, b) => a - b));
      expect((await listed("sort=termurah&price_max=100000"))[0]?.id).toBe(flash.id);
    } finally {
      await t.database.db.execute(
        sql`update flash_sale_product set flash_price = ${flashPrice} where flash_sale_id = ${saleId}`,
      );
    }

    // Quota used up: the normal price again.
    await t.database.db.execute(sql`update flash_sale_product set sold = 5 where flash_sale_id = ${saleId}`);
    expect(ids(await search({ price_max: String(flashPrice) }))).not.toContain(flash.id);
    expect(ids(await search({ price_min: String(flashPrice + 1) }))).toContain(flash.id);
  });
});
