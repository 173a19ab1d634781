import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  autocompleteDto,
  autocompleteQuery,
  brandDto,
  categoryNodeDto,
  cityDto,
  listingSearchParams,
  listQuery,
  productListDto,
  withQuery,
  type ListFilters,
} from "../../core/search/index.ts";
import type { Services } from "../../core/services.ts";
import { translator } from "../../i18n/index.ts";
import { paginationMetaDto as paginationMeta } from "../../core/shared/pagination.dto.ts";
import { answer, apiCalls } from "../http/api-calls.ts";

const labelled = z.object({ id: z.string(), name: z.string() });

const langQuery = z.object({
  lang: z.enum(["id", "en"]).optional().describe("Language of names and labels; else Accept-Language"),
});

/** The path and query of another page of the same listing, as the pagination meta's next/prev links. */
function pageUrl(request: FastifyRequest, filters: ListFilters) {
  const path = request.url.split("?")[0]!;
  return (page: number) => {
    const params = listingSearchParams({ ...filters, page });
    if (request.lang === "en") params.set("lang", "en");
    return withQuery(path, params);
  };
}

/** Spec §7 search and listing calls: categories tree, cities, brands, store types, sorts, list, autocomplete. */
export const searchRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { search } = services;
  const anyone = apiCalls(app, { tag: "search", caller: "public" });

  anyone.get(
    "/products/categories/tree",
    {
      summary: "The three-level category tree, names in the request's language",
      querystring: langQuery,
      data: z.array(categoryNodeDto),
    },
    async ({ lang }) => search.categoryTree(lang),
  );

  anyone.get(
    "/products/cities",
    {
      summary: "Cities of stores with products on sale, with product counts (the location filter)",
      data: z.array(cityDto),
    },
    async () => search.cities(),
  );

  anyone.get(
    "/products/brands",
    { summary: "Official stores as brands (the brand filter), with product counts", data: z.array(brandDto) },
    async () => search.brands(),
  );

  // Filter choices: ids with their labels in the request's language, from the messages under search.<kind>.
  for (const [path, summary, kind, ids] of [
    ["/products/storetype", "Store types with labels: 'official' and 'regular'", "storetype", search.storeTypes()],
    ["/products/sort", "Sort orders with labels; 'terkait' (relevance) is the default", "sort", search.sortIds()],
  ] as const) {
    anyone.get(path, { summary, querystring: langQuery, data: z.array(labelled) }, async ({ lang }) => {
      const t = translator(lang);
      return ids.map((id) => ({ id, name: t(`search.${kind}.${id}`) }));
    });
  }

  anyone.get(
    "/products/list",
    {
      summary: "Product cards for a search or listing, with facet counts and pagination",
      description:
        "Full-text search over product, category and store names, blended with sales and rating for 'terkait'. Typos: when nothing matches as typed, the corrected spelling is searched and named in data.spelling.corrected; when nothing matches at all, data.spelling offers suggestions and related categories. List parameters take either form: `categories[]=1&categories[]=2` or `categories=1&categories=2`. Each facet counts with the other filters applied. Invalid parameters answer 422 naming the field.",
      querystring: listQuery,
      data: productListDto,
      meta: paginationMeta,
    },
    async ({ request, query: filters, lang }) => {
      const { meta, ...data } = await search.list(filters, { lang, pageUrl: pageUrl(request, filters) });
      const t = translator(lang);
      const storetype = data.facets.storetype.map((item) => ({ ...item, name: t(`search.storetype.${item.id}`) }));
      return answer({ ...data, facets: { ...data.facets, storetype } }, { meta });
    },
  );

  anyone.get(
    "/header/search/autocomplete",
    {
      summary: "Suggestions for the header search box: completions, categories, products and stores",
      description:
        "Categories link to /search?categories[]={id}, products to /product/{slug}, stores to /store/{merchant_slug}.",
      querystring: autocompleteQuery,
      data: autocompleteDto,
    },
    async ({ query, lang }) => search.autocomplete(query, lang),
  );
};
