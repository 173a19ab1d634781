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
import { apiCalls, paged } from "../http/api-calls.ts";
import { langOnlyQuery } from "../http/route-options.ts";

/** A store page's header and its vouchers: promo depends on merchant, so the two DTOs meet here. */
const storeDetailDto = storeHeaderDto.extend({ vouchers: z.array(storeVoucherDto) });

/** Spec §7 "Brands" plus the store page's two calls (our additions). */
export const merchantRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const anyone = apiCalls(app, { tag: "merchant", caller: "public" });

  anyone.get(
    "/merchant/list",
    {
      summary:
        "Official brand stores: search, sort (lates | alphabet | popular), alphabetsearch, categories[], storetype, page",
      description:
        "alphabetsearch is a letter A–Z or '#' (names not starting with a letter); 'All Brand', 'Semua Brand', 'All' or empty mean no filter. categories[] takes category ids of any level (repeat the parameter or separate with commas).",
      querystring: brandListQuery,
      data: z.array(brandDto),
      meta: paginationMetaDto,
    },
    async ({ query }) => paged(await services.merchants.brands(query, "/api/merchant/list")),
  );

  anyone.get(
    "/merchant/detail/:slug",
    {
      summary: "A store's header (banner, logo, rating, product count, joined date) and its live vouchers",
      params: merchantSlugParams,
      querystring: langOnlyQuery,
      data: storeDetailDto,
    },
    async ({ params, lang }) => services.merchants.detail(params.slug, lang),
  );

  anyone.get(
    "/merchant/products/:slug",
    {
      summary:
        "A store's products: search within the store, sort (bestseller | newest | price_asc | price_desc | rating), page",
      params: merchantSlugParams,
      querystring: storeProductsQuery,
      data: z.array(productCardDto),
      meta: paginationMetaDto,
    },
    async ({ params: { slug }, query }) =>
      paged(await services.merchants.products(slug, query, `/api/merchant/products/${slug}`)),
  );
};
