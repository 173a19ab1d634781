import type { Database } from "../../db/client.ts";
import type { Lang } from "../../i18n/index.ts";
import type { FlashPricing } from "../flashsale/index.ts";
import { createTtlCache } from "../shared/ttl-cache.ts";
import { toProductCard } from "../catalog/index.ts";
import type { Clock } from "../shared/clock.ts";
import { offsetOf, paginationMeta } from "../shared/pagination.ts";
import {
  buildAnyTsQuery,
  buildTsQuery,
  cleanSearchText,
  foldText,
  isCorrectable,
  oneEditAway,
  planSpelling,
  searchWords,
  type WordLookup,
} from "./query-text.ts";
import { SORT_IDS, STORE_TYPES, type RawQuery, type SortId, type StoreType } from "./search.view.ts";
import {
  type AutocompleteDto,
  type BrandDto,
  type BrandFacetDto,
  type CategoryFacetDto,
  type CategoryNodeDto,
  type CategoryRefDto,
  type CategoryScopeDto,
  type CityDto,
  type FacetOptionDto,
  type ListFilters,
  type ProductSearchDto,
  type SearchFacetsDto,
  type SpellingDto,
} from "./search.dto.ts";
import { autocompleteQuery, parseListFilters } from "./search.inputs.ts";
import {
  createSearchRepository,
  type CategoryRow,
  type FacetRow,
  type ListWhere,
  type SearchRepository,
} from "./search.repository.ts";
import { parseInput } from "../shared/validation.ts";

/**
 * Listings of at least this many products keep their counts and first pages for LISTING_CACHE_MS (see
 * runListing), and so do empty ones; other small ones cost less to recount than a stale answer is worth.
 */
export const CACHED_LISTING = 1_000;
const LISTING_CACHE_MS = 60_000;
export const LISTING_CACHE_SIZE = 500;
/** How many of a kept listing's first products are kept, in order: its first pages at any page size. */
export const CACHED_IDS = 120;
/** Query completions, spelling look-ups and the open stores change only as names do; they are kept as long. */
const WORD_CACHE_SIZE = 2_000;
/**
 * How long the category tree is used without asking whether it changed: that one-row question was a
 * round trip on every listing and keystroke, and round trips are most of what a kept listing costs.
 */
const TREE_CHECK_MS = 5_000;

export interface SearchCacheOptions {
  /** The smallest listing kept (CACHED_LISTING). */
  cachedListing?: number;
  /** Milliseconds, for the caches' lifetimes (Date.now). */
  now?: () => number;
}

type OpenStore = Awaited<ReturnType<SearchRepository["openStores"]>>[number];

/** What a listing's pass found: counts, the total, and (when among the first pages) its first products. */
interface Listing {
  facetRows: FacetRow[];
  total: number;
  firstIds: number[] | null;
}

/** The category tree, indexed for walking up (breadcrumbs, facet sums) and down (descendant filters). */
class CategoryTree {
  readonly rows: CategoryRow[];
  readonly byId: Map<number, CategoryRow>;
  readonly bySlug: Map<string, CategoryRow>;
  readonly children: Map<number | null, CategoryRow[]>;
  /** The words of each category's names in both languages, folded, for the header box. */
  readonly words: Map<number, string[]>;

  constructor(rows: CategoryRow[]) {
    this.rows = rows;
    this.words = new Map(
      rows.map((row) => [
        row.id,
        foldText(`${row.name} ${row.name_en}`)
          .split(/[^a-z0-9]+/)
          .filter(Boolean),
      ]),
    );
    this.byId = new Map(rows.map((row) => [row.id, row]));
    this.bySlug = new Map(rows.map((row) => [row.slug, row]));
    this.children = new Map();
    for (const row of rows) {
      const list = this.children.get(row.parent_id) ?? [];
      list.push(row);
      this.children.set(row.parent_id, list);
    }
  }

