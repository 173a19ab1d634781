import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/products";
import type { MerchantProductRowDto } from "../../../core/catalog/merchant-product.dto.ts";
import {
  DEFAULT_ORDER,
  MERCHANT_PRODUCT_LIMITS,
  MERCHANT_PRODUCT_SORTS,
  MERCHANT_PRODUCT_TABS,
  type MerchantProductSort,
  type MerchantProductTab,
} from "../../../core/catalog/merchant-product.view.ts";
import { AppError } from "../../../core/shared/errors.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { MerchantTabs } from "../../features/merchant/merchant-tabs.tsx";
import {
  ListSearchForm,
  ListStatus,
  MerchantListHeader,
  merchantMeta,
} from "../../features/merchant/merchant-list.tsx";
import { listLinks, pageParam, pickParam } from "../../features/merchant/list-view.ts";
import { changeThenBack, rowIntent } from "../../features/merchant/merchant-list.server.ts";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { formatPercent, formatRupiah, NO_IMAGE, sizedImage } from "../../lib/format.ts";
import { LocalLink, useI18n, type Lang } from "../../lib/i18n.tsx";
import { merchantRequest } from "./merchant-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const LIST_PATH = "/merchant/dashboard/product";

export function meta(args: Route.MetaArgs) {
  return merchantMeta(args, "seller_product.list.title", "seller_product.list.description");
}

interface ListView {
  status: MerchantProductTab;
  search: string;
  sort: MerchantProductSort;
  order: "asc" | "desc";
  page: number;
}

/** The list's parameters from the address; anything unknown falls back to the default, as a page should. */
function viewOf(params: URLSearchParams): ListView {
  const sort = pickParam(params.get("sort"), MERCHANT_PRODUCT_SORTS, "newest");
  return {
    status: pickParam(params.get("status"), MERCHANT_PRODUCT_TABS, "all"),
    search: (params.get("search") ?? "").trim().slice(0, 100),
    sort,
    order: pickParam(params.get("order"), ["asc", "desc"] as const, DEFAULT_ORDER[sort]),
    page: pageParam(params, 100_000),
  };
}

/** Links to the list with some parameters changed; the order's default follows the sort. */
function listHref(lang: Lang, view: ListView) {
  return listLinks(lang, LIST_PATH, view, (next): Partial<ListView> => ({
    status: "all",
    sort: "newest",
    order: DEFAULT_ORDER[next.sort],
    page: 1,
  }));
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx, store, url, lang } = merchantRequest(args);
  const view = viewOf(url.searchParams);
  const href = listHref(lang, view);
  const { items, meta } = await ctx.services.merchantProducts.list(
    store,
    { ...view, per_page: MERCHANT_PRODUCT_LIMITS.perPage },
    (page) => href({ page }),
  );
  return { items, meta, view };
}

const SUCCESS: Record<string, string> = {
  activate: "seller_product.notice.activated",
  deactivate: "seller_product.notice.deactivated",
  delete: "seller_product.notice.deleted",
  deleteall: "seller_product.notice.deleted_many",
};

/**
 * The list's one form: a row's toggle or delete button posts `intent` as 'activate:ID', 'deactivate:ID' or
 * 'delete:ID'; the bulk button posts 'deleteall' with the ticked rows. Each answers with a notice and the
 * same list again (post/redirect/get).
 */
export async function action(args: Route.ActionArgs) {
  const { ctx, store, url, lang } = merchantRequest(args);
  const form = await args.request.formData();
  const { verb, id } = rowIntent(form);
  const products = ctx.services.merchantProducts;
  return changeThenBack(ctx, listHref(lang, viewOf(url.searchParams))(), async () => {
    let count = 1;
    if (verb === "activate") await products.activate(store, { product_id: id });
    else if (verb === "deactivate") await products.deactivate(store, { product_id: id });
    else if (verb === "delete") await products.removeOne(store, { product_id: id });
    else if (verb === "deleteall")
      count = (await products.remove(store, { product_ids: form.getAll("product_ids").map(String) })).product_ids
        .length;
    else throw new AppError("INVALID_INPUT", "errors.invalid_input");
    return {
      key: count === 1 ? SUCCESS[verb === "deleteall" ? "delete" : verb]! : SUCCESS[verb]!,
      values: { count },
      tone: "success",
    };
  });
}

