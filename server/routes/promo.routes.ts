import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { flashSaleProductsParams, flashSaleProductsQuery, flashSaleSessionsQuery } from "../../core/flashsale/index.ts";
import { promoProductsQuery, promoSlugParams } from "../../core/promo/index.ts";
import type { Services } from "../../core/services.ts";
import { envelope, paginationMetaSchema, productCardSchema } from "../http/response-schemas.ts";
import { flashSaleProductSchema, flashSaleSessionSchema } from "./home.routes.ts";
import { voucherSchema } from "./merchant.routes.ts";

const promoDetailSchema = voucherSchema.extend({
  description: z.string(),
  banner: z.string().nullable(),
  json_meta: z.object({ icon: z.string().nullable() }),
  start_at: z.string(),
  status: z.enum(["upcoming", "active", "ended"]),
  quota_total: z.number().nullable(),
  requires_claim: z.boolean(),
  merchant: z
    .object({ id: z.number(), merchant_name: z.string(), merchant_slug: z.string(), storetype: z.string(), photo: z.string().nullable() })
    .nullable(),
});

/** Spec §7 flash-sale calls, and the promo page's read calls (our additions). */
export const promoRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/promo/flashsale",
    {
      schema: {
        tags: ["promo"],
        summary: "Running and upcoming flash-sale sessions and the selected one (default: the running one)",
        description: "An unknown or ended `selected` id falls back to the default session.",
        querystring: flashSaleSessionsQuery,
        response: {
          200: envelope(
            z.object({ promos: z.array(flashSaleSessionSchema), selected_promo: flashSaleSessionSchema.nullable(), fs_selected_id: z.number().nullable() }),
          ),
        },
      },
    },
    async (request, reply) => reply.ok(await services.flashSales.sessions(request.query.selected)),
  );

  app.get(
    "/promo/products/:promoid",
    {
      schema: {
        tags: ["promo"],
        summary: "Products of a running or upcoming flash-sale session with flash price, quota and units sold",
        description: "An unknown or ended session answers 404. `meta` is the pagination plus the session.",
        params: flashSaleProductsParams,
        querystring: flashSaleProductsQuery,
        response: { 200: envelope(z.array(flashSaleProductSchema), paginationMetaSchema.extend({ session: flashSaleSessionSchema })) },
      },
    },
    async (request, reply) => {
      const page = await services.flashSales.products(request.params.promoid, request.query);
      return reply.ok(page.items, { meta: { ...page.meta, session: page.session } });
    },
  );

  app.get(
    "/promo/detail/:slug",
    {
      schema: {
        tags: ["promo"],
        summary: "A promo or store voucher by slug: texts in the request's language, period, terms and quota left",
        params: promoSlugParams,
        querystring: z.object({ lang: z.enum(["id", "en"]).optional() }).strict(),
        response: { 200: envelope(promoDetailSchema) },
      },
    },
    async (request, reply) => reply.ok(await services.promos.detail(request.params.slug, request.lang)),
  );

  app.get(
    "/promo/detail/:slug/products",
    {
      schema: {
        tags: ["promo"],
        summary: "Products a promo applies to: the store's for a store voucher, a recommended selection for a platform promo",
        params: promoSlugParams,
        querystring: promoProductsQuery,
        response: { 200: envelope(z.array(productCardSchema), paginationMetaSchema) },
      },
    },
    async (request, reply) => {
      const page = await services.promos.products(request.params.slug, request.query.page);
      return reply.ok(page.items, { meta: page.meta });
    },
  );
};
