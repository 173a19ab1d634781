import type { FlashSaleProductDto } from "../../../core/flashsale/flashsale.dto.ts";
import { formatCompact } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** A flash-sale session's quota: a sold-of-quota bar and how many are left (or will be, before it starts). */
export function SessionStock({ sale, upcoming }: { sale: FlashSaleProductDto["flash_sale"]; upcoming: boolean }) {
  const { t } = useI18n();
  const { quota, sold, remaining } = sale;
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
    <div className="mt-auto pt-1.5">
      <div
        className="h-1.5 w-full overflow-hidden rounded-full bg-accent-soft"
        role="progressbar"
        aria-label={t("landing.sold_progress", { sold, quota })}
        aria-valuemin={0}
        aria-valuemax={quota}
        aria-valuenow={sold}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-orange-400 to-accent"
          style={{ width: `${Math.round(ratio * 100)}%` }}
        />
      </div>
      <p
        className={`mt-1 text-[11px] font-semibold ${almostGone || soldOut ? "text-accent-strong" : "text-slate-500"}`}
      >
        {status}
      </p>
    </div>
  );
}

/** What a card in a session's list shows of the product's quota (ProductCard's `session`). */
export function sessionCard(product: FlashSaleProductDto, upcoming: boolean) {
  return {
    stock: <SessionStock sale={product.flash_sale} upcoming={upcoming} />,
    soldOut: product.flash_sale.remaining <= 0,
  };
}
