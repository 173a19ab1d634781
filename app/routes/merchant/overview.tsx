import { Form } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/overview";
import type { DashboardTotalsDto, SalesDashboardDto } from "../../../core/dashboard/dashboard.dto.ts";
import { presetOf, RANGE_PRESETS, rangeQuery, type DashboardTable } from "../../../core/dashboard/dashboard.view.ts";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FieldError, FieldLabel, describedByIds, fieldBorderClass } from "../../components/ui/text-field.tsx";
import { BarSvgChart, shortDay } from "../../features/dashboard/dashboard-charts.tsx";
import { pageRange } from "../../features/dashboard/dashboard-range.server.ts";
import {
  dashboardTable,
  statusLabel,
  type DashboardTableView,
  type TableCell,
  type ColumnKind,
} from "../../features/dashboard/dashboard-tables.ts";
import { InteractiveDailyChart } from "../../features/dashboard/interactive-daily-chart.tsx";
import { merchantMeta } from "../../features/merchant/merchant-list.tsx";
import { formatPercent, formatRupiah } from "../../lib/format.ts";
import { langFromPath, LocalLink, localizedPath, useI18n } from "../../lib/i18n.tsx";
import { formatNumber } from "../../lib/intl-format.ts";
import { pageUrl } from "../../lib/route-helpers.server.ts";
import { signedInMerchant } from "./merchant-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const DASHBOARD_PATH = "/merchant/dashboard";

export function meta(args: Route.MetaArgs) {
  return merchantMeta(args, "dashboard.title", "dashboard.description");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = context.get(signedInMerchant);
  const { services } = context.get(requestContext);
  const url = pageUrl(request);
  const { range, form, errors } = pageRange(url.searchParams, services.dashboard, langFromPath(url.pathname));
  const dashboard = await services.dashboard.salesDashboard(store, range);
  return { store, today: services.dashboard.today(), dashboard, form, errors };
}

type Lang = "id" | "en";

function formatCell(value: TableCell, kind: ColumnKind, lang: Lang): string {
  if (value === null) return "–";
  if (typeof value === "string") return kind === "day" ? shortDay(value, lang) : value;
  if (kind === "money") return formatRupiah(value);
  if (kind === "rate") return formatPercent(value * 100, lang);
  return formatNumber(value, lang);
}

/** The figures across the top, in order: which total, the test's handle on it, and how it reads. */
const KPIS: readonly { total: keyof DashboardTotalsDto; testId: string; kind: ColumnKind }[] = [
  { total: "revenue", testId: "kpi-revenue", kind: "money" },
  { total: "orders", testId: "kpi-orders", kind: "count" },
  { total: "items_sold", testId: "kpi-items", kind: "count" },
  { total: "average_order_value", testId: "kpi-aov", kind: "money" },
  { total: "views", testId: "kpi-views", kind: "count" },
  { total: "conversion_rate", testId: "kpi-conversion", kind: "rate" },
];

/** How a figure moved against the previous period, as a share, or null when there was nothing before. */
function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}

function KpiCard({
  label,
  value,
  current,
  previous,
  testId,
}: {
  label: string;
  value: string;
  current: number;
  previous: number;
  testId: string;
}) {
  const { lang, t } = useI18n();
  const change = changeOf(current, previous);
  const tone =
    change === null || change === 0 ? "text-slate-500" : change > 0 ? "text-emerald-700" : "text-accent-strong";
  const text =
    change === null
      ? t("dashboard.kpi.change_new")
      : change === 0
        ? t("dashboard.kpi.change_same")
        : t(change > 0 ? "dashboard.kpi.change_up" : "dashboard.kpi.change_down", {
            change: formatPercent(Math.abs(change) * 100, lang),
          });
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm" data-testid={testId}>
      <dt className="text-xs font-medium text-slate-500 desk:text-sm">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-slate-900 desk:text-2xl">{value}</dd>
      <dd className={`mt-1 flex items-center gap-1 text-xs ${tone}`}>
        {change !== null && change !== 0 ? <span aria-hidden="true">{change > 0 ? "▲" : "▼"}</span> : null}
        <span>{text}</span>
      </dd>
    </div>
  );
}

