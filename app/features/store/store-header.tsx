import type { ReactNode } from "react";
import type { StoreDetailDto } from "../../../core/merchant/merchant.dto.ts";
import { StarIcon, StoreBadgeIcon } from "../../components/ui/icons.tsx";
import { MapPinIcon } from "../product/product-icons.tsx";
import { formatCompact, sizedImage } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { formatDate } from "../promo/dates.ts";
import { formatNumber } from "../../lib/intl-format.ts";
import { PageBanner, Picture } from "../../components/ui/picture.tsx";
import { BannerLink } from "./store-banners.tsx";

export function StoreHeader({ store }: { store: StoreDetailDto }) {
  const { lang, t } = useI18n();
  const rating = Math.round(store.rating_avg * 10) / 10;
  const official = store.storetype === "official";
  return (
    <section className="overflow-hidden rounded-2xl bg-white shadow-sm">
      <BannerLink target={store.banners.main?.target ?? null} label={`${t("banner.main")} – ${store.merchant_name}`}>
        <PageBanner src={store.banner} />
      </BannerLink>
      <div className="relative flex flex-col gap-4 px-4 pb-5 desk:flex-row desk:items-end desk:gap-6 desk:px-6">
        <Picture
          src={sizedImage(store.logo, 200)}
          alt=""
          size={96}
          loading="eager"
          className="-mt-10 h-20 w-20 shrink-0 rounded-2xl border-4 border-white bg-white object-cover shadow-md desk:-mt-12 desk:h-24 desk:w-24"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-xl font-extrabold text-slate-900 desk:text-2xl">{store.merchant_name}</h1>
            {official ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-700">
                <StoreBadgeIcon />
                {t("store.official")}
              </span>
            ) : null}
            {store.is_pkp === "pkp" ? (
              <span
                title={t("store.pkp_hint")}
                className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700"
              >
                {t("store.pkp")}
              </span>
            ) : null}
          </div>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-500">
            <MapPinIcon size={16} strokeWidth="1.8" strokeLinecap="butt" strokeLinejoin="miter" />
            <span className="sr-only">{t("store.location")}: </span>
            {store.city}, {store.province}
          </p>
          {store.description ? (
            <p className="mt-2 line-clamp-2 max-w-3xl text-sm text-slate-600">{store.description}</p>
          ) : null}
        </div>
        <dl className="grid grid-cols-3 divide-x divide-slate-200 rounded-xl border border-slate-200 text-center desk:min-w-96">
          <div className="px-3 py-2">
            <dt className="text-[11px] text-slate-500">{t("store.rating")}</dt>
            <dd className="mt-0.5 flex items-center justify-center gap-1 text-sm font-bold text-slate-900">
              <StarIcon filled />
              {rating > 0 ? formatNumber(rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : "–"}
            </dd>
            <dd className="text-[11px] text-slate-500">
              {t("store.reviews_count", { count: formatCompact(store.rating_count) })}
            </dd>
          </div>
          <StoreFigure label={t("store.all_products")}>
            {t("store.products_count", { count: formatCompact(store.product_count) })}
          </StoreFigure>
          <StoreFigure label={t("store.joined_label")}>
            {formatDate(store.joined_at, lang, { month: "short", year: "numeric" })}
          </StoreFigure>
        </dl>
      </div>
    </section>
  );
}

/** One of the header's figures: its name, then its value in bold. */
function StoreFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="px-3 py-2">
      <dt className="text-[11px] text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-bold text-slate-900">{children}</dd>
    </div>
  );
}
