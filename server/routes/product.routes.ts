import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { productReviewsDto, productReviewsQuery } from "../../core/review/index.ts";
import type { Services } from "../../core/services.ts";
import { productCardDto, productDetailDto } from "../../core/catalog/index.ts";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";
import { answer, apiCalls } from "../http/api-calls.ts";

const slugParams = z.object({ slug: z.string().min(1).max(255) }).strict();

export const productRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const anyone = apiCalls(app, { tag: "products", caller: "public" });

  anyone.get(
    "/products/detail/:slug",
    {
      summary: "Product detail (spec §3); hidden products and products of closed stores answer 404",
      params: slugParams,
      data: productDetailDto,
    },
    async ({ params, lang }) => services.products.detail(params.slug, lang),
  );

  anyone.get(
    "/products/detail/:slug/related",
    {
      summary:
        "Up to 12 best sellers of the product's category, then of its sibling categories, never the product or its variants",
      params: slugParams,
      data: z.array(productCardDto),
    },
    async ({ params }) => services.products.related(params.slug),
  );

  anyone.get(
    "/products/detail/:slug/review",
    {
      summary: "Review info and one page of reviews (10 per page); `point` filters the list by star",
      params: slugParams,
      querystring: productReviewsQuery,
      data: productReviewsDto,
      meta: paginationMetaDto,
    },
    async ({ params: { slug }, query }) => {
      const base = `/api/products/detail/${encodeURIComponent(slug)}/review`;
      const result = await services.reviews.productReviews(slug, query, (page, point) => {
        const params = new URLSearchParams();
        if (point) params.set("point", String(point));
        if (query.per_page !== 10) params.set("per_page", String(query.per_page));
        params.set("page", String(page));
        return `${base}?${params.toString()}`;
      });
      return answer(result.data, { meta: result.meta });
    },
  );
};
