import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/reviews";
import { MERCHANT_REVIEW_GROUPINGS, type MerchantReviewGrouping } from "../../../core/review/merchant-review.view.ts";
import type { MerchantReviewDto } from "../../../core/review/review.dto.ts";
import { isAppError } from "../../../core/shared/errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { MerchantTabs } from "../../features/merchant/merchant-tabs.tsx";
import { ListStatus, MerchantListHeader, merchantMeta } from "../../features/merchant/merchant-list.tsx";
import { listLinks, pageParam, pickParam } from "../../features/merchant/list-view.ts";
import { redirectWithFlash } from "../../features/merchant/merchant-list.server.ts";
import { noticeFromError, type Notice } from "../../lib/action-outcome.server.ts";
import { Pagination } from "../../components/ui/pagination.tsx";
import { MerchantReviewCard, ReviewedProduct, type ReplyError } from "../../features/merchant/merchant-review-card.tsx";
import { formatReviewDate } from "../../features/product/product-reviews.tsx";
import { useI18n, type Lang } from "../../lib/i18n.tsx";
import { formatNumber } from "../../lib/intl-format.ts";
import { merchantRequest } from "./merchant-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const LIST_PATH = "/merchant/dashboard/review";
const PER_PAGE = 10;

export function meta(args: Route.MetaArgs) {
  return merchantMeta(args, "review.page.title", "review.page.description");
}

interface ListView {
  by: MerchantReviewGrouping;
  point: number | null;
  unreplied: boolean;
  page: number;
}

/** The list's parameters from the address; anything unknown falls back to the default, as a page should. */
function viewOf(params: URLSearchParams): ListView {
  const by = params.get("by");
  const point = Number(params.get("point"));
  return {
    by: pickParam(by, MERCHANT_REVIEW_GROUPINGS, "product"),
    point: Number.isInteger(point) && point >= 1 && point <= 5 ? point : null,
    unreplied: params.get("unreplied") === "1",
    page: pageParam(params, 100_000),
  };
}

/** Links to the list with some parameters changed. */
function listHref(lang: Lang, view: ListView) {
  return listLinks(lang, LIST_PATH, view, { by: "product", page: 1 });
}

/** A group of the page's reviews: a product or an order, its summary, its reviews. */
interface ReviewGroup {
  key: string;
  product: MerchantReviewDto["product"] | null;
  orderCode: string | null;
  avg_rating: number;
  total_review: number;
  periode_awal: string;
  reviews: MerchantReviewDto[];
}

export async function loader(args: Route.LoaderArgs) {
  const { ctx, store, url, lang } = merchantRequest(args);
  const view = viewOf(url.searchParams);
  const query = {
    page: view.page,
    per_page: PER_PAGE,
    ...(view.point ? { point: view.point } : {}),
    unreplied: view.unreplied,
  };
  const href = listHref(lang, view);
  const hrefOf = (page: number) => href({ page });
  let groups: ReviewGroup[];
  let meta;
  if (view.by === "order") {
    const result = await ctx.services.reviews.merchantByOrder(store, query, hrefOf);
    groups = result.items.map(({ order, ...group }) => ({
      ...group,
      key: `order-${order.id}`,
      product: null,
      orderCode: order.order_code,
    }));
    meta = result.meta;
  } else {
    const result = await ctx.services.reviews.merchantByProduct(store, query, hrefOf);
    groups = result.items.map(({ product, ...group }) => ({
      ...group,
      key: `product-${product.id}`,
      product,
      orderCode: null,
    }));
    meta = result.meta;
  }
  return { groups, meta, view };
}

