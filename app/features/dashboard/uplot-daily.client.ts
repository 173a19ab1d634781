import uPlot from "uplot";
// Bundled into this chunk as text (no CDN) and put in the page with the first chart: it loads only with the
// chart, on the dashboard.
import uplotCss from "uplot/dist/uPlot.min.css?inline";
import type { DailyPoint } from "./svg-chart.ts";

function ensureStyles() {
  if (document.getElementById("uplot-styles")) return;
  const style = document.createElement("style");
  style.id = "uplot-styles";
  style.textContent = uplotCss;
  document.head.append(style);
}

export interface DailyChartText {
  dayLabel: string;
  revenue: string;
  orders: string;
  money: (value: number) => string;
  compact: (value: number) => string;
  day: (day: string) => string;
}

const HEIGHT = 280;

/**
 * The interactive revenue/orders chart (uPlot): a cursor that reads each day's figures into the legend, a
 * drag to zoom into days (double click to zoom out), and a click on a series' name to hide it. Returns what
 * removes it.
 */
export function mountDailyChart(target: HTMLElement, points: readonly DailyPoint[], text: DailyChartText): () => void {
  ensureStyles();
  // The x values are the days' positions; labels name only the whole ones.
  const x = points.map((_point, index) => index);
  const dayOf = (index: number | null | undefined) => {
    const point = index == null || !Number.isInteger(index) ? undefined : points[index];
    return point ? text.day(point.day) : "";
  };
  const bars = uPlot.paths.bars!({ size: [0.7, 48], align: 0 });
  const options: uPlot.Options = {
    width: Math.max(280, target.clientWidth),
    height: HEIGHT,
    cursor: { drag: { x: true, y: false } },
    scales: {
      x: { time: false },
      revenue: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
      orders: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.15] },
    },
    series: [
      { label: text.dayLabel, value: (_u, value) => dayOf(value) },
      {
        label: text.revenue,
        scale: "revenue",
        stroke: "#f90717",
        fill: "rgba(249, 7, 23, 0.75)",
        paths: bars,
        points: { show: false },
        value: (_u, value) => (value == null ? "–" : text.money(value)),
      },
      {
        label: text.orders,
        scale: "orders",
        stroke: "#0f172a",
        width: 2,
        points: { show: points.length <= 45, size: 5 },
        value: (_u, value) => (value == null ? "–" : String(value)),
      },
    ],
    axes: [
      {
        stroke: "#64748b",
        grid: { show: false },
        values: (_u, splits) => splits.map((index) => dayOf(index)),
        incrs: [1, 2, 3, 7, 14, 30, 60, 90],
        space: 64,
      },
      {
        scale: "revenue",
        stroke: "#64748b",
        grid: { stroke: "#e2e8f0" },
        values: (_u, splits) => splits.map((value) => text.compact(value)),
        size: 56,
      },
      {
        scale: "orders",
        side: 1,
        stroke: "#64748b",
        grid: { show: false },
        size: 40,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
      },
    ],
  };
  const chart = new uPlot(
    options,
    [x, points.map((point) => point.revenue), points.map((point) => point.orders)],
    target,
  );
  const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, target.clientWidth), height: HEIGHT }));
  resize.observe(target);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
