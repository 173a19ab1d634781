import { requestContext } from "#app-context";
import type { Route } from "./+types/invoice";
import { RecommendedGrid } from "../../features/catalog/recommended-grid.tsx";
import { InvoiceCard } from "../../features/invoice/invoice-card.tsx";
import { OrderDetails } from "../../features/invoice/order-details.tsx";
import { PaymentStatusPanel } from "../../features/invoice/payment-status.tsx";
import type { PaymentClientConfig } from "../../features/payment/pay-with-gateway.ts";
import { langFromPath, useI18n } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { useRevalidateIfIdle, useRevalidateWhenStale } from "../../lib/use-revalidate.ts";
import { orErrorResponse, pageUrl, recommendedPageUrl } from "../../lib/route-helpers.server.ts";
import { signedInBuyer } from "./buyer-gate.server.ts";
import { translator } from "../../../i18n/index.ts";
import { ButtonLink } from "../../components/ui/button.tsx";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const RECOMMENDED_COUNT = 8;
/** Download links carry 5-minute tokens: an open page asks for fresh ones a little before they lapse. */
const LINK_REFRESH_MS = 4 * 60 * 1000;

export function meta({ error, location, matches, params }: Route.MetaArgs) {
  // The error boundary names the page itself.
  if (error) return [];
  const lang = langFromPath(location.pathname);
  const [, ...rest] = pageMeta({ location, matches }, "invoice.title", "invoice.meta_description");
  // A shopper's own document: never for search engines.
  return [
    { title: `${translator(lang)("invoice.meta_title", { code: params.invoiceCode ?? "" })} | Pasar` },
    ...rest,
    { name: "robots", content: "noindex" },
  ];
}

/** The page holds live download tokens: no cache may keep it. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const { services } = ctx;
  // Past its deadline an unpaid invoice expires now (stock, wallet part and promos come back), not at the next sweep.
  await services.invoiceExpiry.expireIfDue(params.invoiceCode);
  const [invoice, recommended] = await Promise.all([
    orErrorResponse(services.invoices.detail(context.get(signedInBuyer), params.invoiceCode, lang)),
    // Recommendations are a nicety: the invoice shows without them.
    services.catalog.recommendations(1, recommendedPageUrl(lang)).then(
      (page) => page.items.slice(0, RECOMMENDED_COUNT),
      () => [],
    ),
  ]);
  const paymentConfig: PaymentClientConfig | null =
    invoice.status_payment === "pending" ? services.payments.gateway.clientConfig() : null;
  return { invoice, recommended, paymentConfig };
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { invoice, recommended, paymentConfig } = loaderData;
  const refresh = useRevalidateIfIdle();
  useRevalidateWhenStale(loaderData, LINK_REFRESH_MS);

  return (
    <div className="mx-auto max-w-5xl px-4 pb-12 pt-4 desk:pt-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">{t("invoice.title")}</h1>
        <nav aria-label={t("invoice.title")} className="flex flex-wrap gap-2 text-sm">
          <ButtonLink to="/user/order/list" look="outline" size="md" className="bg-white">
            {t("invoice.to_orders")}
          </ButtonLink>
          <ButtonLink to="/" look="primary" size="md">
            {t("invoice.to_home")}
          </ButtonLink>
        </nav>
      </div>

      <div className="flex flex-col gap-4">
        <PaymentStatusPanel invoice={invoice} paymentConfig={paymentConfig} onChange={refresh} />
        <InvoiceCard invoice={invoice} />
        <section aria-labelledby="invoice-orders-title" className="flex flex-col gap-4">
          <h2 id="invoice-orders-title" className="mt-2 text-lg font-bold text-slate-900">
            {t("invoice.orders_heading")}
          </h2>
          {invoice.orderlist.map((order) => (
            <OrderDetails key={order.id} order={order} />
          ))}
        </section>
      </div>

      <RecommendedGrid title={t("invoice.recommended")} products={recommended} columns={4} />
    </div>
  );
}
