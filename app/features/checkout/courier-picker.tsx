import { useState } from "react";
import type { CheckoutRate, PreviewShippingDto } from "../../../core/checkout/checkout.dto.ts";
import { formatRupiah } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { CourierRateOption, GuaranteeBadge } from "../shipping/courier-rate-option.tsx";
import { formatEstimate } from "../shipping/shipping-format.ts";
import { CheckoutForm } from "./checkout-form.tsx";

function byCourier(rates: CheckoutRate[]) {
  const groups = new Map<string, { name: string; rates: CheckoutRate[] }>();
  for (const rate of rates) {
    const group = groups.get(rate.courier.code) ?? { name: rate.courier.name, rates: [] };
    group.rates.push(rate);
    groups.set(rate.courier.code, group);
  }
  return [...groups.entries()].map(([code, group]) => ({
    code,
    ...group,
    from: Math.min(...group.rates.map((rate) => rate.price)),
  }));
}

/**
 * Spec §4 courier choice: the list of couriers; choosing one shows its services and selects the first;
 * choosing a service sets it. Without JavaScript every service is a button of its own.
 */
export function CourierPicker({
  orderId,
  action,
  rates,
  chosen,
  error,
}: {
  orderId: number;
  action: string;
  rates: CheckoutRate[];
  chosen: PreviewShippingDto | null;
  error: string | null;
}) {
  const { lang, t } = useI18n();
  const [open, setOpen] = useState(false);
  const [courier, setCourier] = useState<string | null>(chosen?.courier.code ?? null);
  const groups = byCourier(rates);
  const services = groups.find((group) => group.code === courier)?.rates ?? [];
  const choose = (rate: CheckoutRate) => (
    <CheckoutForm
      key={rate.id}
      action={action}
      fields={{ intent: "logistic", order_id: orderId, shipper_result_id: rate.id }}
      fetcherKey={`logistic-${orderId}`}
    >
      {(busy) => (
        <button
          type="submit"
          disabled={busy}
          onClick={() => setOpen(false)}
          aria-pressed={chosen?.rate_id === rate.id}
          className={`w-full rounded-lg border px-3 py-2 text-left hover:border-accent ${chosen?.rate_id === rate.id ? "border-accent bg-accent-soft/40" : "border-slate-200"}`}
        >
          <CourierRateOption rate={{ ...rate, courier: { ...rate.courier, logo: null } }} />
        </button>
      )}
    </CheckoutForm>
  );
  return (
    <div data-testid="courier-picker">
      {chosen ? (
        <div className="rounded-lg border border-slate-200 px-3 py-2" data-testid="chosen-courier">
          <p className="flex items-center justify-between gap-3 text-sm">
            <span className="font-semibold text-slate-900">
              {chosen.courier.name} {chosen.service.name}
            </span>
            <span className="font-bold text-slate-900">{formatRupiah(chosen.response_manifest.final_price)}</span>
          </p>
          <p className="text-xs text-slate-500">
            {formatEstimate(chosen.response_manifest.min_day, chosen.response_manifest.max_day, lang)}
          </p>
          {chosen.guarantee ? <GuaranteeBadge className="mt-1" /> : null}
        </div>
      ) : null}
      {rates.length === 0 ? (
        <p className="mt-2 text-sm text-accent-strong">{t("checkout.shipping_unavailable")}</p>
      ) : (
        <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="mt-2">
          <summary className="inline-flex h-10 cursor-pointer list-none items-center rounded-lg border border-accent px-4 text-sm font-semibold text-accent-strong hover:bg-accent-soft [&::-webkit-details-marker]:hidden">
            {chosen ? t("checkout.page.change_courier") : t("checkout.page.choose_courier")}
          </summary>
          <div className="mt-2 grid gap-2 desk:grid-cols-[200px_1fr]">
            <ul className="flex flex-col gap-1" aria-label={t("checkout.page.couriers")}>
              {groups.map((group) => (
                <li key={group.code}>
                  <CheckoutForm
                    action={action}
                    fields={{ intent: "logistic", order_id: orderId, shipper_result_id: group.rates[0]!.id }}
                    fetcherKey={`logistic-${orderId}`}
                  >
                    {(busy) => (
                      <button
                        type="submit"
                        disabled={busy}
                        // Spec §4: choosing a courier fills its services and selects the first.
                        onClick={() => setCourier(group.code)}
                        aria-pressed={courier === group.code}
                        className={`flex min-h-10 w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm ${courier === group.code ? "bg-accent-soft font-semibold text-accent-strong" : "hover:bg-slate-50"}`}
                      >
                        <span>{group.name}</span>
                        <span className="text-xs text-slate-500">
                          {t("checkout.page.from", { amount: formatRupiah(group.from) })}
                        </span>
                      </button>
                    )}
                  </CheckoutForm>
                </li>
              ))}
            </ul>
            <div className="flex flex-col gap-2" aria-live="polite">
              {services.length > 0 ? (
                services.map(choose)
              ) : (
                <p className="text-sm text-slate-500">{t("checkout.page.pick_courier_first")}</p>
              )}
            </div>
          </div>
          <noscript>
            <div className="mt-2 flex flex-col gap-2">{rates.map(choose)}</div>
          </noscript>
        </details>
      )}
      {error ? (
        <p role="alert" className="mt-1 text-xs font-semibold text-accent-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}
