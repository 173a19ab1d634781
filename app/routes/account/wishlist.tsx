import { data, redirect } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/wishlist";
import { isAppError } from "../../../core/shared/errors.ts";
import { Pagination } from "../../components/ui/pagination.tsx";
import { EmptyWishlist } from "../../features/wishlist/empty-wishlist.tsx";
import { WishlistItem } from "../../features/wishlist/wishlist-item.tsx";
import { noticeFromError, respondWithNotice, type Notice } from "../../lib/action-outcome.server.ts";
import { langFromPath, localizedPath, useI18n, type Lang } from "../../lib/i18n.tsx";
import { fixedPrivatePageMeta } from "../../lib/meta.ts";
import { pageUrl } from "../../lib/route-helpers.server.ts";
import { signedInBuyer } from "./buyer-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const pagePath = (lang: Lang, page: number) =>
  `${localizedPath(lang, "/user/wishlist")}${page > 1 ? `?page=${page}` : ""}`;

export const meta = fixedPrivatePageMeta("wishlist.title", "wishlist.description");

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const viewer = context.get(signedInBuyer);
  let page;
  try {
    page = await ctx.services.wishlist.list(viewer.userId, url.searchParams.get("page") ?? undefined, (n) =>
      pagePath(lang, n),
    );
  } catch (error) {
    // '?page=abc' and the like: the first page is what was meant.
    if (isAppError(error) && error.code === "INVALID_INPUT") throw redirect(pagePath(lang, 1));
    throw error;
  }
  // Past the end (the last product of the last page was just removed): show the last page there is.
  if (page.items.length === 0 && page.meta.total > 0) throw redirect(pagePath(lang, page.meta.last_page));
  return { page };
}

/** Removing a saved product (the trash button); with JavaScript the answer is a toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const url = pageUrl(request);
  const backTo = `${url.pathname}${url.search}`;
  const viewer = context.get(signedInBuyer);
  const form = await request.formData();
  if (form.get("intent") !== "remove") throw data({ messageKey: "errors.invalid_input" }, { status: 400 });
  let notice: Notice;
  try {
    // Already gone (a second click, another tab) is the outcome the shopper wanted.
    await ctx.services.wishlist.remove(viewer.userId, form.get("product_id"));
    notice = { key: "wishlist.removed", tone: "success" };
  } catch (error) {
    notice = noticeFromError(error);
  }
  return respondWithNotice(request, ctx, notice, backTo);
}

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { page } = loaderData;
  const total = page.meta.total;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-12 pt-4 desk:pt-6">
      <h1 className="mb-4 flex items-baseline gap-2 text-xl font-bold text-slate-900 desk:text-2xl">
        {t("wishlist.title")}
        {total > 0 ? (
          <span className="text-base font-normal text-slate-500">{t("wishlist.count", { count: total })}</span>
        ) : null}
      </h1>
      {total === 0 ? (
        <EmptyWishlist />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 desk:grid-cols-5 desk:gap-4">
            {page.items.map((item) => (
              <li key={item.id}>
                <WishlistItem item={item} />
              </li>
            ))}
          </ul>
          <Pagination meta={page.meta} hrefFor={(n) => pagePath(lang, n)} label={t("wishlist.pagination")} />
        </>
      )}
    </div>
  );
}
