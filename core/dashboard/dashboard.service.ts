import type { Executor } from "../../db/client.ts";
import { lowStockProducts, storeProductSummaries, type ProductSummary } from "../catalog/index.ts";
import {
  storeOrdersByDay,
  storeSalesByProduct,
  UNSOLD_ORDER_STATUSES,
  type StoreProductSales,
} from "../order/index.ts";
import type { Clock } from "../shared/clock.ts";
import { invalidInput } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import { dashboardRangeQuery } from "./dashboard.inputs.ts";
import type {
  DashboardConversionDto,
  DashboardProductSalesDto,
  DashboardTotalsDto,
  SalesDashboardDto,
} from "./dashboard.dto.ts";
import {
  DEFAULT_PRESET,
  eachDay,
  ORDER_STATUS_ORDER,
  presetRange,
  previousRange,
  rangeLength,
  rangeProblem,
  storeDay,
  type DayRange,
} from "./dashboard.view.ts";
import { createProductViewsRepository } from "./product-views.repository.ts";

/** How many products each top list and the conversion table show. */
export const DASHBOARD_TOP_PRODUCTS = 10;
/** A product with this many left or fewer is running out. */
export const LOW_STOCK_THRESHOLD = 5;

const UNSOLD: ReadonlySet<string> = new Set(UNSOLD_ORDER_STATUSES);

export interface DashboardServiceDeps {
  db: Executor;
  clock: Clock;
}

/** The store as the dashboard takes it: the caller's own, from requireMerchant or the merchant gate. */
export interface DashboardStore {
  id: number;
}

interface Totals {
  revenue: number;
  orders: number;
  itemsSold: number;
  views: number;
}

function toTotalsDto({ revenue, orders, itemsSold, views }: Totals): DashboardTotalsDto {
  return {
    revenue,
    orders,
    items_sold: itemsSold,
    average_order_value: orders > 0 ? Math.round(revenue / orders) : 0,
    views,
    conversion_rate: views > 0 ? ratio(orders, views) : null,
  };
}

/** A share to four decimals (a tenth of a per cent shows). */
function ratio(part: number, whole: number): number {
  return Math.round((part / whole) * 10_000) / 10_000;
}

function byStatusOrder(a: { status: string }, b: { status: string }): number {
  const rank = (status: string) => {
    const at = (ORDER_STATUS_ORDER as readonly string[]).indexOf(status);
    return at === -1 ? ORDER_STATUS_ORDER.length : at;
  };
  return rank(a.status) - rank(b.status) || a.status.localeCompare(b.status);
}

/**
 * The merchant dashboard (issue 23): a store's sales, views and stock over a range of its days, beside the
 * range just before. Reads the orders through the order domain's aggregates and the products through the
 * catalogue's; owns only the view counts.
 */
