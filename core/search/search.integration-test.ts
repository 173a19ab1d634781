import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFlashPricing } from "../flashsale/index.ts";
import { fixedClock } from "../shared/clock.ts";
import { growCatalog } from "../../db/seed/index.ts";
import { rowsOf, type DatabaseHandle } from "../../db/client.ts";
import { makeBuyer, makeSearchCatalogue } from "../../tests/support/factories.ts";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { EMPTY_FILTERS, SORT_IDS } from "./search.view.ts";
import {
  createSearchRepository,
  createSearchService,
  createSearchServiceWith,
  refreshSearchVocabulary,
} from "./index.ts";
import type { ListWhere } from "./search.repository.ts";
import { CACHED_IDS, LISTING_CACHE_SIZE } from "./search.service.ts";
import { searchBoost } from "./ranking.ts";

let database: DatabaseHandle;
const clock = fixedClock(new Date("2026-11-20T03:00:00Z"));
const one = async <T>(statement: ReturnType<typeof sql>): Promise<T> =>
  rowsOf<T>(await database.db.execute(statement))[0]!;

/** Runs `check` while the first product a shopper may see also carries 'Zebrakuda', a word no other name has; its name is put back after. */
async function whileNamedZebrakuda(check: (id: number) => Promise<void>) {
  const { id, name } = await one<{ id: number; name: string }>(
    sql`select p.id, p.name from product p join merchant m on m.id = p.merchant_id where p.status = 'PUBLISH' and m.status = 'active' order by p.id limit 1`,
  );
  await database.db.execute(sql`update product set name = name || ' Zebrakuda' where id = ${id}`);
  try {
    await check(id);
  } finally {
    await database.db.execute(sql`update product set name = ${name} where id = ${id}`);
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  const world = { database, clock };
  await makeSearchCatalogue(world);
  // The reviewers growCatalog draws its reviews from.
  for (let n = 1; n <= 5; n++) await makeBuyer(world, { email: `pembeli${n}@pasar.test` });
});
afterAll(async () => {
  await database?.close();
});

describe("the search index under bulk inserts", () => {
  it("indexes every product growCatalog adds and keeps the vocabulary usable", async () => {
    // From a small catalogue of shirts, T-shirts and running shoes (the leaves growCatalog knows).
    const grown = await growCatalog(database.db, { products: 1300, clock });
    expect(grown.total).toBe(1300);
    const counts = await one<{ products: number; unindexed: number }>(
      sql`select count(*)::int as products, count(*) filter (where search_vector is null)::int as unindexed from product`,
    );
    expect(counts).toEqual({ products: 1300, unindexed: 0 });

    // Triggers already hold every word; the refresh only recounts.
    const missing = await one<{ n: number }>(sql`
      select count(*)::int as n from (select distinct search_words(name) as word from product) w
      where not exists (select 1 from search_term t where t.term = w.word)`);
    expect(missing.n).toBe(0);
    const words = await refreshSearchVocabulary(database.db);
    const kemeja = await one<{ ndoc: number; actual: number }>(sql`
      select (select ndoc from search_term where term = 'kemeja') as ndoc,
             (select count(*)::int from product where name ilike '%kemeja%') +
             (select count(*)::int from category where (name || ' ' || name_en) ilike '%kemeja%') +
             (select count(*)::int from merchant where name ilike '%kemeja%') as actual`);
    // One term per distinct word of every product, category (both languages) and store name.
    const distinct = await one<{ n: number }>(sql`
      select count(distinct word)::int as n from (
        select search_words(name) as word from product
        union all select search_words(name || ' ' || name_en) from category
        union all select search_words(name) from merchant) w`);
    expect(words).toBe(distinct.n);
    expect(words).toBeGreaterThan(100);
    expect(kemeja.ndoc).toBe(kemeja.actual);
  });

  it("stores the relevance boost exactly as ranking.ts computes it", async () => {
    // One product sold out, so the rows below hold both sides of the stock factor.
    await database.db.execute(sql`update product set stock = 0 where id = (select min(id) from product)`);
    const list = rowsOf<{
      sold_count: number;
      rating_avg: number;
      rating_count: number;
      stock: number;
      search_boost: number;
    }>(
      await database.db.execute(
        sql`(select sold_count, rating_avg::float8 as rating_avg, rating_count, stock, search_boost from product order by id limit 200)
            union all (select sold_count, rating_avg::float8, rating_count, stock, search_boost from product where stock = 0 limit 20)`,
      ),
    );
    expect(list.some((row) => row.stock === 0)).toBe(true);
    for (const row of list)
      expect(row.search_boost).toBeCloseTo(searchBoost(row.sold_count, row.rating_avg, row.rating_count, row.stock), 9);
  });

  it("narrows to a chosen subcategory when its parent is chosen too", async () => {
    const search = createSearchService({
      db: database.db,
      clock,
      flashSales: createFlashPricing({ db: database.db, clock }),
    });
    const tree = await search.categoryTree("id");
    const top = tree.find((node) => node.slug === "fashion-pria")!;
    const sub = top.child[0]!;
    const pageUrl = (page: number) => `?page=${page}`;
    const both = await search.list({ ...EMPTY_FILTERS, categories: [top.id, sub.id] }, { lang: "id", pageUrl });
    const onlySub = await search.list({ ...EMPTY_FILTERS, categories: [sub.id] }, { lang: "id", pageUrl });
    expect(both.meta.total).toBe(onlySub.meta.total);
    expect(both.facets.categories.find((item) => item.id === top.id)).toMatchObject({ selected: true });
  });
});

