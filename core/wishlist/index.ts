export {
  createWishlistService,
  WISHLIST_MAX_ITEMS,
  WISHLIST_PER_PAGE,
  type WishlistService,
} from "./wishlist.service.ts";
export {
  wishlistDeleteQuery,
  wishlistPageQuery,
  wishlistProductInput,
  type WishlistPageQuery,
  type WishlistProductInput,
} from "./wishlist.inputs.ts";
export type { WishlistItemDto, WishlistToggleDto, WishlistUnavailableReason } from "./wishlist.dto.ts";
export { wishlistItemDto, wishlistRemovalDto, wishlistToggleDto, type WishlistRemovalDto } from "./wishlist.dto.ts";
