import { z } from "zod";
import { langInput, requiredText } from "../shared/inputs.ts";
import {
  BULK_ORDERS_MAX,
  ORDER_LIST_TABS,
  ORDER_SEARCH_MAX_LENGTH,
  REJECT_REASON_MAX,
  REJECT_REASON_MIN,
} from "./order-tabs.view.ts";

const INVALID_PAGE = "order.validation.page";

/** GET /buyer/dashboard/order/list: one tab, a search over order code, product and store, a page. */
export const orderListQuery = z
  .object({
    status: z.enum(ORDER_LIST_TABS, { error: "order.validation.status" }).default("all"),
    search: z
      .string()
      .trim()
      .max(ORDER_SEARCH_MAX_LENGTH)
      .optional()
      .transform((value) => (value ? value.replace(/\s+/g, " ") : undefined)),
    page: z.coerce
      .number({ error: INVALID_PAGE })
      .int(INVALID_PAGE)
      .min(1, INVALID_PAGE)
      .max(10_000, INVALID_PAGE)
      .default(1),
    // The store's list only: a range of order dates, whole days in Jakarta time.
    from: z.iso.date("order.validation.date").optional(),
    to: z.iso.date("order.validation.date").optional(),
    lang: langInput,
  })
  .strict();
export type OrderListQuery = z.infer<typeof orderListQuery>;

const orderCode = requiredText("order.validation.order_code").max(64, "order.validation.order_code");

/** POST /merchant/dashboard/order/approve and pickup (spec §7: order_code). */
export const storeOrderInput = z.object({ order_code: orderCode }).strict();
export type StoreOrderInput = z.infer<typeof storeOrderInput>;

/** POST /merchant/dashboard/order/approve/bulk: the ticked orders, each approved on its own. */
export const bulkStoreOrdersInput = z
  .object({
    order_codes: z
      .array(orderCode, { error: "order.validation.order_codes" })
      .min(1, "order.validation.order_codes")
      .max(BULK_ORDERS_MAX)
      .transform((codes) => [...new Set(codes)]),
  })
  .strict();
export type BulkStoreOrdersInput = z.infer<typeof bulkStoreOrdersInput>;

/** POST /merchant/dashboard/order/reject: the order and why. */
export const rejectOrderInput = z
  .object({
    order_code: orderCode,
    reason: z
      .string({ error: "order.validation.reason_required" })
      .trim()
      .min(REJECT_REASON_MIN, "order.validation.reason_short")
      .max(REJECT_REASON_MAX, "order.validation.reason_long"),
  })
  .strict();
export type RejectOrderInput = z.infer<typeof rejectOrderInput>;

/** POST /buyer/dashboard/order/status: the buyer cancels before the store approves, or confirms receipt. */
export const buyerOrderStatusInput = z
  .object({
    order_code: orderCode,
    status: z.enum(["cancel", "complete"], { error: "order.validation.status_move" }),
  })
  .strict();
export type BuyerOrderStatusInput = z.infer<typeof buyerOrderStatusInput>;
