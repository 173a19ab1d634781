import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/orders";
import { ORDER_LIST_TABS, ORDER_SEARCH_MAX_LENGTH, type OrderListTab } from "../../../core/order/order-tabs.view.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { IntentButton } from "../../components/ui/intent-button.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { OrderItemPhoto, OrderItemQuantity, OrderItemTitle } from "../../features/invoice/order-item.tsx";
import { OrderStatusBadge } from "../../features/invoice/order-status-badge.tsx";
import { OrderSheetIllustration } from "../../features/order/empty-orders.tsx";
import { MerchantTabs } from "../../features/merchant/merchant-tabs.tsx";
import {
  ListSearchForm,
  ListStatus,
  listLinks,
  MerchantListHeader,
  merchantMeta,
  pageParam,
  pickParam,
} from "../../features/merchant/merchant-list.tsx";
import { changeThenBack } from "../../features/merchant/merchant-list.server.ts";
import {
  awaitsSeller,
  ORDER_LIST_PATH,
  OrderDeadline,
  rejectReasonField,
  StoreOrderActions,
} from "../../features/merchant/store-order-actions.tsx";
import { printSelected, runStoreOrderIntent } from "../../features/merchant/store-order-intent.server.ts";
import { canPrint } from "../../../core/shipment/shipping-documents.view.ts";
import { formatRupiah } from "../../lib/format.ts";
import { formatJakartaDate, formatNumber } from "../../lib/intl-format.ts";
import { LocalLink, useI18n, type Lang } from "../../lib/i18n.tsx";
import { merchantRequest } from "./merchant-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

/** A store never sees an order before it is paid: no 'waiting for payment' tab. */
const STORE_TABS = ORDER_LIST_TABS.filter((tab) => tab !== "waiting_payment");

export function meta(args: Route.MetaArgs) {
  return merchantMeta(args, "order.seller.title", "order.seller.description");
}

interface ListView {
  status: OrderListTab;
  search: string;
  from: string;
  to: string;
  page: number;
}

/** A day from the address ('2026-11-27'), or nothing when it is not a real one. */
function dayParam(value: string | null): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : "";
}

/** The list's parameters from the address; anything unknown falls back to the default, as a page should. */
function viewOf(params: URLSearchParams): ListView {
  return {
    // New orders first: the notification 'new order' links here.
    status: pickParam(params.get("status"), STORE_TABS, "confirmation"),
    search: (params.get("search") ?? "").trim().slice(0, ORDER_SEARCH_MAX_LENGTH),
    from: dayParam(params.get("from")),
    to: dayParam(params.get("to")),
    page: pageParam(params, 10_000),
  };
}

function listHref(lang: Lang, view: ListView) {
  return listLinks(lang, ORDER_LIST_PATH, view, { status: "confirmation", page: 1 });
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx, store, url, lang } = merchantRequest(args);
  const view = viewOf(url.searchParams);
  const href = listHref(lang, view);
  const list = await ctx.services.orders.listForStore(
    store,
    {
      status: view.status,
      page: view.page,
      ...(view.search ? { search: view.search } : {}),
      ...(view.from ? { from: view.from } : {}),
      ...(view.to ? { to: view.to } : {}),
    },
    (page) => href({ page }),
  );
  return { list, view };
}

/**
 * Approve, reject (with its reason), request pickup, or approve the ticked orders, then the same list; or print
 * the ticked orders' labels or packing lists (the PDF opens instead).
 */
export async function action(args: Route.ActionArgs) {
  const { ctx, store, url, lang } = merchantRequest(args);
  const form = await args.request.formData();
  const backTo = listHref(lang, viewOf(url.searchParams))();
  return (
    (await printSelected(ctx, store, form, lang, backTo)) ??
    changeThenBack(ctx, backTo, () => runStoreOrderIntent(ctx, store, form))
  );
}

/** Whether a row gets a tick box: the bulk buttons approve new orders and print the others' documents. */
const selectable = (order: { status_order: string }) =>
  order.status_order === "confirmation" || canPrint("packinglist", order);