export default function MerchantProductsPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { items, meta, view } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const href = listHref(lang, view);
  const confirmDelete = (event: React.MouseEvent<HTMLButtonElement>, count = 1) => {
    if (!window.confirm(t("seller_product.list.confirm_delete", { count }))) event.preventDefault();
  };

  return (
    <section className="space-y-4">
      <MerchantListHeader
        title={t("seller_product.list.title")}
        subtitle={t("seller_product.list.count", { count: meta.counts.all })}
        add={{ to: `${LIST_PATH}/new`, label: t("seller_product.list.add") }}
        secondary={{ to: `${LIST_PATH}/import`, label: t("product_import.page.open") }}
      />

      {meta.counts.all === 0 ? (
        <EmptyState
          testId="products-empty"
          illustration={
            <g fill="none" stroke="#94a3b8" strokeWidth="3" strokeLinejoin="round">
              <path d="M40 40 70 25l30 15v36L70 91 40 76Z" fill="#f8fafc" />
              <path d="M40 40l30 15 30-15M70 55v36" />
            </g>
          }
          title={t("seller_product.list.empty_title")}
          description={t("seller_product.list.empty_description")}
          linkLabel={t("seller_product.list.add_first")}
          linkTo={`${LIST_PATH}/new`}
        />
      ) : (
        <>
          <MerchantTabs
            label={t("seller_product.list.tabs")}
            tabs={MERCHANT_PRODUCT_TABS.map((tab) => ({
              key: tab,
              href: href({ status: tab, page: 1 }),
              current: view.status === tab,
              children: (
                <>
                  {t(`seller_product.tab.${tab}`)}{" "}
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    {meta.counts[tab]}
                  </span>
                </>
              ),
            }))}
          />

          <ListSearchForm
            idPrefix="product"
            keep={view.status !== "all" ? { name: "status", value: view.status } : null}
            search={view.search}
            maxLength={100}
            sort={view.sort}
            sorts={MERCHANT_PRODUCT_SORTS}
            labels={{
              search: t("seller_product.list.search_label"),
              placeholder: t("seller_product.list.search_placeholder"),
              sort: t("seller_product.list.sort_label"),
              button: t("seller_product.list.search_button"),
              sortOption: (sort) => t(`seller_product.sort.${sort}`),
            }}
          />

          {items.length === 0 ? (
            <ListStatus>{t(view.search ? "seller_product.list.no_match" : "seller_product.list.tab_empty")}</ListStatus>
          ) : (
            <Form method="post" className="space-y-3" data-testid="product-list-form">
              <CsrfField />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-3">
                  {/* Ticks every row of the page; unnamed, so it is never posted. */}
                  <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
                    <input
                      type="checkbox"
                      onChange={(event) => {
                        const ticked = event.currentTarget.checked;
                        event.currentTarget.form
                          ?.querySelectorAll<HTMLInputElement>('input[name="product_ids"]')
                          .forEach((box) => (box.checked = ticked));
                      }}
                      className="h-5 w-5 accent-accent-strong"
                    />
                    {t("seller_product.list.select_all")}
                  </label>
                  <p className="text-sm text-slate-600">
                    {t("seller_product.list.showing", { from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })}
                  </p>
                </div>
                <button
                  type="submit"
                  name="intent"
                  value="deleteall"
                  disabled={busy}
                  onClick={(event) => confirmDelete(event, 2)}
                  className="h-9 rounded-lg border border-accent px-3 text-sm font-semibold text-accent-strong hover:bg-accent-soft disabled:opacity-60"
                >
                  {t("seller_product.list.delete_selected")}
                </button>
              </div>
              <ProductTable items={items} view={view} href={href} busy={busy} confirmDelete={confirmDelete} />
              <ProductCards items={items} busy={busy} confirmDelete={confirmDelete} />
            </Form>
          )}
          <Pagination meta={meta} hrefFor={(page) => href({ page })} />
        </>
      )}
    </section>
  );
}

