import { Form, Link, redirect, useNavigation } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/vouchers";
import type { MerchantVoucherDto } from "../../../core/promo/voucher.dto.ts";
import {
  VOUCHER_PER_PAGE,
  VOUCHER_SORTS,
  VOUCHER_TABS,
  type VoucherSort,
  type VoucherTab,
} from "../../../core/promo/voucher.view.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { noticeFromError, type Notice } from "../../lib/action-outcome.server.ts";
import { formatRupiah } from "../../lib/format.ts";
import { langFromPath, LocalLink, localizedPath, useI18n } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { pageUrl } from "../../lib/route-helpers.server.ts";
import { signedInMerchant } from "./merchant-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const LIST_PATH = "/merchant/dashboard/voucher";

export function meta({ error, location, matches }: Route.MetaArgs) {
  if (error) return [];
  return [
    ...pageMeta({ location, matches }, "voucher.list.title", "voucher.list.description"),
    { name: "robots", content: "noindex" },
  ];
}

interface ListView {
  tab: VoucherTab;
  search: string;
  sort: VoucherSort;
  page: number;
}

/** The list's parameters from the address; anything unknown falls back to the default, as a page should. */
function viewOf(params: URLSearchParams): ListView {
  const pick = <T extends string>(value: string | null, choices: readonly T[], fallback: T): T =>
    choices.includes(value as T) ? (value as T) : fallback;
  const page = Number(params.get("page"));
  return {
    tab: pick(params.get("tab"), VOUCHER_TABS, "running"),
    search: (params.get("search") ?? "").trim().slice(0, 60),
    sort: pick(params.get("sort"), VOUCHER_SORTS, "newest"),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The list's address with some parameters changed; defaults are left out, so equal lists have equal URLs. */
function listHref(view: ListView, change: Partial<ListView>): string {
  const next = { ...view, ...change };
  const params = new URLSearchParams();
  if (next.tab !== "running") params.set("tab", next.tab);
  if (next.search) params.set("search", next.search);
  if (next.sort !== "newest") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${LIST_PATH}?${query}` : LIST_PATH;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { store } = context.get(signedInMerchant);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const view = viewOf(url.searchParams);
  const { items, meta } = await ctx.services.vouchers.list(
    store,
    { tab: view.tab, search: view.search, sort: view.sort, page: view.page, per_page: VOUCHER_PER_PAGE },
    (page) => localizedPath(lang, listHref(view, { page })),
  );
  return { items, meta, view };
}

/** A row's delete button posts `intent` 'delete:ID'; the answer is a notice and the same list (post/redirect/get). */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { store } = context.get(signedInMerchant);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const form = await request.formData();
  const [intent = "", id] = String(form.get("intent") ?? "").split(":");
  let notice: Notice;
  try {
    if (intent !== "delete") throw new Error(`unknown voucher list intent ${intent}`);
    await ctx.services.vouchers.remove(store, { vouchers_id: id });
    notice = { key: "voucher.notice.deleted", tone: "success" };
  } catch (error) {
    notice = noticeFromError(error);
  }
  throw redirect(localizedPath(lang, listHref(viewOf(url.searchParams), {})), {
    headers: { "Set-Cookie": ctx.cookies.flash(notice.key, { tone: notice.tone, values: notice.values }) },
  });
}

/** What the voucher takes off, in words. */
export function discountText(voucher: Pick<MerchantVoucherDto, "kind" | "value" | "max_potongan">, t: Translate) {
  if (voucher.kind === "fixed") return t("voucher.discount.fixed", { amount: formatRupiah(voucher.value) });
  if (voucher.kind === "free_shipping")
    return t("voucher.discount.free_shipping", { amount: formatRupiah(voucher.max_potongan ?? voucher.value) });
  return voucher.max_potongan === null
    ? t("voucher.discount.percentage", { percent: voucher.value })
    : t("voucher.discount.percentage_capped", { percent: voucher.value, amount: formatRupiah(voucher.max_potongan) });
}

type Translate = ReturnType<typeof useI18n>["t"];

export default function MerchantVouchersPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { items, meta, view } = loaderData;
  const busy = useNavigation().state !== "idle";
  const href = (change: Partial<ListView>) => localizedPath(lang, listHref(view, change));
  const total = meta.counts.running + meta.counts.upcoming + meta.counts.ended;
  const dateTime = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "id-ID", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Jakarta",
  });

  return (
    <section className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">{t("voucher.list.title")}</h1>
          <p className="text-sm text-slate-600">{t("voucher.list.description")}</p>
        </div>
        <LocalLink
          to={`${LIST_PATH}/new`}
          className="rounded-lg bg-accent-strong px-4 py-2.5 text-sm font-bold text-white hover:bg-accent-dark"
        >
          {t("voucher.list.add")}
        </LocalLink>
      </header>

      {total === 0 ? (
        <EmptyState
          testId="vouchers-empty"
          illustration={
            <g fill="none" stroke="#94a3b8" strokeWidth="3" strokeLinejoin="round">
              <path d="M30 40h80v14a8 8 0 0 0 0 16v14H30V70a8 8 0 0 0 0-16Z" fill="#f8fafc" />
              <path d="M62 44v8M62 60v8M62 76v4" />
            </g>
          }
          title={t("voucher.list.empty_title")}
          description={t("voucher.list.empty_description")}
          linkLabel={t("voucher.list.add_first")}
          linkTo={`${LIST_PATH}/new`}
        />
      ) : (
        <>
          <nav aria-label={t("voucher.list.tabs")} className="-mx-4 overflow-x-auto px-4 desk:mx-0 desk:px-0">
            <ul className="flex gap-2 border-b border-slate-200">
              {VOUCHER_TABS.map((tab) => (
                <li key={tab}>
                  <Link
                    to={href({ tab, page: 1 })}
                    aria-current={view.tab === tab ? "page" : undefined}
                    className={`block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
                      view.tab === tab
                        ? "border-accent-strong text-accent-strong"
                        : "border-transparent text-slate-600 hover:text-slate-900"
                    }`}
                  >
                    {t(`voucher.list.tab_${tab}`)}{" "}
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                      {meta.counts[tab]}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <Form method="get" role="search" className="flex flex-wrap gap-2">
            {view.tab !== "running" ? <input type="hidden" name="tab" value={view.tab} /> : null}
            <label htmlFor="voucher-search" className="sr-only">
              {t("voucher.list.search_label")}
            </label>
            <input
              id="voucher-search"
              type="search"
              name="search"
              defaultValue={view.search}
              maxLength={60}
              placeholder={t("voucher.list.search_placeholder")}
              className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/20"
            />
            <label htmlFor="voucher-sort" className="sr-only">
              {t("voucher.list.sort_label")}
            </label>
            <select
              id="voucher-sort"
              name="sort"
              defaultValue={view.sort}
              className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              {VOUCHER_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`voucher.list.sort_${sort}`)}
                </option>
              ))}
            </select>
            <button
              type="submit"
              className="h-10 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t("voucher.list.search_button")}
            </button>
          </Form>

          {items.length === 0 ? (
            <p role="status" className="rounded-2xl bg-white p-6 text-center text-sm text-slate-600 shadow-sm">
              {t(view.search ? "voucher.list.no_match" : "voucher.list.tab_empty")}
            </p>
          ) : (
            <Form method="post" className="space-y-3">
              <CsrfField />
              <p className="text-sm text-slate-600">
                {t("voucher.list.showing", { from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })}
              </p>
              <ul className="space-y-3">
                {items.map((voucher) => (
                  <li
                    key={voucher.id}
                    className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm desk:flex-row desk:items-center"
                  >
                    <div className="min-w-0 flex-1 space-y-1">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-slate-900">{voucher.voucher_name}</span>
                        {voucher.voucher_code ? (
                          <span className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-700">
                            {voucher.voucher_code}
                          </span>
                        ) : null}
                        <span className="rounded-full bg-accent/10 px-2 py-0.5 text-xs font-medium text-accent-strong">
                          {t(voucher.visibility === "code_only" ? "voucher.list.code_only" : "voucher.list.public")}
                        </span>
                      </p>
                      <p className="text-sm text-slate-800">
                        {discountText(voucher, t)}
                        {voucher.min_purchase > 0
                          ? ` · ${t("voucher.list.min_purchase", { amount: formatRupiah(voucher.min_purchase) })}`
                          : ""}
                        {voucher.products === "chosen"
                          ? ` · ${t("voucher.list.chosen_products", { count: voucher.product_ids.length })}`
                          : ""}
                      </p>
                      <p className="text-xs text-slate-600">
                        {dateTime.format(new Date(voucher.start_at))} – {dateTime.format(new Date(voucher.end_at))}
                        {" · "}
                        {voucher.quota_total === null
                          ? t("voucher.list.quota_unlimited", { used: voucher.quota_used })
                          : t("voucher.list.quota_of", { used: voucher.quota_used, total: voucher.quota_total })}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      {voucher.status !== "ended" ? (
                        <LocalLink
                          to={`${LIST_PATH}/${voucher.id}/edit`}
                          aria-label={t("voucher.list.edit_named", { name: voucher.voucher_name })}
                          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
                        >
                          {t("voucher.list.edit")}
                        </LocalLink>
                      ) : null}
                      <button
                        type="submit"
                        name="intent"
                        value={`delete:${voucher.id}`}
                        disabled={busy}
                        aria-label={t("voucher.list.delete_named", { name: voucher.voucher_name })}
                        onClick={(event) => {
                          if (!window.confirm(t("voucher.list.delete_confirm"))) event.preventDefault();
                        }}
                        className="rounded-lg border border-accent px-3 py-2 text-sm font-semibold text-accent-strong hover:bg-accent-soft disabled:opacity-60"
                      >
                        {t("voucher.list.delete")}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            </Form>
          )}
          <Pagination meta={meta} hrefFor={(page) => href({ page })} />
        </>
      )}
    </section>
  );
}
