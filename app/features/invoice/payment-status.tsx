import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import type { InvoiceDetailDto } from "../../../core/invoice/invoice.dto.ts";
import { showToast } from "../../components/ui/flash-toast.tsx";
import { Icon } from "../../components/ui/icons.tsx";
import { LocalLink, localizedPath, useI18n } from "../../lib/i18n.tsx";
import { payWithGateway, type PaymentClientConfig } from "../payment/pay-with-gateway.ts";
import { PAYMENT_TOAST, type PaymentPopupResult } from "../payment/popup-message.ts";
import { PaymentCountdown } from "./payment-countdown.tsx";

type Shown = "pending" | "settlement" | "expire" | "cancel" | "other";

/** Spec §4: which block the invoice shows; a pending invoice past its deadline can no longer be paid. */
export function shownStatus(status: string, timeUp: boolean): Shown {
  if (status === "pending") return timeUp ? "expire" : "pending";
  return status === "settlement" || status === "expire" || status === "cancel" ? status : "other";
}

const TONE: Record<Shown, { ring: string; badge: string; icon: ReactNode }> = {
  pending: { ring: "border-amber-200", badge: "bg-amber-50 text-amber-700", icon: <ClockIcon /> },
  settlement: { ring: "border-emerald-200", badge: "bg-emerald-50 text-emerald-700", icon: <CheckIcon /> },
  expire: { ring: "border-slate-200", badge: "bg-slate-100 text-slate-600", icon: <ClockIcon /> },
  cancel: { ring: "border-slate-200", badge: "bg-accent-soft text-accent-dark", icon: <CrossIcon /> },
  other: { ring: "border-slate-200", badge: "bg-slate-100 text-slate-600", icon: null },
};

export function PaymentStatusPanel({
  invoice,
  paymentConfig,
  onChange,
}: {
  invoice: InvoiceDetailDto;
  paymentConfig: PaymentClientConfig | null;
  /** Asks the server again (the deadline passed, or the payment popup closed). */
  onChange: () => void;
}) {
  const { lang, t } = useI18n();
  const [timeUp, setTimeUp] = useState(() => Date.parse(invoice.expire_date) <= Date.parse(invoice.server_time));
  const [paying, setPaying] = useState(false);
  const abandon = useRef<(() => void) | null>(null);

  // Fresh loader data decides again (a revalidation after the deadline or a payment).
  useEffect(() => {
    setTimeUp(Date.parse(invoice.expire_date) <= Date.parse(invoice.server_time));
    setPaying(false);
  }, [invoice.expire_date, invoice.server_time, invoice.status_payment]);
  useEffect(() => () => abandon.current?.(), []);

  const shown = shownStatus(invoice.status_payment, timeUp);
  const tone = TONE[shown];
  const redirectUrl = invoice.gateway_redirect_url;
  const token = invoice.midtrans_token;

  function finish(result: PaymentPopupResult) {
    abandon.current = null;
    setPaying(false);
    const toast = PAYMENT_TOAST[result];
    showToast(t(toast.key), toast.tone);
    onChange();
  }

  /** With JavaScript the gateway's popup opens in place; without, the link goes to the gateway's page. */
  function pay(event: MouseEvent<HTMLAnchorElement>) {
    if (!paymentConfig || !token || !redirectUrl || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setPaying(true);
    abandon.current = payWithGateway(paymentConfig, token, redirectUrl, {
      onSuccess: () => finish("success"),
      onPending: () => finish("pending"),
      onError: () => finish("error"),
      onClose: () => finish("close"),
    });
  }

  return (
    <section
      aria-labelledby="payment-status-title"
      className={`rounded-2xl border bg-white p-5 shadow-sm desk:p-6 ${tone.ring}`}
      data-testid="payment-status"
      data-status={shown}
    >
      <div className="flex flex-col items-center gap-3 text-center">
        {tone.icon ? (
          <span className={`flex h-12 w-12 items-center justify-center rounded-full ${tone.badge}`}>{tone.icon}</span>
        ) : null}
        <h2 id="payment-status-title" className="text-lg font-bold text-slate-900 desk:text-xl">
          {t(`invoice.payment_status.${shown}`)}
        </h2>
        {shown === "pending" ? (
          <>
            <PaymentCountdown
              expireDate={invoice.expire_date}
              serverTime={invoice.server_time}
              onExpire={() => {
                setTimeUp(true);
                onChange();
              }}
            />
            {redirectUrl ? (
              <a
                // Our own gateway's page is a path: keep the page's language without JavaScript too.
                href={redirectUrl.startsWith("/") ? localizedPath(lang, redirectUrl) : redirectUrl}
                onClick={pay}
                aria-disabled={paying || undefined}
                className="mt-1 inline-flex min-w-48 items-center justify-center rounded-xl bg-accent-strong px-6 py-3 text-sm font-bold text-white shadow-sm transition hover:bg-accent-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-disabled:pointer-events-none aria-disabled:opacity-70"
              >
                {paying ? t("invoice.paying") : t("invoice.pay_now")}
              </a>
            ) : null}
          </>
        ) : null}
        {shown === "settlement" ? (
          <p className="max-w-md text-sm text-slate-600">{t("invoice.payment_text.settlement")}</p>
        ) : null}
        {shown === "cancel" ? (
          <p className="max-w-md text-sm text-slate-600">{t("invoice.payment_text.cancel")}</p>
        ) : null}
        {shown === "expire" ? (
          <>
            <p className="max-w-md text-sm text-slate-600">{t("invoice.payment_text.expire")}</p>
            <LocalLink
              to="/cart"
              className="rounded-xl border border-accent px-5 py-2.5 text-sm font-bold text-accent-strong transition hover:bg-accent-soft"
            >
              {t("invoice.check_out_again")}
            </LocalLink>
          </>
        ) : null}
      </div>
    </section>
  );
}

function ClockIcon() {
  return (
    <Icon size={26}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

function CheckIcon() {
  return (
    <Icon size={26} strokeWidth="2.5">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

function CrossIcon() {
  return (
    <Icon size={26} strokeWidth="2.5">
      <path d="M7 7l10 10M17 7 7 17" />
    </Icon>
  );
}
