// No zod here: the order list page imports this module in the browser.
import type { OrderStatus } from "../invoice/index.ts";
/** The order list's tabs: spec §4's statuses grouped the way shoppers look for their orders. */
export const ORDER_LIST_TABS = [
  "all",
  "waiting_payment",
  "confirmation",
  "processed",
  "send",
  "complete",
  "cancelled",
  "complain",
] as const;
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

/** The search box's limit (order codes, product and store names are all shorter). */
export const ORDER_SEARCH_MAX_LENGTH = 100;

/** The reason a store gives the buyer for rejecting their order (the form's limits and the input's). */
export const REJECT_REASON_MIN = 5;
export const REJECT_REASON_MAX = 500;

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
  const sum = (statuses: readonly string[]) =>
    statuses.reduce((total, status) => total + (byStatus.get(status) ?? 0), 0);
  const counts = { all: sum([...byStatus.keys()]) } as OrderTabCounts;
  for (const [tab, statuses] of Object.entries(TAB_STATUSES)) counts[tab as OrderListTab] = sum(statuses);
  return counts;
}

/** The list's own query string, without defaults: '?status=send&page=2' (pages and the API build links with it). */
export function orderListSearch(
  status: string,
  search: string,
  page: number,
  placed: { from?: string | undefined; to?: string | undefined } = {},
): string {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (search) params.set("search", search);
  // The store's list only: its date range.
  if (placed.from) params.set("from", placed.from);
  if (placed.to) params.set("to", placed.to);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The most orders one bulk move or one print takes (decision 0037): five pages of the list. */
export const BULK_ORDERS_MAX = 50;
