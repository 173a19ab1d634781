import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../core/services.ts";
import { megaMenuCategoryDto, productCardDto, trendingCategoryDto } from "../../core/catalog/index.ts";
import { homeFlashSaleDto } from "../../core/flashsale/index.ts";
import { promoBannerDto } from "../../core/promo/index.ts";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";
import { apiCalls, paged } from "../http/api-calls.ts";
import { langOnlyQuery } from "../http/route-options.ts";

const recommendationQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    lang: z.enum(["id", "en"]).optional(),
  })
  .strict();

/** Spec §7 "General and home": the header mega-menu and the home page sections. */
export const homeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const anyone = apiCalls(app, { tag: "home", caller: "public" });
  /** A home page section: a list of `item`, in the language the query or the request asks for. */
  const section = <Item extends z.ZodType>(summary: string, item: Item) => ({
    summary,
    querystring: langOnlyQuery,
    data: z.array(item),
  });

  anyone.get(
    "/header/megamenu",
    {
      summary: "Category tree of the header mega-menu with each top category's official brands",
      description:
        "`data` is the array of top categories (names in the request's language). Spec §7 reads the tree from `data.data` of the HTTP response, i.e. this envelope's `data`; clients may cache it for 10 minutes.",
      querystring: langOnlyQuery,
      data: z.array(megaMenuCategoryDto),
    },
    async ({ reply, lang }) => {
      reply.header("cache-control", "public, max-age=300");
      reply.header("vary", "accept-language");
      return services.catalog.megaMenu(lang);
    },
  );

  anyone.get(
    "/homepage/flashsale",
    section(
      "The running flash sale (else the next one) with its first products; the home page shows the first item",
      homeFlashSaleDto,
    ),
    async () => services.flashSales.current(),
  );

  anyone.get(
    "/homepage/trending/categories",
    section("Subcategories ranked by units sold", trendingCategoryDto),
    async ({ lang }) => services.catalog.trendingCategories(lang),
  );

  anyone.get(
    "/homepage/promos",
    section("Live platform promo banners; each links to /promo/{slug}", promoBannerDto),
    async ({ lang }) => services.promos.homeBanners(lang),
  );

  anyone.get(
    "/homepage/products/recomendation",
    {
      summary: "Recommended product cards, one page at a time (page starts at 1; at most 20 pages)",
      querystring: recommendationQuery,
      data: z.array(productCardDto),
      meta: paginationMetaDto,
    },
    async ({ query }) => {
      const pageUrl = (n: number) => `/api/homepage/products/recomendation?page=${n}`;
      return paged(await services.catalog.recommendations(query.page, pageUrl));
    },
  );
};
