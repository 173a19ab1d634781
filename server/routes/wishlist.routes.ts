import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../core/shared/errors.ts";
import type { Services } from "../../core/services.ts";
import {
  WISHLIST_MAX_ITEMS,
  WISHLIST_PER_PAGE,
  wishlistDeleteQuery,
  wishlistItemDto,
  wishlistPageQuery,
  wishlistProductInput,
  wishlistRemovalDto,
  wishlistToggleDto,
  type WishlistRemovalDto,
} from "../../core/wishlist/index.ts";
import { requireViewer, signedIn } from "../http/auth.ts";
import { langOnlyQuery, signedInRoute } from "../http/route-options.ts";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";
import { envelope } from "../http/response-schemas.ts";

const security = [{ bearerAuth: [] }];

/** Spec §7 wishlist calls; every one acts on the signed-in shopper's own list only. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { wishlist } = services;

  app.post(
    "/wishlist/toggle",
    signedInRoute("wishlist", {
      summary: "Add a product to the wishlist, or remove it if it is there",
      description:
        "The message says which happened ('Product added to wishlist' / 'Tagged product removed successfully'); `data.added` says it too. " +
        `Only a product shoppers can see may be added (404 otherwise); a wishlist holds at most ${WISHLIST_MAX_ITEMS} products (409).`,
      security,
      body: wishlistProductInput,
      response: { 200: envelope(wishlistRemovalDto.extend(wishlistToggleDto.shape)) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const result = await wishlist.toggle(viewer.userId, request.body.product_id);
      return reply.ok(
        { product_id: request.body.product_id, ...result },
        { message: { key: result.added ? "wishlist.added" : "wishlist.removed" } },
      );
    },
  );

  app.get(
    "/wishlist/my",
    signedInRoute("wishlist", {
      summary: `The shopper's wishlist, newest first, ${WISHLIST_PER_PAGE} a page`,
      description:
        "Products that are hidden, deleted, sold out or in a closed store stay listed with `available: false` and the reason.",
      security,
      querystring: wishlistPageQuery,
      response: { 200: envelope(z.array(wishlistItemDto), paginationMetaDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const page = await wishlist.list(viewer.userId, request.query.page, (n) => `/api/wishlist/my?page=${n}`);
      return reply.ok(page.items, { meta: page.meta });
    },
  );

  app.get(
    "/wishlist/total",
    signedInRoute("wishlist", {
      summary: "How many products the shopper's wishlist holds (the header's heart is active above 0)",
      security,
      querystring: langOnlyQuery,
      response: { 200: envelope(z.object({ total: z.number() })) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.ok({ total: await wishlist.total(viewer.userId) });
    },
  );

  const remove = async (userId: number, productId: number): Promise<WishlistRemovalDto> => {
    const result = await wishlist.remove(userId, productId);
    if (!result.removed) throw new AppError("NOT_FOUND", "wishlist.not_in_wishlist");
    return { product_id: productId, total: result.total };
  };
  const removed = { message: { key: "wishlist.removed" } };

  app.get(
    "/wishlist/delete",
    {
      config: { ...signedIn(), changesState: true },
      schema: {
        tags: ["wishlist"],
        summary: "Remove a product from the wishlist (spec §7 shape)",
        description:
          "Changes state although it is a GET: with the my_token cookie it needs X-XSRF-TOKEN equal to the XSRF-TOKEN cookie, " +
          "like every POST. 404 when the product is not in the wishlist.",
        security,
        querystring: wishlistDeleteQuery,
        response: { 200: envelope(wishlistRemovalDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await remove((await requireViewer(request)).userId, request.query.product_id), removed),
  );

  app.post(
    "/wishlist/delete",
    signedInRoute("wishlist", {
      summary: "Remove a product from the wishlist",
      description: "404 when the product is not in the wishlist.",
      security,
      body: wishlistProductInput,
      response: { 200: envelope(wishlistRemovalDto) },
    }),
    async (request, reply) =>
      reply.ok(await remove((await requireViewer(request)).userId, request.body.product_id), removed),
  );
};
