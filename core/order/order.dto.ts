// No zod here: the order list page imports this module in the browser.
import type { OrderItemDto, OrderShippingDto, OrderStatus, PaymentStatus } from "../invoice/index.ts";
import type { PaginationMeta } from "../shared/pagination.ts";

/** The order list's tabs: spec §4's statuses grouped the way shoppers look for their orders. */
export const ORDER_LIST_TABS = ["all", "waiting_payment", "confirmation", "processed", "send", "complete", "cancelled", "complain"] as const;
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

/** The search box's limit (order codes, product and store names are all shorter). */
export const ORDER_SEARCH_MAX_LENGTH = 100;

/** Which shown statuses each tab holds ('all' holds every one). */
export const TAB_STATUSES: Record<Exclude<OrderListTab, "all">, readonly OrderStatus[]> = {
  waiting_payment: ["waiting_payment"],
  confirmation: ["confirmation"],
  processed: ["approve", "pickup"],
  send: ["send"],
  complete: ["complete"],
  cancelled: ["cancel", "reject"],
  complain: ["complain"],
};

export type OrderTabCounts = Record<OrderListTab, number>;

/** How many orders each tab holds, from a count per shown status. */
export function tabCounts(byStatus: ReadonlyMap<string, number>): OrderTabCounts {
  const sum = (statuses: readonly string[]) => statuses.reduce((total, status) => total + (byStatus.get(status) ?? 0), 0);
  const counts = { all: sum([...byStatus.keys()]) } as OrderTabCounts;
  for (const [tab, statuses] of Object.entries(TAB_STATUSES)) counts[tab as OrderListTab] = sum(statuses);
  return counts;
}

/** The list's own query string, without defaults: '?status=send&page=2' (pages and the API build links with it). */
export function orderListSearch(status: string, search: string, page: number): string {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The invoice an order was paid (or is to be paid) with, as the list shows it. */
export interface OrderInvoiceDto {
  invoice_code: string;
  /** 'expire' once the deadline has passed, even before the expiry sweep has closed the invoice. */
  status_payment: PaymentStatus;
  expire_date: string;
  /** Still pending and before its deadline: the list offers 'Pay now'. */
  can_pay: boolean;
}

/** One store order in the buyer's list (spec §3 Order, without the address and tax details of the invoice). */
export interface OrderListItemDto {
  id: number;
  order_code: string;
  /**
   * As shown (spec §4): an unpaid order past its invoice's deadline reads 'cancel', which is what the
   * expiry sweep or the invoice page will make it.
   */
  status_order: OrderStatus;
  created_at: string;
  merchant: { id: number; merchant_name: string; merchant_slug: string; storetype: string; city: { name: string } };
  ordershipping: OrderShippingDto;
  orderitem: OrderItemDto[];
  total_publish_price: number;
  total_shipping: number;
  total_tax: number;
  total_discount_merchant: number;
  total_discount_platform: number;
  total_discount_shipping: number;
  grand_total: number;
  invoice: OrderInvoiceDto;
  /** The order's PDF, with a short-lived token for that one document. */
  download_url: string;
}

export interface OrderListDto {
  items: OrderListItemDto[];
  meta: PaginationMeta;
  /** Orders per tab under the same search. */
  counts: OrderTabCounts;
  filters: { status: OrderListTab; search: string };
}
