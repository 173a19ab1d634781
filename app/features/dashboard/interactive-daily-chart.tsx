import { useEffect, useRef, useState } from "react";
import { formatCompact, formatRupiah } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { onDemand } from "../../lib/on-demand.ts";
import { DailySvgChart, shortDay } from "./dashboard-charts.tsx";
import type { DailyPoint } from "./svg-chart.ts";

// uPlot and its stylesheet arrive only on this page, after it has hydrated.
const uplotChart = onDemand(() => import("./uplot-daily.client.ts"));

/**
 * The daily chart: the server's SVG first (and for good without script), replaced by the interactive uPlot
 * chart once that has loaded. A failed load leaves the SVG.
 */
export function InteractiveDailyChart({ points }: { points: DailyPoint[] }) {
  const { lang, t } = useI18n();
  const target = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);

  useEffect(() => {
    let remove: (() => void) | undefined;
    let cancelled = false;
    uplotChart
      .load()
      .then(({ mountDailyChart }) => {
        if (cancelled || !target.current) return;
        remove = mountDailyChart(target.current, points, {
          dayLabel: t("dashboard.column.day"),
          revenue: t("dashboard.column.revenue"),
          orders: t("dashboard.column.orders"),
          money: formatRupiah,
          compact: formatCompact,
          day: (day) => shortDay(day, lang),
        });
        setLive(true);
      })
      .catch(() => {
        // The SVG stays: the figures are all there, only the interaction is missing.
      });
    return () => {
      cancelled = true;
      remove?.();
      setLive(false);
    };
  }, [points, lang, t]);

  return (
    <div data-testid="daily-chart" data-live={live ? "" : undefined}>
      <div ref={target} className={live ? "" : "h-0 overflow-hidden"} />
      {live ? null : <DailySvgChart points={points} />}
    </div>
  );
}
