import { requestContext } from "#app-context";
import type { Route } from "./+types/order-detail";
import { ButtonLink } from "../../components/ui/button.tsx";
import { OrderDetails } from "../../features/invoice/order-details.tsx";
import { OrderStatusBadge } from "../../features/invoice/order-status-badge.tsx";
import { OrderActions } from "../../features/order/order-actions.tsx";
import { OrderTimeline } from "../../features/order/order-timeline.tsx";
import { formatInvoiceDate } from "../../../core/invoice/invoice-format.view.ts";
import { langFromPath, localizedPath, useI18n } from "../../lib/i18n.tsx";
import { fixedPrivatePageMeta } from "../../lib/meta.ts";
import { orErrorResponse, pageUrl } from "../../lib/route-helpers.server.ts";
import { useRevalidateWhenStale } from "../../lib/use-revalidate.ts";
import { signedInBuyer } from "./buyer-gate.server.ts";
import { buyerOrderAction } from "./order-detail.actions.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

/** The order's download link carries a 5-minute token: an open page asks for a fresh one before it lapses. */
const LINK_REFRESH_MS = 4 * 60 * 1000;

export const meta = fixedPrivatePageMeta("order.detail.title", "order.description");

/** The page holds a live download token: no cache may keep it. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const lang = langFromPath(pageUrl(request).pathname);
  const detail = await orErrorResponse(
    services.orders.detailForBuyer(context.get(signedInBuyer), params.orderCode, lang),
  );
  return { detail, path: localizedPath(lang, `/user/order/detail/${encodeURIComponent(params.orderCode)}`) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const lang = langFromPath(pageUrl(request).pathname);
  return buyerOrderAction(request, ctx, context.get(signedInBuyer), lang, params.orderCode);
}

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { detail, path } = loaderData;
  const { order, tracking } = detail;
  useRevalidateWhenStale(loaderData, LINK_REFRESH_MS);
  const courier = order.ordershipping.price.response_manifest;
  return (
    <div className="mx-auto max-w-5xl px-4 pb-12 pt-4 desk:pt-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">{t("order.detail.title")}</h1>
          <p className="text-sm text-slate-500">
            {t("order.order_code")} <span className="font-mono text-slate-700">{order.order_code}</span>
          </p>
        </div>
        <nav aria-label={t("order.detail.title")} className="flex flex-wrap gap-2 text-sm">
          <ButtonLink to="/user/order/list" look="outline" size="md" className="bg-white">
            {t("invoice.to_orders")}
          </ButtonLink>
          <ButtonLink
            to={`/user/order/invoice/${encodeURIComponent(detail.invoice_code)}`}
            look="outline"
            size="md"
            className="bg-white"
          >
            {t("order.see_invoice")}
          </ButtonLink>
        </nav>
      </div>

      <div className="grid gap-4 desk:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4 desk:order-2">
          <section aria-labelledby="order-status-title" className="rounded-2xl bg-white p-4 shadow-sm desk:p-5">
            <div className="mb-3 flex items-center justify-between gap-2">
              <h2 id="order-status-title" className="font-bold text-slate-900">
                {t("order.timeline.title")}
              </h2>
              <OrderStatusBadge status={order.status_order} />
            </div>
            {detail.can_confirm && detail.due_at ? (
              <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800">
                {t("order.detail.auto_complete", { date: formatInvoiceDate(detail.due_at, lang) })}
              </p>
            ) : null}
            {detail.can_cancel && detail.due_at ? (
              <p className="mb-3 rounded-lg bg-sky-50 px-3 py-2 text-xs text-sky-800">
                {t("order.detail.store_answers_by", { date: formatInvoiceDate(detail.due_at, lang) })}
              </p>
            ) : null}
            <OrderTimeline entries={detail.timeline} reason={detail.status_reason} />
            <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
              <OrderActions
                orderCode={order.order_code}
                status={order.status_order}
                redirectTo={path}
                buttonClassName="flex-1"
              />
            </div>
          </section>
          <section
            aria-labelledby="order-courier-title"
            className="rounded-2xl bg-white p-4 text-sm shadow-sm desk:p-5"
          >
            <h2 id="order-courier-title" className="mb-2 font-bold text-slate-900">
              {t("order.detail.courier")}
            </h2>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              <dt className="text-slate-500">{t("order.detail.service")}</dt>
              <dd className="font-medium text-slate-900">
                {courier.logistic.name} {courier.rate.name}
              </dd>
              <dt className="text-slate-500">{t("order.detail.airway_bill")}</dt>
              <dd className="break-all font-mono text-slate-900" data-testid="airway-bill">
                {tracking?.airway_bill ?? t("order.detail.no_airway_bill")}
              </dd>
            </dl>
          </section>
        </div>
        <div className="min-w-0 desk:order-1">
          <OrderDetails order={order} />
        </div>
      </div>
    </div>
  );
}
