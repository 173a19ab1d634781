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
import { answer, apiCalls, paged } from "../http/api-calls.ts";
import { langOnlyQuery } from "../http/route-options.ts";
import { productCardDto } from "../../core/catalog/index.ts";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";

/** Spec §7 flash-sale calls, and the promo page's read calls (our additions). */
export const promoRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { promoCart, cart } = services;
  /** The shopper's checked cart, priced by the server now: promos never trust figures from the client. */
  const summaryFor = async (userId: number, lang: "id" | "en") => {
    return toPromoSummaryDto(await promoCart.selectedFor(userId, await cart.baskets(userId), lang));
  };

  const shopper = apiCalls(app, { tag: "promo", caller: "viewer" });
  const anyone = apiCalls(app, { tag: "promo", caller: "public" });

  shopper.get(
    "/promo/active",
    {
      summary:
        "The 'Use Promo' modal: usable platform promos and store vouchers for the checked cart, unusable ones with the reason, the best combination",
      data: promoActiveListDto,
    },
    async ({ viewer, lang }) => {
      const list = await promoCart.available(viewer.userId, await cart.baskets(viewer.userId), lang);
      return { ...list, summary: toPromoSummaryDto(list.summary) };
    },
  );

  shopper.get(
    "/promo/list",
    {
      summary: "Every promo the shopper can see now, usable or not, as one list (the grouped view is /promo/active)",
      data: z.array(promoOptionDto.extend({ reason: promoUnusableReasonDto.nullable() })),
    },
    async ({ viewer, lang }) => {
      const list = await promoCart.available(viewer.userId, await cart.baskets(viewer.userId), lang);
      const usable = [...list.tokoexpress, ...list.merchant.flatMap((group) => group.promos)].map((promo) => ({
        ...promo,
        reason: null,
      }));
      return [...usable, ...list.non_active.map(({ message: _message, ...promo }) => promo)];
    },
  );

  for (const [path, summary] of [
    [
      "/promo/select",
      "Use a promo on the checked cart (replaces the promo in the same slot: one platform promo, one voucher per store)",
    ],
    ["/promo/unselect", "Stop using a promo"],
  ] as const) {
    shopper.post(path, { summary, body: promoSelectInput, data: promoSummaryDto }, async ({ viewer, body, lang }) => {
      const message =
        path === "/promo/select"
          ? await promoCart.select(viewer.userId, body.promo_id, await cart.baskets(viewer.userId))
          : await promoCart.unselect(viewer.userId, body.promo_id);
      return answer(await summaryFor(viewer.userId, lang), { message });
    });
  }

  shopper.post(
    "/promo/claim",
    {
      summary: "Claim a promo code (claim-only promos take one unit of their quota) and use it when the cart qualifies",
      body: promoClaimInput,
      data: promoClaimResultDto,
    },
    async ({ viewer, body }) => {
      const result = await promoCart.claim(viewer.userId, body.promo_code, await cart.baskets(viewer.userId));
      return answer(result.data, { message: result.message });
    },
  );

  shopper.post(
    "/promo/reset",
    { summary: "Stop using every promo", data: promoSummaryDto },
    async ({ viewer, lang }) => {
      const message = await promoCart.reset(viewer.userId);
      return answer(await summaryFor(viewer.userId, lang), { message });
    },
  );

  shopper.post(
    "/promo/best",
    {
      summary: "Use the combination of usable promos that saves the most under the stacking rules",
      data: promoBestResultDto,
    },
    async ({ viewer }) => {
      const result = await promoCart.applyBest(viewer.userId, await cart.baskets(viewer.userId));
      return answer(result.data, { message: result.message });
    },
  );

  anyone.get(
    "/promo/flashsale",
    {
      summary: "Running and upcoming flash-sale sessions and the selected one (default: the running one)",
      description: "An unknown or ended `selected` id falls back to the default session.",
      querystring: flashSaleSessionsQuery,
      data: flashSaleSessionsDto,
    },
    async ({ query }) => services.flashSales.sessions(query.selected),
  );

  anyone.get(
    "/promo/products/:promoid",
    {
      summary: "Products of a running or upcoming flash-sale session with flash price, quota and units sold",
      description: "An unknown or ended session answers 404. `meta` is the pagination plus the session.",
      params: flashSaleProductsParams,
      querystring: flashSaleProductsQuery,
      data: z.array(flashSaleProductDto),
      meta: paginationMetaDto.extend({ session: flashSaleSessionDto }),
    },
    async ({ params: { promoid }, query }) => {
      const sort = query.sort === "recommended" ? "" : `&sort=${query.sort}`;
      const pageUrl = (n: number) => `/api/promo/products/${promoid}?page=${n}${sort}`;
      const page = await services.flashSales.products(promoid, query, pageUrl);
      return answer(page.items, { meta: { ...page.meta, session: page.session } });
    },
  );

  anyone.get(
    "/promo/detail/:slug",
    {
      summary: "A promo or store voucher by slug: texts in the request's language, period, terms and quota left",
      params: promoSlugParams,
      querystring: langOnlyQuery,
      data: promoDetailDto,
    },
    async ({ params, lang }) => services.promos.detail(params.slug, lang),
  );

  anyone.get(
    "/promo/detail/:slug/products",
    {
      summary:
        "Products a promo applies to: the store's for a store voucher, a recommended selection for a platform promo",
      params: promoSlugParams,
      querystring: promoProductsQuery,
      data: z.array(productCardDto),
      meta: paginationMetaDto,
    },
    async ({ params: { slug }, query }) => {
      const pageUrl = (n: number) => `/api/promo/detail/${slug}/products?page=${n}`;
      return paged(await services.promos.products(slug, query.page, pageUrl));
    },
  );
};