/** The reply form (to write or edit): a refused message comes back with what was typed; the rest is a notice. */
export async function action(args: Route.ActionArgs) {
  const { ctx, store, url, lang } = merchantRequest(args);
  const form = await args.request.formData();
  const input = { review_id: String(form.get("review_id") ?? ""), message: String(form.get("message") ?? "") };
  let notice: Notice;
  try {
    const result = await ctx.services.reviews.reply(store, input);
    notice = { key: result.created ? "review.notice.replied" : "review.notice.reply_saved", tone: "success" };
  } catch (error) {
    notice = noticeFromError(error);
    if (isAppError(error) && error.code === "INVALID_INPUT") {
      const failed: ReplyError = { reviewId: input.review_id, message: input.message, key: notice.key };
      return data({ failed }, { status: 422 });
    }
  }
  // Post/redirect/get, with or without JavaScript: the list again, with the notice as a flash.
  redirectWithFlash(ctx, listHref(lang, viewOf(url.searchParams))(), notice);
}

export default function MerchantReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { groups, meta, view } = loaderData;
  const failed = actionData && "failed" in actionData ? actionData.failed : null;
  const busy = useNavigation().state === "submitting";
  const href = listHref(lang, view);
  const filtered = view.point !== null || view.unreplied;

  return (
    <section className="space-y-4">
      <MerchantListHeader title={t("review.page.title")} subtitle={t("review.page.description")} />

      <MerchantTabs
        label={t("review.page.grouping")}
        tabs={MERCHANT_REVIEW_GROUPINGS.map((by) => ({
          key: by,
          href: href({ by, page: 1 }),
          current: view.by === by,
          children: t(`review.page.by_${by}`),
        }))}
      />

      <Form method="get" aria-label={t("review.page.filters")} className="flex flex-wrap items-center gap-3">
        {view.by !== "product" ? <input type="hidden" name="by" value={view.by} /> : null}
        <label htmlFor="review-point" className="text-sm font-medium text-slate-700">
          {t("review.page.star_label")}
        </label>
        <select
          id="review-point"
          name="point"
          defaultValue={view.point ?? ""}
          className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          <option value="">{t("review.page.all_stars")}</option>
          {[5, 4, 3, 2, 1].map((star) => (
            <option key={star} value={star}>
              {t("review.page.star_option", { count: star })}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            name="unreplied"
            value="1"
            defaultChecked={view.unreplied}
            className="h-5 w-5 accent-accent-strong"
          />
          {t("review.page.unreplied")}
        </label>
        <Button type="submit" look="outline" size="md">
          {t("review.page.apply")}
        </Button>
      </Form>

      {groups.length === 0 ? (
        filtered || view.page > 1 || view.by === "order" ? (
          <ListStatus>
            {t(filtered || view.page > 1 ? "review.page.no_match" : "review.page.no_order_reviews")}
          </ListStatus>
        ) : (
          <EmptyState
            testId="reviews-empty"
            illustration={
              <path
                d="M70 20 79 40l22 3-16 15 4 22-19-10-19 10 4-22-16-15 22-3Z"
                fill="#f8fafc"
                stroke="#94a3b8"
                strokeWidth="3"
                strokeLinejoin="round"
              />
            }
            title={t("review.page.empty_title")}
            description={t("review.page.empty_description")}
            linkLabel={t("seller_product.nav")}
            linkTo="/merchant/dashboard/product"
          />
        )
      ) : (
        <>
          <ul className="space-y-4">
            {groups.map((group) => (
              <li key={group.key} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" data-testid="review-group">
                {group.product ? (
                  <ReviewedProduct product={group.product} />
                ) : (
                  <h2 className="text-base font-semibold text-slate-900">
                    {t("review.page.order", { code: group.orderCode ?? "" })}
                  </h2>
                )}
                <p className="text-sm text-slate-600">
                  {t("review.page.summary", {
                    avg: formatNumber(group.avg_rating, lang, { maximumFractionDigits: 2 }),
                    count: group.total_review,
                    date: formatReviewDate(group.periode_awal, lang),
                  })}
                </p>
                <div className="space-y-3">
                  {group.reviews.map((review) => (
                    <MerchantReviewCard key={review.id} review={review} failed={failed} busy={busy} />
                  ))}
                </div>
              </li>
            ))}
          </ul>
          <Pagination meta={meta} hrefFor={(page) => href({ page })} />
        </>
      )}
    </section>
  );
}
