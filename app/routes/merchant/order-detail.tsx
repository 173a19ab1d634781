import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/order-detail";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { OrderAddressBlock } from "../../features/invoice/order-address.tsx";
import {
  OrderItemNote,
  OrderItemPhoto,
  OrderItemQuantity,
  OrderItemTitle,
} from "../../features/invoice/order-item.tsx";
import { OrderStatusBadge } from "../../features/invoice/order-status-badge.tsx";
import { merchantMeta } from "../../features/merchant/merchant-list.tsx";
import { changeThenBack } from "../../features/merchant/merchant-list.server.ts";
import {
  ORDER_LIST_PATH,
  OrderDeadline,
  OrderPrintLinks,
  StoreOrderActions,
} from "../../features/merchant/store-order-actions.tsx";
import { runStoreOrderIntent } from "../../features/merchant/store-order-intent.server.ts";
import { formatRupiah } from "../../lib/format.ts";
import { formatJakartaDate } from "../../lib/intl-format.ts";
import { LocalLink, localizedPath, useI18n, type Lang } from "../../lib/i18n.tsx";
import { merchantRequest } from "./merchant-gate.server.ts";
import { orErrorResponse } from "../../lib/route-helpers.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

export function meta(args: Route.MetaArgs) {
  return merchantMeta(args, "order.seller.detail_title", "order.seller.description");
}

const detailPath = (lang: Lang, orderCode: string) =>
  localizedPath(lang, `/merchant/dashboard/order/${encodeURIComponent(orderCode)}`);

/** Another store's order, or one not yet paid, is the error page's 'not found'. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx, store } = merchantRequest(args);
  return { order: await orErrorResponse(ctx.services.orders.detailForStore(store, args.params.order_code)) };
}

/** The same moves as the list's, back to this order with the answer (post/redirect/get). */
export async function action(args: Route.ActionArgs) {
  const { ctx, store, lang } = merchantRequest(args);
  const form = await args.request.formData();
  return changeThenBack(ctx, detailPath(lang, args.params.order_code), () => runStoreOrderIntent(ctx, store, form));
}

export default function MerchantOrderDetailPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { order } = loaderData;
  const busy = useNavigation().state !== "idle";
  const shipping = order.ordershipping.price.response_manifest;
  const when = (iso: string) =>
    formatJakartaDate(new Date(iso), lang, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
  const totals: Array<[string, number, boolean?]> = [
    [t("invoice.subtotal_products"), order.total_publish_price],
    [t("invoice.shipping_cost"), order.total_shipping],
    [t("invoice.shipping_discount"), -order.total_discount_shipping],
    [t("invoice.discount_merchant"), -order.total_discount_merchant],
    [t("invoice.discount_platform"), -order.total_discount_platform],
    [t("invoice.total_tax"), order.total_tax],
  ];

  return (
    <section className="space-y-4">
      <LocalLink to={ORDER_LIST_PATH} className="text-sm font-semibold text-accent-strong hover:underline">
        ← {t("order.seller.back")}
      </LocalLink>
      <header className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <div>
          <h1 className="font-mono text-lg font-bold text-slate-900 desk:text-xl">{order.order_code}</h1>
          <p className="text-sm text-slate-600">
            {t("order.seller.ordered_at", { date: when(order.created_at) })} · {t("order.seller.invoice")}{" "}
            <span className="font-mono">{order.invoice_code}</span>
          </p>
          <OrderDeadline order={order} />
          {order.status_order === "reject" && order.status_reason ? (
            <p className="text-sm text-slate-700">
              {t("order.seller.rejected_because", { reason: order.status_reason })}
            </p>
          ) : null}
        </div>
        <OrderStatusBadge status={order.status_order} />
        <Form method="post" className="w-full">
          <CsrfField />
          <StoreOrderActions order={order} busy={busy} reasonField="reason" />
        </Form>
        <OrderPrintLinks order={order} />
      </header>

      <div className="grid gap-4 desk:grid-cols-[3fr_2fr]">
        <div className="space-y-4">
          <section className="rounded-2xl bg-white p-4 shadow-sm" aria-labelledby="order-items">
            <h2 id="order-items" className="mb-2 font-bold text-slate-900">
              {t("invoice.items")}
            </h2>
            <ul className="divide-y divide-slate-100">
              {order.orderitem.map((item) => (
                <li key={item.id} className="flex gap-3 py-3">
                  <OrderItemPhoto item={item} />
                  <div className="min-w-0 flex-1">
                    <OrderItemTitle item={item} weight="font-medium" />
                    <OrderItemNote note={item.note} className="italic" />
                    <p className="text-xs text-slate-600">
                      <OrderItemQuantity item={item} />
                    </p>
                  </div>
                  <p className="text-sm font-bold text-slate-900">{formatRupiah(item.total_publish_price)}</p>
                </li>
              ))}
            </ul>
            <dl className="mt-2 space-y-1.5 rounded-xl bg-slate-50 p-4 text-sm">
              {totals
                .filter(([, amount]) => amount !== 0)
                .map(([label, amount]) => (
                  <div key={label} className="flex justify-between gap-3">
                    <dt className="text-slate-600">{label}</dt>
                    <dd className="font-medium text-slate-900">
                      {amount < 0 ? `-${formatRupiah(-amount)}` : formatRupiah(amount)}
                    </dd>
                  </div>
                ))}
              <div className="mt-1 flex justify-between gap-3 border-t border-slate-200 pt-2">
                <dt className="font-bold text-slate-900">{t("invoice.grand_total")}</dt>
                <dd className="font-extrabold text-accent-strong">{formatRupiah(order.grand_total)}</dd>
              </div>
            </dl>
          </section>
        </div>

        <div className="space-y-4 text-sm">
          <section className="rounded-2xl bg-white p-4 shadow-sm" aria-labelledby="order-address">
            <h2 id="order-address" className="mb-1 font-bold text-slate-900">
              {t("invoice.shipping_address")}
            </h2>
            <OrderAddressBlock address={order.address} />
          </section>
          <section className="rounded-2xl bg-white p-4 shadow-sm" aria-labelledby="order-shipment">
            <h2 id="order-shipment" className="mb-1 font-bold text-slate-900">
              {t("invoice.shipping")}
            </h2>
            <p className="text-slate-700">
              {shipping.logistic.name} {shipping.rate.name}{" "}
              <span className="text-slate-500">({shipping.rate.type})</span>
            </p>
            {order.tracking ? (
              <>
                <p className="mt-2 text-slate-700" data-testid="airway-bill">
                  {t("order.seller.airway_bill")}:{" "}
                  <span className="font-mono font-semibold text-slate-900">{order.tracking.airway_bill}</span>
                </p>
                <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4" aria-label={t("order.seller.tracking")}>
                  {[...order.tracking.events].reverse().map((event, index) => (
                    <li key={`${event.stage}-${event.occurred_at}`} className="relative">
                      <span
                        aria-hidden="true"
                        className={`absolute -left-[1.4rem] top-1 h-3 w-3 rounded-full ${index === 0 ? "bg-accent-strong" : "bg-slate-300"}`}
                      />
                      <p className={index === 0 ? "font-semibold text-slate-900" : "text-slate-700"}>
                        {t(`order.seller.stage.${event.stage}`)}
                      </p>
                      <time dateTime={event.occurred_at} className="text-xs text-slate-500">
                        {when(event.occurred_at)}
                      </time>
                    </li>
                  ))}
                </ol>
              </>
            ) : (
              <p className="mt-2 text-slate-600">{t("order.seller.no_shipment")}</p>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}
