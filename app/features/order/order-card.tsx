import { useLocation } from "react-router";
import { formatInvoiceDate } from "../../../core/invoice/invoice-format.view.ts";
import { paymentStatusKey } from "../../../core/invoice/invoice-status.view.ts";
import type { OrderListItemDto } from "../../../core/order/order.dto.ts";
import { formatRupiah } from "../../lib/format.ts";
import { formatJakartaDate } from "../../lib/intl-format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { DownloadIcon } from "../invoice/download-icon.tsx";
import { OrderItemPhoto, OrderItemQuantity, OrderItemTitle, OrderStoreLink } from "../invoice/order-item.tsx";
import { OrderStatusBadge } from "../invoice/order-status-badge.tsx";
import { OrderActions } from "./order-actions.tsx";

// On phones the buttons share rows and grow to fill them; on wider screens they keep their own width.
const button =
  "inline-flex h-10 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm transition desk:flex-none";
const secondaryButton = `${button} border border-slate-300 font-semibold text-slate-700 hover:border-accent hover:text-accent-strong`;

/** One store order in the buyer's list: the store, its status, the first product, the total and what can be done next. */
export function OrderCard({ order }: { order: OrderListItemDto }) {
  const { lang, t } = useI18n();
  const [first] = order.orderitem;
  const others = order.orderitem.length - 1;
  const { invoice } = order;
  const location = useLocation();
  const invoicePath = `/user/order/invoice/${encodeURIComponent(invoice.invoice_code)}`;
  const detailPath = `/user/order/detail/${encodeURIComponent(order.order_code)}`;
  const headingId = `order-${order.id}-store`;
  // Every card has the same buttons: a screen reader's list of links tells them apart by the order code.
  const codeForReaders = <span className="sr-only"> {order.order_code}</span>;
  // A closed payment says why the order was cancelled (expired or cancelled payment).
  const paymentNote =
    order.status_order === "cancel" && (invoice.status_payment === "expire" || invoice.status_payment === "cancel")
      ? t(paymentStatusKey(invoice.status_payment))
      : null;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white shadow-sm" data-testid="order-card">
      <header className="flex items-start justify-between gap-3 border-b border-slate-100 px-4 py-3 desk:px-5">
        <div className="min-w-0 desk:flex desk:items-baseline desk:gap-3">
          <h2 id={headingId} className="flex min-w-0 items-center gap-1.5 text-sm font-bold text-slate-900">
            <OrderStoreLink merchant={order.merchant} />
          </h2>
          <p className="text-xs text-slate-500">
            <span className="sr-only">{t("order.order_date")}: </span>
            <time dateTime={order.created_at}>
              {formatJakartaDate(new Date(order.created_at), lang, { day: "numeric", month: "short", year: "numeric" })}
            </time>
            {paymentNote ? <span> · {paymentNote}</span> : null}
          </p>
        </div>
        <OrderStatusBadge status={order.status_order} className="shrink-0" />
      </header>

      <div className="flex flex-col gap-3 px-4 py-4 desk:flex-row desk:items-center desk:justify-between desk:px-5">
        {first ? (
          <div className="flex min-w-0 gap-3">
            <OrderItemPhoto item={first} />
            <div className="min-w-0">
              <OrderItemTitle item={first} />
              <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                <OrderItemQuantity item={first} />
              </p>
              {others > 0 ? (
                <p className="mt-0.5 text-xs font-medium text-slate-500">
                  {t("order.other_products", { count: others })}
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-3 border-t border-slate-100 pt-3 desk:block desk:w-44 desk:shrink-0 desk:border-l desk:border-t-0 desk:pl-5 desk:pt-0 desk:text-right">
          <p className="text-xs text-slate-500">{t("order.total")}</p>
          <p className="text-base font-extrabold text-slate-900">{formatRupiah(order.grand_total)}</p>
        </div>
      </div>

      <footer className="flex flex-col gap-3 border-t border-slate-100 px-4 py-3 desk:flex-row desk:items-center desk:justify-between desk:px-5">
        <div className="min-w-0 text-xs text-slate-500">
          <p>
            {t("order.order_code")} <span className="font-mono text-slate-700">{order.order_code}</span>
          </p>
          {invoice.can_pay ? (
            <p className="font-medium text-amber-700">
              {t("order.pay_before", { date: formatInvoiceDate(invoice.expire_date, lang) })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={order.download_url} className={secondaryButton}>
            <DownloadIcon />
            {t("invoice.download_order_short")}
            {codeForReaders}
          </a>
          {invoice.can_pay ? (
            <LocalLink to={invoicePath} className={secondaryButton}>
              {t("order.see_invoice")}
              {codeForReaders}
            </LocalLink>
          ) : (
            <LocalLink to={detailPath} className={secondaryButton}>
              {t("order.actions.see_detail")}
              {codeForReaders}
            </LocalLink>
          )}
          <OrderActions
            orderCode={order.order_code}
            status={order.status_order}
            redirectTo={`${location.pathname}${location.search}`}
            buttonClassName={button}
          />
          {invoice.can_pay ? (
            <LocalLink
              to={invoicePath}
              className={`${button} bg-accent-strong font-bold text-white hover:bg-accent-dark`}
            >
              {t("invoice.pay_now")}
              {codeForReaders}
            </LocalLink>
          ) : null}
        </div>
      </footer>
    </article>
  );
}
