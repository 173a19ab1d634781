import { redirect } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/order-list";
import { orderListSearch } from "../../../core/order/order-tabs.view.ts";
import { Pagination } from "../../components/ui/pagination.tsx";
import { EmptyOrders } from "../../features/order/empty-orders.tsx";
import { OrderCard } from "../../features/order/order-card.tsx";
import { OrderSearch } from "../../features/order/order-search.tsx";
import { OrderTabs } from "../../features/order/order-tabs.tsx";
import { useRevalidateWhenStale } from "../../lib/use-revalidate.ts";
import { langFromPath, LocalLink, localizedPath, useI18n, type Lang } from "../../lib/i18n.tsx";
import { fixedPrivatePageMeta } from "../../lib/meta.ts";
import { pageUrl, rawQuery } from "../../lib/route-helpers.server.ts";
import { signedInBuyer } from "./buyer-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const LINK_REFRESH_MS = 4 * 60 * 1000;

const listPath = (lang: Lang, status: string, search: string, page: number) =>
  `${localizedPath(lang, "/user/order/list")}${orderListSearch(status, search, page)}`;

export const meta = fixedPrivatePageMeta("order.title", "order.description");

/** The page holds live download tokens: no cache may keep it (the root's cookies still go out). */
export function headers({ parentHeaders }: Route.HeadersArgs) {
  parentHeaders.set("Cache-Control", "private, no-store");
  return parentHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  // Unpaid orders past their deadline read as cancelled here; the expiry sweep closes them within a minute.
  const list = await ctx.services.orders.listForPage(context.get(signedInBuyer), rawQuery(url.searchParams), {
    lang,
    pageUrl: (page, filters) => listPath(lang, filters.status, filters.search, page),
  });
  // Past the end (an old link, orders that moved tab): the last page there is.
  if (list.items.length === 0 && list.meta.total > 0)
    throw redirect(listPath(lang, list.filters.status, list.filters.search, list.meta.last_page));
  return { list };
}

export default function OrderListPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { list } = loaderData;
  const { status, search } = list.filters;
  useRevalidateWhenStale(loaderData, LINK_REFRESH_MS);
  return (
    <div className="mx-auto max-w-6xl px-4 pb-12 pt-4 desk:pt-6">
      <div className="mb-4 flex flex-col gap-3 desk:flex-row desk:items-center desk:justify-between">
        <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">{t("order.title")}</h1>
        <OrderSearch tab={status} search={search} />
      </div>
      <div className="mb-4 rounded-2xl bg-white px-4 shadow-sm desk:px-2">
        <OrderTabs active={status} counts={list.counts} search={search} />
      </div>
      {search ? (
        <p className="mb-3 flex flex-wrap items-center gap-x-3 text-sm text-slate-600" aria-live="polite">
          {t("order.results_for", { search })}
          <LocalLink
            to={`/user/order/list${orderListSearch(status, "", 1)}`}
            className="font-semibold text-accent-strong hover:underline"
          >
            {t("order.clear_search")}
          </LocalLink>
        </p>
      ) : null}
      {list.items.length === 0 ? (
        <EmptyOrders tab={status} search={search} />
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t(`order.tabs.${status}`)}>
            {list.items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          <Pagination
            meta={list.meta}
            hrefFor={(page) => listPath(lang, status, search, page)}
            label={t("order.pagination")}
          />
        </>
      )}
    </div>
  );
}
