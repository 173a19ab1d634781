import { z } from "zod";

// Response schemas shared by the API route files: they document the answers in OpenAPI and, through the
// serializer, keep stray fields out of them.

/** Spec §7 envelope: {code, message, data, meta}; meta is null unless the call pages. */
export const envelope = <T extends z.ZodType, M extends z.ZodType = z.ZodNull>(data: T, meta?: M) =>
  z.object({ code: z.number(), message: z.string(), data, meta: (meta ?? z.null()) as M });

/** The pagination meta of spec §3 (core/shared/pagination.ts builds it). */
export const paginationMetaSchema = z.object({
  current_page: z.number(),
  per_page: z.number(),
  last_page: z.number(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  total: z.number(),
  next_page_url: z.string().nullable(),
  prev_page_url: z.string().nullable(),
});

/** A product card (core/catalog ProductCardDto). */
export const productCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  product_name: z.string(),
  photos: z.array(z.string()),
  stock: z.number(),
  publish_price: z.number(),
  base_price: z.number(),
  merchant_discount_percentage: z.number(),
  merchant_discount_amount: z.number(),
  average_ratings: z.number(),
  rating_count: z.number(),
  sold_count: z.number(),
  is_wishlist: z.boolean(),
  merchant: z.object({
    merchant_name: z.string(),
    merchant_slug: z.string(),
    merchant_city: z.string(),
    is_pkp: z.enum(["pkp", "non-pkp"]),
    storetype: z.string(),
  }),
  flash_sale: z
    .object({
      flash_sale_id: z.number(),
      flash_price: z.number().describe("What one unit costs now; publish_price stays the normal price"),
      discount_percentage: z.number().describe("Discount of flash_price against publish_price, 2 decimals"),
    })
    .nullable()
    .describe("Set while the product is on a running flash sale with quota left (decision 0014)"),
});
