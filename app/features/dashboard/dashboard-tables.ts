import type { SalesDashboardDto } from "../../../core/dashboard/dashboard.dto.ts";
import type { DashboardTable } from "../../../core/dashboard/dashboard.view.ts";
import type { Translate } from "../../lib/translate.ts";

/** How a column's values read: as written, rupiah, a count, a share (0..1) or a store day. */
export type ColumnKind = "text" | "money" | "count" | "rate" | "day";

export interface TableColumn {
  key: string;
  label: string;
  kind: ColumnKind;
}

export type TableCell = string | number | null;

/** The table behind one chart: what the page lists under it and what its CSV holds, the same rows. */
export interface DashboardTableView {
  table: DashboardTable;
  title: string;
  columns: TableColumn[];
  rows: Record<string, TableCell>[];
}

/** A status's name in the page's language (a status the page does not know reads as it is stored). */
export function statusLabel(t: Translate, status: string): string {
  const key = `dashboard.status.${status}`;
  const label = t(key);
  return label === key ? status : label;
}

export function dashboardTable(data: SalesDashboardDto, table: DashboardTable, t: Translate): DashboardTableView {
  const column = (key: string, kind: ColumnKind, labelKey = key): TableColumn => ({
    key,
    label: t(`dashboard.column.${labelKey}`),
    kind,
  });
  const product = column("product", "text");
  switch (table) {
    case "daily":
      return {
        table,
        title: t("dashboard.chart.daily"),
        columns: [column("day", "day"), column("revenue", "money"), column("orders", "count")],
        rows: data.daily.map((row) => ({ ...row })),
      };
    case "status":
      return {
        table,
        title: t("dashboard.chart.status"),
        columns: [column("status", "text"), column("orders", "count")],
        rows: data.orders_by_status.map((row) => ({ status: statusLabel(t, row.status), orders: row.orders })),
      };
    case "top-revenue":
    case "top-qty": {
      const rows = table === "top-revenue" ? data.top_products.by_revenue : data.top_products.by_qty;
      return {
        table,
        title: t(table === "top-revenue" ? "dashboard.chart.top_revenue" : "dashboard.chart.top_qty"),
        columns: [product, column("qty", "count"), column("revenue", "money"), column("orders", "count")],
        rows: rows.map((row) => ({ product: row.name, qty: row.qty, revenue: row.revenue, orders: row.orders })),
      };
    }
    case "conversion":
      return {
        table,
        title: t("dashboard.chart.conversion"),
        columns: [product, column("views", "count"), column("orders", "count"), column("rate", "rate")],
        rows: data.conversion.map((row) => ({
          product: row.name,
          views: row.views,
          orders: row.orders,
          rate: row.rate,
        })),
      };
    case "low-stock":
      return {
        table,
        title: t("dashboard.chart.low_stock"),
        columns: [product, column("stock", "count"), column("listing", "text")],
        rows: data.low_stock.map((row) => ({
          product: row.name,
          stock: row.stock,
          listing: t(`dashboard.listing.${row.status}`),
        })),
      };
  }
}
