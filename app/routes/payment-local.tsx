import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { data, redirect, useFetcher } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/payment-local";
import type { LocalPaymentDto, LocalPaymentResultDto } from "../../core/payment/payment.dto.ts";
import {
  LOCAL_METHOD_GROUPS,
  LOCAL_PAYMENT_METHODS,
  type LocalPaymentMethod,
} from "../../core/payment/payment.view.ts";
import { CsrfField } from "../components/ui/csrf-field.tsx";
import { CloseIcon, Icon } from "../components/ui/icons.tsx";
import { Logo } from "../components/ui/logo.tsx";
import { formatDuration, useServerNow } from "../components/ui/countdown.tsx";
import { MethodBadge } from "../features/payment/method-badge.tsx";
import { PAYMENT_TOAST, POPUP_MESSAGE_SOURCE, type PopupMessageBody } from "../features/payment/popup-message.ts";
import { DEADLINE_FORMAT, formatDate } from "../features/promo/dates.ts";
import { noticeFromError, type Notice } from "../lib/action-outcome.server.ts";
import { formatRupiah } from "../lib/format.ts";
import { langFromPath, localizedPath, useI18n, type Lang } from "../lib/i18n.tsx";
import { fixedPrivatePageMeta } from "../lib/meta.ts";
import { pageUrl } from "../lib/route-helpers.server.ts";
import { IntentButton } from "../components/ui/intent-button.tsx";
import { buttonClass } from "../components/ui/button.tsx";
import { FormAlert } from "../components/ui/form-alert.tsx";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

/*
 * The built-in gateway's popup (docs/decisions/0012-payment-gateways.md): a Snap-style sheet where the
 * shopper pays, leaves the payment pending, makes it fail or closes. Its buttons make the server hand the
 * notification Midtrans would send to the payment service in-process (never over HTTP). Opened by payWithGateway in a
 * popup (or an in-page frame) it reports the result to its opener; opened as a plain page, or without
 * JavaScript, it sends the shopper to the invoice page with spec §8's message.
 */

/** What else the simulated gateway can answer besides a payment: left pending, or refused. */
const SIMULATED_OUTCOMES = [
  { intent: "pending", look: "accent", label: "payment.local.pay_later" },
  { intent: "fail", look: "outline", label: "payment.local.simulate_failure" },
] as const;

export const meta = fixedPrivatePageMeta("payment.title", "payment.description");

const invoicePath = (lang: Lang, code: string) =>
  localizedPath(lang, `/user/order/invoice/${encodeURIComponent(code)}`);

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const payment = await ctx.services.payments.local.find(params.token);
  if (!payment) throw data({ messageKey: "payment.local.not_found" }, { status: 404 });
  // The root shows the flash as a toast; without JavaScript its banner sits under this sheet, so the sheet repeats it.
  return { payment, flash: ctx.flash ?? null };
}

type ActionData = { outcome: LocalPaymentResultDto; error: null } | { outcome: null; error: Notice };

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const script = new URL(request.url).pathname.endsWith(".data");
  const form = Object.fromEntries(await request.formData());
  let outcome: LocalPaymentResultDto;
  try {
    outcome = await ctx.services.payments.local.submit(params.token, form);
  } catch (error) {
    const notice = noticeFromError(error);
    if (script) return { outcome: null, error: notice } satisfies ActionData;
    throw redirect(url.pathname, {
      headers: { "Set-Cookie": ctx.cookies.flash(notice.key, { tone: notice.tone, values: notice.values }) },
    });
  }
  if (script) return { outcome, error: null } satisfies ActionData;
  // A full page (no JavaScript, or not opened by checkout): the invoice page says the rest.
  const toast =
    outcome.notificationOutcome === "settle_failed"
      ? { key: "payment.local.delivery_failed", tone: "error" as const }
      : PAYMENT_TOAST[outcome.result];
  throw redirect(invoicePath(lang, outcome.invoiceCode), {
    headers: { "Set-Cookie": ctx.cookies.flash(toast.key, { tone: toast.tone }) },
  });
}

/** The window that opened the sheet (popup) or holds it (in-page frame), if it is our own page. */
function openerWindow(): Window | null {
  if (window.opener && window.opener !== window) return window.opener as Window;
  if (window.parent !== window) return window.parent;
  return null;
}

function tellOpener(message: PopupMessageBody) {
  // Our own origin only: the payload names the invoice.
  openerWindow()?.postMessage({ source: POPUP_MESSAGE_SOURCE, ...message }, window.location.origin);
}

