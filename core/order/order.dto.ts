import { z } from "zod";
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  invoiceOrderDto,
  orderAddressDto,
  orderItemDto,
  orderShippingDto,
} from "../invoice/index.ts";
import { namedDto, storeRefDto } from "../shared/fields.dto.ts";
import { paginationMetaDto } from "../shared/pagination.dto.ts";
import { ORDER_LIST_TABS, type OrderListTab } from "./order-tabs.view.ts";
import { TIMELINE_STEPS } from "./order-timeline.view.ts";

/** The invoice an order was paid (or is to be paid) with, as the list shows it. */
export const orderInvoiceDto = z.object({
  invoice_code: z.string(),
  status_payment: z
    .enum(PAYMENT_STATUSES)
    .describe("'expire' once the deadline has passed, even before the expiry sweep has closed the invoice"),
  expire_date: z.string(),
  can_pay: z.boolean().describe("Still pending and before its deadline: the list offers 'Pay now'"),
});
export type OrderInvoiceDto = z.infer<typeof orderInvoiceDto>;

/** An order's sums, as kept when it was placed (spec §3 order). */
export const orderTotalsDto = z.object({
  total_publish_price: z.number(),
  total_shipping: z.number(),
  total_tax: z.number(),
  total_discount_merchant: z.number(),
  total_discount_platform: z.number(),
  total_discount_shipping: z.number(),
  grand_total: z.number(),
});
export type OrderTotalsDto = z.infer<typeof orderTotalsDto>;

/** One store order in the buyer's list (spec §3 Order, without the address and tax details of the invoice). */
export const orderListItemDto = z.object({
  id: z.number(),
  order_code: z.string(),
  status_order: z
    .enum(ORDER_STATUSES)
    .describe(
      "As shown (spec §4): an unpaid order past its invoice's deadline reads 'cancel', which is what the expiry sweep or the invoice page will make it",
    ),
  created_at: z.string(),
  merchant: storeRefDto.extend({ city: namedDto }),
  ordershipping: orderShippingDto,
  orderitem: z.array(orderItemDto),
  ...orderTotalsDto.shape,
  invoice: orderInvoiceDto,
  download_url: z.string().describe("The order's PDF, with a short-lived token for that one document"),
});
export type OrderListItemDto = z.infer<typeof orderListItemDto>;

/** The list's meta: the page, and orders per tab under the same search. */
export const orderListMetaDto = paginationMetaDto.extend({ counts: z.record(z.enum(ORDER_LIST_TABS), z.number()) });

export interface OrderListDto {
  items: OrderListItemDto[];
  meta: z.infer<typeof paginationMetaDto>;
  /** Orders per tab under the same search. */
  counts: z.infer<typeof orderListMetaDto>["counts"];
  filters: { status: OrderListTab; search: string };
}

/** One paid order in the store's list (the seller's side of spec §3 Order). */
export const merchantOrderItemDto = z.object({
  id: z.number(),
  order_code: z.string(),
  invoice_code: z.string(),
  status_order: z.enum(ORDER_STATUSES),
  status_reason: z
    .string()
    .nullable()
    .describe("Why it was rejected (the store's reason) or cancelled: 'buyer', 'timer:response' or 'timer:ship'"),
  created_at: z.string(),
  due_at: z
    .string()
    .nullable()
    .describe(
      "When the order moves by itself: cancelled if the store has not answered (confirmation) or handed it over (approve), completed once delivered",
    ),
  delivered_at: z.string().nullable(),
  recipient: z.object({ name: z.string(), city: z.string() }),
  ordershipping: orderShippingDto,
  orderitem: z.array(orderItemDto),
  ...orderTotalsDto.shape,
});
export type MerchantOrderItemDto = z.infer<typeof merchantOrderItemDto>;

/** The parcel with the courier and its timeline, oldest event first. */
export const orderTrackingDto = z.object({
  courier: z.string(),
  airway_bill: z.string(),
  stage: z
    .enum(["awaiting_pickup", "picked_up", "in_transit", "arrived", "failed"])
    .describe("failed: the courier will not deliver it (returned, cancelled or lost), as an aggregator reports"),
  events: z.array(z.object({ stage: z.string(), occurred_at: z.string() })),
});
export type OrderTrackingDto = z.infer<typeof orderTrackingDto>;

/** One order of the store with where it goes and its parcel. */
export const merchantOrderDetailDto = merchantOrderItemDto.extend({
  address: orderAddressDto,
  tracking: orderTrackingDto.nullable(),
});
export type MerchantOrderDetailDto = z.infer<typeof merchantOrderDetailDto>;

export interface MerchantOrderListDto {
  items: MerchantOrderItemDto[];
  meta: z.infer<typeof paginationMetaDto>;
  counts: z.infer<typeof orderListMetaDto>["counts"];
  filters: { status: OrderListTab; search: string };
}

/** One of the buyer's orders as its page shows it: the invoice's view of it, its parcel, its timeline, its moves. */
export const buyerOrderDetailDto = z.object({
  order: invoiceOrderDto,
  invoice_code: z.string(),
  status_reason: merchantOrderItemDto.shape.status_reason,
  due_at: merchantOrderItemDto.shape.due_at,
  delivered_at: z.string().nullable(),
  tracking: orderTrackingDto.nullable(),
  timeline: z.array(
    z.object({
      step: z.enum([...TIMELINE_STEPS, "cancel", "reject"]),
      at: z.string().nullable(),
      reached: z.boolean(),
    }),
  ),
  can_cancel: z.boolean().describe("The store has not approved it yet: POST order/status `cancel`"),
  can_confirm: z.boolean().describe("Sent or delivered: POST order/status `complete`"),
});
export type BuyerOrderDetailDto = z.infer<typeof buyerOrderDetailDto>;
