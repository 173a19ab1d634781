import type { TimelineEntry } from "../../../core/order/order-timeline.view.ts";
import { formatInvoiceDate } from "../../../core/invoice/invoice-format.view.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** The order's tracking timeline, oldest step first: reached steps with their time, the rest greyed out. */
export function OrderTimeline({ entries, reason }: { entries: readonly TimelineEntry[]; reason: string | null }) {
  const { lang, t } = useI18n();
  return (
    <ol className="flex flex-col" aria-label={t("order.timeline.title")}>
      {entries.map((entry, index) => {
        const last = index === entries.length - 1;
        const ended = entry.step === "cancel" || entry.step === "reject";
        const dot = ended ? "bg-slate-500" : entry.reached ? "bg-accent-strong" : "bg-slate-200";
        return (
          <li key={entry.step} className="relative flex gap-3 pb-4 last:pb-0" data-reached={entry.reached}>
            {!last ? (
              <span
                aria-hidden="true"
                className={`absolute left-[5px] top-3 h-full w-0.5 ${entries[index + 1]?.reached ? "bg-accent-strong" : "bg-slate-200"}`}
              />
            ) : null}
            <span aria-hidden="true" className={`relative mt-1 h-3 w-3 shrink-0 rounded-full ${dot}`} />
            <div className="min-w-0 text-sm">
              <p className={entry.reached ? "font-semibold text-slate-900" : "text-slate-500"}>
                {t(`order.timeline.${entry.step}`)}
                {entry.reached ? null : <span className="sr-only"> ({t("order.timeline.not_yet")})</span>}
              </p>
              {entry.at ? (
                <p className="text-xs text-slate-500">
                  <time dateTime={entry.at}>{formatInvoiceDate(entry.at, lang)}</time>
                </p>
              ) : null}
              {ended && reason ? <p className="text-xs text-slate-600">{reasonText(reason, t)}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Why the order ended: the store's own words, or what the catalogue calls a timer or the buyer. */
function reasonText(reason: string, t: (key: string) => string): string {
  const key = `order.reason.${reason.replace(":", "_")}`;
  const known = t(key);
  return known === key ? `${t("order.reason.label")}: ${reason}` : known;
}
