import { z } from "zod";
import { pkpDto, pkpOf, storeNameFields, storePricingFields } from "../shared/fields.dto.ts";
import { discountPercentage } from "../shared/money.ts";

/** A category as a link names it; the other category shapes add to it. */
export const categoryLinkDto = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type CategoryLinkDto = z.infer<typeof categoryLinkDto>;

/** A merchant as a product card names it. */
const cardMerchantDto = z.object({
  merchant_name: z.string(),
  merchant_slug: z.string(),
  merchant_city: z.string(),
  is_pkp: pkpDto,
  storetype: z.string(),
});

/**
 * The running flash sale a card's product is on. publish_price stays the normal price, as everywhere in
 * the API; the card shows flash_price with publish_price struck through.
 */
export const cardFlashSaleDto = z.object({
  flash_sale_id: z.number(),
  flash_price: z.number().describe("What one unit costs now; publish_price stays the normal price"),
  discount_percentage: z.number().describe("Discount of flash_price against publish_price, 2 decimals (spec §9)"),
});
export type CardFlashSaleDto = z.infer<typeof cardFlashSaleDto>;

/** What links to a product, as its card and its page both begin: its id, its page's slug, its name and photos. */
export const productLinkFields = {
  id: z.number(),
  slug: z.string(),
  product_name: z.string(),
  photos: z.array(z.string()),
};

/** A product as the product card of spec §2 shows it. */
export const productCardDto = z.object({
  ...productLinkFields,
  stock: z.number(),
  ...storePricingFields,
  average_ratings: z.number(),
  rating_count: z.number(),
  sold_count: z.number(),
  is_wishlist: z.boolean(),
  merchant: cardMerchantDto,
  flash_sale: cardFlashSaleDto
    .nullable()
    .describe("Set while the product is on a running flash sale with quota left (decision 0014)"),
});
export type ProductCardDto = z.infer<typeof productCardDto>;

export const categoryDto = categoryLinkDto.extend({ icon: z.string().nullable() });
export type CategoryDto = z.infer<typeof categoryDto>;

export const storeSummaryDto = z.object({
  ...storeNameFields,
  photo: z.string().nullable(),
  city: z.string(),
  storetype: z.string(),
});
export type StoreSummaryDto = z.infer<typeof storeSummaryDto>;

/** A product as every card or line shows it (productFaceColumns). */
export interface ProductFaceRow {
  slug: string;
  name: string;
  photos: string[];
  stock: number;
  publish_price: number;
  base_price: number;
}

export function toProductCard(
  row: ProductFaceRow & {
    id: number;
    rating_avg: number;
    rating_count: number;
    sold_count: number;
    merchant_name: string;
    merchant_slug: string;
    merchant_city: string;
    is_pkp: boolean;
    storetype: string;
  },
): ProductCardDto {
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
      is_pkp: pkpOf(row.is_pkp),
      storetype: row.storetype,
    },
    // The listing's service prices the whole page with one look-up (core/flashsale withFlashPrices).
    flash_sale: null,
  };
}

/** A leaf of the mega-menu tree (spec §3 Category: child[].child[]). */
export const megaMenuLeafDto = categoryLinkDto;
export type MegaMenuLeafDto = z.infer<typeof megaMenuLeafDto>;

export const megaMenuChildDto = megaMenuLeafDto.extend({ child: z.array(megaMenuLeafDto) });
export type MegaMenuChildDto = z.infer<typeof megaMenuChildDto>;

/** An official store selling in a top category; its logo links to /store/{merchant_slug}. */
export const relatedBrandDto = z.object({ ...storeNameFields, photo: z.string().nullable() });
export type RelatedBrandDto = z.infer<typeof relatedBrandDto>;

/** A top category of the mega-menu with its subcategories, their leaves and its official brands. */
export const megaMenuCategoryDto = categoryDto.extend({
  child: z.array(megaMenuChildDto),
  related_brand: z.array(relatedBrandDto),
});
export type MegaMenuCategoryDto = z.infer<typeof megaMenuCategoryDto>;

/** A subcategory ranked by what its products sold (spec §7 /homepage/trending/categories). */
export const trendingCategoryDto = categoryDto.extend({
  level: z.number().describe("1 and 2 link to /product/category/{slug}, 3 to /product/subcategory/{slug}"),
  product_count: z.number(),
  sold_count: z.number(),
});
export type TrendingCategoryDto = z.infer<typeof trendingCategoryDto>;
