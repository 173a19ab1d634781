import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { productReviewsDto, productReviewsQuery } from "../../core/review/index.ts";
import type { Services } from "../../core/services.ts";
import { productCardDto, productDetailDto } from "../../core/catalog/index.ts";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";
import { envelope } from "../http/response-schemas.ts";

const slugParams = z.object({ slug: z.string().min(1).max(255) }).strict();

export const productRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/products/detail/:slug",
    {
      schema: {
        tags: ["products"],
        summary: "Product detail (spec §3); hidden products and products of closed stores answer 404",
        params: slugParams,
        response: { 200: envelope(productDetailDto, z.null()) },
      },
    },
    async (request, reply) => reply.ok(await services.products.detail(request.params.slug, request.lang)),
  );

  app.get(
    "/products/detail/:slug/related",
    {
      schema: {
        tags: ["products"],
        summary:
          "Up to 12 best sellers of the product's category, then of its sibling categories, never the product or its variants",
        params: slugParams,
        response: { 200: envelope(z.array(productCardDto), z.null()) },
      },
    },
    async (request, reply) => reply.ok(await services.products.related(request.params.slug)),
  );

  app.get(
    "/products/detail/:slug/review",
    {
      schema: {
        tags: ["products"],
        summary: "Review info and one page of reviews (10 per page); `point` filters the list by star",
        params: slugParams,
        querystring: productReviewsQuery,
        response: { 200: envelope(productReviewsDto, paginationMetaDto) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const base = `/api/products/detail/${encodeURIComponent(slug)}/review`;
      const perPage = request.query.per_page;
      const result = await services.reviews.productReviews(slug, request.query, (page, point) => {
        const params = new URLSearchParams();
        if (point) params.set("point", String(point));
        if (perPage !== 10) params.set("per_page", String(perPage));
        params.set("page", String(page));
        return `${base}?${params.toString()}`;
      });
      return reply.ok(result.data, { meta: result.meta });
    },
  );
};
