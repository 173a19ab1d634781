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
import { envelope } from "../http/response-schemas.ts";

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

  app.get(
    "/products/categories/tree",
    {
      schema: {
        tags: ["search"],
        summary: "The three-level category tree, names in the request's language",
        querystring: langQuery,
        response: { 200: envelope(z.array(categoryNodeDto)) },
      },
    },
    async (request, reply) => reply.ok(await search.categoryTree(request.lang)),
  );

  app.get(
    "/products/cities",
    {
      schema: {
        tags: ["search"],
        summary: "Cities of stores with products on sale, with product counts (the location filter)",
        response: { 200: envelope(z.array(cityDto)) },
      },
    },
    async (_request, reply) => reply.ok(await search.cities()),
  );

  app.get(
    "/products/brands",
    {
      schema: {
        tags: ["search"],
        summary: "Official stores as brands (the brand filter), with product counts",
        response: {
          200: envelope(z.array(brandDto)),
        },
      },
    },
    async (_request, reply) => reply.ok(await search.brands()),
  );

  // Filter choices: ids with their labels in the request's language, from the messages under search.<kind>.
  for (const [path, summary, kind, ids] of [
    ["/products/storetype", "Store types with labels: 'official' and 'regular'", "storetype", search.storeTypes()],
    ["/products/sort", "Sort orders with labels; 'terkait' (relevance) is the default", "sort", search.sortIds()],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ["search"],
          summary,
          querystring: langQuery,
          response: { 200: envelope(z.array(labelled)) },
        },
      },
      async (request, reply) => {
        const t = translator(request.lang);
        return reply.ok(ids.map((id) => ({ id, name: t(`search.${kind}.${id}`) })));
      },
    );
  }

  app.get(
    "/products/list",
    {
      schema: {
        tags: ["search"],
        summary: "Product cards for a search or listing, with facet counts and pagination",
        description:
          "Full-text search over product, category and store names, blended with sales and rating for 'terkait'. Typos: when nothing matches as typed, the corrected spelling is searched and named in data.spelling.corrected; when nothing matches at all, data.spelling offers suggestions and related categories. List parameters take either form: `categories[]=1&categories[]=2` or `categories=1&categories=2`. Each facet counts with the other filters applied. Invalid parameters answer 422 naming the field.",
        querystring: listQuery,
        response: { 200: envelope(productListDto, paginationMeta) },
      },
    },
    async (request, reply) => {
      const filters = request.query;
      const result = await search.list(filters, { lang: request.lang, pageUrl: pageUrl(request, filters) });
      const t = translator(request.lang);
      const { meta, ...data } = result;
      return reply.ok(
        {
          ...data,
          facets: {
            ...data.facets,
            storetype: data.facets.storetype.map((item) => ({ ...item, name: t(`search.storetype.${item.id}`) })),
          },
        },
        { meta },
      );
    },
  );

  app.get(
    "/header/search/autocomplete",
    {
      schema: {
        tags: ["search"],
        summary: "Suggestions for the header search box: completions, categories, products and stores",
        description:
          "Categories link to /search?categories[]={id}, products to /product/{slug}, stores to /store/{merchant_slug}.",
        querystring: autocompleteQuery,
        response: { 200: envelope(autocompleteDto) },
      },
    },
    async (request, reply) => reply.ok(await search.autocomplete(request.query, request.lang)),
  );
};