/** A chart's card: its title and hint, the CSV of its table, the chart, and the table itself to open. */
function ChartCard({
  view,
  hint,
  exportHref,
  children,
  empty,
}: {
  view: DashboardTableView;
  hint?: string;
  exportHref: string;
  children: React.ReactNode;
  empty?: string | null;
}) {
  const { lang, t } = useI18n();
  const headingId = `chart-${view.table}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm desk:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-bold text-slate-900">
            {view.title}
          </h2>
          {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
        </div>
        <a
          href={exportHref}
          download
          className="shrink-0 rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:border-accent hover:text-accent-strong"
          aria-label={t("dashboard.chart.export_named", { table: view.title })}
        >
          {t("dashboard.chart.export")}
        </a>
      </header>
      <div className="mt-3">
        {empty ? <p className="py-6 text-center text-sm text-slate-500">{empty}</p> : children}
      </div>
      {view.rows.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-xs font-semibold text-slate-600 hover:text-accent-strong">
            {t("dashboard.chart.table")}
          </summary>
          <div className="mt-2 max-h-80 overflow-auto">
            <table className="w-full text-left text-xs">
              <thead className="sticky top-0 bg-white text-slate-500">
                <tr>
                  {view.columns.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      className={`py-1.5 pr-3 font-medium ${column.kind === "text" || column.kind === "day" ? "" : "text-right"}`}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {view.rows.map((row, index) => (
                  <tr key={index} className="border-t border-slate-100">
                    {view.columns.map((column) => (
                      <td
                        key={column.key}
                        className={`py-1.5 pr-3 text-slate-800 ${column.kind === "text" || column.kind === "day" ? "" : "text-right tabular-nums"}`}
                      >
                        {formatCell(row[column.key] ?? null, column.kind, lang)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </section>
  );
}

function RangeBar({
  today,
  dashboard,
  form,
  errors,
}: {
  today: string;
  dashboard: SalesDashboardDto;
  form: { start: string; end: string };
  errors: Partial<Record<"start" | "end", string>>;
}) {
  const { lang, t } = useI18n();
  const active = Object.keys(errors).length === 0 ? presetOf(dashboard.range, today) : null;
  const here = localizedPath(lang, DASHBOARD_PATH);
  const field = (name: "start" | "end") => {
    const id = `dashboard-${name}`;
    return (
      <div className="space-y-1">
        <FieldLabel htmlFor={id}>{t(`dashboard.range.${name}`)}</FieldLabel>
        <input
          id={id}
          name={name}
          type="date"
          required
          defaultValue={form[name]}
          max="9999-12-31"
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedByIds(id, errors[name], undefined)}
          className={`h-10 w-full rounded-lg border bg-white px-2 text-sm focus:outline-none focus:ring-2 ${fieldBorderClass(errors[name])}`}
        />
        <FieldError fieldId={id} error={errors[name]} />
      </div>
    );
  };
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm">
      <nav aria-label={t("dashboard.range.label")}>
        <ul className="flex flex-wrap gap-2">
          {RANGE_PRESETS.map((days) => (
            <li key={days}>
              <a
                href={`${here}?days=${days}`}
                aria-current={active === days ? "page" : undefined}
                className={`block rounded-full border px-3 py-1.5 text-sm font-medium ${
                  active === days
                    ? "border-accent bg-accent/10 text-accent-strong"
                    : "border-slate-300 text-slate-700 hover:border-accent hover:text-accent-strong"
                }`}
              >
                {t("dashboard.range.preset", { days })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        action={here}
        className="mt-3 grid grid-cols-2 items-start gap-2 desk:flex desk:items-end desk:gap-3"
        aria-label={t("dashboard.range.custom")}
      >
        <fieldset className="contents">
          <legend className="sr-only">{t("dashboard.range.custom")}</legend>
          {field("start")}
          {field("end")}
        </fieldset>
        <button
          type="submit"
          className="col-span-2 h-10 rounded-lg bg-accent-strong px-5 text-sm font-bold text-white hover:bg-accent-dark desk:col-span-1 desk:self-start desk:mt-6"
        >
          {t("dashboard.range.apply")}
        </button>
      </Form>
      <p className="mt-3 text-xs text-slate-500" data-testid="range-shown">
        {t("dashboard.range.showing", {
          start: shortDay(dashboard.range.start, lang),
          end: shortDay(dashboard.range.end, lang),
          days: dashboard.range.days,
        })}
        {" · "}
        {t("dashboard.range.compared", {
          start: shortDay(dashboard.previous_range.start, lang),
          end: shortDay(dashboard.previous_range.end, lang),
        })}
      </p>
    </div>
  );
}

/** The merchant centre's first page: the store's sales dashboard over a range of its days. */
export default function MerchantDashboardPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { store, today, dashboard, form, errors } = loaderData;
  const { totals, previous } = dashboard;
  /** A chart card's table (its title and rows) and the address of its CSV over the same range. */
  const chart = (table: DashboardTable) => ({
    view: dashboardTable(dashboard, table, t),
    exportHref: `${localizedPath(lang, `${DASHBOARD_PATH}/export/${table}.csv`)}?${rangeQuery(dashboard.range)}`,
  });
  const nothingYet =
    totals.orders + previous.orders + totals.views + previous.views === 0 && dashboard.orders_by_status.length === 0;
  const noData = t("dashboard.chart.no_data");
  const statusRows = dashboard.orders_by_status.map((row) => ({
    label: statusLabel(t, row.status),
    value: row.orders,
  }));
  const count = (value: number) => formatNumber(value, lang);

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">{t("dashboard.title")}</h1>
          <p className="text-sm text-slate-600">{t("dashboard.subtitle", { store: store.merchant_name })}</p>
        </div>
        <LocalLink
          to={`/store/${store.merchant_slug}`}
          className="text-sm font-semibold text-accent-strong hover:underline"
        >
          {t("dashboard.view_store")}
        </LocalLink>
      </header>
      <p
        className={`rounded-xl p-3 text-sm ${store.status === "active" ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900"}`}
        data-testid="store-status"
      >
        {t(`seller.status.${store.status}`)}
        {store.status === "onboarding" ? (
          <>
            {" "}
            <LocalLink to="/merchant/onboarding" className="font-semibold text-accent-strong hover:underline">
              {t("onboarding.continue")}
            </LocalLink>
          </>
        ) : null}
      </p>
      <RangeBar today={today} dashboard={dashboard} form={form} errors={errors} />
      {nothingYet ? (
        <EmptyState
          testId="dashboard-empty"
          illustration={
            <g>
              <rect x="30" y="60" width="16" height="32" rx="3" fill="#fecdd3" />
              <rect x="54" y="44" width="16" height="48" rx="3" fill="#fda4af" />
              <rect x="78" y="30" width="16" height="62" rx="3" fill="#f90717" opacity="0.85" />
              <polyline
                points="26,70 50,56 74,40 100,22"
                fill="none"
                stroke="#0f172a"
                strokeWidth="3"
                strokeLinecap="round"
              />
            </g>
          }
          title={t("dashboard.empty.title")}
          description={t("dashboard.empty.text")}
          linkLabel={t("dashboard.empty.action")}
          linkTo="/merchant/dashboard/product/new"
        />
      ) : (
        <>
          <section aria-label={t("dashboard.kpi.label")}>
            <dl className="grid grid-cols-2 gap-3 desk:grid-cols-3">
              {KPIS.map(({ total, testId, kind }) => (
                <KpiCard
                  key={total}
                  testId={testId}
                  label={t(`dashboard.kpi.${total}`)}
                  value={formatCell(totals[total], kind, lang)}
                  current={totals[total] ?? 0}
                  previous={previous[total] ?? 0}
                />
              ))}
            </dl>
          </section>
          <ChartCard
            {...chart("daily")}
            hint={t("dashboard.chart.daily_hint")}
            empty={totals.orders === 0 ? t("dashboard.empty.period") : null}
          >
            <InteractiveDailyChart points={dashboard.daily} />
          </ChartCard>
          <div className="grid gap-4 desk:grid-cols-2">
            <ChartCard
              {...chart("status")}
              hint={t("dashboard.chart.status_hint")}
              empty={statusRows.length === 0 ? noData : null}
            >
              <BarSvgChart rows={statusRows} format={count} label={t("dashboard.chart.status")} color="#0f172a" />
            </ChartCard>
            <ChartCard {...chart("top-revenue")} empty={dashboard.top_products.by_revenue.length === 0 ? noData : null}>
              <BarSvgChart
                rows={dashboard.top_products.by_revenue.map((row) => ({ label: row.name, value: row.revenue }))}
                format={formatRupiah}
                label={t("dashboard.chart.top_revenue")}
              />
            </ChartCard>
            <ChartCard {...chart("top-qty")} empty={dashboard.top_products.by_qty.length === 0 ? noData : null}>
              <BarSvgChart
                rows={dashboard.top_products.by_qty.map((row) => ({ label: row.name, value: row.qty }))}
                format={count}
                label={t("dashboard.chart.top_qty")}
                color="#ea580c"
              />
            </ChartCard>
            <ChartCard
              {...chart("conversion")}
              hint={t("dashboard.chart.conversion_hint")}
              empty={dashboard.conversion.length === 0 ? noData : null}
            >
              <ul className="divide-y divide-slate-100 text-sm">
                {dashboard.conversion.map((row) => (
                  <li key={row.product_id} className="flex items-center justify-between gap-3 py-2">
                    <LocalLink
                      to={`/product/${row.slug}`}
                      className="min-w-0 truncate text-slate-800 hover:text-accent-strong"
                    >
                      {row.name}
                    </LocalLink>
                    <span className="shrink-0 text-xs tabular-nums text-slate-600">
                      {count(row.views)} → {count(row.orders)}{" "}
                      <strong className="ml-1 text-slate-900">
                        {row.rate === null ? "–" : formatPercent(row.rate * 100, lang)}
                      </strong>
                    </span>
                  </li>
                ))}
              </ul>
            </ChartCard>
          </div>
          <ChartCard
            {...chart("low-stock")}
            hint={t("dashboard.chart.low_stock_hint", { threshold: dashboard.low_stock_threshold })}
            empty={
              dashboard.low_stock.length === 0
                ? t("dashboard.chart.no_low_stock", { threshold: dashboard.low_stock_threshold })
                : null
            }
          >
            <ul className="grid gap-2 desk:grid-cols-2">
              {dashboard.low_stock.map((row) => (
                <li
                  key={row.product_id}
                  className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 px-3 py-2 text-sm"
                >
                  <LocalLink
                    to={`/merchant/dashboard/product/${row.product_id}/edit`}
                    className="min-w-0 truncate text-slate-800 hover:text-accent-strong"
                  >
                    {row.name}
                  </LocalLink>
                  <span
                    className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${row.stock === 0 ? "bg-accent/10 text-accent-strong" : "bg-amber-100 text-amber-900"}`}
                  >
                    {t("dashboard.column.stock")}: {count(row.stock)}
                  </span>
                </li>
              ))}
            </ul>
          </ChartCard>
        </>
      )}
    </div>
  );
}
