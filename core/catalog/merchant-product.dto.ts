import { z } from "zod";
import { paginationMetaDto } from "../shared/pagination.dto.ts";
import { discountPercentage } from "../shared/money.ts";
import { categoryCrumbDto } from "./product.dto.ts";
import { discountOf, MERCHANT_PRODUCT_TABS } from "./merchant-product.view.ts";

const status = z.enum(["PUBLISH", "HIDDEN"]).describe("Spec §4: PUBLISH is listed and buyable, HIDDEN is not");

/** One row of the merchant's product list (spec §3 'Seller products'). */
export const merchantProductRowDto = z.object({
  id: z.number(),
  slug: z.string(),
  product_name: z.string(),
  variant_name: z.string().nullable(),
  thumb: z.string().nullable().describe("The cover photo; null shows the placeholder picture"),
  sku: z.string().nullable(),
  status,
  is_checked: z
    .boolean()
    .describe("Spec §3 check flag: whether the row is ticked for a bulk action; every list answers it unticked"),
  base_price: z.number(),
  publish_price: z.number(),
  merchant_discount_percentage: z.number(),
  stock: z.number(),
  sold_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MerchantProductRowDto = z.infer<typeof merchantProductRowDto>;

export const merchantProductCountsDto = z.object(
  Object.fromEntries(MERCHANT_PRODUCT_TABS.map((tab) => [tab, z.number()])) as Record<
    (typeof MERCHANT_PRODUCT_TABS)[number],
    z.ZodNumber
  >,
);
export type MerchantProductCountsDto = z.infer<typeof merchantProductCountsDto>;

export const merchantProductListMetaDto = paginationMetaDto.extend({
  counts: merchantProductCountsDto.describe("Products per tab, whatever the search"),
});

/** A sibling of the product's variant group, with what each variant has for itself. */
export const merchantVariantDto = z.object({
  id: z.number(),
  slug: z.string(),
  thumb: z.string().nullable(),
  photos: z.array(z.string()).describe("In order, the first the cover"),
  name: z.string(),
  variant_name: z.string().nullable(),
  status,
  base_price: z.number(),
  publish_price: z.number(),
  discount_type: z.enum(["none", "percent", "amount"]),
  discount_value: z.number().nullable(),
  stock: z.number(),
  sku: z.string().nullable(),
});
export type MerchantVariantDto = z.infer<typeof merchantVariantDto>;

/** GET product/detail/{id}: everything the edit form shows. */
export const merchantProductDetailDto = z.object({
  id: z.number(),
  slug: z.string(),
  product_name: z.string(),
  variant_name: z.string().nullable(),
  status,
  category_id: z.number(),
  category: z.array(categoryCrumbDto).describe("Top category down to the product's leaf"),
  description: z.string(),
  youtube_url: z.string().nullable(),
  photos: z.array(z.string()),
  base_price: z.number(),
  publish_price: z.number(),
  merchant_discount_percentage: z.number().describe("Discount from base to publish price, 2 decimals"),
  merchant_discount_amount: z.number(),
  discount_type: z.enum(["none", "percent", "amount"]).describe("How the form shows the discount"),
  discount_value: z.number().nullable(),
  stock: z.number(),
  weight: z.number().describe("Grams"),
  length: z.number().nullable().describe("Centimetres"),
  width: z.number().nullable(),
  height: z.number().nullable(),
  condition: z.enum(["new", "used"]),
  min_order: z.number(),
  sku: z.string().nullable(),
  sold_count: z.number(),
  json_meta: z.object({
    attribute_type: z.string().nullable(),
    attribute_value: z.array(z.string()).describe("Sizes"),
    product_photos: z.array(z.string()),
  }),
  product_variant: z.array(merchantVariantDto).describe("The other products of its variant group, by id"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MerchantProductDetailDto = z.infer<typeof merchantProductDetailDto>;

export const merchantProductStatusDto = z.object({ product_id: z.number(), status });
export const merchantProductDeletedDto = z.object({ product_ids: z.array(z.number()) });

/** The product row as the merchant's repository reads it. */
export interface MerchantProductRow {
  id: number;
  slug: string;
  name: string;
  variant_name: string | null;
  variant_group: number | null;
  category_id: number;
  description: string;
  youtube_url: string | null;
  photos: string[];
  attribute_type: string | null;
  attribute_values: string[];
  base_price: number;
  publish_price: number;
  stock: number;
  weight_grams: number;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  condition: string;
  min_order: number;
  sku: string | null;
  status: string;
  sold_count: number;
  created_at: Date;
  updated_at: Date;
}

/** A row of the list as the repository reads it: only what the list shows, the cover photo as `thumb`. */
export type MerchantProductListRow = Pick<
  MerchantProductRow,
  | "id"
  | "slug"
  | "name"
  | "variant_name"
  | "sku"
  | "status"
  | "base_price"
  | "publish_price"
  | "stock"
  | "sold_count"
  | "created_at"
  | "updated_at"
> & { thumb: string | null };

const shownStatus = (value: string) => (value === "PUBLISH" ? "PUBLISH" : "HIDDEN");

export function toMerchantProductRow(row: MerchantProductListRow): MerchantProductRowDto {
  return {
    id: row.id,
    slug: row.slug,
    product_name: row.name,
    variant_name: row.variant_name,
    thumb: row.thumb,
    sku: row.sku,
    status: shownStatus(row.status),
    is_checked: false,
    base_price: row.base_price,
    publish_price: row.publish_price,
    merchant_discount_percentage: discountPercentage(row.base_price, row.publish_price),
    stock: row.stock,
    sold_count: row.sold_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toMerchantVariant(row: MerchantProductRow): MerchantVariantDto {
  const discount = discountOf(row.base_price, row.publish_price);
  return {
    id: row.id,
    slug: row.slug,
    thumb: row.photos[0] ?? null,
    photos: row.photos,
    name: row.variant_name?.trim() || row.name,
    variant_name: row.variant_name,
    status: shownStatus(row.status),
    base_price: row.base_price,
    publish_price: row.publish_price,
    discount_type: discount.type,
    discount_value: discount.value,
    stock: row.stock,
    sku: row.sku,
  };
}

export function toMerchantProductDetail(
  row: MerchantProductRow,
  extra: { category: z.infer<typeof categoryCrumbDto>[]; siblings: MerchantProductRow[] },
): MerchantProductDetailDto {
  const discount = discountOf(row.base_price, row.publish_price);
  return {
    id: row.id,
    slug: row.slug,
    product_name: row.name,
    variant_name: row.variant_name,
    status: shownStatus(row.status),
    category_id: row.category_id,
    category: extra.category,
    description: row.description,
    youtube_url: row.youtube_url,
    photos: row.photos,
    base_price: row.base_price,
    publish_price: row.publish_price,
    merchant_discount_percentage: discountPercentage(row.base_price, row.publish_price),
    merchant_discount_amount: Math.max(0, row.base_price - row.publish_price),
    discount_type: discount.type,
    discount_value: discount.value,
    stock: row.stock,
    weight: row.weight_grams,
    length: row.length_cm,
    width: row.width_cm,
    height: row.height_cm,
    condition: row.condition === "used" ? "used" : "new",
    min_order: row.min_order,
    sku: row.sku,
    sold_count: row.sold_count,
    json_meta: {
      attribute_type: row.attribute_values.length > 0 ? row.attribute_type : null,
      attribute_value: row.attribute_values,
      product_photos: row.photos,
    },
    product_variant: extra.siblings.filter((sibling) => sibling.id !== row.id).map(toMerchantVariant),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
