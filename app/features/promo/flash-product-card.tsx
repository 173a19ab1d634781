import type { FlashSaleProductDto } from "../../../core/flashsale/flashsale.dto.ts";
import { StoreBadgeIcon } from "../../components/ui/icons.tsx";
import { formatCompact, formatPercent, formatRupiah, sizedImage } from "../../lib/format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";

/** A flash-sale product: flash price, the struck normal price, discount and a sold-of-quota bar. */
export function FlashProductCard({ product, eager = false, upcoming = false }: { product: FlashSaleProductDto; eager?: boolean; upcoming?: boolean }) {
  const { lang, t } = useI18n();
  const { flash_price, quota, sold, remaining, discount_percentage } = product.flash_sale;
  const ratio = quota > 0 ? Math.min(1, sold / quota) : 1;
  const soldOut = remaining <= 0;
  const almostGone = !soldOut && remaining <= Math.max(1, Math.ceil(quota * 0.2));
  const status = upcoming
    ? t("landing.flash_left", { count: formatCompact(quota) })
    : soldOut
      ? t("landing.sold_out")
      : almostGone
        ? t("landing.almost_gone")
        : t("landing.flash_sold", { sold: formatCompact(sold) });
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <LocalLink to={`/product/${product.slug}`} className="flex flex-1 flex-col">
        <div className="relative aspect-square w-full overflow-hidden bg-slate-100">
          <img
            src={sizedImage(product.photos[0], 300)}
            alt={product.product_name}
            width={300}
            height={300}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className={`h-full w-full object-cover transition group-hover:scale-[1.03] ${soldOut ? "opacity-50" : ""}`}
          />
          {discount_percentage > 0 ? (
            <span className="absolute left-0 top-2 rounded-r-md bg-accent-strong px-1.5 py-0.5 text-[11px] font-bold text-white">
              {formatPercent(discount_percentage, lang)}
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-2.5">
          <h3 className="line-clamp-2 text-[13px] leading-snug text-slate-800">{product.product_name}</h3>
          <p className="text-[15px] font-bold text-accent-strong">{formatRupiah(flash_price)}</p>
          <p className="text-xs text-slate-500">
            <s>{formatRupiah(product.publish_price)}</s>
          </p>
          <p className="flex items-center gap-1 text-[11px] text-slate-500">
            {product.merchant.storetype === "official" ? <StoreBadgeIcon /> : null}
            <span className="truncate">{product.merchant.merchant_city}</span>
          </p>
          <div className="mt-auto pt-1.5">
            <div
              className="h-1.5 w-full overflow-hidden rounded-full bg-accent-soft"
              role="progressbar"
              aria-label={t("landing.sold_progress", { sold, quota })}
              aria-valuemin={0}
              aria-valuemax={quota}
              aria-valuenow={sold}
            >
              <div className="h-full rounded-full bg-gradient-to-r from-orange-400 to-accent" style={{ width: `${Math.round(ratio * 100)}%` }} />
            </div>
            <p className={`mt-1 text-[11px] font-semibold ${almostGone || soldOut ? "text-accent-strong" : "text-slate-500"}`}>{status}</p>
          </div>
        </div>
      </LocalLink>
    </article>
  );
}