  /** The categories and all their descendants (unknown ids are dropped). */
  descendants(ids: readonly number[]): number[] {
    const out = new Set<number>();
    const stack = ids.filter((id) => this.byId.has(id));
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (out.has(id)) continue;
      out.add(id);
      for (const child of this.children.get(id) ?? []) stack.push(child.id);
    }
    return [...out];
  }

  /**
   * The chosen categories that no other chosen category lies under: choosing 'Kaos Pria' below a chosen
   * 'Fashion Pria' narrows the listing to it (a filter tree drills down) instead of adding nothing.
   */
  narrowest(ids: readonly number[]): number[] {
    const chosen = new Set(ids.filter((id) => this.byId.has(id)));
    return [...chosen].filter(
      (id) => ![...chosen].some((other) => other !== id && this.ancestry(other).some((row) => row.id === id)),
    );
  }

  /** Categories with a word of their name (in either language) starting with each of `words`; top categories first. */
  namedBy(words: readonly string[]): CategoryRow[] {
    if (words.length === 0) return [];
    return this.rows
      .filter((row) => {
        const names = this.words.get(row.id)!;
        return words.every((word) => names.some((part) => part.startsWith(word)));
      })
      .sort((a, b) => a.level - b.level || a.sort_order - b.sort_order);
  }

  /** Top category first, the category itself last. */
  ancestry(id: number): CategoryRow[] {
    const chain: CategoryRow[] = [];
    let row = this.byId.get(id);
    while (row && chain.length < 5) {
      chain.unshift(row);
      row = row.parent_id === null ? undefined : this.byId.get(row.parent_id);
    }
    return chain;
  }
}

const nameIn = (row: { name: string; name_en: string }, lang: Lang) => (lang === "en" ? row.name_en : row.name);
const ref = (row: CategoryRow, lang: Lang): CategoryRefDto => ({
  id: row.id,
  name: nameIn(row, lang),
  slug: row.slug,
  level: row.level,
});

export interface ListOptions {
  lang: Lang;
  /** A category page's category: the listing stays inside it. */
  scopeCategoryId?: number | null;
  /** The URL of another page of this listing, for the pagination meta's next/prev links. */
  pageUrl: (page: number) => string;
}

/** Puts the flash price on the cards of a page (one look-up per page) and on suggested products (core/flashsale). */
type CardPricing = Pick<FlashPricing, "withFlashPrices" | "unitOffer">;

export function createSearchService(deps: { db: Database; clock: Clock; flashSales: CardPricing }) {
  return createSearchServiceWith(createSearchRepository(deps.db, deps.clock), deps.flashSales);
}

