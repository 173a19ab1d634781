import { discountPercentage } from "../shared/money.ts";
import type { CartLineRow } from "./cart.repository.ts";

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
  /** qty × publish_price. */
  subtotal: number;
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
  items: { id: number; qty: number; attribute: string; slug: string; product_name: string; photo: string | null; publish_price: number; weight: number }[];
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

export function toCartItem(row: CartLineRow): CartItemDto {
  const { product } = row;
  return {
    id: row.id,
    products_id: row.product_id,
    qty: row.qty,
    note: row.note,
    attribute: row.attribute,
    is_checked: row.is_checked ? "1" : "0",
    weight: Math.round(row.qty * product.weight_grams),
    subtotal: row.qty * product.publish_price,
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
