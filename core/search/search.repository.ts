import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import { category, product } from "../catalog/catalog.tables.ts";
import { cardsByIds, categoryRows, visibleProduct, type CategoryRow as CatalogCategoryRow } from "../catalog/index.ts";
import { runningFlashPrices, runningOfferColumn } from "../flashsale/index.ts";
import { joinStoreCity, storeLocation } from "../merchant/index.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { city } from "../region/region.tables.ts";
import { systemClock, type Clock } from "../shared/clock.ts";
import { pick } from "../shared/objects.ts";
import type { WordLookup } from "./query-text.ts";
import type { SortId, StoreType } from "./search.view.ts";
import { searchTerm } from "./search.tables.ts";

/**
 * Every query of search and listings. Shopper input reaches SQL only as bound parameters: tsquery texts are
 * built from letters and digits (query-text.ts) and passed to to_tsquery as a parameter, ids as int[] /
 * text[] parameters.
 */

/** A category as search reads it: the catalogue's row plus its menu order. */
export type CategoryRow = CatalogCategoryRow & { sort_order: number };

/** The conditions of one listing; null means 'no such filter'. */
export interface ListWhere {
  tsquery: string | null;
  /** A category page's own category and its descendants. */
  scopeCategoryIds: number[] | null;
  /** categories[]: the chosen categories and their descendants. */
  categoryIds: number[] | null;
  brands: number[];
  storetype: StoreType[];
  cities: string[];
  priceMin: number | null;
  priceMax: number | null;
  rating: number | null;
}

/** A count of one facet option, the total, or (`hit`) one product of the requested page: key its id, n its place. */
export interface FacetRow {
  facet: "category" | "brand" | "storetype" | "city" | "total" | "hit";
  key: string;
  n: number;
  name: string | null;
  slug: string | null;
  photo: string | null;
}

const intArray = (ids: readonly number[]) => sql`${sql.param(ids)}::int[]`;
const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
const tsq = (text: string) => sql`to_tsquery('pasar', ${text})`;
/** How many matching product names a completion after other words is drawn from. */
const COMPLETION_SAMPLE = 300;
/** Matches counted to say which categories an empty search's words appear in most (categoriesMatching). */
const CATEGORY_SAMPLE = 2_000;
// Spelled as idx_product_search_boost_id is (DESC NULLS LAST), or the planner cannot read the order from it.
const byBoost = [sql`${product.search_boost} desc nulls last`, sql`${product.id} desc nulls last`];

/**
 * The price a card shows: the flash price while the product's offer runs (decision 0014), else the normal
 * one. It reads `offer_now`, the running offers (offersAt), which only a listing that filters or sorts by
 * price joins.
 */
const shownPrice = sql`least(${product.publish_price}, offer_now.flash_price)`;
const PRICE_SORTS: readonly SortId[] = ["termurah", "termahal"];

function readsShownPrice(where: ListWhere, sort: SortId | null): boolean {
  return where.priceMin !== null || where.priceMax !== null || (sort !== null && PRICE_SORTS.includes(sort));
}

/** The running offers shownPrice reads, as at `now`, and how a listing joins them. */
const offersAt = (now: Date) => sql`${runningFlashPrices(sql`${now.toISOString()}::timestamptz`)} offer_now`;
const offerOfProduct = sql`offer_now.product_id = ${product.id}`;

/** Conditions that narrow every count of a listing (not the facets' own filters). */
function baseConditions(where: ListWhere): SQL[] {
  const conditions: SQL[] = [];
  if (where.tsquery !== null) conditions.push(sql`${product.search_vector} @@ ${tsq(where.tsquery)}`);
  if (where.scopeCategoryIds) conditions.push(sql`${product.category_id} = any(${intArray(where.scopeCategoryIds)})`);
  if (where.priceMin !== null) conditions.push(sql`${shownPrice} >= ${where.priceMin}`);
  if (where.priceMax !== null) conditions.push(sql`${shownPrice} <= ${where.priceMax}`);
  if (where.rating !== null) conditions.push(sql`${product.rating_avg} >= ${where.rating}`);
  return conditions;
}

