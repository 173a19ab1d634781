import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../core/services.ts";
import { megaMenuCategoryDto, productCardDto, trendingCategoryDto } from "../../core/catalog/index.ts";
import { homeFlashSaleDto } from "../../core/flashsale/index.ts";
import { promoBannerDto } from "../../core/promo/index.ts";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";
import { envelope } from "../http/response-schemas.ts";
import { langOnlyQuery } from "../http/route-options.ts";

const recommendationQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    lang: z.enum(["id", "en"]).optional(),
  })
  .strict();

/** The route options of a home page section: a list of `item`, in the language the query or the request asks for. */
function homeSection<Item extends z.ZodType>(summary: string, item: Item) {
  return {
    schema: { tags: ["home"], summary, querystring: langOnlyQuery, response: { 200: envelope(z.array(item)) } },
  };
}

/** Spec §7 "General and home": the header mega-menu and the home page sections. */
export const homeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/header/megamenu",
    {
      schema: {
        tags: ["home"],
        summary: "Category tree of the header mega-menu with each top category's official brands",
        description:
          "`data` is the array of top categories (names in the request's language). Spec §7 reads the tree from `data.data` of the HTTP response, i.e. this envelope's `data`; clients may cache it for 10 minutes.",
        querystring: langOnlyQuery,
        response: { 200: envelope(z.array(megaMenuCategoryDto)) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      reply.header("vary", "accept-language");
      return reply.ok(await services.catalog.megaMenu(request.lang));
    },
  );

  app.get(
    "/homepage/flashsale",
    homeSection(
      "The running flash sale (else the next one) with its first products; the home page shows the first item",
      homeFlashSaleDto,
    ),
    async (_request, reply) => reply.ok(await services.flashSales.current()),
  );

  app.get(
    "/homepage/trending/categories",
    homeSection("Subcategories ranked by units sold", trendingCategoryDto),
    async (request, reply) => reply.ok(await services.catalog.trendingCategories(request.lang)),
  );

  app.get(
    "/homepage/promos",
    homeSection("Live platform promo banners; each links to /promo/{slug}", promoBannerDto),
    async (request, reply) => reply.ok(await services.promos.homeBanners(request.lang)),
  );

  app.get(
    "/homepage/products/recomendation",
    {
      schema: {
        tags: ["home"],
        summary: "Recommended product cards, one page at a time (page starts at 1; at most 20 pages)",
        querystring: recommendationQuery,
        response: { 200: envelope(z.array(productCardDto), paginationMetaDto) },
      },
    },
    async (request, reply) => {
      const page = await services.catalog.recommendations(
        request.query.page,
        (n) => `/api/homepage/products/recomendation?page=${n}`,
      );
      return reply.ok(page.items, { meta: page.meta });
    },
  );
};