/** The table's columns that sort the list when their heading is clicked, with the heading's key. */
const SORTABLE_COLUMNS = [
  ["name", "product"],
  ["price", "price"],
  ["stock", "stock"],
  ["sold", "sold"],
] as const satisfies ReadonlyArray<readonly [MerchantProductSort, string]>;

type ConfirmDelete = (event: React.MouseEvent<HTMLButtonElement>, count?: number) => void;

function SortHeader({
  sort,
  view,
  href,
  children,
  className = "",
}: {
  sort: MerchantProductSort;
  view: ListView;
  href: (change: Partial<ListView>) => string;
  children: React.ReactNode;
  className?: string;
}) {
  const active = view.sort === sort;
  const nextOrder = active ? (view.order === "asc" ? "desc" : "asc") : DEFAULT_ORDER[sort];
  return (
    <th
      scope="col"
      aria-sort={active ? (view.order === "asc" ? "ascending" : "descending") : undefined}
      className={`px-3 py-2 font-semibold ${className}`}
    >
      <Link to={href({ sort, order: nextOrder, page: 1 })} className="inline-flex items-center gap-1 hover:underline">
        {children}
        <span aria-hidden="true" className="text-xs text-slate-400">
          {active ? (view.order === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </Link>
    </th>
  );
}

function Price({ item }: { item: MerchantProductRowDto }) {
  const { lang } = useI18n();
  return (
    <div>
      <p className="font-semibold text-slate-900">{formatRupiah(item.publish_price)}</p>
      {item.merchant_discount_percentage > 0 ? (
        <p className="text-xs text-slate-500">
          <span className="line-through">{formatRupiah(item.base_price)}</span>{" "}
          <span className="font-semibold text-accent-strong">
            {formatPercent(item.merchant_discount_percentage, lang)}
          </span>
        </p>
      ) : null}
    </div>
  );
}

function RowActions({
  item,
  busy,
  confirmDelete,
}: {
  item: MerchantProductRowDto;
  busy: boolean;
  confirmDelete: ConfirmDelete;
}) {
  const { t } = useI18n();
  const name = item.variant_name ? `${item.product_name} (${item.variant_name})` : item.product_name;
  const published = item.status === "PUBLISH";
  return (
    <div className="flex flex-wrap items-center gap-2 desk:flex-nowrap">
      <button
        type="submit"
        name="intent"
        value={`${published ? "deactivate" : "activate"}:${item.id}`}
        disabled={busy}
        aria-label={t(published ? "seller_product.list.hide_named" : "seller_product.list.show_named", { name })}
        className={`h-9 rounded-lg px-3 text-xs font-semibold disabled:opacity-60 ${
          published ? "border border-slate-300 text-slate-700 hover:bg-slate-50" : "bg-emerald-700 text-white"
        }`}
      >
        {t(published ? "seller_product.list.hide" : "seller_product.list.show")}
      </button>
      <LocalLink
        to={`${LIST_PATH}/${item.id}/edit`}
        aria-label={t("seller_product.list.edit_named", { name })}
        className="flex h-9 items-center rounded-lg border border-slate-300 px-3 text-xs font-semibold text-slate-700 hover:bg-slate-50"
      >
        {t("seller_product.list.edit")}
      </LocalLink>
      <button
        type="submit"
        name="intent"
        value={`delete:${item.id}`}
        disabled={busy}
        onClick={(event) => confirmDelete(event)}
        aria-label={t("seller_product.list.delete_named", { name })}
        className="h-9 rounded-lg px-3 text-xs font-semibold text-accent-strong hover:bg-accent-soft disabled:opacity-60"
      >
        {t("seller_product.list.delete")}
      </button>
    </div>
  );
}

function ProductName({ item }: { item: MerchantProductRowDto }) {
  const { t } = useI18n();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <img
        src={item.thumb ? sizedImage(item.thumb, 96) : NO_IMAGE}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="h-12 w-12 shrink-0 rounded-lg bg-slate-100 object-cover"
      />
      <div className="min-w-0">
        <p className="line-clamp-2 font-semibold text-slate-900">{item.product_name}</p>
        {item.variant_name ? <p className="text-xs text-slate-600">{item.variant_name}</p> : null}
        <p className="text-xs text-slate-500">{item.sku ? `SKU ${item.sku}` : t("seller_product.list.no_sku")}</p>
      </div>
    </div>
  );
}

function StatusBadge({ item }: { item: MerchantProductRowDto }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
        item.status === "PUBLISH" ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-700"
      }`}
    >
      {t(`seller_product.status.${item.status}`)}
    </span>
  );
}

function SelectBox({ item }: { item: MerchantProductRowDto }) {
  const { t } = useI18n();
  return (
    <input
      type="checkbox"
      name="product_ids"
      value={item.id}
      defaultChecked={item.is_checked}
      aria-label={t("seller_product.list.select_named", { name: item.product_name })}
      className="h-5 w-5 accent-accent-strong"
    />
  );
}

function ProductTable({
  items,
  view,
  href,
  busy,
  confirmDelete,
}: {
  items: MerchantProductRowDto[];
  view: ListView;
  href: (change: Partial<ListView>) => string;
  busy: boolean;
  confirmDelete: ConfirmDelete;
}) {
  const { t } = useI18n();
  return (
    <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm desk:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <span className="sr-only">{t("seller_product.list.select")}</span>
            </th>
            {SORTABLE_COLUMNS.map(([sort, column]) => (
              <SortHeader key={sort} sort={sort} view={view} href={href}>
                {t(`seller_product.column.${column}`)}
              </SortHeader>
            ))}
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("seller_product.column.status")}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("seller_product.column.actions")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.id} data-testid="product-row">
              <td className="px-3 py-3 align-top">
                <SelectBox item={item} />
              </td>
              <td className="max-w-xs px-3 py-3">
                <ProductName item={item} />
              </td>
              <td className="px-3 py-3">
                <Price item={item} />
              </td>
              <td className={`px-3 py-3 ${item.stock === 0 ? "font-semibold text-accent-strong" : ""}`}>
                {item.stock === 0 ? t("seller_product.list.out_of_stock") : item.stock}
              </td>
              <td className="px-3 py-3">{item.sold_count}</td>
              <td className="px-3 py-3">
                <StatusBadge item={item} />
              </td>
              <td className="px-3 py-3">
                <RowActions item={item} busy={busy} confirmDelete={confirmDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per product, the same fields and buttons stacked. */
function ProductCards({
  items,
  busy,
  confirmDelete,
}: {
  items: MerchantProductRowDto[];
  busy: boolean;
  confirmDelete: ConfirmDelete;
}) {
  const { t } = useI18n();
  return (
    <ul className="space-y-3 desk:hidden">
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl bg-white p-3 shadow-sm" data-testid="product-card-row">
          <div className="flex items-start gap-3">
            <SelectBox item={item} />
            <div className="min-w-0 flex-1 space-y-2">
              <ProductName item={item} />
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <Price item={item} />
                <StatusBadge item={item} />
              </div>
              <p className="text-xs text-slate-600">
                {item.stock === 0
                  ? t("seller_product.list.out_of_stock")
                  : t("seller_product.list.stock_sold", { stock: item.stock, sold: item.sold_count })}
              </p>
              <RowActions item={item} busy={busy} confirmDelete={confirmDelete} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
