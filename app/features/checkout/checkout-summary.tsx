import { useEffect, useRef } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { PaymentResultDto, PreviewSummaryDto } from "../../../core/checkout/checkout.dto.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { showToast } from "../../components/ui/flash-toast.tsx";
import type { ActionNotice } from "../../lib/action-outcome.server.ts";
import { formatRupiah } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useNoticeToast } from "../../lib/use-notice.ts";
import { payWithGateway, type PaymentClientConfig } from "../payment/pay-with-gateway.ts";
import { PAYMENT_TOAST, type PaymentPopupResult } from "../payment/popup-message.ts";
import { CheckoutForm } from "./checkout-form.tsx";
import { formatNumber } from "../../lib/intl-format.ts";
import { IntentButton } from "../../components/ui/intent-button.tsx";

/** Spec §2: 'Make Order' when the wallet covers everything, 'Join Pay Order' when partly, else 'Select Payment'. */
export function payLabel(summary: Pick<PreviewSummaryDto, "use_wallet" | "is_fullwallet_payment">): string {
  if (summary.use_wallet === "yes")
    return summary.is_fullwallet_payment === "yes" ? "checkout.page.make_order" : "checkout.page.join_pay_order";
  return "checkout.page.select_payment";
}

function Line({ label, value, tone = "", testId }: { label: string; value: string; tone?: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd className={tone} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** A tax rate as the invoice writes it: 0.5 → '0,5' in Indonesian. */
const formatRate = (percent: number, lang: "id" | "en") => formatNumber(percent, lang, { maximumFractionDigits: 2 });

type PayAnswer = { notice?: ActionNotice | null; payment?: PaymentResultDto; invoicePath?: string };
const PAY_FETCHER = "checkout-pay";

/** Pay's answer: with JavaScript the gateway's popup opens here and every outcome lands on the invoice (spec §4). */
function usePaymentLauncher(paymentConfig: PaymentClientConfig) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const fetcher = useFetcher<PayAnswer>({ key: PAY_FETCHER });
  useNoticeToast(fetcher.data?.notice);
  const opened = useRef<string | null>(null);
  const payment = fetcher.data?.payment;
  const invoicePath = fetcher.data?.invoicePath;
  useEffect(() => {
    if (!payment || !invoicePath || opened.current === payment.invoice_code) return;
    opened.current = payment.invoice_code;
    const finish = (result: PaymentPopupResult) => {
      const toast = PAYMENT_TOAST[result];
      showToast(t(toast.key), toast.tone);
      void navigate(invoicePath);
    };
    if (!payment.midtrans_token || !payment.redirect_url) {
      void navigate(invoicePath);
      return;
    }
    payWithGateway(paymentConfig, payment.midtrans_token, payment.redirect_url, {
      onSuccess: () => finish("success"),
      onPending: () => finish("pending"),
      onError: () => finish("error"),
      onClose: () => finish("close"),
    });
  }, [payment, invoicePath, paymentConfig, navigate, t]);
}

/** The final button (desktop card and phone bar share one submission). */
function PayButton({
  summary,
  action,
  idempotencyKey,
  multiple,
  className,
  onBlocked,
}: {
  summary: PreviewSummaryDto;
  action: string;
  idempotencyKey: string;
  multiple: boolean;
  className: string;
  onBlocked: () => void;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<PayAnswer>({ key: PAY_FETCHER });
  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={(event) => {
        // Spec §5: every order needs an address and a courier; said here at once, and again by the server.
        const missing = summary.is_there_empty_address
          ? "checkout.address_undetermined"
          : summary.is_there_empty_shipping
            ? "checkout.delivery_not_selected"
            : null;
        if (!missing) return;
        event.preventDefault();
        showToast(t(missing), "error");
        onBlocked();
      }}
    >
      <CsrfField />
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <input type="hidden" name="is_multiple_address" value={multiple ? "1" : "0"} />
      <IntentButton
        intent="pay"
        disabled={fetcher.state !== "idle"}
        className={`${className} rounded-lg bg-accent-strong font-bold text-white hover:bg-accent-dark disabled:opacity-60`}
      >
        {t(payLabel(summary))}
      </IntentButton>
    </fetcher.Form>
  );
}

/** Spec §2 totals: products, shipping, discounts, PPN, PPh, total tax, the wallet and what the gateway charges. */
export function CheckoutSummary(props: {
  summary: PreviewSummaryDto;
  action: string;
  idempotencyKey: string;
  multiple: boolean;
  paymentConfig: PaymentClientConfig;
  /** Pay was pressed with an order lacking its courier or address. */
  onBlocked: () => void;
}) {
  const { lang, t } = useI18n();
  const { summary, action } = props;
  usePaymentLauncher(props.paymentConfig);
  const walletOn = summary.use_wallet === "yes";
  return (
    <>
      <section
        aria-labelledby="checkout-summary"
        className="rounded-2xl bg-white p-5 shadow-sm"
        data-testid="checkout-summary"
      >
        <h2 id="checkout-summary" className="text-base font-bold text-slate-900">
          {t("checkout.page.summary")}
        </h2>
        <dl className="mt-3 space-y-2 text-sm text-slate-600">
          <Line
            label={t("checkout.page.total_product", { count: summary.total_qty })}
            value={formatRupiah(summary.total_product)}
          />
          <Line label={t("checkout.page.total_shipping")} value={formatRupiah(summary.total_shipping)} />
          {summary.all_promo.map((promo) => (
            <Line
              key={promo.id}
              label={promo.name}
              value={`−${formatRupiah(promo.potongan)}`}
              tone="text-emerald-700"
            />
          ))}
          {summary.total_discount > 0 ? (
            <Line
              label={t("checkout.page.total_discount")}
              value={`−${formatRupiah(summary.total_discount)}`}
              tone="text-emerald-700"
              testId="checkout-discount"
            />
          ) : null}
          <Line
            label={t("checkout.page.ppn", { rate: formatRate(summary.setting_ppn, lang) })}
            value={formatRupiah(summary.tax_ppn)}
          />
          <Line
            label={t("checkout.page.pph", { rate: formatRate(summary.setting_pph, lang) })}
            value={`−${formatRupiah(summary.tax_pph)}`}
          />
          <Line label={t("checkout.page.total_tax")} value={formatRupiah(summary.tax_total)} />
          <div className="flex justify-between gap-3 border-t border-slate-100 pt-3 text-base font-bold text-slate-900">
            <dt>{t("checkout.page.grand_total")}</dt>
            <dd data-testid="checkout-grand-total">{formatRupiah(summary.grand_total)}</dd>
          </div>
        </dl>

        <div className="mt-4 rounded-xl border border-slate-200 p-3" data-testid="wallet">
          <CheckoutForm action={action} fields={{ intent: "wallet", use_wallet: walletOn ? "no" : "yes" }}>
            {(busy) => (
              <div className="flex items-center justify-between gap-3">
                <div>
                  <p className="text-sm font-semibold text-slate-900">{t("checkout.page.wallet")}</p>
                  <p className="text-xs text-slate-500">
                    {summary.wallet_available > 0
                      ? formatRupiah(summary.wallet_available)
                      : t("checkout.wallet.not_available")}
                  </p>
                </div>
                <button
                  type="submit"
                  role="switch"
                  aria-checked={walletOn}
                  aria-label={t("checkout.page.use_wallet")}
                  disabled={busy || summary.wallet_available <= 0}
                  className={`touch-target relative h-6 w-11 shrink-0 rounded-full transition disabled:opacity-40 ${walletOn ? "bg-accent" : "bg-slate-300"}`}
                >
                  <span
                    className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all ${walletOn ? "left-[22px]" : "left-0.5"}`}
                  />
                </button>
              </div>
            )}
          </CheckoutForm>
          {walletOn ? (
            <dl className="mt-2 space-y-1 border-t border-slate-100 pt-2 text-sm text-slate-600">
              <Line
                label={t("checkout.page.wallet_paid")}
                value={formatRupiah(summary.used_wallet_value)}
                testId="wallet-used"
              />
              <Line
                label={t("checkout.page.gateway_remainder")}
                value={formatRupiah(summary.charge_to_payment_gateway)}
              />
            </dl>
          ) : null}
        </div>
        <PayButton {...props} className="mt-4 hidden h-11 w-full desk:block" />
      </section>
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] desk:hidden">
        <div>
          <p className="text-xs text-slate-500">{t("checkout.page.to_pay")}</p>
          <p className="text-base font-bold text-slate-900">{formatRupiah(summary.charge_to_payment_gateway)}</p>
        </div>
        <PayButton {...props} className="h-11 px-5" />
      </div>
    </>
  );
}
