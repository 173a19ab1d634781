import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../shared/clock.ts";
import { growCatalog, seedDemoMarketplace } from "../../db/seed/index.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { EMPTY_FILTERS } from "./search.dto.ts";
import { createSearchService, refreshSearchVocabulary } from "./index.ts";
import { searchBoost } from "./ranking.ts";

let database: DatabaseHandle;
const clock = fixedClock(new Date("2026-11-20T03:00:00Z"));
const one = async <T>(statement: ReturnType<typeof sql>): Promise<T> => {
  const result = await database.db.execute(statement);
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
  return rows[0]!;
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoMarketplace(database.db, { products: 300, clock });
});
afterAll(async () => {
  await database?.close();
});

describe("the search index under bulk inserts", () => {
  it("indexes every product growCatalog adds and keeps the vocabulary usable", async () => {
    const grown = await growCatalog(database.db, { products: 1300, clock });
    expect(grown.total).toBe(1300);
    const counts = await one<{ products: number; unindexed: number }>(sql`select count(*)::int as products, count(*) filter (where search_vector is null)::int as unindexed from product`);
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
    expect(words).toBeGreaterThan(500);
    expect(kemeja.ndoc).toBe(kemeja.actual);
  });

  it("stores the relevance boost exactly as ranking.ts computes it", async () => {
    const rows = await database.db.execute(sql`select sold_count, rating_avg::float8 as rating_avg, rating_count, search_boost from product order by id limit 200`);
    const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: unknown[] }).rows) as { sold_count: number; rating_avg: number; rating_count: number; search_boost: number }[];
    for (const row of list) expect(row.search_boost).toBeCloseTo(searchBoost(row.sold_count, row.rating_avg, row.rating_count), 9);
  });

  it("narrows to a chosen subcategory when its parent is chosen too", async () => {
    const search = createSearchService({ db: database.db, clock });
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
