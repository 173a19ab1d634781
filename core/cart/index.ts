export {
  createCartService,
  checkedBaskets,
  type CartService,
  type CartPromoPricer,
  type CheckedBasket,
} from "./cart.service.ts";
export {
  CART_LINE_MAX_QTY,
  CART_MAX_LINES,
  cartItemIds,
  cartLineInput,
  cartNoteInput,
  cartQuantityInput,
} from "./cart.inputs.ts";
export { CART_NOTE_MAX_LENGTH } from "./cart.tables.ts";
export type {
  CartDto,
  CartGroupDto,
  CartItemDto,
  PricedCartLine,
  CartMerchantDto,
  CartPreviewDto,
  CartSummaryDto,
  UnprocessableItemDto,
  UnprocessableReason,
} from "./cart.dto.ts";
export {
  cartGroupDto,
  cartLineResultDto,
  cartMetaDto,
  cartPreviewDto,
  type CartLineResultDto,
  type CartMetaDto,
} from "./cart.dto.ts";
export type { CartLineRow } from "./cart.repository.ts";
