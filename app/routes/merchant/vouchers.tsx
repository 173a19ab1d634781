import { Form, useNavigation } from "react-router";
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
import { MerchantTabs } from "../../features/merchant/merchant-tabs.tsx";
import {
  ListSearchForm,
  ListStatus,
  MerchantListHeader,
  merchantMeta,
} from "../../features/merchant/merchant-list.tsx";
import { listLinks, pageParam, pickParam } from "../../features/merchant/list-view.ts";
import { changeThenBack, rowIntent } from "../../features/merchant/merchant-list.server.ts";
import { Pagination } from "../../components/ui/pagination.tsx";
import { formatRupiah } from "../../lib/format.ts";
import { LocalLink, useI18n, type Lang, type Translate } from "../../lib/i18n.tsx";
import { merchantRequest } from "./merchant-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const LIST_PATH = "/merchant/dashboard/voucher";

export function meta(args: Route.MetaArgs) {
  return merchantMeta(args, "voucher.list.title", "voucher.list.description");
}

interface ListView {
  tab: VoucherTab;
  search: string;
  sort: VoucherSort;
  page: number;
}

/** The list's parameters from the address; anything unknown falls back to the default, as a page should. */
function viewOf(params: URLSearchParams): ListView {
  return {
    tab: pickParam(params.get("tab"), VOUCHER_TABS, "running"),
    search: (params.get("search") ?? "").trim().slice(0, 60),
    sort: pickParam(params.get("sort"), VOUCHER_SORTS, "newest"),
    page: pageParam(params, 10_000),
  };
}

/** Links to the list with some parameters changed. */
function listHref(lang: Lang, view: ListView) {
  return listLinks(lang, LIST_PATH, view, { tab: "running", sort: "newest", page: 1 });
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx, store, url, lang } = merchantRequest(args);
  const view = viewOf(url.searchParams);
  const href = listHref(lang, view);
  const { items, meta } = await ctx.services.vouchers.list(store, { ...view, per_page: VOUCHER_PER_PAGE }, (page) =>
    href({ page }),
  );
  return { items, meta, view };
}

/** A row's delete button posts `intent` 'delete:ID'; the answer is a notice and the same list (post/redirect/get). */
export async function action(args: Route.ActionArgs) {
  const { ctx, store, url, lang } = merchantRequest(args);
  const { verb, id } = rowIntent(await args.request.formData());
  return changeThenBack(ctx, listHref(lang, viewOf(url.searchParams))(), async () => {
    if (verb !== "delete") throw new Error(`unknown voucher list intent ${verb}`);
    await ctx.services.vouchers.remove(store, { vouchers_id: id });
    return { key: "voucher.notice.deleted", tone: "success" };
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

export default function MerchantVouchersPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { items, meta, view } = loaderData;
  const busy = useNavigation().state !== "idle";
  const href = listHref(lang, view);
  const total = meta.counts.running + meta.counts.upcoming + meta.counts.ended;
  const dateTime = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "id-ID", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Jakarta",
  });

  return (
    <section className="space-y-4">
      <MerchantListHeader
        title={t("voucher.list.title")}
        subtitle={t("voucher.list.description")}
        add={{ to: `${LIST_PATH}/new`, label: t("voucher.list.add") }}
      />

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
          <MerchantTabs
            label={t("voucher.list.tabs")}
            tabs={VOUCHER_TABS.map((tab) => ({
              key: tab,
              href: href({ tab, page: 1 }),
              current: view.tab === tab,
              children: (
                <>
                  {t(`voucher.list.tab_${tab}`)}{" "}
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    {meta.counts[tab]}
                  </span>
                </>
              ),
            }))}
          />

          <ListSearchForm
            idPrefix="voucher"
            keep={view.tab !== "running" ? { name: "tab", value: view.tab } : null}
            search={view.search}
            maxLength={60}
            sort={view.sort}
            sorts={VOUCHER_SORTS}
            labels={{
              search: t("voucher.list.search_label"),
              placeholder: t("voucher.list.search_placeholder"),
              sort: t("voucher.list.sort_label"),
              button: t("voucher.list.search_button"),
              sortOption: (sort) => t(`voucher.list.sort_${sort}`),
            }}
          />

          {items.length === 0 ? (
            <ListStatus>{t(view.search ? "voucher.list.no_match" : "voucher.list.tab_empty")}</ListStatus>
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