export default function LocalPaymentPage({ loaderData }: Route.ComponentProps) {
  const { payment, flash } = loaderData;
  const { t, lang } = useI18n();
  const fetcher = useFetcher<ActionData>();
  const [embedded, setEmbedded] = useState(false);
  const [method, setMethod] = useState<LocalPaymentMethod>("bca_va");
  // A failed payment may be retried with another method: the sheet then shows the form again.
  const [dismissedResult, setDismissedResult] = useState<LocalPaymentResultDto | null>(null);
  const now = useServerNow(Date.parse(payment.now));
  const remainingMs = Date.parse(payment.expireAt) - now;
  const outcome = fetcher.data?.outcome ?? null;
  const shownOutcome = outcome && outcome !== dismissedResult ? outcome : null;
  const error = fetcher.data?.error ?? null;
  const busy = fetcher.state !== "idle";
  const reported = useRef<LocalPaymentResultDto | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setEmbedded(openerWindow() !== null);
  }, []);

  useEffect(() => {
    if (!outcome || reported.current === outcome) return;
    reported.current = outcome;
    tellOpener({ token: payment.token, event: "result", result: outcome.result, payload: outcome.gatewayResult });
    headingRef.current?.focus();
  }, [outcome, payment.token]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Not opened by checkout: a plain form post, which ends on the invoice page.
    if (!embedded) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter instanceof HTMLButtonElement ? submitter : null);
    if (formData.get("intent") === "close") {
      tellOpener({ token: payment.token, event: "result", result: "close", payload: null });
      return;
    }
    fetcher.submit(formData, { method: "post" });
  };

  const dismiss = () => {
    tellOpener({ token: payment.token, event: "dismiss" });
    window.close();
  };

  const payable = payment.payable && remainingMs > 0;
  const closeControl = embedded ? (
    <button
      type="button"
      onClick={
        shownOutcome
          ? dismiss
          : () => tellOpener({ token: payment.token, event: "result", result: "close", payload: null })
      }
      aria-label={t("payment.local.close")}
      className={closeButtonClass}
    >
      <CloseIcon />
    </button>
  ) : payable && !shownOutcome ? (
    <IntentButton
      form="local-payment-form"
      intent="close"
      aria-label={t("payment.local.close")}
      className={closeButtonClass}
    >
      <CloseIcon />
    </IntentButton>
  ) : (
    <a href={invoicePath(lang, payment.invoiceCode)} aria-label={t("payment.local.close")} className={closeButtonClass}>
      <CloseIcon />
    </a>
  );

  return (
    <div className="fixed inset-0 z-50 flex bg-slate-900/60 desk:items-center desk:py-8" data-testid="local-payment">
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="local-payment-title"
        className="mx-auto flex h-full w-full max-w-[440px] flex-col overflow-hidden bg-white text-slate-800 desk:h-auto desk:max-h-full desk:rounded-2xl desk:shadow-2xl"
      >
        <header className="flex shrink-0 items-center gap-3 border-b border-slate-100 px-4 py-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft">
            <Logo compact />
          </span>
          <div className="min-w-0 flex-1">
            <h1 id="local-payment-title" className="text-base font-bold leading-tight text-slate-900">
              {t("payment.local.merchant")}
              <span className="sr-only"> — {t("payment.local.sheet_label", { code: payment.invoiceCode })}</span>
            </h1>
            <p className="text-xs text-slate-500">{t("payment.local.test_gateway")}</p>
          </div>
          {closeControl}
        </header>

        <Summary payment={payment} remainingMs={remainingMs} lang={lang} />
        {flash ? (
          <noscript>
            <p
              role="status"
              className={`mx-4 mt-3 rounded-lg px-3 py-2 text-sm ${flash.tone === "error" ? "bg-accent-soft text-accent-dark" : "bg-sky-50 text-sky-800"}`}
            >
              {t(flash.key, flash.values)}
            </p>
          </noscript>
        ) : null}

        {shownOutcome ? (
          <ResultView
            outcome={shownOutcome}
            payment={payment}
            headingRef={headingRef}
            embedded={embedded}
            onDone={dismiss}
            onRetry={payable ? () => setDismissedResult(shownOutcome) : null}
          />
        ) : payable ? (
          <form id="local-payment-form" method="post" onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
            <CsrfField />
            <FormAlert message={error ? t(error.key, error.values) : null} className="mx-4 mt-3" />
            <fieldset className="min-h-0 flex-1 overflow-y-auto px-4 pb-4 pt-1">
              <legend className="pt-3 text-sm font-bold text-slate-900">{t("payment.local.choose_method")}</legend>
              {LOCAL_METHOD_GROUPS.map((group) => (
                <div key={group} className="mt-3">
                  <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500" aria-hidden="true">
                    {t(`payment.local.groups.${group}`)}
                  </p>
                  <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200">
                    {LOCAL_PAYMENT_METHODS.filter((item) => item.group === group).map((item) => (
                      <li key={item.id}>
                        <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-slate-50 has-[:checked]:bg-accent-soft">
                          <input
                            type="radio"
                            name="method"
                            value={item.id}
                            checked={method === item.id}
                            onChange={() => setMethod(item.id)}
                            className="h-4 w-4 accent-accent"
                          />
                          <MethodBadge method={item.id} />
                          <span className="flex-1 text-sm font-medium text-slate-800">
                            {t(`payment.local.methods.${item.id}`)}
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </fieldset>
            <div className="space-y-2 border-t border-slate-100 bg-white px-4 pb-4 pt-3 shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.12)]">
              <IntentButton
                intent="pay"
                disabled={busy}
                className="h-11 w-full rounded-lg bg-accent-strong text-sm font-bold text-white hover:bg-accent-dark disabled:opacity-60"
              >
                {busy ? t("payment.local.processing") : t("payment.local.pay_now")}
              </IntentButton>
              <div className="grid grid-cols-2 gap-2">
                {SIMULATED_OUTCOMES.map(({ intent, look, label }) => (
                  <IntentButton
                    key={intent}
                    intent={intent}
                    disabled={busy}
                    className={buttonClass({ look, size: "md", className: "disabled:opacity-60" })}
                  >
                    {t(label)}
                  </IntentButton>
                ))}
              </div>
              <p className="pt-1 text-center text-[11px] leading-snug text-slate-500">
                {t("payment.local.simulated_note")}
              </p>
            </div>
          </form>
        ) : (
          <NotPayable
            payment={payment}
            expired={payment.status === "pending"}
            onClose={
              embedded
                ? () => tellOpener({ token: payment.token, event: "result", result: "close", payload: null })
                : null
            }
          />
        )}
      </section>
    </div>
  );
}

const closeButtonClass =
  "flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900";

function deadlineText(iso: string, lang: Lang): string {
  return formatDate(iso, lang, DEADLINE_FORMAT);
}

function Summary({ payment, remainingMs, lang }: { payment: LocalPaymentDto; remainingMs: number; lang: Lang }) {
  const { t } = useI18n();
  return (
    <div className="shrink-0 bg-accent-soft px-4 py-4">
      <div className="flex items-end justify-between gap-3">
        <div>
          <p className="text-xs font-medium text-slate-600">{t("payment.local.total")}</p>
          <p className="text-2xl font-extrabold tracking-tight text-slate-900" data-testid="local-payment-amount">
            {formatRupiah(payment.amount)}
          </p>
        </div>
        {payment.payable && remainingMs > 0 ? (
          <div className="text-right">
            <p className="text-xs font-medium text-slate-600">{t("payment.local.pay_within")}</p>
            <p role="timer" aria-live="off" className="font-mono text-lg font-bold tabular-nums text-accent-strong">
              {formatDuration(remainingMs)}
            </p>
          </div>
        ) : null}
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-2 text-xs text-slate-600">
        <dt>{t("payment.local.order_id")}</dt>
        <dd className="font-mono font-semibold text-slate-800">{payment.invoiceCode}</dd>
      </dl>
      {payment.payable && remainingMs > 0 ? (
        <p className="mt-1 text-xs text-slate-600">
          {t("payment.local.deadline", { date: deadlineText(payment.expireAt, lang) })}
        </p>
      ) : null}
    </div>
  );
}

function ResultView({
  outcome,
  payment,
  headingRef,
  embedded,
  onDone,
  onRetry,
}: {
  outcome: LocalPaymentResultDto;
  payment: LocalPaymentDto;
  headingRef: RefObject<HTMLHeadingElement | null>;
  embedded: boolean;
  onDone: () => void;
  onRetry: (() => void) | null;
}) {
  const { t, lang } = useI18n();
  const amount = formatRupiah(payment.amount);
  const methodName = outcome.method ? t(`payment.local.methods.${outcome.method}`) : "";
  const deliveryFailed = outcome.notificationOutcome === "settle_failed";
  const tone = outcome.result === "success" ? "success" : outcome.result === "pending" ? "pending" : "error";
  const titleKey =
    tone === "success"
      ? "payment.local.success_title"
      : tone === "pending"
        ? "payment.local.pending_title"
        : "payment.local.error_title";
  const isVa = outcome.method
    ? LOCAL_PAYMENT_METHODS.find((item) => item.id === outcome.method)?.group === "virtual_account"
    : false;
  return (
    <div
      className="flex min-h-0 flex-1 flex-col items-center overflow-y-auto px-6 py-8 text-center"
      data-testid="local-payment-result"
      data-result={outcome.result}
    >
      <span
        className={`flex h-14 w-14 items-center justify-center rounded-full ${tone === "success" ? "bg-emerald-100 text-emerald-600" : tone === "pending" ? "bg-amber-100 text-amber-600" : "bg-accent-soft text-accent"}`}
        aria-hidden="true"
      >
        <Icon size={28} strokeWidth="2.4">
          {tone === "success" ? (
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          ) : tone === "pending" ? (
            <path d="M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />
          ) : (
            <path d="M7 7l10 10M17 7 7 17" />
          )}
        </Icon>
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-lg font-bold text-slate-900 outline-none">
        {t(titleKey)}
      </h2>
      <p role="status" className="mt-1 text-sm text-slate-600">
        {tone === "success"
          ? t("payment.local.success_text", { amount, code: payment.invoiceCode })
          : tone === "pending"
            ? t("payment.local.pending_text", { amount })
            : deliveryFailed
              ? t("payment.local.delivery_failed")
              : t("payment.local.error_text")}
      </p>
      {tone === "pending" && outcome.paymentCode ? (
        <div className="mt-5 w-full rounded-xl border border-slate-200 px-4 py-3">
          <p className="text-xs text-slate-500">
            {t(isVa ? "payment.local.va_number" : "payment.local.payment_code", { method: methodName })}
          </p>
          <p
            className="mt-1 select-all font-mono text-2xl font-bold tracking-wider text-slate-900"
            data-testid="local-payment-code"
          >
            {outcome.paymentCode}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            {t("payment.local.deadline", { date: deadlineText(payment.expireAt, lang) })}
          </p>
        </div>
      ) : null}
      <div className="mt-auto w-full space-y-2 pt-8">
        {tone === "error" && onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="h-11 w-full rounded-lg border border-accent text-sm font-bold text-accent-strong hover:bg-accent-soft"
          >
            {t("payment.local.try_again")}
          </button>
        ) : null}
        <LeaveButton
          invoiceCode={payment.invoiceCode}
          onClick={embedded ? onDone : null}
          label={t("payment.local.done")}
          className="flex h-11 w-full items-center justify-center rounded-lg bg-accent-strong text-sm font-bold text-white hover:bg-accent-dark"
        />
      </div>
    </div>
  );
}

function NotPayable({
  payment,
  expired,
  onClose,
}: {
  payment: LocalPaymentDto;
  expired: boolean;
  onClose: (() => void) | null;
}) {
  const { t } = useI18n();
  const status = expired ? "expire" : payment.status;
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center overflow-y-auto px-6 py-10 text-center">
      <p role="status" className="text-base font-semibold text-slate-800">
        {t(`payment.local.status.${status}`)}
      </p>
      <LeaveButton
        invoiceCode={payment.invoiceCode}
        onClick={onClose}
        label={t("payment.local.close")}
        className="mt-6 inline-flex h-11 items-center justify-center rounded-lg bg-accent-strong px-6 text-sm font-bold text-white hover:bg-accent-dark"
      />
    </div>
  );
}

/** The way out of the page: a button where the checkout's popup handles it (`onClick`), else to the invoice. */
function LeaveButton({
  invoiceCode,
  onClick,
  label,
  className,
}: {
  invoiceCode: string;
  onClick: (() => void) | null;
  label: string;
  className: string;
}) {
  const { t, lang } = useI18n();
  return onClick ? (
    <button type="button" onClick={onClick} className={className}>
      {label}
    </button>
  ) : (
    <a href={invoicePath(lang, invoiceCode)} className={className}>
      {t("payment.local.view_invoice")}
    </a>
  );
}
