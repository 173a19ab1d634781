import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  brandDto,
  brandListQuery,
  merchantSlugParams,
  storeHeaderDto,
  storeProductsQuery,
} from "../../core/merchant/index.ts";
import type { Services } from "../../core/services.ts";
import { productCardDto } from "../../core/catalog/index.ts";
import { storeVoucherDto } from "../../core/promo/index.ts";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";
import { envelope } from "../http/response-schemas.ts";
import { langOnlyQuery } from "../http/route-options.ts";

/** A store page's header and its vouchers: promo depends on merchant, so the two DTOs meet here. */
const storeDetailDto = storeHeaderDto.extend({ vouchers: z.array(storeVoucherDto) });

/** Spec §7 "Brands" plus the store page's two calls (our additions). */
export const merchantRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/merchant/list",
    {
      schema: {
        tags: ["merchant"],
        summary:
          "Official brand stores: search, sort (lates | alphabet | popular), alphabetsearch, categories[], storetype, page",
        description:
          "alphabetsearch is a letter A–Z or '#' (names not starting with a letter); 'All Brand', 'Semua Brand', 'All' or empty mean no filter. categories[] takes category ids of any level (repeat the parameter or separate with commas).",
        querystring: brandListQuery,
        response: { 200: envelope(z.array(brandDto), paginationMetaDto) },
      },
    },
    async (request, reply) => {
      const page = await services.merchants.brands(request.query, "/api/merchant/list");
      return reply.ok(page.items, { meta: page.meta });
    },
  );

  app.get(
    "/merchant/detail/:slug",
    {
      schema: {
        tags: ["merchant"],
        summary: "A store's header (banner, logo, rating, product count, joined date) and its live vouchers",
        params: merchantSlugParams,
        querystring: langOnlyQuery,
        response: { 200: envelope(storeDetailDto) },
      },
    },
    async (request, reply) => reply.ok(await services.merchants.detail(request.params.slug, request.lang)),
  );

  app.get(
    "/merchant/products/:slug",
    {
      schema: {
        tags: ["merchant"],
        summary:
          "A store's products: search within the store, sort (bestseller | newest | price_asc | price_desc | rating), page",
        params: merchantSlugParams,
        querystring: storeProductsQuery,
        response: { 200: envelope(z.array(productCardDto), paginationMetaDto) },
      },
    },
    async (request, reply) => {
      const page = await services.merchants.products(
        request.params.slug,
        request.query,
        `/api/merchant/products/${request.params.slug}`,
      );
      return reply.ok(page.items, { meta: page.meta });
    },
  );
};
