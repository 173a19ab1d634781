import type { ProductDetailDto } from "../../../core/catalog/product.dto.ts";
import { StarIcon, StoreBadgeIcon } from "../../components/ui/icons.tsx";
import { formatCompact } from "../../lib/format.ts";
import { formatNumber } from "../../lib/intl-format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { PageLink } from "./page-link.tsx";
import { MapPinIcon } from "./product-icons.tsx";
import { categoryPath } from "./product-seo.ts";
import { Thumbnail } from "../../components/ui/picture.tsx";
import { buttonClass } from "../../components/ui/button.tsx";

/** Specification (condition, weight, category, stock) and the merchant's description as written. */
export function ProductDetails({ product }: { product: ProductDetailDto }) {
  const { t, lang } = useI18n();
  const leaf = product.category[product.category.length - 1];
  const number = (value: number) => formatNumber(value, lang);
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: t("product.detail.condition"), value: t("product.detail.condition_new") },
    { label: t("product.detail.weight"), value: t("product.detail.weight_value", { grams: number(product.weight) }) },
    ...(leaf
      ? [
          {
            label: t("product.detail.category"),
            value: (
              <PageLink to={categoryPath(leaf)} className="font-semibold text-accent-strong hover:underline">
                {leaf.name}
              </PageLink>
            ),
          },
        ]
      : []),
    {
      label: t("product.detail.stock"),
      value:
        product.stock > 0 ? t("product.detail.stock_value", { stock: number(product.stock) }) : t("product.stock.out"),
    },
  ];
  return (
    <section aria-labelledby="product-details-title" className="border-t border-slate-200 pt-5">
      <h2 id="product-details-title" className="text-base font-bold text-slate-900">
        {t("product.detail.title")}
      </h2>
      <h3 className="sr-only">{t("product.detail.specification")}</h3>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="text-slate-800">{row.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">{t("product.detail.description")}</h3>
      <div className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">
        {product.description}
      </div>
    </section>
  );
}

/** The store card's way to the store: small on a phone, beside the store's figures. */
const VISIT_STORE_SIZE = "shrink-0 px-3 py-2 text-xs font-semibold transition desk:px-4 desk:text-sm";

/** The store box: logo, name with the official badge, city, rating, product count and a link to it. */
export function StoreCard({ merchant }: { merchant: ProductDetailDto["merchant"] }) {
  const { t, lang } = useI18n();
  const rating =
    merchant.rating > 0
      ? formatNumber(Math.round(merchant.rating * 10) / 10, lang, { minimumFractionDigits: 1 })
      : null;
  const storePath = `/store/${merchant.merchant_slug}`;
  return (
    <section
      aria-label={t("product.store.title")}
      className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5"
      data-testid="store-card"
    >
      <PageLink to={storePath} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <Thumbnail
          src={merchant.logo}
          alt=""
          size={56}
          className="h-14 w-14 rounded-full border border-slate-200 object-cover"
        />
      </PageLink>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5">
          {merchant.storetype === "official" ? <StoreBadgeIcon width={16} height={16} /> : null}
          <PageLink to={storePath} className="truncate font-bold text-slate-900 hover:text-accent-strong">
            {merchant.merchant_name}
          </PageLink>
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600">
          {merchant.storetype === "official" ? (
            <span className="rounded bg-violet-50 px-1.5 py-0.5 font-semibold text-violet-700">
              {t("product.store.official")}
            </span>
          ) : null}
          {merchant.is_pkp === "pkp" ? (
            <abbr
              title={t("product.store.pkp_title")}
              className="rounded bg-emerald-50 px-1.5 py-0.5 font-semibold text-emerald-700 no-underline"
            >
              {t("product.store.pkp")}
            </abbr>
          ) : null}
          <span className="flex items-center gap-0.5">
            <MapPinIcon width={14} height={14} />
            {merchant.merchant_city}
          </span>
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-slate-600">
          <span className="flex items-center gap-1">
            <StarIcon filled={Boolean(rating)} />
            {rating ? t("product.store.rating", { rating }) : t("product.store.no_rating")}
          </span>
          <span>{t("product.store.products", { count: formatCompact(merchant.product_count) })}</span>
        </p>
      </div>
      <PageLink to={storePath} className={buttonClass({ look: "accent", className: VISIT_STORE_SIZE })}>
        {t("product.store.visit")}
      </PageLink>
    </section>
  );
}
