import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../core/services.ts";
import { productCardDto } from "../../core/catalog/index.ts";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";
import { envelope } from "../http/response-schemas.ts";

// ---- flash-sale response schemas, shared with the promo calls -------------------------------------------

export const flashSaleSessionSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(["upcoming", "running", "ended"]),
  start_at: z.string().describe("ISO 8601"),
  end_at: z.string().describe("ISO 8601"),
  tm_start: z.number().describe("Seconds from server_time until the start; 0 once started"),
  tm_end: z.number().describe("Seconds from server_time until the end"),
  server_time: z.string(),
});

export const flashSaleProductSchema = productCardDto.extend({
  flash_sale: z.object({
    flash_sale_id: z.number(),
    flash_price: z.number(),
    discount_percentage: z.number(),
    quota: z.number(),
    sold: z.number(),
    remaining: z.number(),
  }),
});

const langQuery = z.object({ lang: z.enum(["id", "en"]).optional() }).strict();

const leafSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
const megaMenuSchema = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    icon: z.string().nullable(),
    child: z.array(leafSchema.extend({ child: z.array(leafSchema) })),
    related_brand: z.array(z.object({ id: z.number(), merchant_slug: z.string(), merchant_name: z.string(), photo: z.string().nullable() })),
  }),
);

const recommendationQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    lang: z.enum(["id", "en"]).optional(),
  })
  .strict();

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
        querystring: langQuery,
        response: { 200: envelope(megaMenuSchema) },
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
    {
      schema: {
        tags: ["home"],
        summary: "The running flash sale (else the next one) with its first products; the home page shows the first item",
        querystring: langQuery,
        response: { 200: envelope(z.array(flashSaleSessionSchema.extend({ products: z.array(flashSaleProductSchema) }))) },
      },
    },
    async (_request, reply) => reply.ok(await services.flashSales.current()),
  );

  app.get(
    "/homepage/trending/categories",
    {
      schema: {
        tags: ["home"],
        summary: "Subcategories ranked by units sold",
        querystring: langQuery,
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.number(),
                name: z.string(),
                slug: z.string(),
                icon: z.string().nullable(),
                level: z.number(),
                product_count: z.number(),
                sold_count: z.number(),
              }),
            ),
          ),
        },
      },
    },
    async (request, reply) => reply.ok(await services.catalog.trendingCategories(request.lang)),
  );

  app.get(
    "/homepage/promos",
    {
      schema: {
        tags: ["home"],
        summary: "Live platform promo banners; each links to /promo/{slug}",
        querystring: langQuery,
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.number(),
                promo_name: z.string(),
                slug: z.string(),
                banner: z.string().nullable(),
                end_at: z.string(),
                json_meta: z.object({ icon: z.string().nullable() }),
              }),
            ),
          ),
        },
      },
    },
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
      const page = await services.catalog.recommendations(request.query.page);
      return reply.ok(page.items, { meta: page.meta });
    },
  );
};
