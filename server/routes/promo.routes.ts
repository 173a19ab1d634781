import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  flashSaleProductDto,
  flashSaleProductsParams,
  flashSaleProductsQuery,
  flashSaleSessionDto,
  flashSaleSessionsDto,
  flashSaleSessionsQuery,
} from "../../core/flashsale/index.ts";
import {
  promoActiveListDto,
  promoBestResultDto,
  promoClaimInput,
  promoClaimResultDto,
  promoDetailDto,
  promoOptionDto,
  promoProductsQuery,
  promoSelectInput,
  promoSlugParams,
  promoSummaryDto,
  promoUnusableReasonDto,
  toPromoSummaryDto,
} from "../../core/promo/index.ts";
import type { Services } from "../../core/services.ts";
import { requireViewer } from "../http/auth.ts";
import { langOnlyQuery, signedInRoute } from "../http/route-options.ts";
import { productCardDto } from "../../core/catalog/index.ts";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";
import { envelope } from "../http/response-schemas.ts";

/** Spec §7 flash-sale calls, and the promo page's read calls (our additions). */
export const promoRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { promoCart, cart } = services;
  /** The shopper's checked cart, priced by the server now: promos never trust figures from the client. */
  const summaryFor = async (userId: number, lang: "id" | "en") => {
    return toPromoSummaryDto(await promoCart.selectedFor(userId, await cart.baskets(userId), lang));
  };

  app.get(
    "/promo/active",
    signedInRoute("promo", {
      summary:
        "The 'Use Promo' modal: usable platform promos and store vouchers for the checked cart, unusable ones with the reason, the best combination",
      response: { 200: envelope(promoActiveListDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const list = await promoCart.available(viewer.userId, await cart.baskets(viewer.userId), request.lang);
      return reply.ok({ ...list, summary: toPromoSummaryDto(list.summary) });
    },
  );

  app.get(
    "/promo/list",
    signedInRoute("promo", {
      summary: "Every promo the shopper can see now, usable or not, as one list (the grouped view is /promo/active)",
      response: { 200: envelope(z.array(promoOptionDto.extend({ reason: promoUnusableReasonDto.nullable() }))) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const list = await promoCart.available(viewer.userId, await cart.baskets(viewer.userId), request.lang);
      const usable = [...list.tokoexpress, ...list.merchant.flatMap((group) => group.promos)].map((promo) => ({
        ...promo,
        reason: null,
      }));
      return reply.ok([...usable, ...list.non_active.map(({ message: _message, ...promo }) => promo)]);
    },
  );

  for (const [path, summary] of [
    [
      "/promo/select",
      "Use a promo on the checked cart (replaces the promo in the same slot: one platform promo, one voucher per store)",
    ],
    ["/promo/unselect", "Stop using a promo"],
  ] as const) {
    app.post(
      path,
      signedInRoute("promo", { summary, body: promoSelectInput, response: { 200: envelope(promoSummaryDto) } }),
      async (request, reply) => {
        const viewer = await requireViewer(request);
        const message =
          path === "/promo/select"
            ? await promoCart.select(viewer.userId, request.body.promo_id, await cart.baskets(viewer.userId))
            : await promoCart.unselect(viewer.userId, request.body.promo_id);
        return reply.ok(await summaryFor(viewer.userId, request.lang), { message });
      },
    );
  }

  app.post(
    "/promo/claim",
    signedInRoute("promo", {
      summary: "Claim a promo code (claim-only promos take one unit of their quota) and use it when the cart qualifies",
      body: promoClaimInput,
      response: { 200: envelope(promoClaimResultDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const result = await promoCart.claim(viewer.userId, request.body.promo_code, await cart.baskets(viewer.userId));
      return reply.ok(result.data, { message: result.message });
    },
  );

  app.post(
    "/promo/reset",
    signedInRoute("promo", { summary: "Stop using every promo", response: { 200: envelope(promoSummaryDto) } }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const message = await promoCart.reset(viewer.userId);
      return reply.ok(await summaryFor(viewer.userId, request.lang), { message });
    },
  );

  app.post(
    "/promo/best",
    signedInRoute("promo", {
      summary: "Use the combination of usable promos that saves the most under the stacking rules",
      response: { 200: envelope(promoBestResultDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const result = await promoCart.applyBest(viewer.userId, await cart.baskets(viewer.userId));
      return reply.ok(result.data, { message: result.message });
    },
  );
  app.get(
    "/promo/flashsale",
    {
      schema: {
        tags: ["promo"],
        summary: "Running and upcoming flash-sale sessions and the selected one (default: the running one)",
        description: "An unknown or ended `selected` id falls back to the default session.",
        querystring: flashSaleSessionsQuery,
        response: { 200: envelope(flashSaleSessionsDto) },
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
        response: {
          200: envelope(z.array(flashSaleProductDto), paginationMetaDto.extend({ session: flashSaleSessionDto })),
        },
      },
    },
    async (request, reply) => {
      const { promoid } = request.params;
      const sort = request.query.sort === "recommended" ? "" : `&sort=${request.query.sort}`;
      const page = await services.flashSales.products(
        promoid,
        request.query,
        (n) => `/api/promo/products/${promoid}?page=${n}${sort}`,
      );
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
        querystring: langOnlyQuery,
        response: { 200: envelope(promoDetailDto) },
      },
    },
    async (request, reply) => reply.ok(await services.promos.detail(request.params.slug, request.lang)),
  );

  app.get(
    "/promo/detail/:slug/products",
    {
      schema: {
        tags: ["promo"],
        summary:
          "Products a promo applies to: the store's for a store voucher, a recommended selection for a platform promo",
        params: promoSlugParams,
        querystring: promoProductsQuery,
        response: { 200: envelope(z.array(productCardDto), paginationMetaDto) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const page = await services.promos.products(
        slug,
        request.query.page,
        (n) => `/api/promo/detail/${slug}/products?page=${n}`,
      );
      return reply.ok(page.items, { meta: page.meta });
    },
  );
};
