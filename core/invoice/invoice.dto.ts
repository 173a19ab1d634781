import { z } from "zod";
import type { OrderAddress, OrderShipping } from "../order/order.tables.ts";
import { regionDto } from "../region/index.ts";
import { placedStoreDto, storePricingFields } from "../shared/fields.dto.ts";
import { discountPercentage } from "../shared/money.ts";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "./invoice-status.view.ts";

export { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from "./invoice-status.view.ts";

export const invoiceMerchantDto = placedStoreDto;
export type InvoiceMerchantDto = z.infer<typeof invoiceMerchantDto>;

export type { OrderAddress };

/** Where an order goes, as it was when the order was made: answered as stored with the order. */
export const orderAddressDto: z.ZodType<OrderAddress> = z.object({
  label: z.string(),
  behalf_name: z.string(),
  behalf_phone: z.string(),
  address: z.string(),
  zipcode: z.string(),
  province: regionDto,
  city: regionDto,
  district: regionDto,
  village: regionDto,
});

/** The courier bought for an order, as the invoice and the order list both answer it (spec §3 ordershipping). */
export const orderShippingDto = z.object({
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
export type OrderShippingDto = z.infer<typeof orderShippingDto>;

/** One bought line of an order (spec §3 orderitem); prices per unit as bought. */
export const orderItemDto = z.object({
  id: z.number(),
  product_id: z.number(),
  product_slug: z.string(),
  product_name: z.string(),
  photos: z.array(z.string()),
  attribute: z.string(),
  note: z.string(),
  qty: z.number(),
  weight_grams: z.number(),
  ...storePricingFields,
  merchant_discount_amount: z.number().describe("Per unit: base_price − publish_price"),
  total_publish_price: z.number(),
  flash_sale_id: z
    .number()
    .nullable()
    .describe(
      "The flash sale whose price the line was bought at; publish_price is then the flash price (decision 0014)",
    ),
});
export type OrderItemDto = z.infer<typeof orderItemDto>;

/** The courier an order bought, in the spec's shape. */
export function toOrderShippingDto(shipping: OrderShipping): OrderShippingDto {
  return {
    price: {
      response_manifest: {
        logistic: { name: shipping.courier_name, code: shipping.courier_code },
        rate: { type: shipping.rate_type, name: shipping.service_name },
        min_day: shipping.min_day,
        max_day: shipping.max_day,
        final_price: shipping.price,
        guarantee: shipping.guarantee,
      },
    },
  };
}

/** A bought line as stored (one photo kept), in the spec's shape. */
export function toOrderItemDto(
  item: Omit<OrderItemDto, "photos" | "merchant_discount_percentage" | "merchant_discount_amount"> & {
    photo: string | null;
  },
): OrderItemDto {
  return {
    id: item.id,
    product_id: item.product_id,
    product_slug: item.product_slug,
    product_name: item.product_name,
    photos: item.photo ? [item.photo] : [],
    attribute: item.attribute,
    note: item.note,
    qty: item.qty,
    weight_grams: item.weight_grams,
    publish_price: item.publish_price,
    base_price: item.base_price,
    merchant_discount_percentage: discountPercentage(item.base_price, item.publish_price),
    merchant_discount_amount: Math.max(0, item.base_price - item.publish_price),
    total_publish_price: item.total_publish_price,
    flash_sale_id: item.flash_sale_id,
  };
}

/** Spec §3 orderpromo (the spec's spelling 'redemed_value' kept for its clients). */
export const orderPromoDto = z.object({
  promo: z.object({ id: z.number(), promo_name: z.string() }),
  redemed_value: z.number(),
});
export type OrderPromoDto = z.infer<typeof orderPromoDto>;

const downloadUrl = z.string().describe("The document's PDF, with a short-lived token for that one document");

export const invoiceOrderDto = z.object({
  id: z.number(),
  order_code: z.string(),
  status_order: z.enum(ORDER_STATUSES),
  user_npwp: z.string().nullable(),
  merchant_npwp: z.string().nullable(),
  created_at: z.string(),
  merchant: invoiceMerchantDto,
  address: orderAddressDto,
  dropship: z.object({ name: z.string(), phone: z.string() }).nullable(),
  ordershipping: orderShippingDto,
  orderitem: z.array(orderItemDto),
  orderpromo: z.array(orderPromoDto),
  total_publish_price: z.number(),
  total_shipping: z.number(),
  total_discount_shipping: z.number(),
  setting_ppn: z.number().describe("Tax rate in percent as set when the order was made (11 = 11%)"),
  total_ppn: z.number(),
  setting_pph: z.number().describe("Tax rate in percent as set when the order was made"),
  total_pph: z.number(),
  total_tax: z.number(),
  total_discount_merchant: z.number(),
  total_discount_platform: z.number(),
  grand_total: z.number(),
  download_url: downloadUrl,
});
export type InvoiceOrderDto = z.infer<typeof invoiceOrderDto>;

/** Spec §3 Invoice. */
export const invoiceDetailDto = z.object({
  invoice_code: z.string(),
  total_tagihan: z.number(),
  status_payment: z.enum(PAYMENT_STATUSES),
  expire_date: z.string(),
  midtrans_token: z
    .string()
    .nullable()
    .describe(
      "The gateway's payment token (Midtrans Snap's, hence the name); null once the invoice is no longer pending",
    ),
  gateway: z.string(),
  gateway_redirect_url: z
    .string()
    .nullable()
    .describe("Where the shopper pays without the gateway's script; null once the invoice is no longer pending"),
  wallet_used: z.number(),
  charge_to_gateway: z.number(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  server_time: z.string().describe("The server's clock, so a countdown does not depend on the device's"),
  download_url: downloadUrl,
  orderlist: z.array(invoiceOrderDto),
});
export type InvoiceDetailDto = z.infer<typeof invoiceDetailDto>;
