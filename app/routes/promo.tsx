import { useSearchParams } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/promo";
import { StoreBadgeIcon } from "../components/ui/icons.tsx";
import { Pagination } from "../components/ui/pagination.tsx";
import { ProductGrid } from "../features/catalog/product-grid.tsx";
import { orErrorResponse, pageUrl } from "../lib/route-helpers.server.ts";
import { routeMeta } from "../lib/seo.ts";
import { siteOrigin } from "../lib/site-origin.server.ts";
import { CopyCodeButton } from "../features/promo/copy-code-button.tsx";
import { formatDateTime } from "../features/promo/dates.ts";
import { voucherValue } from "../features/store/voucher-list.tsx";
import { formatRupiah } from "../lib/format.ts";
import { LocalLink, langFromPath, localizedPath, useI18n } from "../lib/i18n.tsx";
import { PageBanner } from "../components/ui/picture.tsx";
import { pageHrefs } from "../lib/page-hrefs.ts";
import type { PromoStatus } from "../../core/promo/promo.dto.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

/** The promo's status badge: its colours and words. */
const STATUS_BADGES: Record<PromoStatus, { className: string; label: string }> = {
  active: { className: "bg-emerald-50 text-emerald-700", label: "landing.status_active" },
  upcoming: { className: "bg-amber-50 text-amber-700", label: "landing.status_soon" },
  ended: { className: "bg-slate-100 text-slate-600", label: "landing.status_ended" },
};

export function meta({ error, location, loaderData }: Route.MetaArgs) {
  return routeMeta({ error, location }, (t) => {
    if (!loaderData) return [{ title: `${t("landing.promo_not_found")} | Pasar` }];
    const { promo } = loaderData;
    return {
      origin: loaderData.origin,
      search: loaderData.products.meta.current_page > 1 ? `?page=${loaderData.products.meta.current_page}` : "",
      title: `${promo.promo_name} | Pasar`,
      description: promo.description || t("landing.promo_description_fallback"),
      image: promo.banner ?? promo.json_meta.icon,
      noindex: promo.status === "ended",
    };
  });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const promo = await orErrorResponse(services.promos.detail(params.slug, lang));
  const requested = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const products = await services.promos.products(
    params.slug,
    page,
    (n) => `${localizedPath(lang, `/promo/${promo.slug}`)}?page=${n}`,
  );
  return { origin: siteOrigin(request), promo, products };
}

export default function PromoPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { promo, products } = loaderData;
  const [params] = useSearchParams();
  const status = STATUS_BADGES[promo.status];
  const hrefFor = pageHrefs(localizedPath(lang, `/promo/${promo.slug}`), params, "#products");
  const terms: [string, string][] = [
    [t("landing.benefit"), voucherValue(promo, t)],
    [t("landing.min_purchase"), formatRupiah(promo.min_purchase)],
    ...(promo.kind === "percentage"
      ? ([[t("landing.max_discount"), promo.max_potongan ? formatRupiah(promo.max_potongan) : t("landing.no_max")]] as [
          string,
          string,
        ][])
      : []),
    [
      t("landing.quota_left"),
      promo.quota_total === null || promo.quota_left === null
        ? t("landing.unlimited")
        : t("landing.quota_of", { left: promo.quota_left, total: promo.quota_total }),
    ],
    [
      t("landing.period"),
      t("landing.period_range", {
        start: formatDateTime(promo.start_at, lang),
        end: formatDateTime(promo.end_at, lang),
      }),
    ],
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-4 desk:py-6">
      <article className="overflow-hidden rounded-2xl bg-white shadow-sm">
        {promo.banner ? (
          <PageBanner src={promo.banner} className={promo.status === "ended" ? "grayscale" : undefined} />
        ) : null}
        <div className="grid gap-6 p-5 desk:grid-cols-[1fr_380px] desk:p-8">
          <div className="min-w-0 space-y-3">
            <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
              <span className={`rounded-full px-2.5 py-1 ${status.className}`}>{t(status.label)}</span>
              {promo.merchant ? (
                <LocalLink
                  to={`/store/${promo.merchant.merchant_slug}`}
                  className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-slate-700 hover:text-accent-strong"
                >
                  {promo.merchant.storetype === "official" ? <StoreBadgeIcon /> : null}
                  {t("landing.store_voucher", { store: promo.merchant.merchant_name })}
                </LocalLink>
              ) : (
                <span className="rounded-full bg-accent-soft px-2.5 py-1 text-accent-strong">
                  {t("landing.platform_promo")}
                </span>
              )}
            </p>
            <h1 className="text-2xl font-extrabold leading-tight text-slate-900 desk:text-3xl">{promo.promo_name}</h1>
            <p className="max-w-2xl text-[15px] leading-relaxed text-slate-700">
              {promo.description || t("landing.promo_description_fallback")}
            </p>
            <p className="text-sm text-slate-500">
              {promo.merchant
                ? t("landing.applies_to_store", { store: promo.merchant.merchant_name })
                : t("landing.applies_to_all")}
            </p>
          </div>

          <aside className="space-y-4 rounded-2xl border border-slate-200 p-4 desk:p-5">
            <div>
              <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                {t("landing.promo_code")}
              </h2>
              {promo.code ? (
                <div className="mt-2 flex items-center gap-2">
                  <code
                    className="min-w-0 flex-1 truncate rounded-lg border-2 border-dashed border-accent/40 bg-accent-soft px-3 py-2 text-center text-lg font-extrabold tracking-wider text-accent-strong"
                    data-testid="promo-code"
                  >
                    {promo.code}
                  </code>
                  <CopyCodeButton code={promo.code} className="h-11 px-4 text-sm" />
                </div>
              ) : (
                <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">{t("landing.no_code")}</p>
              )}
              {promo.code && promo.requires_claim ? (
                <p className="mt-2 text-xs text-slate-500">{t("landing.claim_required")}</p>
              ) : null}
            </div>
            <div>
              <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("landing.terms")}</h2>
              <dl className="mt-2 divide-y divide-slate-100 text-sm">
                {terms.map(([term, value]) => (
                  <div key={term} className="flex justify-between gap-4 py-2">
                    <dt className="text-slate-500">{term}</dt>
                    <dd className="text-right font-semibold text-slate-800">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </aside>
        </div>
      </article>

      <section aria-labelledby="promo-products" id="products" className="scroll-mt-28">
        <h2 id="promo-products" className="mb-4 text-lg font-bold text-slate-900">
          {t("landing.applies_to")}
        </h2>
        {products.items.length === 0 ? (
          <p className="rounded-2xl bg-white px-4 py-10 text-center text-sm text-slate-500 shadow-sm">
            {t("landing.no_products")}
          </p>
        ) : (
          <ProductGrid products={products.items} columns={6} eager={6} />
        )}
        <Pagination meta={products.meta} hrefFor={hrefFor} />
      </section>
    </div>
  );
}
