import type { Database } from "../../db/client.ts";
import type { Lang } from "../../i18n/index.ts";
import {
  orderStore,
  toOrderItemDto,
  toOrderShippingDto,
  type DocumentHolder,
  type InvoiceService,
  type OrderStatus,
  type PaymentStatus,
} from "../invoice/index.ts";
import { parseLenient, type RawQuery } from "../shared/query-input.ts";
import type { Clock } from "../shared/clock.ts";
import { offsetOf, paginationMeta } from "../shared/pagination.ts";
import { AppError } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import { TAB_STATUSES, tabCounts } from "./order-tabs.view.ts";
import { orderTimeline } from "./order-timeline.view.ts";
import type {
  BuyerOrderDetailDto,
  MerchantOrderDetailDto,
  MerchantOrderItemDto,
  MerchantOrderListDto,
  OrderListDto,
  OrderListItemDto,
  OrderTrackingDto,
  OrderTotalsDto,
} from "./order.dto.ts";
import { orderListQuery, type OrderListQuery } from "./order.inputs.ts";
import {
  createOrderRepository,
  type OrderItemRow,
  type OrderListFilter,
  type OrderListRow,
} from "./order.repository.ts";

/** Spec §9 shows pages of 10. */
export const ORDERS_PER_PAGE = 10;

export interface OrderServiceDeps {
  db: Database;
  clock: Clock;
  /** Download links are the invoice's, with its short-lived document tokens; an order's detail is its invoice's. */
  documents: Pick<InvoiceService, "downloadUrl" | "detail">;
  /** The order's parcel, from the shipment domain (which depends on this one). */
  tracking: (orderId: number) => Promise<OrderTrackingDto | null>;
}

/** Where another page of the same list is: the tab and the search stay. */
export type OrderPageUrl = (page: number, filters: { status: string; search: string }) => string;

function toItem(row: OrderListRow, items: OrderItemRow[], now: Date, downloadUrl: string): OrderListItemDto {
  const { shipping } = row;
  const pending = row.status_payment === "pending";
  const overdue = pending && row.expire_at <= now;
  return {
    id: row.id,
    order_code: row.order_code,
    status_order: row.status_order as OrderStatus,
    created_at: row.created_at.toISOString(),
    merchant: { ...orderStore(row), city: { name: row.merchant_city } },
    ordershipping: toOrderShippingDto(shipping),
    orderitem: items.map(toOrderItemDto),
    ...orderTotals(row),
    invoice: {
      invoice_code: row.invoice_code,
      status_payment: (overdue ? "expire" : row.status_payment) as PaymentStatus,
      expire_date: row.expire_at.toISOString(),
      can_pay: pending && !overdue,
    },
    download_url: downloadUrl,
  };
}

/** Only the sums of an order's row, as the DTOs show them. */
function orderTotals(row: OrderTotalsDto): OrderTotalsDto {
  return {
    total_publish_price: row.total_publish_price,
    total_shipping: row.total_shipping,
    total_tax: row.total_tax,
    total_discount_merchant: row.total_discount_merchant,
    total_discount_platform: row.total_discount_platform,
    total_discount_shipping: row.total_discount_shipping,
    grand_total: row.grand_total,
  };
}

/** The start of a day ('2026-11-27') in Jakarta time (WIB, no daylight saving). */
function jakartaMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

function toStoreItem(row: OrderListRow, items: OrderItemRow[]): MerchantOrderItemDto {
  return {
    id: row.id,
    order_code: row.order_code,
    invoice_code: row.invoice_code,
    status_order: row.status_order as OrderStatus,
    status_reason: row.status_reason,
    created_at: row.created_at.toISOString(),
    due_at: row.due_at?.toISOString() ?? null,
    delivered_at: row.delivered_at?.toISOString() ?? null,
    recipient: { name: row.address.behalf_name, city: row.address.city.name },
    ordershipping: toOrderShippingDto(row.shipping),
    orderitem: items.map(toOrderItemDto),
    ...orderTotals(row),
  };
}

/** A list's answer: the page's items with links to the other pages, the orders per tab, and the filters. */
function listAnswer<T>(
  items: T[],
  counts: OrderListDto["counts"],
  total: number,
  input: OrderListQuery,
  pageUrl: OrderPageUrl,
): { items: T[]; meta: OrderListDto["meta"]; counts: OrderListDto["counts"]; filters: OrderListDto["filters"] } {
  const filters = { status: input.status, search: input.search ?? "" };
  return {
    items,
    meta: paginationMeta(total, input.page, ORDERS_PER_PAGE, items.length, (page) => pageUrl(page, filters)),
    counts,
    filters,
  };
}