export default function MerchantOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { list, view } = loaderData;
  const { items, meta, counts } = list;
  const busy = useNavigation().state !== "idle";
  const href = listHref(lang, view);
  const filtered = Boolean(view.search || view.from || view.to);
  const approvable = items.some((order) => order.status_order === "confirmation");
  const labelled = items.some((order) => canPrint("label", order));
  const packable = items.some((order) => canPrint("packinglist", order));
  const bulkButton =
    "h-10 rounded-lg border border-accent px-4 text-sm font-semibold text-accent-strong hover:bg-accent-soft disabled:opacity-60";

  return (
    <section className="space-y-4">
      <MerchantListHeader title={t("order.seller.title")} subtitle={t("order.seller.description")} />

      {counts.all === 0 && !filtered ? (
        <EmptyState
          testId="seller-orders-empty"
          illustration={<OrderSheetIllustration />}
          title={t("order.seller.empty_title")}
          description={t("order.seller.empty_description")}
          linkLabel={t("order.seller.empty_link")}
          linkTo="/merchant/dashboard/product"
        />
      ) : (
        <>
          <MerchantTabs
            label={t("order.tabs_label")}
            tabs={STORE_TABS.map((tab) => ({
              key: tab,
              href: href({ status: tab, page: 1 }),
              current: view.status === tab,
              children: (
                <>
                  {t(`order.seller.tabs.${tab}`)}{" "}
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${
                      tab === "confirmation" && counts[tab] > 0
                        ? "bg-accent-strong text-white"
                        : "bg-slate-100 text-slate-700"
                    }`}
                  >
                    {formatNumber(counts[tab], lang)}
                  </span>
                </>
              ),
            }))}
          />

          <ListSearchForm
            idPrefix="order"
            keep={{ name: "status", value: view.status }}
            search={view.search}
            maxLength={ORDER_SEARCH_MAX_LENGTH}
            labels={{
              search: t("order.seller.search_label"),
              placeholder: t("order.seller.search_placeholder"),
              button: t("order.search_submit"),
            }}
          >
            <DateField name="from" label={t("order.seller.from")} value={view.from} />
            <DateField name="to" label={t("order.seller.to")} value={view.to} />
          </ListSearchForm>
          {filtered ? (
            <p className="text-sm text-slate-600">
              <LocalLink
                to={href({ search: "", from: "", to: "", page: 1 })}
                className="font-semibold text-accent-strong hover:underline"
              >
                {t("order.seller.clear_filters")}
              </LocalLink>
            </p>
          ) : null}

          {items.length === 0 ? (
            <ListStatus>{t(filtered ? "order.seller.no_match" : `order.seller.tab_empty.${view.status}`)}</ListStatus>
          ) : (
            <Form method="post" className="space-y-3">
              <CsrfField />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-slate-600">
                  {t("order.seller.showing", { from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })}
                </p>
                <div className="flex flex-wrap gap-2">
                  {approvable ? (
                    <IntentButton intent="approve" disabled={busy} className={bulkButton}>
                      {t("order.seller.approve_selected")}
                    </IntentButton>
                  ) : null}
                  {labelled ? (
                    <IntentButton intent="print:label" disabled={busy} className={bulkButton}>
                      {t("order.print.print_selected")}
                    </IntentButton>
                  ) : null}
                  {packable ? (
                    <IntentButton intent="print:packinglist" disabled={busy} className={bulkButton}>
                      {t("order.print.print_packing_selected")}
                    </IntentButton>
                  ) : null}
                </div>
              </div>
              <ul className="space-y-3" aria-label={t(`order.seller.tabs.${view.status}`)}>
                {items.map((order) => (
                  <li key={order.id} className="rounded-2xl bg-white shadow-sm" data-testid="seller-order">
                    <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 px-4 py-3">
                      {selectable(order) ? (
                        <input
                          type="checkbox"
                          name="selected"
                          value={order.order_code}
                          aria-label={t("order.seller.select", { code: order.order_code })}
                          className="h-4 w-4 accent-accent-strong"
                        />
                      ) : null}
                      <LocalLink
                        to={`/merchant/dashboard/order/${encodeURIComponent(order.order_code)}`}
                        className="font-mono text-sm font-semibold text-slate-900 hover:text-accent-strong"
                      >
                        {order.order_code}
                      </LocalLink>
                      <time dateTime={order.created_at} className="text-xs text-slate-500">
                        {formatJakartaDate(new Date(order.created_at), lang, {
                          day: "numeric",
                          month: "short",
                          year: "numeric",
                          hour: "2-digit",
                          minute: "2-digit",
                        })}
                      </time>
                      <span className="text-xs text-slate-600">
                        {t("order.seller.buyer")}: <span className="font-medium">{order.recipient.name}</span> ·{" "}
                        {order.recipient.city}
                      </span>
                      <OrderStatusBadge status={order.status_order} className="ml-auto" />
                    </header>
                    <div className="flex flex-col gap-3 px-4 py-3 desk:flex-row desk:items-start desk:justify-between">
                      <ul className="min-w-0 flex-1 space-y-2">
                        {order.orderitem.map((item) => (
                          <li key={item.id} className="flex min-w-0 gap-3">
                            <OrderItemPhoto item={item} />
                            <div className="min-w-0">
                              <OrderItemTitle item={item} />
                              <p className="text-xs text-slate-600">
                                <OrderItemQuantity item={item} />
                              </p>
                            </div>
                          </li>
                        ))}
                      </ul>
                      <div className="flex items-baseline justify-between gap-3 desk:block desk:w-40 desk:text-right">
                        <p className="text-xs text-slate-500">{t("order.total")}</p>
                        <p className="text-base font-extrabold text-slate-900">{formatRupiah(order.grand_total)}</p>
                        <p className="text-xs text-slate-500">
                          {order.ordershipping.price.response_manifest.logistic.name}{" "}
                          {order.ordershipping.price.response_manifest.rate.name}
                        </p>
                      </div>
                    </div>
                    {awaitsSeller(order) || order.status_reason ? (
                      <footer className="flex flex-col gap-2 border-t border-slate-100 px-4 py-3 desk:flex-row desk:items-center desk:justify-between">
                        <div className="text-xs text-slate-600">
                          <OrderDeadline order={order} />
                          {order.status_order === "reject" && order.status_reason ? (
                            <p>{t("order.seller.rejected_because", { reason: order.status_reason })}</p>
                          ) : null}
                        </div>
                        <StoreOrderActions
                          order={order}
                          busy={busy}
                          reasonField={rejectReasonField(order.order_code)}
                        />
                      </footer>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Form>
          )}
          <Pagination meta={meta} hrefFor={(page) => href({ page })} label={t("order.pagination")} />
        </>
      )}
    </section>
  );
}

/** One end of the date range (a native date picker; the browser sends 'YYYY-MM-DD'). */
function DateField({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <label className="flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-600">
      {label}
      <input type="date" name={name} defaultValue={value} className="bg-transparent text-slate-900" />
    </label>
  );
}
