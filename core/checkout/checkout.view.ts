// No zod here: the checkout page's loader and the cart's actions import this module.
import type { StoreBasket } from "../promo/index.ts";
import type { CheckoutPreviewDto } from "./checkout.dto.ts";

/**
 * What promos are priced on at checkout: each store's products and the price of the courier chosen for it.
 * The cart stage knows no shipping yet, so a free-shipping voucher is worth nothing there; once couriers are
 * chosen, the promo chooser must price with them, as the checkout's own totals do.
 */
export function promoBasketsOf(preview: Pick<CheckoutPreviewDto, "orders">): StoreBasket[] {
  return preview.orders.map((order) => ({
    merchantId: order.merchant.id,
    subtotal: order.total_merchant_amount,
    shipping: order.shipping?.response_manifest.final_price ?? null,
  }));
}
