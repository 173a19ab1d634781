import { discountPercentage } from "../shared/money.ts";

/** A product as the product card of spec §2 shows it. */
export interface ProductCardDto {
  id: number;
  slug: string;
  product_name: string;
  photos: string[];
  stock: number;
  publish_price: number;
  base_price: number;
  merchant_discount_percentage: number;
  merchant_discount_amount: number;
  average_ratings: number;
  rating_count: number;
  sold_count: number;
  is_wishlist: boolean;
  merchant: { merchant_name: string; merchant_slug: string; merchant_city: string; is_pkp: "pkp" | "non-pkp"; storetype: string };
}

export interface CategoryDto {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
}

export interface StoreSummaryDto {
  id: number;
  merchant_name: string;
  merchant_slug: string;
  photo: string | null;
  city: string;
  storetype: string;
}

export function toProductCard(row: {
  id: number;
  slug: string;
  name: string;
  photos: string[];
  stock: number;
  publish_price: number;
  base_price: number;
  rating_avg: number;
  rating_count: number;
  sold_count: number;
  merchant_name: string;
  merchant_slug: string;
  merchant_city: string;
  is_pkp: boolean;
  storetype: string;
}): ProductCardDto {
  return {
    id: row.id,
    slug: row.slug,
    product_name: row.name,
    photos: row.photos,
    stock: row.stock,
    publish_price: row.publish_price,
    base_price: row.base_price,
    merchant_discount_percentage: discountPercentage(row.base_price, row.publish_price),
    merchant_discount_amount: row.base_price - row.publish_price,
    average_ratings: Number(row.rating_avg),
    rating_count: row.rating_count,
    sold_count: row.sold_count,
    is_wishlist: false,
    merchant: {
      merchant_name: row.merchant_name,
      merchant_slug: row.merchant_slug,
      merchant_city: row.merchant_city,
      is_pkp: row.is_pkp ? "pkp" : "non-pkp",
      storetype: row.storetype,
    },
  };
}
