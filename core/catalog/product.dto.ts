import { z } from "zod";
import type { FlashOffer } from "../flashsale/index.ts";
import { pkpDto, pkpOf, storePricingFields } from "../shared/fields.dto.ts";
import { discountPercentage } from "../shared/money.ts";
import { categoryLinkDto, productLinkFields } from "./catalog.dto.ts";

/** One step of the category path, from the top category down to the product's leaf. */
export const categoryCrumbDto = categoryLinkDto.extend({
  level: z.number().describe("1 = top category, 2 = subcategory, 3 = leaf"),
});
export type CategoryCrumbDto = z.infer<typeof categoryCrumbDto>;

/** A sibling in the product's variant group (the product itself included), spec §3 product_variant. */
export const productVariantDto = z.object({
  id: z.number(),
  slug: z.string(),
  thumb: z.string().nullable(),
  name: z.string(),
});
export type ProductVariantDto = z.infer<typeof productVariantDto>;

export const productMerchantDto = z.object({
  id: z.number(),
  merchant_name: z.string(),
  merchant_slug: z.string(),
  merchant_city: z.string(),
  province: z.string(),
  is_pkp: pkpDto,
  storetype: z.string(),
  logo: z.string().nullable(),
  rating: z.number(),
  rating_count: z.number(),
  product_count: z.number(),
  holiday: z
    .object({ until: z.string().describe("When the closure ends (ISO time)"), note: z.string().nullable() })
    .nullable()
    .describe("Set while the store is closed for its holiday: its products cannot be bought"),
});
export type ProductMerchantDto = z.infer<typeof productMerchantDto>;

/**
 * The running flash sale the product is on (decision 0014): one unit costs flash_price instead of
 * publish_price while `remaining` units last, until end_at.
 */
export const productFlashSaleDto = z.object({
  flash_sale_id: z.number(),
  name: z.string(),
  flash_price: z.number(),
  discount_percentage: z.number().describe("Discount of the flash price against publish_price, 2 decimals"),
  quota: z.number(),
  sold: z.number(),
  remaining: z.number(),
  start_at: z.string(),
  end_at: z.string(),
  server_time: z.string().describe("The server's now, so a countdown does not trust the browser's clock"),
});
export type ProductFlashSaleDto = z.infer<typeof productFlashSaleDto>;

/** The product detail of spec §3, as GET /api/products/detail/{slug} answers and the product page shows it. */
export const productDetailDto = z.object({
  ...productLinkFields,
  youtube_url: z.string().nullable(),
  stock: z.number(),
  ...storePricingFields,
  merchant_discount_percentage: z.number().describe("Discount from base to publish price, 2 decimals"),
  flash_sale: productFlashSaleDto
    .nullable()
    .describe("Set while a flash sale prices the product: its price is then flash_sale.flash_price"),
  is_wishlist: z.boolean(),
  average_ratings: z.number(),
  rating_count: z.number(),
  sold_count: z.number(),
  description: z.string(),
  weight: z.number().describe("Grams"),
  category: z.array(categoryCrumbDto).describe("Category path from the top category down to the product's leaf"),
  merchant: productMerchantDto,
  product_variant: z
    .array(productVariantDto)
    .describe("The products of the variant group, the product itself included"),
  json_meta: z.object({
    attribute_type: z.string().nullable(),
    attribute_value: z.array(z.string()).describe("Sizes"),
    product_photos: z.array(z.string()),
  }),
});
export type ProductDetailDto = z.infer<typeof productDetailDto>;

/** The row the repository reads for one product, joined with its store, city and province. */
export interface ProductDetailRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  youtube_url: string | null;
  variant_group: number | null;
  variant_name: string | null;
  attribute_type: string | null;
  attribute_values: string[];
  photos: string[];
  base_price: number;
  publish_price: number;
  stock: number;
  weight_grams: number;
  sold_count: number;
  rating_avg: number;
  rating_count: number;
  category_id: number;
  merchant_id: number;
  merchant_name: string;
  merchant_slug: string;
  merchant_logo: string | null;
  storetype: string;
  is_pkp: boolean;
  merchant_rating_avg: number;
  merchant_rating_count: number;
  /** Set while the store is closed for its holiday (timestamptz text). */
  merchant_closed_until?: string | Date | null;
  merchant_holiday_note?: string | null;
  city_name: string;
  province_name: string;
}

export interface VariantRow {
  id: number;
  slug: string;
  name: string;
  variant_name: string | null;
  photos: string[];
}

/** A variant is named by its variant name (a colour, a size pack…), else by the whole product name. */
export function toVariant(row: VariantRow): ProductVariantDto {
  return { id: row.id, slug: row.slug, thumb: row.photos[0] ?? null, name: row.variant_name?.trim() || row.name };
}

/**
 * Builds the detail DTO. The discount is derived from the two prices (decision 0002), so it cannot
 * disagree with them; a product outside any variant group lists itself as its only variant.
 */
export function toProductDetail(
  row: ProductDetailRow,
  extra: {
    variants: VariantRow[];
    category: CategoryCrumbDto[];
    merchantProductCount: number;
    flashSale: FlashOffer | null;
    now: Date;
  },
): ProductDetailDto {
  const flash = extra.flashSale;
  const variants = extra.variants.some((variant) => variant.id === row.id)
    ? extra.variants
    : [
        ...extra.variants,
        { id: row.id, slug: row.slug, name: row.name, variant_name: row.variant_name, photos: row.photos },
      ].sort((a, b) => a.id - b.id);
  return {
    id: row.id,
    slug: row.slug,
    product_name: row.name,
    photos: row.photos,
    youtube_url: row.youtube_url?.trim() || null,
    stock: row.stock,
    publish_price: row.publish_price,
    base_price: row.base_price,
    merchant_discount_percentage: discountPercentage(row.base_price, row.publish_price),
    merchant_discount_amount: Math.max(0, row.base_price - row.publish_price),
    flash_sale: flash
      ? {
          flash_sale_id: flash.flash_sale_id,
          name: flash.name,
          flash_price: flash.flash_price,
          discount_percentage: discountPercentage(row.publish_price, flash.flash_price),
          quota: flash.quota,
          sold: flash.sold,
          remaining: flash.quota - flash.sold,
          start_at: flash.starts_at.toISOString(),
          end_at: flash.ends_at.toISOString(),
          server_time: extra.now.toISOString(),
        }
      : null,
    is_wishlist: false,
    average_ratings: Number(row.rating_avg),
    rating_count: row.rating_count,
    sold_count: row.sold_count,
    description: row.description,
    weight: row.weight_grams,
    category: extra.category,
    merchant: {
      id: row.merchant_id,
      merchant_name: row.merchant_name,
      merchant_slug: row.merchant_slug,
      merchant_city: row.city_name,
      province: row.province_name,
      is_pkp: pkpOf(row.is_pkp),
      storetype: row.storetype,
      logo: row.merchant_logo,
      rating: Number(row.merchant_rating_avg),
      rating_count: row.merchant_rating_count,
      product_count: extra.merchantProductCount,
      holiday: row.merchant_closed_until
        ? { until: new Date(row.merchant_closed_until).toISOString(), note: row.merchant_holiday_note ?? null }
        : null,
    },
    product_variant: variants.map(toVariant),
    json_meta: {
      attribute_type: row.attribute_values.length > 0 ? (row.attribute_type ?? null) : null,
      attribute_value: row.attribute_values,
      product_photos: row.photos,
    },
  };
}