export function createSearchServiceWith(
  repo: SearchRepository,
  flashSales: CardPricing,
  options: SearchCacheOptions = {},
) {
  const cachedListing = options.cachedListing ?? CACHED_LISTING;
  const listings = createTtlCache<Listing>({
    ttlMs: LISTING_CACHE_MS,
    maxEntries: LISTING_CACHE_SIZE,
    now: options.now,
  });
  // Empty listings have a cache of their own, so a flood of searches that find nothing (anyone can type
  // them) cannot push the large listings out.
  const emptyListings = createTtlCache<Listing>({
    ttlMs: LISTING_CACHE_MS,
    maxEntries: LISTING_CACHE_SIZE,
    now: options.now,
  });
  const completionCache = createTtlCache<string[]>({
    ttlMs: LISTING_CACHE_MS,
    maxEntries: WORD_CACHE_SIZE,
    now: options.now,
  });
  const lookupCache = createTtlCache<WordLookup[]>({
    ttlMs: LISTING_CACHE_MS,
    maxEntries: WORD_CACHE_SIZE,
    now: options.now,
  });
  const suggestionCache = createTtlCache<number[]>({
    ttlMs: LISTING_CACHE_MS,
    maxEntries: WORD_CACHE_SIZE,
    now: options.now,
  });
  const wordCategoryCache = createTtlCache<{ category_id: number; n: number }[]>({
    ttlMs: LISTING_CACHE_MS,
    maxEntries: WORD_CACHE_SIZE,
    now: options.now,
  });
  const storeCache = createTtlCache<{ store: OpenStore; words: string[] }[]>({
    ttlMs: LISTING_CACHE_MS,
    maxEntries: 1,
    now: options.now,
  });
  const now = options.now ?? Date.now;

  // The tree is read on every listing; a one-row version check, at most every TREE_CHECK_MS, keeps a copy
  // that is at most that stale in any process (reading ~300 rows costs more than a listing's own queries
  // on PGlite).
  let cachedTree: { version: string; tree: CategoryTree; checkedAt: number } | null = null;
  async function loadTree(): Promise<CategoryTree> {
    const checkedAt = now();
    if (cachedTree && checkedAt - cachedTree.checkedAt < TREE_CHECK_MS) return cachedTree.tree;
    const version = await repo.categoriesVersion();
    if (cachedTree?.version !== version)
      cachedTree = { version, tree: new CategoryTree(await repo.categories()), checkedAt };
    else cachedTree.checkedAt = checkedAt;
    return cachedTree.tree;
  }

  /** Open stores with a word of their name starting with each of `words`, from a per-process list. */
  async function storesMatching(words: readonly string[], limit: number): Promise<OpenStore[]> {
    const stores = await storeCache.getOrLoad("open", async () =>
      (await repo.openStores()).map((store) => ({
        store,
        words: foldText(store.name)
          .split(/[^a-z0-9]+/)
          .filter(Boolean),
      })),
    );
    return stores
      .filter((item) => words.every((word) => item.words.some((part) => part.startsWith(word))))
      .slice(0, limit)
      .map((item) => item.store);
  }

  /**
   * The header box's products for a name query. Finding them is the cost (decision 0007: a walk of the best
   * sellers, then the name index; for words no name has together, p95 59 ms on PostgreSQL and 81 ms on
   * PGlite under load), so which products they are is kept for LISTING_CACHE_MS per query, as a kept
   * listing's order is; the products themselves are read fresh (visibility, price, flash offer). A
   * keystroke many shoppers type then costs one read by id, or none when no name has the words.
   */
  async function suggestedProducts(nameQuery: string) {
    let found: Awaited<ReturnType<SearchRepository["productSuggestions"]>> | null = null;
    const ids = await suggestionCache.getOrLoad(nameQuery, async () => {
      found = await repo.productSuggestions(nameQuery, 5);
      return found.map((row) => row.id);
    });
    return found ?? repo.suggestionsByIds(ids);
  }

  /**
   * Where one word appears most (an empty search's related categories): a count over a sample of the word's
   * matches, 15–75 ms a word at a million products, that moves only as the catalogue does. Kept per word for
   * LISTING_CACHE_MS like a completion, so every empty search with 'sepatu' in it shares one count.
   */
  function categoriesOfWord(tsquery: string, limit: number) {
    return wordCategoryCache.getOrLoad(`${limit} ${tsquery}`, () => repo.categoriesMatching(tsquery, limit));
  }

  /** The vocabulary's answers, plus one-edit spellings for short unknown words trigrams cannot match. */
  function lookup(words: readonly string[]): Promise<WordLookup[]> {
    return lookupCache.getOrLoad(JSON.stringify(words), () => lookupNow(words));
  }
  async function lookupNow(words: readonly string[]): Promise<WordLookup[]> {
    const lookups = await repo.lookupWords(words);
    return Promise.all(
      lookups.map(async (item) => {
        if (
          item.known ||
          item.stem ||
          item.alternatives.length > 0 ||
          !isCorrectable(item.word) ||
          item.word.length > 6
        )
          return item;
        return { ...item, alternatives: await repo.knownTerms(oneEditAway(item.word), 3) };
      }),
    );
  }

  function whereFor(
    filters: ListFilters,
    tree: CategoryTree,
    scopeCategoryId: number | null,
    tsquery: string | null,
  ): ListWhere {
    return {
      tsquery,
      scopeCategoryIds: scopeCategoryId === null ? null : tree.descendants([scopeCategoryId]),
      // Unknown category ids find nothing rather than everything.
      categoryIds: filters.categories.length > 0 ? [...tree.descendants(tree.narrowest(filters.categories)), 0] : null,
      brands: filters.brands,
      storetype: filters.storetype,
      cities: filters.cities,
      priceMin: filters.price_min,
      priceMax: filters.price_max,
      rating: filters.rating,
    };
  }

  async function buildFacets(
    rows: FacetRow[],
    filters: ListFilters,
    tree: CategoryTree,
    lang: Lang,
  ): Promise<SearchFacetsDto> {
    // Category counts come per product category; each ancestor sums its descendants.
    const categoryCounts = new Map<number, number>();
    for (const row of rows) {
      if (row.facet !== "category") continue;
      for (const node of tree.ancestry(Number(row.key)))
        categoryCounts.set(node.id, (categoryCounts.get(node.id) ?? 0) + row.n);
    }
    const selectedCategories = new Set(filters.categories);
    const categories: CategoryFacetDto[] = tree.rows
      .filter((row) => categoryCounts.has(row.id) || selectedCategories.has(row.id))
      .map((row) => ({
        ...ref(row, lang),
        parent_id: row.parent_id,
        count: categoryCounts.get(row.id) ?? 0,
        selected: selectedCategories.has(row.id),
      }));

    const brands: BrandFacetDto[] = rows
      .filter((row) => row.facet === "brand")
      .map((row) => ({
        id: Number(row.key),
        name: row.name ?? "",
        merchant_slug: row.slug ?? "",
        photo: row.photo,
        count: row.n,
        selected: filters.brands.includes(Number(row.key)),
      }));
    const missingBrands = filters.brands.filter((id) => !brands.some((brand) => brand.id === id));
    for (const store of await repo.merchantsByIds(missingBrands)) {
      brands.push({
        id: store.id,
        name: store.name,
        merchant_slug: store.slug,
        photo: store.logo_url,
        count: 0,
        selected: true,
      });
    }
    brands.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

    const storetype = STORE_TYPES.map((id) => {
      const row = rows.find((item) => item.facet === "storetype" && item.key === id);
      return { id, count: row?.n ?? 0, selected: filters.storetype.includes(id) };
    });

    const cities: FacetOptionDto<string>[] = rows
      .filter((row) => row.facet === "city")
      .map((row) => ({
        id: row.key,
        name: row.name ?? row.key,
        count: row.n,
        selected: filters.cities.includes(row.key),
      }));
    const missingCities = filters.cities.filter((id) => !cities.some((item) => item.id === id));
    for (const place of await repo.citiesByIds(missingCities))
      cities.push({ id: place.id, name: place.name, count: 0, selected: true });
    cities.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

    return { categories, brands, storetype, cities };
  }

  /**
   * One page of a listing with its facet counts and total. A search reads its matches once: counts, total
   * and the page come from one pass (SearchRepository.facets with a page). Other listings count in one
   * query and take their page from an index in another.
   *
   * Counting reads every matching product, so a large listing (cachedListing products or more: a broad
   * category, a common word) keeps its counts, total and first CACHED_IDS products for LISTING_CACHE_MS;
   * its first pages then cost one read of their cards, which are always fresh (price, stock, a product
   * hidden since is left out). New products, and sales that would reorder it, show within that time.
   * An empty listing is kept the same way, in a cache of its own: it holds no product to go stale, and a
   * misspelt search ('kemeja flanell') counts its words as typed before the corrected ones on every
   * request, a query PGlite spent more time planning than running (1.5 against 1.1 ms at a million
   * products).
   */
  async function runListing(
    filters: ListFilters,
    tree: CategoryTree,
    scopeCategoryId: number | null,
    tsquery: string | null,
  ) {
    const where = whereFor(filters, tree, scopeCategoryId, tsquery);
    const { sort, per_page: limit } = filters;
    const offset = offsetOf(filters.page, limit);
    const early = offset + limit <= CACHED_IDS;
    const wanted = early ? { sort, limit: CACHED_IDS, offset: 0 } : { sort, limit, offset };
    // A deep page's ids come with the pass that counted them, but only the first pages are kept.
    const fetched: { pageIds?: number[] } = {};
    const key = JSON.stringify([where, sort]);
    const load = async (): Promise<Listing> => {
      let facetRows: FacetRow[];
      let ids: number[];
      if (where.tsquery !== null) {
        const rows = await repo.facets(where, wanted);
        facetRows = rows.filter((row) => row.facet !== "hit");
        ids = rows
          .filter((row) => row.facet === "hit")
          .sort((a, b) => a.n - b.n)
          .map((row) => Number(row.key));
      } else {
        [facetRows, ids] = await Promise.all([
          repo.facets(where),
          repo.pageIds(where, sort, wanted.limit, wanted.offset),
        ]);
      }
      if (!early) fetched.pageIds = ids;
      return { facetRows, total: facetRows.find((row) => row.facet === "total")?.n ?? 0, firstIds: early ? ids : null };
    };
    const listing = await emptyListings.getOrLoad(
      key,
      () => listings.getOrLoad(key, load, (found) => found.total >= cachedListing),
      (found) => found.total === 0,
    );
    const ids =
      fetched.pageIds ??
      (early && listing.firstIds
        ? listing.firstIds.slice(offset, offset + limit)
        : await repo.pageIds(where, sort, limit, offset));
    return { facetRows: listing.facetRows, cards: await repo.cardsByIds(ids), total: listing.total };
  }

  return {
    sortIds(): readonly SortId[] {
      return SORT_IDS;
    },

    storeTypes(): readonly StoreType[] {
      return STORE_TYPES;
    },

    /** Listing parameters from a query; strict for the API (422), lenient for pages (bad ones dropped). */
    parseListFilters(raw: RawQuery, options: { lenient?: boolean } = {}): ListFilters {
      return parseListFilters(raw, options);
    },

    /** The three-level category tree in the request's language. */
    async categoryTree(lang: Lang): Promise<CategoryNodeDto[]> {
      const tree = await loadTree();
      const node = (row: CategoryRow): CategoryNodeDto => ({
        id: row.id,
        name: nameIn(row, lang),
        slug: row.slug,
        icon: row.icon,
        child: (tree.children.get(row.id) ?? []).map(node),
      });
      return (tree.children.get(null) ?? []).map(node);
    },

    /** A category by slug with its breadcrumbs and children, or null. */
    async categoryBySlug(slug: string, lang: Lang): Promise<CategoryScopeDto | null> {
      const tree = await loadTree();
      const row = tree.bySlug.get(slug);
      if (!row) return null;
      return {
        ...ref(row, lang),
        breadcrumbs: tree.ancestry(row.id).map((item) => ref(item, lang)),
        children: (tree.children.get(row.id) ?? []).map((item) => ref(item, lang)),
      };
    },

    async cities(): Promise<CityDto[]> {
      return repo.citiesWithProducts();
    },

    async brands(): Promise<BrandDto[]> {
      const rows = await repo.officialBrands();
      return rows.map((row) => ({
        id: row.id,
        merchant_slug: row.slug,
        merchant_name: row.name,
        photo: row.logo_url,
        product_count: row.product_count,
      }));
    },

    /**
     * A page of products with facet counts. Words are searched as typed first; when that finds nothing and
     * some word is unknown, the corrected spelling is searched instead (and reported in `spelling`). When
     * nothing matches either, `spelling` offers other spellings that do find products and related
     * categories.
     */
    async list(filters: ListFilters, options: ListOptions): Promise<ProductSearchDto> {
      const { lang } = options;
      const tree = await loadTree();
      const scopeCategoryId = options.scopeCategoryId ?? null;
      const query = cleanSearchText(filters.search);
      const words = searchWords(query);
      const spelling: SpellingDto = { query, corrected: null, suggestions: [], related_categories: [] };

      // The common case costs no vocabulary look-up: the words go straight to the index.
      let result = await runListing(
        filters,
        tree,
        scopeCategoryId,
        words.length > 0 ? buildTsQuery(words.map((word) => [word])) : null,
      );
      if (result.total === 0 && words.length > 0) {
        const lookups = words.some(isCorrectable) ? await lookup(words) : [];
        const plan = planSpelling(lookups);
        if (plan.corrected) {
          const correctedQuery = buildTsQuery(plan.corrected.map((word) => [word]));
          const corrected = await runListing(filters, tree, scopeCategoryId, correctedQuery);
          if (corrected.total > 0) {
            result = corrected;
            spelling.corrected = plan.corrected.join(" ");
          }
        }
        if (result.total === 0) {
          // 'Did you mean': other spellings, offered only if they find something; and where the words appear.
          for (const suggestion of plan.suggestions) {
            const text = suggestion.join(" ");
            const candidate = buildTsQuery(suggestion.map((word) => [word]));
            if (text !== query && candidate && (await repo.hasMatch(candidate))) spelling.suggestions.push(text);
          }
          // Where the words appear, each word in its own right ('kemeja laptop': shirts and laptops).
          const perWord = words.slice(0, 3).map((word, index) => {
            const lookup = lookups[index];
            return buildAnyTsQuery([
              word,
              ...(lookup?.stem ? [lookup.stem] : []),
              ...(lookup?.alternatives.slice(0, 1) ?? []),
            ]);
          });
          const found = await Promise.all(
            perWord.map((text) => (text ? categoriesOfWord(text, words.length > 1 ? 3 : 5) : Promise.resolve([]))),
          );
          // A category the words name ('sepatu lari' → Sepatu Lari) comes first.
          const named = tree.namedBy(words).slice(0, 3);
          spelling.related_categories.push(...named.map((row) => ref(row, lang)));
          const seen = new Set<number>(named.map((row) => row.id));
          for (let rank = 0; rank < 5; rank += 1)
            for (const matches of found) {
              const row = matches[rank] ? tree.byId.get(matches[rank]!.category_id) : undefined;
              if (!row || seen.has(row.id) || spelling.related_categories.length >= 6) continue;
              seen.add(row.id);
              spelling.related_categories.push(ref(row, lang));
            }
        }
      }

      const facets = await buildFacets(result.facetRows, filters, tree, lang);
      return {
        // Flash prices are read with the cards, after any kept listing: a card never shows an offer that ended.
        products: await flashSales.withFlashPrices(result.cards.map(toProductCard)),
        meta: paginationMeta(result.total, filters.page, filters.per_page, result.cards.length, options.pageUrl),
        facets,
        spelling,
        filters: { ...filters, search: query },
      };
    },

    /** The header box's suggestions: query completions, categories, products and stores. */
    async autocomplete(raw: RawQuery, lang: Lang): Promise<AutocompleteDto> {
      const { search } = parseInput(autocompleteQuery, raw);
      const words = searchWords(search);
      const empty: AutocompleteDto = { keywords: [], categories: [], products: [], stores: [], corrected: null };
      if (words.length === 0) return empty;

      const suggest = async (typed: string[]) => {
        const last = typed[typed.length - 1]!;
        const before = typed.slice(0, -1);
        const context = before.length > 0 ? buildTsQuery(before.map((word) => [word])) : null;
        // A one-letter prefix would match half the catalogue: products wait for the second letter, while
        // the small vocabulary can already complete it after other words ('kaos p' → 'kaos polos').
        const completeLast = last.length >= 2;
        const productWords = completeLast || before.length === 0 ? typed : before;
        const nameQuery = buildTsQuery(
          productWords.map((word) => [word]),
          { prefixLast: completeLast },
        );
        const [completions, products, stores] = await Promise.all([
          completeLast || context
            ? completionCache.getOrLoad(JSON.stringify([last, context, before]), () =>
                repo.completions(last, context, before, 6),
              )
            : Promise.resolve([] as string[]),
          nameQuery ? suggestedProducts(nameQuery) : Promise.resolve([]),
          storesMatching(typed, 3),
        ]);
        return { keywords: completions.map((word) => [...before, word].join(" ")), products, stores };
      };

      let typed = words;
      let found = await suggest(typed);
      let corrected: string | null = null;
      if (found.products.length === 0 && found.keywords.length === 0 && words.some(isCorrectable)) {
        const plan = planSpelling(await lookup(words));
        if (plan.corrected) {
          typed = plan.corrected;
          found = await suggest(typed);
          if (found.products.length > 0 || found.keywords.length > 0) corrected = typed.join(" ");
          else typed = words;
        }
      }

      // Categories: every word starts a word of the name, in either language.
      const tree = await loadTree();
      const categories = tree
        .namedBy(typed)
        .slice(0, 5)
        .map((row) => ({ id: row.id, name: nameIn(row, lang), slug: row.slug }));

      return {
        keywords: found.keywords,
        categories,
        // Suggested products show the price their page shows: the flash price while an offer runs.
        products: found.products.map((row) => ({
          id: row.id,
          slug: row.slug,
          product_name: row.name,
          photo: row.photos[0] ?? null,
          publish_price: row.publish_price,
          flash_price: flashSales.unitOffer(row.publish_price, row.offer)?.flash_price ?? null,
        })),
        stores: found.stores.map((row) => ({
          id: row.id,
          merchant_slug: row.slug,
          merchant_name: row.name,
          photo: row.logo_url,
          storetype: row.storetype as StoreType,
        })),
        corrected,
      };
    },

    /**
     * Forgets the kept listings and which products a header query suggests, after a merchant saved, hid
     * or deleted products: a new product shows in the listings at once, not a minute later. The next
     * request of each listing counts it again. Word look-ups and open stores are not about products.
     */
    forgetListings(): void {
      listings.clear();
      emptyListings.clear();
      suggestionCache.clear();
      wordCategoryCache.clear();
    },

    /** Recounts the typo-correction vocabulary; run after bulk inserts (seed, growCatalog, imports). */
    async refreshVocabulary(): Promise<number> {
      return repo.refreshVocabulary();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
