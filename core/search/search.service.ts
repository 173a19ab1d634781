import type { Database } from "../../db/client.ts";
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
import {
  SORT_IDS,
  STORE_TYPES,
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
  type RawQuery,
  type SearchFacetsDto,
  type SortId,
  type SpellingDto,
  type StoreType,
} from "./search.dto.ts";
import { autocompleteQuery, parseListFilters } from "./search.inputs.ts";
import { createSearchRepository, type CategoryRow, type FacetRow, type ListWhere, type SearchRepository } from "./search.repository.ts";
import { parseInput } from "../shared/validation.ts";

type Lang = "id" | "en";

/** Listings at least this large (without words, price or rating) reuse their facet counts for a while. */
export const BROAD_LISTING = 20_000;
const FACET_CACHE_MS = 60_000;
const FACET_CACHE_SIZE = 200;

/** The category tree, indexed for walking up (breadcrumbs, facet sums) and down (descendant filters). */
class CategoryTree {
  readonly rows: CategoryRow[];
  readonly byId: Map<number, CategoryRow>;
  readonly bySlug: Map<string, CategoryRow>;
  readonly children: Map<number | null, CategoryRow[]>;

  constructor(rows: CategoryRow[]) {
    this.rows = rows;
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
    return [...chosen].filter((id) => ![...chosen].some((other) => other !== id && this.ancestry(other).some((row) => row.id === id)));
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
const ref = (row: CategoryRow, lang: Lang): CategoryRefDto => ({ id: row.id, name: nameIn(row, lang), slug: row.slug, level: row.level });

export interface ListOptions {
  lang: Lang;
  /** A category page's category: the listing stays inside it. */
  scopeCategoryId?: number | null;
  /** The URL of another page of this listing, for the pagination meta's next/prev links. */
  pageUrl: (page: number) => string;
}

export function createSearchService(deps: { db: Database; clock: Clock }) {
  return createSearchServiceWith(createSearchRepository(deps.db));
}

export function createSearchServiceWith(repo: SearchRepository) {
  // The tree is read on every listing; a one-row version check keeps a copy that is never stale, in any
  // process (reading ~300 rows costs more than the listing's own queries on PGlite).
  let cachedTree: { version: string; tree: CategoryTree } | null = null;
  async function loadTree(): Promise<CategoryTree> {
    const version = await repo.categoriesVersion();
    if (cachedTree?.version !== version) cachedTree = { version, tree: new CategoryTree(await repo.categories()) };
    return cachedTree.tree;
  }

  /** The vocabulary's answers, plus one-edit spellings for short unknown words trigrams cannot match. */
  async function lookup(words: readonly string[]): Promise<WordLookup[]> {
    const lookups = await repo.lookupWords(words);
    return Promise.all(
      lookups.map(async (item) => {
        if (item.known || item.stem || item.alternatives.length > 0 || !isCorrectable(item.word) || item.word.length > 6) return item;
        return { ...item, alternatives: await repo.knownTerms(oneEditAway(item.word), 3) };
      }),
    );
  }

  function whereFor(filters: ListFilters, tree: CategoryTree, scopeCategoryId: number | null, tsquery: string | null): ListWhere {
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

  async function buildFacets(rows: FacetRow[], filters: ListFilters, tree: CategoryTree, lang: Lang): Promise<SearchFacetsDto> {
    // Category counts come per product category; each ancestor sums its descendants.
    const categoryCounts = new Map<number, number>();
    for (const row of rows) {
      if (row.facet !== "category") continue;
      for (const node of tree.ancestry(Number(row.key))) categoryCounts.set(node.id, (categoryCounts.get(node.id) ?? 0) + row.n);
    }
    const selectedCategories = new Set(filters.categories);
    const categories: CategoryFacetDto[] = tree.rows
      .filter((row) => categoryCounts.has(row.id) || selectedCategories.has(row.id))
      .map((row) => ({ ...ref(row, lang), parent_id: row.parent_id, count: categoryCounts.get(row.id) ?? 0, selected: selectedCategories.has(row.id) }));

    const brands: BrandFacetDto[] = rows
      .filter((row) => row.facet === "brand")
      .map((row) => ({ id: Number(row.key), name: row.name ?? "", merchant_slug: row.slug ?? "", photo: row.photo, count: row.n, selected: filters.brands.includes(Number(row.key)) }));
    const missingBrands = filters.brands.filter((id) => !brands.some((brand) => brand.id === id));
    for (const store of await repo.merchantsByIds(missingBrands)) {
      brands.push({ id: store.id, name: store.name, merchant_slug: store.slug, photo: store.logo_url, count: 0, selected: true });
    }
    brands.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

    const storetype = STORE_TYPES.map((id) => {
      const row = rows.find((item) => item.facet === "storetype" && item.key === id);
      return { id, count: row?.n ?? 0, selected: filters.storetype.includes(id) };
    });

    const cities: FacetOptionDto<string>[] = rows
      .filter((row) => row.facet === "city")
      .map((row) => ({ id: row.key, name: row.name ?? row.key, count: row.n, selected: filters.cities.includes(row.key) }));
    const missingCities = filters.cities.filter((id) => !cities.some((item) => item.id === id));
    for (const place of await repo.citiesByIds(missingCities)) cities.push({ id: place.id, name: place.name, count: 0, selected: true });
    cities.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

    return { categories, brands, storetype, cities };
  }

  /**
   * Counting facets means reading every matching product: cheap for a search, but a whole-catalogue or
   * top-category listing of a large catalogue reads hundreds of thousands of rows. Such broad listings
   * (no words, price or rating; BROAD_LISTING products or more) reuse their counts for FACET_CACHE_MS;
   * the products shown are always read fresh.
   */
  const facetCache = new Map<string, { at: number; rows: FacetRow[] }>();
  async function facetsFor(where: ListWhere): Promise<FacetRow[]> {
    const cacheable = where.tsquery === null && where.priceMin === null && where.priceMax === null && where.rating === null;
    const key = cacheable ? JSON.stringify(where) : "";
    const hit = cacheable ? facetCache.get(key) : undefined;
    if (hit && Date.now() - hit.at < FACET_CACHE_MS) return hit.rows;
    const rows = await repo.facets(where);
    const total = rows.find((row) => row.facet === "total")?.n ?? 0;
    if (cacheable && total >= BROAD_LISTING) {
      if (facetCache.size >= FACET_CACHE_SIZE) facetCache.delete(facetCache.keys().next().value!);
      facetCache.set(key, { at: Date.now(), rows });
    }
    return rows;
  }

  async function runListing(filters: ListFilters, tree: CategoryTree, scopeCategoryId: number | null, tsquery: string | null) {
    const where = whereFor(filters, tree, scopeCategoryId, tsquery);
    const [facetRows, cards] = await Promise.all([
      facetsFor(where),
      repo.cards(where, filters.sort, filters.per_page, offsetOf(filters.page, filters.per_page)),
    ]);
    const total = facetRows.find((row) => row.facet === "total")?.n ?? 0;
    return { facetRows, cards, total };
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
      return rows.map((row) => ({ id: row.id, merchant_slug: row.slug, merchant_name: row.name, photo: row.logo_url, product_count: row.product_count }));
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
      let result = await runListing(filters, tree, scopeCategoryId, words.length > 0 ? buildTsQuery(words.map((word) => [word])) : null);
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
            return buildAnyTsQuery([word, ...(lookup?.stem ? [lookup.stem] : []), ...(lookup?.alternatives.slice(0, 1) ?? [])]);
          });
          const found = await Promise.all(perWord.map((text) => (text ? repo.categoriesMatching(text, words.length > 1 ? 3 : 5) : Promise.resolve([]))));
          const seen = new Set<number>();
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
        products: result.cards.map(toProductCard),
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
        const productQuery = buildTsQuery(productWords.map((word) => [word]), { prefixLast: completeLast, nameOnly: true });
        const [completions, products, stores] = await Promise.all([
          completeLast || context ? repo.completions(last, context, before, 6) : Promise.resolve([] as string[]),
          productQuery ? repo.productSuggestions(productQuery, 5) : Promise.resolve([]),
          repo.storesMatching(typed, 3),
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
      const wordStarts = (name: string) => foldText(name).split(/[^a-z0-9]+/).filter(Boolean);
      const categories = tree.rows
        .filter((row) => {
          const names = [...wordStarts(row.name), ...wordStarts(row.name_en)];
          return typed.every((word) => names.some((part) => part.startsWith(word)));
        })
        .sort((a, b) => a.level - b.level || a.sort_order - b.sort_order)
        .slice(0, 5)
        .map((row) => ({ id: row.id, name: nameIn(row, lang), slug: row.slug }));

      return {
        keywords: found.keywords,
        categories,
        products: found.products.map((row) => ({ id: row.id, slug: row.slug, product_name: row.name, photo: row.photos[0] ?? null, publish_price: row.publish_price })),
        stores: found.stores.map((row) => ({ id: row.id, merchant_slug: row.slug, merchant_name: row.name, photo: row.logo_url, storetype: row.storetype as StoreType })),
        corrected,
      };
    },

    /** Recounts the typo-correction vocabulary; run after bulk inserts (seed, growCatalog, imports). */
    async refreshVocabulary(): Promise<number> {
      return repo.refreshVocabulary();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
