import { toProductCard, type CardListingDeps } from "../catalog/index.ts";
import { onHoliday } from "../merchant/index.ts";
import { AppError } from "../shared/errors.ts";
import { offsetOf, paginationMeta, type Page, type PageUrl } from "../shared/pagination.ts";
import { parseInput } from "../shared/validation.ts";
import { unavailableReason, type WishlistItemDto, type WishlistToggleDto } from "./wishlist.dto.ts";
import { wishlistPageQuery, wishlistProductInput } from "./wishlist.inputs.ts";
import { createWishlistRepository } from "./wishlist.repository.ts";

/**
 * A wishlist is a shopper's bookmarks, not a store of data: past a few hundred products it is no longer
 * browsable, and the root loader reads every id of it on each page.
 */
export const WISHLIST_MAX_ITEMS = 500;
export const WISHLIST_PER_PAGE = 20;

/** The id as the API parsed it, or as a page form sent it (text): both go through the same schema. */
function productIdOf(raw: unknown): number {
  return parseInput(wishlistProductInput, { product_id: raw ?? undefined }).product_id;
}

export function createWishlistService({ db, clock, flashSales }: CardListingDeps) {
  const wishlist = createWishlistRepository(db);
  return {
    /**
     * Spec §4: the heart adds a product or removes it. Only a product shoppers can see now may be added;
     * one already saved can always be removed, whatever became of it.
     */
    async toggle(userId: number, rawProductId: unknown): Promise<WishlistToggleDto> {
      const productId = productIdOf(rawProductId);
      return db.transaction(async (tx) => {
        const scoped = createWishlistRepository(tx);
        await scoped.lockOwner(userId);
        if (await scoped.remove(userId, productId)) return { added: false, total: await scoped.count(userId) };
        const state = await scoped.productState(productId);
        if (!state || state.status !== "PUBLISH" || state.merchant_status !== "active") {
          throw new AppError("NOT_FOUND", "wishlist.product_not_found");
        }
        const total = await scoped.count(userId);
        if (total >= WISHLIST_MAX_ITEMS)
          throw new AppError("CONFLICT", "wishlist.full", { values: { max: WISHLIST_MAX_ITEMS } });
        await scoped.add(userId, productId, clock.now());
        return { added: true, total: total + 1 };
      });
    },

    /** Removing what is not there changes nothing and says so (`removed: false`). */
    async remove(userId: number, rawProductId: unknown): Promise<{ removed: boolean; total: number }> {
      const productId = productIdOf(rawProductId);
      const removed = await wishlist.remove(userId, productId);
      return { removed, total: await wishlist.count(userId) };
    },

    /**
     * Newest first, 20 a page. Products that were hidden, deleted, sold out or whose store closed stay on
     * the list, flagged unavailable with the reason, so the shopper sees what happened to them.
     */
    async list(userId: number, rawPage: unknown, pageUrl: PageUrl): Promise<Page<WishlistItemDto>> {
      const { page } = parseInput(wishlistPageQuery, { page: rawPage ?? undefined });
      const total = await wishlist.count(userId);
      const offset = offsetOf(page, WISHLIST_PER_PAGE);
      const rows = offset >= total ? [] : await wishlist.cardPage(userId, WISHLIST_PER_PAGE, offset);
      const now = clock.now();
      const details = new Map(
        (
          await wishlist.itemDetails(
            userId,
            rows.map((row) => row.id),
          )
        ).map((row) => [row.product_id, row]),
      );
      const items = rows.flatMap((row): WishlistItemDto[] => {
        const detail = details.get(row.id);
        // Removed between the two reads: leave it out rather than show it half-known.
        if (!detail) return [];
        const reason = unavailableReason({
          status: detail.status,
          merchant_status: detail.merchant_status,
          stock: row.stock,
          on_holiday: onHoliday(detail, now),
        });
        return [
          {
            ...toProductCard(row),
            is_wishlist: true,
            available: reason === null,
            unavailable_reason: reason,
            wishlisted_at: detail.created_at.toISOString(),
            json_meta: { attribute_type: detail.attribute_type, attribute_value: detail.attribute_values },
          },
        ];
      });
      return {
        items: await flashSales.withFlashPrices(items),
        meta: paginationMeta(total, page, WISHLIST_PER_PAGE, items.length, pageUrl),
      };
    },

    async total(userId: number): Promise<number> {
      return wishlist.count(userId);
    },

    /** The saved product ids, newest first: the pages fill every heart from these. */
    async ids(userId: number): Promise<number[]> {
      return wishlist.productIds(userId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