/** The four faceted filters; each facet counts with the other three applied (disjunctive faceting). */
function facetConditions(where: ListWhere) {
  return {
    category: where.categoryIds ? sql`${product.category_id} = any(${intArray(where.categoryIds)})` : sql`true`,
    brand: where.brands.length > 0 ? sql`${product.merchant_id} = any(${intArray(where.brands)})` : sql`true`,
    storetype: where.storetype.length > 0 ? sql`${merchant.storetype} = any(${textArray(where.storetype)})` : sql`true`,
    city: where.cities.length > 0 ? sql`${merchant.city_id} = any(${textArray(where.cities)})` : sql`true`,
  };
}

function orderFor(sort: SortId, tsquery: string | null): SQL[] {
  switch (sort) {
    case "terbaru":
      return [desc(product.created_at), desc(product.id)];
    case "terlaris":
      return [desc(product.sold_count), desc(product.id)];
    case "termurah":
      return [asc(shownPrice), desc(product.id)];
    case "termahal":
      return [desc(shownPrice), desc(product.id)];
    case "ulasan":
      return [desc(product.rating_avg), desc(product.rating_count), desc(product.id)];
    case "terkait":
      // ranking.ts: relevance = ts_rank × search_boost; without words the boost alone (indexed).
      return tsquery === null
        ? byBoost
        : [sql`ts_rank(${product.search_vector}, ${tsq(tsquery)}) * ${product.search_boost} desc`, desc(product.id)];
  }
}

/**
 * The same orders over the columns of the facet pass's `base` (see facets): what each sort reads from a
 * product, and how the page is ordered by it. The text rank is computed only for products that pass every
 * filter, the ones that can be shown.
 */
function passOrder(sort: SortId, tsquery: string, shown: SQL): { columns: SQL; order: SQL } {
  switch (sort) {
    case "terbaru":
      return { columns: sql`${product.created_at} as created_at`, order: sql`created_at desc, id desc` };
    case "terlaris":
      return { columns: sql`${product.sold_count} as sold_count`, order: sql`sold_count desc, id desc` };
    case "termurah":
      return { columns: sql`${shownPrice} as price`, order: sql`price asc, id desc` };
    case "termahal":
      return { columns: sql`${shownPrice} as price`, order: sql`price desc, id desc` };
    case "ulasan":
      return {
        columns: sql`${product.rating_avg} as rating_avg, ${product.rating_count} as rating_count`,
        order: sql`rating_avg desc, rating_count desc, id desc`,
      };
    case "terkait":
      return {
        columns: sql`case when ${shown} then ts_rank(${product.search_vector}, ${tsq(tsquery)}) * ${product.search_boost} end as score`,
        order: sql`score desc, id desc`,
      };
  }
}

/** Which products of a listing the facet pass also returns, in order (see facets). */
export interface PageRequest {
  sort: SortId;
  limit: number;
  offset: number;
}

/** How far the header box's product suggestions read before changing course (productSuggestions). */
export interface SuggestionBounds {
  /** Best sellers walked for matches. */
  walk: number;
  /** Matches read from the name index when few best sellers match. */
  matches: number;
}
const SUGGESTION_BOUNDS: SuggestionBounds = { walk: 2_000, matches: 20_000 };

/** What a product suggestion of the header box shows, besides the flash offer running now. */
const SUGGESTION_FIELDS = ["id", "slug", "name", "photos", "publish_price"] as const;

