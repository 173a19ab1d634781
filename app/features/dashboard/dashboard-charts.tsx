import { formatCompact, formatRupiah } from "../../lib/format.ts";
import { formatJakartaDate } from "../../lib/intl-format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { dayStart } from "../../../core/dashboard/dashboard.view.ts";
import { barChart, dailyChart, type BarRow, type ChartBox, type DailyPoint } from "./svg-chart.ts";

const ACCENT = "#f90717";
const ORDERS_LINE = "#0f172a";
const GRID = "#e2e8f0";
const LABEL = "#64748b";

/** A store day as the axis writes it: 20 Nov. */
export function shortDay(day: string, lang: "id" | "en"): string {
  return formatJakartaDate(dayStart(day), lang, { day: "numeric", month: "short" });
}

/** One drawing of the daily chart at one size; the page draws a narrow one for phones and a wide one. */
function DailySvg({
  points,
  box,
  maxLabels,
  className,
}: {
  points: DailyPoint[];
  box: ChartBox;
  maxLabels: number;
  className: string;
}) {
  const { lang, t } = useI18n();
  const chart = dailyChart(points, box, maxLabels);
  const { plot } = chart;
  const total = points.reduce(
    (sum, point) => ({ revenue: sum.revenue + point.revenue, orders: sum.orders + point.orders }),
    {
      revenue: 0,
      orders: 0,
    },
  );
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      className={className}
      role="img"
      aria-label={t("dashboard.chart.summary_daily", {
        start: shortDay(points[0]?.day ?? "", lang),
        end: shortDay(points.at(-1)?.day ?? "", lang),
        orders: total.orders,
        revenue: formatRupiah(total.revenue),
      })}
    >
      {chart.revenueTicks.map((tick) => (
        <g key={`r${tick.value}`}>
          <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke={GRID} />
          <text x={plot.left - 6} y={tick.y + 4} textAnchor="end" fontSize="11" fill={LABEL}>
            {formatCompact(tick.value)}
          </text>
        </g>
      ))}
      {chart.orderTicks.map((tick) => (
        <text key={`o${tick.value}`} x={plot.right + 6} y={tick.y + 4} fontSize="11" fill={LABEL}>
          {tick.value}
        </text>
      ))}
      {chart.bars.map((bar) => (
        <rect
          key={bar.point.day}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={bar.height}
          rx="1.5"
          fill={ACCENT}
          opacity="0.85"
        >
          <title>{`${shortDay(bar.point.day, lang)}: ${formatRupiah(bar.point.revenue)}, ${bar.point.orders} ${t("dashboard.column.orders").toLowerCase()}`}</title>
        </rect>
      ))}
      <polyline points={chart.line} fill="none" stroke={ORDERS_LINE} strokeWidth="2" strokeLinejoin="round" />
      {points.length <= 45
        ? chart.dots.map((dot) => <circle key={dot.point.day} cx={dot.x} cy={dot.y} r="2.5" fill={ORDERS_LINE} />)
        : null}
      {chart.labels.map((label) => (
        <text key={label.day} x={label.x} y={plot.bottom + 18} textAnchor="middle" fontSize="11" fill={LABEL}>
          {shortDay(label.day, lang)}
        </text>
      ))}
    </svg>
  );
}

/** Revenue bars and the orders line per day, drawn on the server: what a browser without script shows. */
export function DailySvgChart({ points }: { points: DailyPoint[] }) {
  return (
    <>
      <DailySvg
        points={points}
        box={{ width: 360, height: 220, margin: { top: 10, right: 28, bottom: 28, left: 44 } }}
        maxLabels={4}
        className="h-auto w-full desk:hidden"
      />
      <DailySvg
        points={points}
        box={{ width: 760, height: 260, margin: { top: 12, right: 36, bottom: 30, left: 56 } }}
        maxLabels={10}
        className="hidden h-auto w-full desk:block"
      />
    </>
  );
}

/** Horizontal bars with the label above each bar and the value at its end. */
export function BarSvgChart({
  rows,
  format,
  label,
  color = ACCENT,
}: {
  rows: BarRow[];
  format: (value: number) => string;
  label: string;
  color?: string;
}) {
  const width = 360;
  const valueRoom = 96;
  const chart = barChart(rows, width - valueRoom);
  return (
    <svg viewBox={`0 0 ${width} ${chart.height}`} className="h-auto w-full" role="img" aria-label={label}>
      {chart.rows.map((row) => (
        <g key={`${row.y}-${row.label}`} transform={`translate(0 ${row.y})`}>
          <text x="0" y="12" fontSize="12" fill="#334155">
            {row.label.length > 48 ? `${row.label.slice(0, 47)}…` : row.label}
          </text>
          <rect x="0" y="17" width={width - valueRoom} height={chart.barHeight} rx="3" fill="#f1f5f9" />
          <rect x="0" y="17" width={row.width} height={chart.barHeight} rx="3" fill={color} />
          <text x={width} y="28" textAnchor="end" fontSize="12" fontWeight="600" fill="#0f172a">
            {format(row.value)}
          </text>
        </g>
      ))}
    </svg>
  );
}
