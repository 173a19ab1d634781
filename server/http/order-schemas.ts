import { z } from "zod";

/** The courier bought for an order, as the invoice and the order list both answer it (spec §3 ordershipping). */
export const orderShippingSchema = z.object({
  price: z.object({
    response_manifest: z.object({
      logistic: z.object({ name: z.string(), code: z.string() }),
      rate: z.object({ type: z.string(), name: z.string() }),
      min_day: z.number(),
      max_day: z.number(),
      final_price: z.number(),
      guarantee: z.boolean(),
    }),
  }),
});

/** One bought line of an order (spec §3 orderitem). */
export const orderItemSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_slug: z.string(),
  product_name: z.string(),
  photos: z.array(z.string()),
  attribute: z.string(),
  note: z.string(),
  qty: z.number(),
  weight_grams: z.number(),
  publish_price: z.number(),
  base_price: z.number(),
  merchant_discount_percentage: z.number(),
  merchant_discount_amount: z.number(),
  total_publish_price: z.number(),
  flash_sale_id: z.number().nullable().describe("The flash sale whose price the line was bought at; publish_price is then the flash price"),
});