export function createSearchRepository(
  db: Executor,
  clock: Clock = systemClock,
  bounds: SuggestionBounds = SUGGESTION_BOUNDS,
) {
  /** The clock's now as a timestamptz value, for the flash offer running then. */
  const nowValue = () => sql`${clock.now().toISOString()}::timestamptz`;
  async function suggestionsByIds(ids: readonly number[]) {
    if (ids.length === 0) return [];
    return (
      db
        .select({ ...pick(product, SUGGESTION_FIELDS), offer: runningOfferColumn(product.id, nowValue()) })
        .from(product)
        // Joined: visibility is checked again, and Drizzle then names the table of every column; alone it
        // writes a bare "id", which the offer's subquery reads as the flash sale's own.
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .where(and(visibleProduct, sql`${product.id} = any(${intArray(ids)})`))
        .orderBy(...byBoost)
    );
  }

  return {
    async categories(): Promise<CategoryRow[]> {
      return categoryRows(db);
    },

    /** Changes whenever any category row changes: a one-row answer, so the tree can be cached safely. */
    async categoriesVersion(): Promise<string> {
      const rows = rowsOf<{ version: string }>(
        await db.execute(sql`
          select count(*)::text || ':' || coalesce(sum(hashtext(concat_ws('|', id, parent_id, level, name, name_en, slug, icon, sort_order))::bigint), 0)::text as version
          from ${category}`),
      );
      return rows[0]?.version ?? "";
    },

    /**
     * For each word: is it in the vocabulary; its Indonesian stem when stemming only removed a suffix and
     * the stem is known; and, for an unknown word, the three most similar known words (trigram index).
     */
    async lookupWords(words: readonly string[]): Promise<WordLookup[]> {
      if (words.length === 0) return [];
      const rows = rowsOf<{ word: string; known: boolean; stem: string | null; alternatives: string[] | null }>(
        await db.execute(sql`
          select w.word,
                 exists (select 1 from ${searchTerm} t where t.term = w.word) as known,
                 case when s.stem is not null and s.stem <> w.word and length(s.stem) >= 3
                           and left(w.word, length(s.stem)) = s.stem
                           and exists (select 1 from ${searchTerm} t where t.term = s.stem)
                      then s.stem end as stem,
                 case when exists (select 1 from ${searchTerm} t where t.term = w.word) then '{}'::text[]
                      else coalesce((
                        select array_agg(x.term order by x.sim desc, x.ndoc desc, x.term)
                        from (select t.term, similarity(t.term, w.word) as sim, t.ndoc
                              from ${searchTerm} t where t.term % w.word
                              order by sim desc, t.ndoc desc, t.term limit 3) x), '{}'::text[])
                 end as alternatives
          from unnest(${textArray(words)}) with ordinality as w(word, ord)
          left join lateral (select (ts_lexize('indonesian_stem', w.word))[1] as stem) s on true
          order by w.ord`),
      );
      return rows.map((row) => ({
        word: row.word,
        known: row.known,
        stem: row.stem,
        alternatives: row.alternatives ?? [],
      }));
    },

    /** Which of these spellings are known words, most used first. */
    async knownTerms(candidates: readonly string[], limit: number): Promise<string[]> {
      if (candidates.length === 0) return [];
      const rows = await db
        .select({ term: searchTerm.term })
        .from(searchTerm)
        .where(sql`${searchTerm.term} = any(${textArray(candidates)})`)
        .orderBy(desc(searchTerm.ndoc), asc(searchTerm.term))
        .limit(limit);
      return rows.map((row) => row.term);
    },

    /**
     * Facet counts and the total, in one pass over the matching products. With `page` (searches only: the
     * words keep the matches few), the same pass also ranks the products that pass every filter and returns
     * that page's ids as `hit` rows, so a search reads its matches once.
     */
    async facets(where: ListWhere, page: PageRequest | null = null): Promise<FacetRow[]> {
      const f = facetConditions(where);
      const conditions = [
        sql`${product.status} = 'PUBLISH'`,
        sql`${merchant.status} = 'active'`,
        ...baseConditions(where),
      ];
      const shown = sql`(${f.category}) and (${f.brand}) and (${f.storetype}) and (${f.city})`;
      const ranked = page && where.tsquery !== null ? passOrder(page.sort, where.tsquery, shown) : null;
      const hits = ranked
        ? sql`
          union all
          select 'hit', id::text, (row_number() over (order by ${ranked.order}))::int, null, null, null
          from (select * from base where f_category and f_brand and f_storetype and f_city
                order by ${ranked.order} limit ${page!.limit} offset ${page!.offset}) shown_page`
        : sql``;
      const rows = rowsOf<FacetRow>(
        await db.execute(sql`
          with base as materialized (
            select ${product.id} as id, ${product.category_id} as category_id, ${product.merchant_id} as merchant_id,
                   ${merchant.storetype} as storetype, ${merchant.city_id} as city_id,
                   (${f.category}) as f_category, (${f.brand}) as f_brand, (${f.storetype}) as f_storetype, (${f.city}) as f_city
                   ${ranked ? sql`, ${ranked.columns}` : sql``}
            from ${product} join ${merchant} on ${merchant.id} = ${product.merchant_id}
            ${readsShownPrice(where, ranked ? page!.sort : null) ? sql`left join ${offersAt(clock.now())} on ${offerOfProduct}` : sql``}
            where ${sql.join(conditions, sql` and `)}
          ),
          by_category as (select category_id as key, count(*)::int as n from base where f_brand and f_storetype and f_city group by category_id),
          by_brand as (select merchant_id as key, count(*)::int as n from base where f_category and f_storetype and f_city and storetype = 'official' group by merchant_id),
          by_storetype as (select storetype as key, count(*)::int as n from base where f_category and f_brand and f_city group by storetype),
          by_city as (select city_id as key, count(*)::int as n from base where f_category and f_brand and f_storetype group by city_id)
          select 'category' as facet, key::text as key, n, null::text as name, null::text as slug, null::text as photo from by_category
          union all
          select 'brand', b.key::text, b.n, m.name, m.slug, m.logo_url from by_brand b join ${merchant} m on m.id = b.key
          union all
          select 'storetype', key, n, null, null, null from by_storetype
          union all
          select 'city', b.key, b.n, c.name, null, null from by_city b join ${city} c on c.id = b.key
          union all
          select 'total', '', count(*)::int, null, null, null from base where f_category and f_brand and f_storetype and f_city
          ${hits}`),
      );
      return rows.map((row) => ({ ...row, n: Number(row.n) }));
    },

    /** The ids of one page of a listing in the chosen order, from product ⨝ merchant alone. */
    async pageIds(where: ListWhere, sort: SortId, limit: number, offset: number): Promise<number[]> {
      const f = facetConditions(where);
      const listing = db
        .select({ id: product.id })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .$dynamic();
      if (readsShownPrice(where, sort)) listing.leftJoin(offersAt(clock.now()), offerOfProduct);
      const rows = await listing
        .where(and(visibleProduct, ...baseConditions(where), f.category, f.brand, f.storetype, f.city))
        .orderBy(...orderFor(sort, where.tsquery))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => row.id);
    },

    /** Cards of these products that are still visible, in the order of `ids`. */
    cardsByIds(ids: readonly number[]) {
      return cardsByIds(db, ids);
    },

    /**
     * Whether a query finds any product a shopper may see. The matches are a materialized CTE so that they
     * are planned as a whole (the full-text index) and read only up to the first: with `limit 1` on the
     * join, the planner walked the whole table for two common words no product has together ('sepatu
     * laptop': 1 s at a million products), expecting an early match.
     */
    async hasMatch(tsquery: string): Promise<boolean> {
      const rows = rowsOf(
        await db.execute(sql`
          with matched as materialized (
            select ${product.merchant_id} as merchant_id from ${product}
            where ${product.status} = 'PUBLISH' and ${product.search_vector} @@ ${tsq(tsquery)})
          select 1 from matched join ${merchant} on ${merchant.id} = matched.merchant_id
          where ${merchant.status} = 'active' limit 1`),
      );
      return rows.length > 0;
    },

    /**
     * The categories (product categories, usually leaves) where a query finds most products, counted over
     * the first CATEGORY_SAMPLE matches: a common word matches a tenth of a million-product catalogue, and
     * counting all of it took 400–600 ms on PostgreSQL for a suggestion that needs only the largest few.
     */
    async categoriesMatching(tsquery: string, limit: number): Promise<{ category_id: number; n: number }[]> {
      const matched = db
        .select({ category_id: product.category_id })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .where(and(visibleProduct, sql`${product.search_vector} @@ ${tsq(tsquery)}`))
        .limit(CATEGORY_SAMPLE)
        .as("matched");
      const rows = await db
        .select({ category_id: matched.category_id, n: sql<number>`count(*)::int` })
        .from(matched)
        .groupBy(matched.category_id)
        .orderBy(sql`count(*) desc`, asc(matched.category_id))
        .limit(limit);
      return rows.map((row) => ({ category_id: row.category_id, n: Number(row.n) }));
    },

    async merchantsByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: merchant.id, name: merchant.name, slug: merchant.slug, logo_url: merchant.logo_url })
        .from(merchant)
        .where(sql`${merchant.id} = any(${intArray(ids)})`);
    },

    async citiesByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: city.id, name: city.name })
        .from(city)
        .where(sql`${city.id} = any(${textArray(ids)})`);
    },

    /** Cities of open stores with visible products, with their product counts. */
    async citiesWithProducts() {
      const rows = await joinStoreCity(
        db
          .select({ id: storeLocation.cityId, name: storeLocation.cityName, product_count: sql<number>`count(*)::int` })
          .from(product)
          .innerJoin(merchant, eq(merchant.id, product.merchant_id))
          .$dynamic(),
      )
        .where(visibleProduct)
        .groupBy(storeLocation.cityId, storeLocation.cityName)
        .orderBy(asc(storeLocation.cityName));
      return rows.map((row) => ({ ...row, product_count: Number(row.product_count) }));
    },

    /** Open official stores (the brands), with their visible product counts. */
    async officialBrands() {
      const rows = await db
        .select({
          id: merchant.id,
          slug: merchant.slug,
          name: merchant.name,
          logo_url: merchant.logo_url,
          product_count: sql<number>`count(${product.id})::int`,
        })
        .from(merchant)
        .leftJoin(product, and(eq(product.merchant_id, merchant.id), eq(product.status, "PUBLISH")))
        .where(and(eq(merchant.storetype, "official"), eq(merchant.status, "active")))
        .groupBy(merchant.id)
        .orderBy(asc(merchant.name), asc(merchant.id));
      return rows.map((row) => ({ ...row, product_count: Number(row.product_count) }));
    },

    /**
     * Words starting with `prefix` to complete a query. Alone: known words, most used first. After other
     * words (`context`, a tsquery of them): the most frequent matching words in the names of (a sample of)
     * the products those words find, so each completion finds products with them ('kaos p' → 'kaos polos').
     * The sample is unordered: ordering it would read every match, and any few hundred names tell which
     * words go together.
     */
    async completions(
      prefix: string,
      context: string | null,
      exclude: readonly string[],
      limit: number,
    ): Promise<string[]> {
      if (context === null) {
        const rows = await db
          .select({ term: searchTerm.term })
          .from(searchTerm)
          .where(sql`${searchTerm.term} like ${`${prefix}%`}`)
          .orderBy(desc(searchTerm.ndoc), sql`length(${searchTerm.term})`, asc(searchTerm.term))
          .limit(limit);
        return rows.map((row) => row.term);
      }
      // The names' words come from the name index's own lexemes: no text is split again.
      const rows = rowsOf<{ term: string }>(
        await db.execute(sql`
          select w.lexeme as term
          from (select ${product.name_vector} as vector from ${product} join ${merchant} on ${merchant.id} = ${product.merchant_id}
                where ${product.status} = 'PUBLISH' and ${merchant.status} = 'active' and ${product.search_vector} @@ ${tsq(context)}
                limit ${COMPLETION_SAMPLE}) p,
               lateral unnest(p.vector) as w
          where w.lexeme like ${`${prefix}%`} and w.lexeme ~ '^[a-z0-9]{3,40}$' and w.lexeme ~ '[a-z]'
            and not (w.lexeme = any(${textArray(exclude)}))
          group by w.lexeme
          order by count(*) desc, length(w.lexeme), w.lexeme
          limit ${limit}`),
      );
      return rows.map((row) => row.term);
    },

    /**
     * The header box's products: the best sellers (the indexed boost) whose names have every word of
     * `nameQuery`, each with its flash offer running now. Walking best sellers until `limit` match is cheap
     * when the words are common together, but the planner cannot tell from each word alone how far it will
     * walk: for words few or no names have together ('kaos pria', 'sepatu laptop') it read the whole
     * catalogue, 4–11 s at a million products. So the walk stops after `bounds.walk` best sellers; when
     * fewer than `limit` of them match, the words are rare together, and the name index gives all their
     * matches (up to `bounds.matches`) to take the best from. Only many matches that avoid the best sellers
     * are walked for without a bound.
     */
    async productSuggestions(nameQuery: string, limit: number) {
      const now = nowValue();
      // Best sellers in boost order, the first `walked` of them or (null) all, up to `limit` with the words.
      const walk = (walked: number | null) => {
        const best = db
          .select({
            ...pick(product, SUGGESTION_FIELDS),
            merchant_id: product.merchant_id,
            name_vector: product.name_vector,
            search_boost: product.search_boost,
          })
          .from(product)
          .where(eq(product.status, "PUBLISH"))
          .orderBy(...byBoost)
          .$dynamic();
        const sellers = (walked === null ? best : best.limit(walked)).as("best");
        return db
          .select({ ...pick(sellers, SUGGESTION_FIELDS), offer: runningOfferColumn(sellers.id, now) })
          .from(sellers)
          .innerJoin(merchant, eq(merchant.id, sellers.merchant_id))
          .where(and(eq(merchant.status, "active"), sql`${sellers.name_vector} @@ ${tsq(nameQuery)}`))
          .orderBy(sql`${sellers.search_boost} desc nulls last`, sql`${sellers.id} desc nulls last`)
          .limit(limit);
      };
      const walked = await walk(bounds.walk);
      if (walked.length === limit) return walked;
      // Materialized, so the matches are read from the index as a whole, not by walking best sellers.
      const [matches] = rowsOf<{ n: number; ids: number[] }>(
        await db.execute(sql`
          with matched as materialized (
            select ${product.id}, ${product.merchant_id}, ${product.search_boost} from ${product}
            where ${product.name_vector} @@ ${tsq(nameQuery)} and ${product.status} = 'PUBLISH' limit ${bounds.matches + 1})
          select (select count(*) from matched)::int as n, array(
            select matched.id from matched join ${merchant} on ${merchant.id} = matched.merchant_id where ${merchant.status} = 'active'
            order by matched.search_boost desc nulls last, matched.id desc nulls last limit ${limit}) as ids`),
      );
      if (Number(matches!.n) > bounds.matches) return walk(null);
      return suggestionsByIds(matches!.ids.map(Number));
    },

    /** Suggested products by id, still visible, best sellers first, each with its flash offer running now. */
    suggestionsByIds,

    /** Open stores, in the order the header box suggests them: official first, then the most reviewed. */
    async openStores() {
      return db
        .select({
          id: merchant.id,
          slug: merchant.slug,
          name: merchant.name,
          logo_url: merchant.logo_url,
          storetype: merchant.storetype,
        })
        .from(merchant)
        .where(eq(merchant.status, "active"))
        .orderBy(sql`(${merchant.storetype} = 'official') desc`, desc(merchant.rating_count), asc(merchant.id));
    },

    /**
     * Recounts the vocabulary from every name (migration 0003's refresh_search_vocabulary), then refreshes
     * the planner's statistics of the tables search reads: PGlite has no autovacuum to do it, and without
     * them a search after a bulk load can pick plans a hundred times slower. For the same reason it merges
     * the full-text indexes' pending lists, which every search reads through otherwise (up to 512 kB: 10-20 ms
     * a search on PGlite at a million products), and the merchant centre's trigram index's, which its
     * searches read the same way.
     */
    async refreshVocabulary(): Promise<number> {
      const rows = rowsOf<{ words: number }>(await db.execute(sql`select refresh_search_vocabulary() as words`));
      await db.execute(sql`analyze ${product}, ${merchant}, ${category}, ${searchTerm}`);
      await db.execute(
        sql`select gin_clean_pending_list('idx_product_search_vector'::regclass), gin_clean_pending_list('idx_product_name_vector'::regclass), gin_clean_pending_list('idx_product_lower_name_sku_trgm'::regclass)`,
      );
      return Number(rows[0]?.words ?? 0);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
