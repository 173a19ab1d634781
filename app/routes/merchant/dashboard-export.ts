import Papa from "papaparse";
import { data } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/dashboard-export";
import { DASHBOARD_TABLES, type DashboardTable } from "../../../core/dashboard/dashboard.view.ts";
import { pageRange } from "../../features/dashboard/dashboard-range.server.ts";
import { dashboardTable } from "../../features/dashboard/dashboard-tables.ts";
import { langFromPath } from "../../lib/i18n.tsx";
import { pageUrl } from "../../lib/route-helpers.server.ts";
import { translator } from "../../../i18n/index.ts";
import { signedInMerchant } from "./merchant-gate.server.ts";

/**
 * The table behind one of the dashboard's charts as CSV (`/merchant/dashboard/export/daily.csv?start=&end=`):
 * the rows the page lists under the chart, with raw numbers (rupiah, counts, shares 0..1) and the page
 * language's headings. Behind the merchant centre's gate, so only the store's owner gets it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const table = params.file.replace(/\.csv$/, "") as DashboardTable;
  if (!params.file.endsWith(".csv") || !DASHBOARD_TABLES.includes(table)) throw data(null, { status: 404 });
  const { store } = context.get(signedInMerchant);
  const { services } = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const { range, errors } = pageRange(url.searchParams, services.dashboard, lang);
  if (Object.keys(errors).length > 0) throw data(Object.values(errors).join(" "), { status: 422 });
  const view = dashboardTable(await services.dashboard.salesDashboard(store, range), table, translator(lang));
  const csv = Papa.unparse({
    fields: view.columns.map((column) => column.label),
    data: view.rows.map((row) => view.columns.map((column) => row[column.key] ?? "")),
  });
  // A byte-order mark, so that spreadsheet programs read the names' accents as UTF-8.
  return new Response(`\uFEFF${csv}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="dashboard-${table}-${range.start}-${range.end}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