export function createOrderService({ db, clock, documents, tracking }: OrderServiceDeps) {
  const repository = createOrderRepository(db);

  /** The orders per tab, and the rows of the chosen tab's page with their lines. */
  async function tabPage(filter: OrderListFilter, input: OrderListQuery) {
    const counts = tabCounts(await repository.statusCounts(filter));
    const total = counts[input.status];
    const offset = offsetOf(input.page, ORDERS_PER_PAGE);
    const statuses = input.status === "all" ? null : TAB_STATUSES[input.status];
    const rows = offset >= total ? [] : await repository.page(filter, statuses, ORDERS_PER_PAGE, offset);
    const lines = await repository.itemsOfOrders(rows.map((row) => row.id));
    return { counts, total, rows, lines };
  }

  async function list(
    holder: DocumentHolder,
    input: OrderListQuery,
    lang: Lang,
    pageUrl: OrderPageUrl,
  ): Promise<OrderListDto> {
    const { userId } = holder;
    const now = clock.now();
    const filter = { owner: { userId }, search: input.search, now };
    const { counts, total, rows, lines } = await tabPage(filter, input);
    const items = await Promise.all(
      rows.map(async (row) =>
        toItem(
          row,
          lines.filter((line) => line.order_id === row.id),
          now,
          await documents.downloadUrl(holder, "order", row.order_code, lang),
        ),
      ),
    );
    return listAnswer(items, counts, total, input, pageUrl);
  }

  return {
    /**
     * The buyer's own orders, newest first, 10 a page, in one tab and matching the search (order or
     * invoice code, product name, store name). Each carries a fresh download link for its PDF.
     */
    async list(
      holder: DocumentHolder,
      raw: unknown,
      options: { lang: Lang; pageUrl: OrderPageUrl },
    ): Promise<OrderListDto> {
      return list(holder, parseInput(orderListQuery, raw), options.lang, options.pageUrl);
    },

    /**
     * The store's paid orders, newest first, 10 a page, in one tab (the buyer's tabs; 'waiting_payment' is always
     * empty), matching the search (order or invoice code, product or buyer name) and placed between `from` and
     * `to` (days in Jakarta time, both included).
     */
    async listForStore(store: { id: number }, raw: unknown, pageUrl: OrderPageUrl): Promise<MerchantOrderListDto> {
      const input = parseInput(orderListQuery, raw);
      const placed = {
        from: input.from ? jakartaMidnight(input.from) : undefined,
        to: input.to ? new Date(jakartaMidnight(input.to).getTime() + 86_400_000) : undefined,
      };
      const filter = { owner: { merchantId: store.id }, search: input.search, placed, now: clock.now() };
      const { counts, total, rows, lines } = await tabPage(filter, input);
      const items = rows.map((row) =>
        toStoreItem(
          row,
          lines.filter((line) => line.order_id === row.id),
        ),
      );
      return listAnswer(items, counts, total, input, pageUrl);
    },

    /** How many paid orders wait for the store to approve or reject them (the side menu's badge). */
    async waitingForStore(store: { id: number }): Promise<number> {
      const counts = await repository.statusCounts({
        owner: { merchantId: store.id },
        search: undefined,
        now: clock.now(),
      });
      return counts.get("confirmation") ?? 0;
    },

    /** One paid order of the store with its address and parcel; another store's, or an unpaid one, is not found. */
    async detailForStore(store: { id: number }, orderCode: string): Promise<MerchantOrderDetailDto> {
      const row = await repository.orderOf({ merchantId: store.id }, orderCode, clock.now());
      if (!row) throw new AppError("NOT_FOUND", "order.not_found");
      const items = await repository.itemsOfOrders([row.id]);
      return { ...toStoreItem(row, items), address: row.address, tracking: await tracking(row.id) };
    },

    /**
     * One of the buyer's orders with its parcel and tracking timeline (order placed, paid… done) and the moves
     * the buyer may make on it; another buyer's order is not found.
     */
    async detailForBuyer(holder: DocumentHolder, orderCode: string, lang: Lang): Promise<BuyerOrderDetailDto> {
      const row = await repository.orderOf({ userId: holder.userId }, orderCode, clock.now());
      if (!row) throw new AppError("NOT_FOUND", "order.not_found");
      const [invoice, parcel] = await Promise.all([documents.detail(holder, row.invoice_code, lang), tracking(row.id)]);
      const order = invoice.orderlist.find((one) => one.order_code === row.order_code)!;
      // The list's shown status: an unpaid order past its deadline already reads cancelled.
      const status = row.status_order as OrderStatus;
      const delivered_at = row.delivered_at?.toISOString() ?? null;
      return {
        order: { ...order, status_order: status },
        invoice_code: row.invoice_code,
        status_reason: row.status_reason,
        due_at: row.due_at?.toISOString() ?? null,
        delivered_at,
        tracking: parcel,
        timeline: orderTimeline({
          status_order: status,
          created_at: row.created_at.toISOString(),
          paid_at: invoice.paid_at,
          updated_at: row.updated_at.toISOString(),
          delivered_at,
          status_reason: row.status_reason,
          events: parcel?.events ?? [],
        }),
        can_cancel: status === "confirmation",
        can_confirm: status === "send",
      };
    },

    /** For the page: a parameter that does not fit is ignored (it takes its default) instead of failing. */
    async listForPage(
      holder: DocumentHolder,
      raw: RawQuery,
      options: { lang: Lang; pageUrl: OrderPageUrl },
    ): Promise<OrderListDto> {
      return list(holder, parseLenient(orderListQuery, { ...raw, lang: undefined }), options.lang, options.pageUrl);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
