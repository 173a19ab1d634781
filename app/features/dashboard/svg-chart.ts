/*
 * Geometry of the dashboard's server-rendered SVG charts: plain numbers in, coordinates out, so the charts
 * draw the same on the server and in the browser and the maths is tested without a DOM.
 */

export interface ChartBox {
  width: number;
  height: number;
  /** Room kept for the axes' labels. */
  margin: { top: number; right: number; bottom: number; left: number };
}

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `value`: an axis top a reader takes in at a glance. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value - 1e-9 * power) return step * power;
  return 10 * power;
}

/**
 * Axis ticks from 0 in steps of a nice number, at most `count` steps, up to the first tick at or above `max`.
 * Counts (`whole`) step by whole numbers.
 */
export function axisTicks(max: number, count = 4, whole = false): number[] {
  const nice = niceCeiling(max / count);
  const step = whole ? Math.max(1, Math.ceil(nice)) : nice;
  const steps = Math.max(1, Math.ceil(max / step - 1e-9));
  return Array.from({ length: steps + 1 }, (_, i) => step * i);
}

const round = (value: number) => Math.round(value * 10) / 10;

export interface DailyPoint {
  day: string;
  revenue: number;
  orders: number;
}

export interface DailyChartGeometry {
  bars: { x: number; y: number; width: number; height: number; point: DailyPoint }[];
  /** The orders line, as an SVG polyline's `points`. */
  line: string;
  dots: { x: number; y: number; point: DailyPoint }[];
  revenueTicks: { value: number; y: number }[];
  orderTicks: { value: number; y: number }[];
  /** Day labels under the axis, thinned so they never overlap. */
  labels: { x: number; day: string }[];
  plot: { left: number; right: number; top: number; bottom: number };
}

/** Revenue as bars against the left axis, orders as a line against the right one, one slot per day. */
export function dailyChart(points: readonly DailyPoint[], box: ChartBox, maxLabels = 8): DailyChartGeometry {
  const plot = {
    left: box.margin.left,
    right: box.width - box.margin.right,
    top: box.margin.top,
    bottom: box.height - box.margin.bottom,
  };
  const plotHeight = plot.bottom - plot.top;
  const slot = points.length > 0 ? (plot.right - plot.left) / points.length : 0;
  const revenueTicks = axisTicks(Math.max(0, ...points.map((p) => p.revenue)));
  const orderTicks = axisTicks(Math.max(0, ...points.map((p) => p.orders)), 4, true);
  const revenueTop = revenueTicks.at(-1)!;
  const ordersTop = orderTicks.at(-1)!;
  const yOf = (value: number, top: number) => round(plot.bottom - (value / top) * plotHeight);
  const barWidth = round(Math.max(1, slot * 0.7));
  const centre = (i: number) => plot.left + slot * i + slot / 2;
  const bars = points.map((point, i) => {
    const y = yOf(point.revenue, revenueTop);
    return { x: round(centre(i) - barWidth / 2), y, width: barWidth, height: round(plot.bottom - y), point };
  });
  const dots = points.map((point, i) => ({ x: round(centre(i)), y: yOf(point.orders, ordersTop), point }));
  const every = Math.max(1, Math.ceil(points.length / maxLabels));
  return {
    bars,
    line: dots.map((dot) => `${dot.x},${dot.y}`).join(" "),
    dots,
    revenueTicks: revenueTicks.map((value) => ({ value, y: yOf(value, revenueTop) })),
    orderTicks: orderTicks.map((value) => ({ value, y: yOf(value, ordersTop) })),
    labels: points.flatMap((point, i) => (i % every === 0 ? [{ x: round(centre(i)), day: point.day }] : [])),
    plot,
  };
}

export interface BarRow {
  label: string;
  value: number;
}

export interface BarChartGeometry {
  rows: { label: string; value: number; y: number; width: number }[];
  height: number;
  barHeight: number;
}

/**
 * Horizontal bars, one row each, the longest filling `width`: the label sits above its bar, so long product
 * names wrap nothing and the chart reads on a phone.
 */
export function barChart(rows: readonly BarRow[], width: number, rowHeight = 34, barHeight = 12): BarChartGeometry {
  const max = Math.max(0, ...rows.map((row) => row.value));
  return {
    rows: rows.map((row, i) => ({
      label: row.label,
      value: row.value,
      y: i * rowHeight,
      // A row with something in it shows at least a sliver.
      width: max > 0 ? round(row.value > 0 ? Math.max(2, (row.value / max) * width) : 0) : 0,
    })),
    height: rows.length * rowHeight,
    barHeight,
  };
}
