import { z } from "zod";
import { langInput } from "../shared/inputs.ts";
import { ORDER_LIST_TABS, ORDER_SEARCH_MAX_LENGTH } from "./order-tabs.view.ts";

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
    lang: langInput,
  })
  .strict();
export type OrderListQuery = z.infer<typeof orderListQuery>;