describe("a search's single pass", () => {
  const where: ListWhere = {
    tsquery: "pria",
    scopeCategoryIds: null,
    categoryIds: null,
    brands: [],
    storetype: ["regular"],
    cities: [],
    priceMin: null,
    priceMax: null,
    rating: null,
  };

  it("pages every sort exactly as the listing query orders it", async () => {
    const repo = createSearchRepository(database.db);
    for (const sort of SORT_IDS) {
      for (const [limit, offset] of [
        [20, 0],
        [7, 5],
      ] as const) {
        const rows = await repo.facets(where, { sort, limit, offset });
        const hits = rows
          .filter((row) => row.facet === "hit")
          .sort((a, b) => a.n - b.n)
          .map((row) => Number(row.key));
        expect(hits.length, sort).toBeGreaterThan(0);
        expect(hits, sort).toEqual(await repo.pageIds(where, sort, limit, offset));
      }
    }
    const counted = await repo.facets(where);
    expect(counted.find((row) => row.facet === "total")).toEqual(
      (await repo.facets(where, { sort: "terkait", limit: 5, offset: 0 })).find((row) => row.facet === "total"),
    );
    expect(counted.some((row) => row.facet === "hit")).toBe(false);
  });
});

describe("header suggestions", () => {
  const ids = async (statement: ReturnType<typeof sql>) =>
    rowsOf<{ id: number }>(await database.db.execute(statement)).map((row) => Number(row.id));
  /** The default bounds, and bounds small enough to force the name index (step 2) and the unbounded walk (step 3). */
  const BOUNDS = [undefined, { walk: 20, matches: 20_000 }, { walk: 20, matches: 3 }];
  /** What the suggestions must be: the five best sellers a shopper may see whose names have the words. */
  const expected = (nameQuery: string) =>
    ids(sql`select p.id from product p join merchant m on m.id = p.merchant_id
            where p.status = 'PUBLISH' and m.status = 'active' and to_tsvector('pasar', p.name) @@ to_tsquery('pasar', ${nameQuery})
            order by p.search_boost desc, p.id desc limit 5`);
  /** Two name words that this many names (at least `min`, at most `max`) have together. */
  const pairIn = (min: number, max: number) =>
    one<{ q: string; n: number }>(sql`
      with words as (select term from search_term where term ~ '^[a-z]{4,}$' order by ndoc desc, term limit 40),
           pairs as (select a.term || ' & ' || b.term as q from words a join words b on a.term < b.term)
      select q, n from pairs, lateral (select count(*)::int as n from product where name_vector @@ to_tsquery('pasar', q)) c
      where n between ${min} and ${max} order by n desc, q limit 1`);

  it("are the best sellers whose names have the words, however far the bounded reads must go", async () => {
    const common = await pairIn(30, 100_000);
    const rare = await pairIn(1, 4);
    const apart = await pairIn(0, 0);
    const prefix = `${common.q.slice(0, -2)}:*`;
    expect(common.n).toBeGreaterThan(30);
    for (const bounds of BOUNDS) {
      const repo = createSearchRepository(database.db, clock, bounds);
      for (const nameQuery of [common.q, rare.q, apart.q, prefix]) {
        const want = await expected(nameQuery);
        expect(
          (await repo.productSuggestions(nameQuery, 5)).map((row) => row.id),
          `${nameQuery} ${JSON.stringify(bounds)}`,
        ).toEqual(want);
      }
    }
    expect(await expected(apart.q)).toEqual([]);
    expect(await expected(rare.q)).not.toEqual([]);

    // A hidden product leaves every path.
    const [top] = await expected(common.q);
    await database.db.execute(sql`update product set status = 'HIDDEN' where id = ${top!}`);
    try {
      for (const bounds of BOUNDS) {
        const found = await createSearchRepository(database.db, clock, bounds).productSuggestions(common.q, 5);
        expect(found.map((row) => row.id)).not.toContain(top);
        expect(found).toHaveLength(5);
      }
    } finally {
      await database.db.execute(sql`update product set status = 'PUBLISH' where id = ${top!}`);
    }
  });

  it("keep which products they are for a minute per query, and read those products fresh", async () => {
    const repo = createSearchRepository(database.db, clock);
    const searched: string[] = [];
    let now = 0;
    const search = createSearchServiceWith(
      {
        ...repo,
        productSuggestions: (query: string, limit: number) => (
          searched.push(query),
          repo.productSuggestions(query, limit)
        ),
      },
      createFlashPricing({ db: database.db, clock }),
      { now: () => now },
    );
    const common = await pairIn(30, 100_000);
    const apart = await pairIn(0, 0);
    const typed = (query: string) => query.replace(" & ", " ");
    const suggested = async (query: string) =>
      (await search.autocomplete({ search: typed(query) }, "id")).products.map((row) => row.id);

    const first = await suggested(common.q);
    expect(first).toHaveLength(5);
    expect(await suggested(common.q)).toEqual(first);
    expect(await suggested(apart.q)).toEqual([]);
    expect(await suggested(apart.q)).toEqual([]);
    // The box completes the last word: 'kaos pol' looks for 'kaos & pol:*'.
    const asked = (query: string) => `${query}:*`;
    expect(searched).toEqual([asked(common.q), asked(apart.q)]);

    // A product hidden meanwhile leaves the kept suggestions at once.
    await database.db.execute(sql`update product set status = 'HIDDEN' where id = ${first[0]!}`);
    try {
      expect(await suggested(common.q)).toEqual(first.slice(1));
      now += 60_000;
      const later = await suggested(common.q);
      expect(later).toHaveLength(5);
      expect(later).not.toContain(first[0]);
      expect(searched).toEqual([asked(common.q), asked(apart.q), asked(common.q)]);
    } finally {
      await database.db.execute(sql`update product set status = 'PUBLISH' where id = ${first[0]!}`);
    }
  });

  it("follow a product's new name, and never a category's", async () => {
    const search = createSearchService({
      db: database.db,
      clock,
      flashSales: createFlashPricing({ db: database.db, clock }),
    });
    await whileNamedZebrakuda(async (product) => {
      const found = await search.autocomplete({ search: "zebraku" }, "id");
      expect(found.products.map((row) => row.id)).toEqual([product]);
    });
    // Every product of a category named with a word, and none whose own name has it: not suggested.
    const categoryOnly = await one<{ term: string } | undefined>(sql`
      select t.term from search_term t where t.term ~ '^[a-z]{4,}$'
        and exists (select 1 from category c where to_tsvector('pasar', c.name) @@ to_tsquery('pasar', t.term))
        and not exists (select 1 from product p where to_tsvector('pasar', p.name) @@ to_tsquery('pasar', t.term))
      order by t.term limit 1`);
    expect(categoryOnly).toBeDefined();
    expect((await search.autocomplete({ search: categoryOnly!.term }, "id")).products).toEqual([]);
  });
});