export function createDashboardService({ db, clock }: DashboardServiceDeps) {
  const views = createProductViewsRepository(db);

  /** The range a query asks for; a missing end is today, a missing start the default preset before the end. */
  function resolveRange(raw: unknown): DayRange {
    const query = parseInput(dashboardRangeQuery, raw);
    const end = query.end ?? storeDay(clock.now());
    const range = { start: query.start ?? presetRange(end, DEFAULT_PRESET).start, end };
    const problem = rangeProblem(range);
    if (problem) throw invalidInput({ [problem.field]: { key: problem.key } });
    return range;
  }

  async function salesDashboard(store: DashboardStore, range: DayRange): Promise<SalesDashboardDto> {
    const previous = previousRange(range);
    const [orderDays, productSales, viewRows, previousViewRows, lowStock] = await Promise.all([
      storeOrdersByDay(db, store.id, previous.start, range.end),
      storeSalesByProduct(db, store.id, range.start, range.end),
      views.byProduct(store.id, range.start, range.end),
      views.byProduct(store.id, previous.start, previous.end),
      lowStockProducts(db, store.id, LOW_STOCK_THRESHOLD, DASHBOARD_TOP_PRODUCTS),
    ]);

    const totals: Totals = { revenue: 0, orders: 0, itemsSold: 0, views: 0 };
    const previousTotals: Totals = { revenue: 0, orders: 0, itemsSold: 0, views: 0 };
    const daily = new Map(eachDay(range).map((day) => [day, { day, revenue: 0, orders: 0 }]));
    const statuses = new Map<string, number>();
    for (const row of orderDays) {
      const inRange = row.day >= range.start;
      if (inRange) statuses.set(row.status, (statuses.get(row.status) ?? 0) + row.orders);
      if (UNSOLD.has(row.status)) continue;
      const into = inRange ? totals : previousTotals;
      into.orders += row.orders;
      into.revenue += row.revenue;
      into.itemsSold += row.items;
      const ofDay = daily.get(row.day);
      if (ofDay) {
        ofDay.orders += row.orders;
        ofDay.revenue += row.revenue;
      }
    }
    const sold = productSales;
    totals.views = viewRows.reduce((sum, row) => sum + row.views, 0);
    previousTotals.views = previousViewRows.reduce((sum, row) => sum + row.views, 0);

    const byRevenue = [...sold]
      .sort((a, b) => b.revenue - a.revenue || b.qty - a.qty || a.productId - b.productId)
      .slice(0, DASHBOARD_TOP_PRODUCTS);
    const byQty = [...sold]
      .sort((a, b) => b.qty - a.qty || b.revenue - a.revenue || a.productId - b.productId)
      .slice(0, DASHBOARD_TOP_PRODUCTS);
    const mostViewed = [...viewRows]
      .sort((a, b) => b.views - a.views || a.productId - b.productId)
      .slice(0, DASHBOARD_TOP_PRODUCTS);
    const named = new Map<number, ProductSummary>(
      (
        await storeProductSummaries(db, store.id, [
          ...new Set([...byRevenue, ...byQty, ...mostViewed].map((row) => row.productId)),
        ])
      ).map((row) => [row.id, row]),
    );
    const productRef = (productId: number) => ({
      product_id: productId,
      name: named.get(productId)?.name ?? "",
      slug: named.get(productId)?.slug ?? "",
    });
    const toSales = (row: StoreProductSales): DashboardProductSalesDto => ({
      ...productRef(row.productId),
      qty: row.qty,
      revenue: row.revenue,
      orders: row.orders,
    });
    const ordersOf = new Map(sold.map((row) => [row.productId, row.orders]));
    const conversion = mostViewed.map((row): DashboardConversionDto => ({
      ...productRef(row.productId),
      views: row.views,
      orders: ordersOf.get(row.productId) ?? 0,
      rate: row.views > 0 ? ratio(ordersOf.get(row.productId) ?? 0, row.views) : null,
    }));

    return {
      range: { ...range, days: rangeLength(range) },
      previous_range: { ...previous, days: rangeLength(previous) },
      totals: toTotalsDto(totals),
      previous: toTotalsDto(previousTotals),
      orders_by_status: [...statuses].map(([status, orders]) => ({ status, orders })).sort(byStatusOrder),
      daily: [...daily.values()],
      top_products: { by_revenue: byRevenue.map(toSales), by_qty: byQty.map(toSales) },
      low_stock: lowStock.map((row) => ({
        product_id: row.id,
        name: row.name,
        slug: row.slug,
        stock: row.stock,
        status: row.status === "HIDDEN" ? ("HIDDEN" as const) : ("PUBLISH" as const),
      })),
      low_stock_threshold: LOW_STOCK_THRESHOLD,
      conversion,
    };
  }

  return {
    resolveRange,
    salesDashboard,
    /** The dashboard for a query (?start=&end=), checked; bad input is INVALID_INPUT with a message per field. */
    async forQuery(store: DashboardStore, raw: unknown): Promise<SalesDashboardDto> {
      return salesDashboard(store, resolveRange(raw));
    },
    /** Today in the store's zone, which the presets end on. */
    today: () => storeDay(clock.now()),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
