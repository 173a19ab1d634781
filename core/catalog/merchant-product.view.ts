// No zod here: the merchant's product form imports this module in the browser, to show the publish price.
import { discountPercentage } from "../shared/money.ts";

export const MERCHANT_PRODUCT_LIMITS = {
  nameMin: 3,
  nameMax: 150,
  descriptionMax: 5000,
  /** Rupiah: a price below this is no price, above it a typing slip. */
  priceMin: 100,
  priceMax: 1_000_000_000,
  stockMax: 1_000_000,
  /** Grams. */
  weightMax: 500_000,
  /** Centimetres per side. */
  dimensionMax: 1_000,
  minOrderMax: 1_000,
  skuMax: 64,
  attributeTypeMax: 30,
  sizeMax: 30,
  sizesMax: 20,
  variantNameMax: 40,
  /** Siblings a product form creates or edits besides the product itself. */
  variantsMax: 9,
  /** Photos per product (and per variant); the first is the cover. */
  photosMax: 10,
  bulkMax: 100,
  perPage: 20,
  perPageMax: 100,
} as const;

/** The list's tabs: every product not deleted, then by status, then those nobody can buy (stock 0). */
export const MERCHANT_PRODUCT_TABS = ["all", "PUBLISH", "HIDDEN", "out_of_stock"] as const;
export type MerchantProductTab = (typeof MERCHANT_PRODUCT_TABS)[number];

export const MERCHANT_PRODUCT_SORTS = ["newest", "name", "price", "stock", "sold"] as const;
export type MerchantProductSort = (typeof MERCHANT_PRODUCT_SORTS)[number];
/** The direction a sort takes when none is asked for: what a merchant looks for first. */
export const DEFAULT_ORDER: Record<MerchantProductSort, "asc" | "desc"> = {
  newest: "desc",
  name: "asc",
  price: "asc",
  stock: "asc",
  sold: "desc",
};

export type DiscountType = "none" | "percent" | "amount";

/**
 * The price buyers pay: the base price less the discount, the percent rounded to whole rupiah. The
 * storefront derives its percent and amount back from the two prices (decision 0002), so they agree.
 */
export function publishPriceOf(item: {
  base_price: number;
  discount_type: DiscountType;
  discount_value: number | null;
}): number {
  const value = item.discount_value ?? 0;
  if (item.discount_type === "percent") return item.base_price - Math.round((item.base_price * value) / 100);
  if (item.discount_type === "amount") return item.base_price - value;
  return item.base_price;
}

/**
 * How an edit form shows a saved discount: as the percent the storefront shows when that percent gives
 * back the same publish price, else as the amount in rupiah.
 */
export function discountOf(basePrice: number, publishPrice: number): { type: DiscountType; value: number | null } {
  if (publishPrice >= basePrice) return { type: "none", value: null };
  const percent = discountPercentage(basePrice, publishPrice);
  if (publishPriceOf({ base_price: basePrice, discount_type: "percent", discount_value: percent }) === publishPrice)
    return { type: "percent", value: percent };
  return { type: "amount", value: basePrice - publishPrice };
}
