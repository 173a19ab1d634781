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
import { answer, apiCalls, paged } from "../http/api-calls.ts";
import { langOnlyQuery } from "../http/route-options.ts";
import { paginationMetaDto } from "../../core/shared/pagination.dto.ts";

/** Spec §7 wishlist calls; every one acts on the signed-in shopper's own list only. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { wishlist } = services;
  const shopper = apiCalls(app, { tag: "wishlist", caller: "viewer" });

  shopper.post(
    "/wishlist/toggle",
    {
      summary: "Add a product to the wishlist, or remove it if it is there",
      description:
        "The message says which happened ('Product added to wishlist' / 'Tagged product removed successfully'); `data.added` says it too. " +
        `Only a product shoppers can see may be added (404 otherwise); a wishlist holds at most ${WISHLIST_MAX_ITEMS} products (409).`,
      body: wishlistProductInput,
      data: wishlistRemovalDto.extend(wishlistToggleDto.shape),
    },
    async ({ viewer, body }) => {
      const result = await wishlist.toggle(viewer.userId, body.product_id);
      const key = result.added ? "wishlist.added" : "wishlist.removed";
      return answer({ product_id: body.product_id, ...result }, { message: { key } });
    },
  );

  shopper.get(
    "/wishlist/my",
    {
      summary: `The shopper's wishlist, newest first, ${WISHLIST_PER_PAGE} a page`,
      description:
        "Products that are hidden, deleted, sold out or in a closed store stay listed with `available: false` and the reason.",
      querystring: wishlistPageQuery,
      data: z.array(wishlistItemDto),
      meta: paginationMetaDto,
    },
    async ({ viewer, query }) => {
      return paged(await wishlist.list(viewer.userId, query.page, (n) => `/api/wishlist/my?page=${n}`));
    },
  );

  shopper.get(
    "/wishlist/total",
    {
      summary: "How many products the shopper's wishlist holds (the header's heart is active above 0)",
      querystring: langOnlyQuery,
      data: z.object({ total: z.number() }),
    },
    async ({ viewer }) => ({ total: await wishlist.total(viewer.userId) }),
  );

  const remove = async (userId: number, productId: number): Promise<WishlistRemovalDto> => {
    const result = await wishlist.remove(userId, productId);
    if (!result.removed) throw new AppError("NOT_FOUND", "wishlist.not_in_wishlist");
    return { product_id: productId, total: result.total };
  };
  const removal = { data: wishlistRemovalDto, message: "wishlist.removed" };

  shopper.get(
    "/wishlist/delete",
    {
      summary: "Remove a product from the wishlist (spec §7 shape)",
      description:
        "Changes state although it is a GET: with the my_token cookie it needs X-XSRF-TOKEN equal to the XSRF-TOKEN cookie, " +
        "like every POST. 404 when the product is not in the wishlist.",
      querystring: wishlistDeleteQuery,
      changesState: true,
      ...removal,
    },
    async ({ viewer, query }) => remove(viewer.userId, query.product_id),
  );

  shopper.post(
    "/wishlist/delete",
    {
      summary: "Remove a product from the wishlist",
      description: "404 when the product is not in the wishlist.",
      body: wishlistProductInput,
      ...removal,
    },
    async ({ viewer, body }) => remove(viewer.userId, body.product_id),
  );
};
