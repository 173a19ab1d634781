import type { ShippingRate } from "../../../core/shipping/shipping.dto.ts";
import { Icon } from "../../components/ui/icons.tsx";
import { formatRupiah } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { formatEstimate } from "./shipping-format.ts";
import { Picture } from "../../components/ui/picture.tsx";

/** What a courier line shows; a ShippingRate fits, and so does a simulation service mapped to it. */
export interface CourierRateView {
  courier: Pick<ShippingRate["courier"], "name" | "logo">;
  service: Pick<ShippingRate["service"], "name">;
  price: number;
  min_day: number;
  max_day: number;
  guarantee: boolean;
}

/**
 * One courier service: name, service, price, estimate and the on-time guarantee badge. Presentational
 * only, so checkout's courier list can put it inside its own radio or button.
 */
export function CourierRateOption({
  rate,
  now,
  className = "",
}: {
  rate: CourierRateView;
  now?: Date;
  className?: string;
}) {
  const { lang } = useI18n();
  return (
    <div className={`flex items-start justify-between gap-3 ${className}`} data-testid="courier-rate">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900">
          {rate.courier.logo ? (
            <Picture
              src={rate.courier.logo}
              alt=""
              size={20}
              loading="eager"
              className="mr-1.5 inline-block h-5 w-5 rounded object-contain align-[-4px]"
            />
          ) : null}
          {rate.courier.name} <span className="font-normal text-slate-600">{rate.service.name}</span>
        </p>
        <p className="mt-0.5 text-xs text-slate-500">{formatEstimate(rate.min_day, rate.max_day, lang, now)}</p>
        {rate.guarantee ? <GuaranteeBadge className="mt-1" /> : null}
      </div>
      <p className="shrink-0 text-sm font-bold text-slate-900">{formatRupiah(rate.price)}</p>
    </div>
  );
}

/** Spec §9's on-time guarantee, with what it promises for those who hover or read it aloud. */
export function GuaranteeBadge({
  className = "",
  explained = false,
}: {
  className?: string;
  /** The promise is written out next to it. */ explained?: boolean;
}) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded bg-emerald-50 px-1.5 py-0.5 text-[11px] font-semibold text-emerald-700 ${className}`}
      title={t("shipping.guarantee_note")}
    >
      <Icon size={12} strokeWidth="2.5">
        <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Z" />
        <path d="m9 12 2 2 4-4" />
      </Icon>
      {t("shipping.guarantee")}
      {explained ? null : <span className="sr-only">: {t("shipping.guarantee_note")}</span>}
    </span>
  );
}
