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
  /** Set while the product is on flash sale (decision 0014): one unit then costs flash_sale.flash_price. */
  flash_sale: CardFlashSaleDto | null;
}

/**
 * The running flash sale a card's product is on. publish_price stays the normal price, as everywhere in
 * the API; the card shows flash_price with publish_price struck through.
 */
export interface CardFlashSaleDto {
  flash_sale_id: number;
  flash_price: number;
  /** Discount of the flash price against publish_price, 2 decimals (spec §9). */
  discount_percentage: number;
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
    // The listing's service prices the whole page with one look-up (core/flashsale withFlashPrices).
    flash_sale: null,
  };
}

/** A leaf of the mega-menu tree (spec §3 Category: child[].child[]). */
export interface MegaMenuLeafDto {
  id: number;
  name: string;
  slug: string;
}

export interface MegaMenuChildDto extends MegaMenuLeafDto {
  child: MegaMenuLeafDto[];
}

/** An official store selling in a top category; its logo links to /store/{merchant_slug}. */
export interface RelatedBrandDto {
  id: number;
  merchant_slug: string;
  merchant_name: string;
  photo: string | null;
}

/** A top category of the mega-menu with its subcategories, their leaves and its official brands. */
export interface MegaMenuCategoryDto {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  child: MegaMenuChildDto[];
  related_brand: RelatedBrandDto[];
}

/** A subcategory ranked by what its products sold (spec §7 /homepage/trending/categories). */
export interface TrendingCategoryDto {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  /** 1 and 2 link to /product/category/{slug}, 3 to /product/subcategory/{slug}. */
  level: number;
  product_count: number;
  sold_count: number;
}

/** Where a category's page lives: top and second level under /product/category, leaves under /product/subcategory. */
export function categoryPath(category: { slug: string; level: number }): string {
  return category.level >= 3 ? `/product/subcategory/${category.slug}` : `/product/category/${category.slug}`;
}
