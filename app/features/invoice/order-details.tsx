import { DiscountTag } from "../../components/ui/discount-tag.tsx";
import { arrivalEstimate, orderSummaryRows } from "../../../core/invoice/invoice-format.view.ts";
import type { InvoiceOrderDto } from "../../../core/invoice/invoice.dto.ts";
import { formatRupiah } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { DownloadLink } from "./download-icon.tsx";
import { OrderAddressBlock } from "./order-address.tsx";
import { OrderItemNote, OrderItemPhoto, OrderItemQuantity, OrderItemTitle, OrderStoreLink } from "./order-item.tsx";
import { OrderStatusBadge } from "./order-status-badge.tsx";

/** One store's order of the invoice (spec §2 per-order details). */
export function OrderDetails({ order }: { order: InvoiceOrderDto }) {
  const { lang, t } = useI18n();
  const shipping = order.ordershipping.price.response_manifest;
  const address = order.address;
  const headingId = `order-${order.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl bg-white shadow-sm"
      data-testid="invoice-order"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 desk:px-6">
        <div className="min-w-0">
          <h3 id={headingId} className="flex items-center gap-1.5 font-bold text-slate-900">
            <OrderStoreLink merchant={order.merchant} />
          </h3>
          <p className="text-xs text-slate-500">
            {order.merchant.city.name} · {t("invoice.order_code")} <span className="font-mono">{order.order_code}</span>
          </p>
        </div>
        <OrderStatusBadge status={order.status_order} />
      </header>

      <ul className="divide-y divide-slate-100 px-4 desk:px-6" aria-label={t("invoice.items")}>
        {order.orderitem.map((item) => (
          <li key={item.id} className="flex gap-3 py-3">
            <OrderItemPhoto item={item} />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 desk:flex-row desk:items-start desk:justify-between desk:gap-4">
              <div className="min-w-0">
                <OrderItemTitle item={item} weight="font-medium" />
                <OrderItemNote note={item.note} className="italic" />
                <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                  {/* publish_price is then the flash price paid (decision 0014). */}
                  <OrderItemQuantity item={item} />
                  {item.merchant_discount_percentage > 0 ? (
                    <DiscountTag percent={item.merchant_discount_percentage} before={item.base_price} />
                  ) : null}
                </p>
              </div>
              <p className="text-sm font-bold text-slate-900 desk:text-right">
                {formatRupiah(item.total_publish_price)}
              </p>
            </div>
          </li>
        ))}
      </ul>

      <div className="grid gap-4 border-t border-slate-100 px-4 py-4 desk:grid-cols-2 desk:px-6">
        <div className="flex flex-col gap-4 text-sm">
          <div>
            <h4 className="mb-1 font-semibold text-slate-900">{t("invoice.shipping")}</h4>
            <p className="text-slate-700">
              {shipping.logistic.name} {shipping.rate.name}{" "}
              <span className="text-slate-500">({shipping.rate.type})</span> · {formatRupiah(shipping.final_price)}
            </p>
            <p className="text-slate-600">
              {t("invoice.estimate")}: {arrivalEstimate(order.created_at, shipping.min_day, shipping.max_day, lang)}
            </p>
            {shipping.guarantee ? (
              <p className="mt-1 inline-block rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-700">
                {t("invoice.guarantee")}
              </p>
            ) : null}
          </div>
          <div>
            <h4 className="mb-1 font-semibold text-slate-900">{t("invoice.shipping_address")}</h4>
            <OrderAddressBlock address={address} />
            {order.dropship ? (
              <p className="mt-1 text-slate-600">
                {t("invoice.dropship")}: {order.dropship.name} ({order.dropship.phone})
              </p>
            ) : null}
          </div>
          {order.orderpromo.length > 0 ? (
            <div>
              <h4 className="mb-1 font-semibold text-slate-900">{t("invoice.promos")}</h4>
              <ul className="flex flex-col gap-0.5">
                {order.orderpromo.map((promo) => (
                  <li key={promo.promo.id} className="flex justify-between gap-3 text-slate-700">
                    <span>{promo.promo.promo_name}</span>
                    <span className="font-medium text-accent-strong">-{formatRupiah(promo.redemed_value)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {order.user_npwp || order.merchant_npwp ? (
            <dl className="grid grid-cols-2 gap-2 text-xs text-slate-600">
              <div>
                <dt>{t("invoice.npwp_buyer")}</dt>
                <dd className="font-medium text-slate-800">{order.user_npwp ?? "-"}</dd>
              </div>
              <div>
                <dt>{t("invoice.npwp_store")}</dt>
                <dd className="font-medium text-slate-800">{order.merchant_npwp ?? "-"}</dd>
              </div>
            </dl>
          ) : null}
        </div>

        <div className="flex flex-col gap-3">
          <dl className="flex flex-col gap-1.5 rounded-xl bg-slate-50 p-4 text-sm">
            {orderSummaryRows(order, t, lang).map((row) => (
              <div
                key={row.label}
                className={`flex justify-between gap-3 ${row.strong ? "mt-1 border-t border-slate-200 pt-2" : ""}`}
              >
                <dt className={row.strong ? "font-bold text-slate-900" : "text-slate-600"}>{row.label}</dt>
                <dd className={row.strong ? "font-extrabold text-accent-strong" : "font-medium text-slate-900"}>
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
          <DownloadLink href={order.download_url} className="self-end">
            {t("invoice.download_order_short")}
            <span className="sr-only"> {order.order_code}</span>
          </DownloadLink>
        </div>
      </div>
    </article>
  );
}
