import { useEffect, useRef } from "react";
import { formatInvoiceDate } from "../../../core/invoice/invoice-format.view.ts";
import { splitDuration, useServerNow } from "../../components/ui/countdown.tsx";
import { useI18n } from "../../lib/i18n.tsx";

/** Milliseconds left until `expireDate` at `nowMs`; never below 0. */
export function remainingMs(expireDate: string, nowMs: number): number {
  return Math.max(0, Date.parse(expireDate) - nowMs);
}

/**
 * Spec §4/§9: the time left to pay, ticking every second from the server's clock (the first render uses the
 * loader's server time, so server and browser draw the same digits), and the deadline written as
 * 'dddd, DD MMMM YYYY HH:mm' in the page's language. `onExpire` fires once, when the time runs out while
 * the page is open.
 */
export function PaymentCountdown({
  expireDate,
  serverTime,
  onExpire,
}: {
  expireDate: string;
  serverTime: string;
  onExpire?: () => void;
}) {
  const { lang, t } = useI18n();
  const now = useServerNow(Date.parse(serverTime));
  const left = remainingMs(expireDate, now);
  const { hours, minutes, seconds } = splitDuration(left);
  const wasRunning = useRef(remainingMs(expireDate, Date.parse(serverTime)) > 0);

  useEffect(() => {
    if (left > 0 || !wasRunning.current) return;
    wasRunning.current = false;
    onExpire?.();
  }, [left, onExpire]);

  const parts = [
    { value: hours, label: t("invoice.hours") },
    { value: minutes, label: t("invoice.minutes") },
    { value: seconds, label: t("invoice.seconds") },
  ];
  return (
    <div className="flex flex-col items-center gap-3" data-testid="payment-countdown">
      <p className="text-sm text-slate-600">{t("invoice.time_left")}</p>
      <div
        role="timer"
        aria-label={t("invoice.time_left_label", { hours, minutes, seconds })}
        className="flex items-start gap-2"
      >
        {parts.map((part, index) => (
          <div key={part.label} className="flex items-start gap-2" aria-hidden="true">
            {index > 0 ? <span className="pt-2 text-2xl font-bold text-accent-strong">:</span> : null}
            <span className="flex flex-col items-center gap-1">
              <span
                className="min-w-14 rounded-xl bg-accent-strong px-2 py-2 text-center text-2xl font-bold tabular-nums text-white desk:min-w-16 desk:text-3xl"
                data-testid="countdown-part"
              >
                {String(part.value).padStart(2, "0")}
              </span>
              <span className="text-[11px] uppercase tracking-wide text-slate-500">{part.label}</span>
            </span>
          </div>
        ))}
      </div>
      <p className="text-center text-sm text-slate-600">
        {t("invoice.payment_text.pending")}{" "}
        <time dateTime={expireDate} className="font-semibold text-slate-900">
          {formatInvoiceDate(expireDate, lang)} WIB
        </time>
      </p>
    </div>
  );
}
