import type { LinePrice } from "../flashsale/index.ts";
import { discountPercentage } from "../shared/money.ts";
import type { CartLineRow } from "./cart.repository.ts";

/** A line with the price it is charged now (decision 0014). */
export type PricedCartLine = CartLineRow & { price: LinePrice };

/** Why a line cannot be bought now; such lines sit apart and count in no total. */
export type UnprocessableReason = "deleted" | "hidden" | "store_closed" | "out_of_stock" | "variant_unavailable";

export interface CartMerchantDto {
  id: number;
  storetype: string;
  merchant_name: string;
  merchant_slug: string;
  is_pkp: "pkp" | "non-pkp";
  city: { name: string };
  province: { name: string };
}

export interface CartItemDto {
  id: number;
  products_id: number;
  qty: number;
  note: string;
  attribute: string;
  is_checked: "1" | "0";
  /** qty × unit weight, whole grams. */
  weight: number;
  /** The unit price charged now: the flash price when a running flash sale covers the whole quantity, else publish_price. */
  price: number;
  /** qty × price. */
  subtotal: number;
  /** The flash sale whose price this line is charged. */
  flash_sale: { flash_sale_id: number; name: string; flash_price: number; remaining: number; end_at: string } | null;
  /**
   * The quantity is above what is left at a running flash sale's price, so the line is charged the normal
   * price; lowering it to `remaining` gets the flash price.
   */
  flash_quota_short: { flash_sale_id: number; flash_price: number; remaining: number } | null;
  /** The quantity is above what is in stock now: the shopper must lower it before buying. */
  exceeds_stock: boolean;
  product: {
    id: number;
    slug: string;
    product_name: string;
    photos: string[];
    stock: number;
    publish_price: number;
    base_price: number;
    merchant_discount_percentage: number;
    merchant_discount_amount: number;
    weight: number;
    attribute_type: string | null;
    attribute_values: string[];
  };
}

export interface CartGroupDto {
  /** The store's id: one group per store. */
  id: number;
  /** Spec §4: non-active when any of its lines is unchecked. */
  status: "active" | "non-active";
  merchant: CartMerchantDto;
  items: CartItemDto[];
}

export interface UnprocessableItemDto extends CartItemDto {
  reason: UnprocessableReason;
  merchant: CartMerchantDto;
}

export interface CartPromoLineDto {
  id: number;
  name: string;
  potongan: number;
}

export interface CartSummaryDto {
  /** Units in checked, buyable lines. */
  checked_qty: number;
  sub_total: number;
  discount: number;
  grand_total: number;
  all_promo: CartPromoLineDto[];
}

export interface CartDto {
  groups: CartGroupDto[];
  unprocessable: UnprocessableItemDto[];
  summary: CartSummaryDto;
  /** Lines in the cart, the header badge. */
  total: number;
  all_checked: boolean;
}

export interface CartPreviewDto {
  total: number;
  /** price: the unit price charged now (the flash price during a flash sale). */
  items: { id: number; qty: number; attribute: string; slug: string; product_name: string; photo: string | null; price: number; weight: number }[];
}

export function unprocessableReason(row: CartLineRow): UnprocessableReason | null {
  if (row.product.status === "DELETED") return "deleted";
  if (row.product.status !== "PUBLISH") return "hidden";
  if (row.merchant.status !== "active") return "store_closed";
  if (row.product.stock <= 0) return "out_of_stock";
  const values = row.product.attribute_values;
  if (values.length > 0 ? !values.includes(row.attribute) : row.attribute !== "") return "variant_unavailable";
  return null;
}

export function toCartMerchant(row: CartLineRow): CartMerchantDto {
  return {
    id: row.merchant.id,
    storetype: row.merchant.storetype,
    merchant_name: row.merchant.name,
    merchant_slug: row.merchant.slug,
    is_pkp: row.merchant.is_pkp ? "pkp" : "non-pkp",
    city: { name: row.merchant.city },
    province: { name: row.merchant.province },
  };
}

export function toCartItem(row: PricedCartLine): CartItemDto {
  const { product, price } = row;
  return {
    id: row.id,
    products_id: row.product_id,
    qty: row.qty,
    note: row.note,
    attribute: row.attribute,
    is_checked: row.is_checked ? "1" : "0",
    weight: Math.round(row.qty * product.weight_grams),
    price: price.unit_price,
    subtotal: row.qty * price.unit_price,
    flash_sale: price.flash
      ? {
          flash_sale_id: price.flash.flash_sale_id,
          name: price.flash.name,
          flash_price: price.flash.flash_price,
          remaining: price.flash.quota - price.flash.sold,
          end_at: price.flash.ends_at.toISOString(),
        }
      : null,
    flash_quota_short: price.quota_short
      ? { flash_sale_id: price.quota_short.offer.flash_sale_id, flash_price: price.quota_short.offer.flash_price, remaining: price.quota_short.remaining }
      : null,
    exceeds_stock: row.qty > product.stock,
    product: {
      id: row.product_id,
      slug: product.slug,
      product_name: product.name,
      photos: product.photos,
      stock: product.stock,
      publish_price: product.publish_price,
      base_price: product.base_price,
      merchant_discount_percentage: discountPercentage(product.base_price, product.publish_price),
      merchant_discount_amount: product.base_price - product.publish_price,
      weight: product.weight_grams,
      attribute_type: product.attribute_values.length > 0 ? product.attribute_type : null,
      attribute_values: product.attribute_values,
    },
  };
}
