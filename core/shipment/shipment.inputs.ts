import { z } from "zod";
import { BULK_ORDERS_MAX } from "../order/index.ts";
import { langInput } from "../shared/inputs.ts";

/** The most orders one label or packing-list PDF prints: as many as one bulk move takes (decision 0037). */
export const PRINT_MAX_ORDERS = BULK_ORDERS_MAX;

const orderCode = z
  .string({ error: "order.validation.order_code" })
  .trim()
  .min(1, "order.validation.order_code")
  .max(64, "order.validation.order_code");

/**
 * GET /merchant/dashboard/order/label and packinglist: one order code or several (the parameter repeated), each
 * printed once in the order given, at most PRINT_MAX_ORDERS.
 */
export const printOrdersQuery = z
  .object({
    order_code: z
      .union([orderCode, z.array(orderCode)], { error: "order.print.codes_required" })
      .transform((value) => [...new Set([value].flat())])
      .pipe(z.array(z.string()).min(1, "order.print.codes_required").max(PRINT_MAX_ORDERS)),
    lang: langInput,
  })
  .strict();
export type PrintOrdersQuery = z.infer<typeof printOrdersQuery>;