describe("large listings are kept for a minute", () => {
  const pageUrl = (page: number) => `?page=${page}`;
  const pria = { ...EMPTY_FILTERS, search: "pria", per_page: 10 };
  let now = 0;
  const serviceKeeping = (cachedListing: number) =>
    createSearchServiceWith(createSearchRepository(database.db), createFlashPricing({ db: database.db, clock }), {
      cachedListing,
      now: () => now,
    });
  const hide = (id: number, status: "HIDDEN" | "PUBLISH") =>
    database.db.execute(sql`update product set status = ${status} where id = ${id}`);

  it("keeps counts and order, but reads cards fresh, until the minute is over", async () => {
    const search = serviceKeeping(1);
    const first = await search.list(pria, { lang: "id", pageUrl });
    const [top, second] = first.products;
    await hide(top!.id, "HIDDEN");
    try {
      const kept = await search.list(pria, { lang: "id", pageUrl });
      expect(kept.meta.total).toBe(first.meta.total);
      expect(kept.facets).toEqual(first.facets);
      // The hidden product is left out of the page at once.
      expect(kept.products.map((card) => card.id)).toEqual(first.products.slice(1).map((card) => card.id));

      now += 60_000;
      const recounted = await search.list(pria, { lang: "id", pageUrl });
      expect(recounted.meta.total).toBe(first.meta.total - 1);
      expect(recounted.products[0]!.id).toBe(second!.id);
      expect(recounted.products).toHaveLength(10);
    } finally {
      await hide(top!.id, "PUBLISH");
    }
  });

  it("answers pages past the kept ones from the database, in the same order", async () => {
    const search = serviceKeeping(1);
    const exact = serviceKeeping(Number.MAX_SAFE_INTEGER);
    // The most common word, and no word at all: a search's pass and the index-ordered listing.
    const common = await one<{ term: string }>(sql`
      select term from search_term order by (select count(*) from product where search_vector @@ to_tsquery('pasar', term)) desc, term limit 1`);
    for (const listing of [
      { ...EMPTY_FILTERS, search: common.term },
      { ...EMPTY_FILTERS, sort: "termurah" as const },
    ]) {
      const total = (await exact.list(listing, { lang: "id", pageUrl })).meta.total;
      expect(total).toBeGreaterThan(CACHED_IDS + 20);
      const deep = Math.floor(CACHED_IDS / 20) + 1;
      for (const page of [1, deep, deep, 2]) {
        const kept = await search.list({ ...listing, page }, { lang: "id", pageUrl });
        const fresh = await exact.list({ ...listing, page }, { lang: "id", pageUrl });
        expect(
          kept.products.map((card) => card.id),
          `${listing.search} page ${page}`,
        ).toEqual(fresh.products.map((card) => card.id));
        expect(kept.meta).toEqual(fresh.meta);
      }
    }
  });

  it("counts where a word of an empty search appears once a minute, for every search with that word", async () => {
    const repo = createSearchRepository(database.db);
    const counted: string[] = [];
    const search = createSearchServiceWith(
      {
        ...repo,
        categoriesMatching: (tsquery: string, limit: number) => (
          counted.push(tsquery),
          repo.categoriesMatching(tsquery, limit)
        ),
      },
      createFlashPricing({ db: database.db, clock }),
      { now: () => now },
    );
    const fresh = serviceKeeping(Number.MAX_SAFE_INTEGER);
    const empty = async (text: string) => {
      const found = await search.list({ ...EMPTY_FILTERS, search: text }, { lang: "id", pageUrl });
      expect(found.meta.total, text).toBe(0);
      // The same categories as counting anew.
      expect(found.spelling, text).toEqual(
        (await fresh.list({ ...EMPTY_FILTERS, search: text }, { lang: "id", pageUrl })).spelling,
      );
      return found.spelling.related_categories.map((item) => item.slug);
    };
    const first = await empty("kemeja laptop");
    expect(first).toContain("kemeja-pria");
    expect(await empty("kemeja laptop")).toEqual(first);
    expect(await empty("laptop kemeja")).toContain("kemeja-pria");
    expect(counted).toHaveLength(2);
    now += 60_000;
    await empty("kemeja laptop");
    expect(counted).toHaveLength(4);
  });

  it("keeps an empty listing for the minute too", async () => {
    const search = serviceKeeping(Number.MAX_SAFE_INTEGER);
    const zebra = { ...EMPTY_FILTERS, search: "zebrakuda" };
    expect((await search.list(zebra, { lang: "id", pageUrl })).meta.total).toBe(0);
    await whileNamedZebrakuda(async (id) => {
      expect((await search.list(zebra, { lang: "id", pageUrl })).meta.total).toBe(0);
      now += 60_000;
      const found = await search.list(zebra, { lang: "id", pageUrl });
      expect(found.products.map((card) => card.id)).toEqual([id]);
    });
  });

  it("keeps large listings while more searches than it keeps find nothing", async () => {
    let counted = 0;
    const repo = createSearchRepository(database.db);
    const search = createSearchServiceWith(
      { ...repo, facets: (...args: Parameters<typeof repo.facets>) => ((counted += 1), repo.facets(...args)) },
      createFlashPricing({ db: database.db, clock }),
      { cachedListing: 1, now: () => now },
    );
    const first = await search.list(pria, { lang: "id", pageUrl });
    expect(counted).toBe(1);
    // Empty listings without words, so no spelling look-up runs: prices no product has.
    for (let index = 0; index <= LISTING_CACHE_SIZE; index += 1) {
      const none = await search.list(
        { ...EMPTY_FILTERS, price_min: 1_000_000_000_000 + index },
        { lang: "id", pageUrl },
      );
      expect(none.meta.total).toBe(0);
    }
    expect(counted).toBe(LISTING_CACHE_SIZE + 2);
    expect((await search.list(pria, { lang: "id", pageUrl })).meta.total).toBe(first.meta.total);
    expect(counted).toBe(LISTING_CACHE_SIZE + 2);
  });

  it("recounts smaller listings on every request", async () => {
    const search = serviceKeeping(Number.MAX_SAFE_INTEGER);
    const first = await search.list(pria, { lang: "id", pageUrl });
    await hide(first.products[0]!.id, "HIDDEN");
    try {
      expect((await search.list(pria, { lang: "id", pageUrl })).meta.total).toBe(first.meta.total - 1);
    } finally {
      await hide(first.products[0]!.id, "PUBLISH");
    }
  });
});
