import { requestContext } from "#app-context";
import type { Route } from "./+types/cart";
import { RecommendedGrid } from "../features/catalog/recommended-grid.tsx";
import { CartGroup } from "../features/cart/cart-group.tsx";
import { CartSummary } from "../features/cart/cart-summary.tsx";
import { CheckToggle } from "../features/cart/check-toggle.tsx";
import { EmptyCart } from "../features/cart/empty-cart.tsx";
import { PromoBar } from "../features/cart/promo-modal.tsx";
import { UnprocessableItems } from "../features/cart/unprocessable-items.tsx";
import { fixedPrivatePageMeta } from "../lib/meta.ts";
import { loginRedirect, pageUrl, recommendedPageUrl } from "../lib/route-helpers.server.ts";
import { langFromPath, localizedPath, useI18n } from "../lib/i18n.tsx";
import { cartAction } from "./cart.actions.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

const RECOMMENDED_COUNT = 12;

export const meta = fixedPrivatePageMeta("cart.meta.title", "cart.meta.description");

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  if (!ctx.viewer) {
    throw loginRedirect(ctx, lang, url.pathname);
  }
  const { services } = ctx;
  const userId = ctx.viewer.userId;
  const [{ cart, promos }, recommended] = await Promise.all([
    services.cart.listWithPromoOptions(userId, lang),
    services.catalog.recommendations(1, recommendedPageUrl(lang)),
  ]);
  return {
    cart,
    promos,
    promoPanelOpen: url.searchParams.get("promo") === "open",
    recommended: recommended.items.slice(0, RECOMMENDED_COUNT),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  return cartAction(request, ctx, langFromPath(pageUrl(request).pathname));
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { cart, promos, promoPanelOpen, recommended } = loaderData;
  const empty = cart.total === 0;
  // Units, as the summary's 'Total Price (n items)' and 'Buy (n)' count them, not lines.
  const units = [...cart.groups.flatMap((group) => group.items), ...cart.unprocessable].reduce(
    (sum, item) => sum + item.qty,
    0,
  );
  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-4 desk:pb-12 desk:pt-6">
      <h1 className="mb-4 text-xl font-bold text-slate-900 desk:text-2xl">
        {t("cart.title")}
        {!empty ? (
          <span className="ml-2 text-base font-normal text-slate-500">{t("cart.count", { count: units })}</span>
        ) : null}
      </h1>
      {empty ? (
        <EmptyCart />
      ) : (
        <div className="grid items-start gap-4 desk:grid-cols-[minmax(0,1fr)_360px] desk:gap-6">
          <div className="flex flex-col gap-4">
            {cart.groups.length > 0 ? (
              <div className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-sm desk:px-5">
                <CheckToggle checked={cart.all_checked} label={t("cart.select_all")} fields={{ intent: "check_all" }} />
                <span className="text-sm font-semibold text-slate-800" aria-hidden="true">
                  {t("cart.select_all")}
                </span>
              </div>
            ) : null}
            {cart.groups.map((group) => (
              <CartGroup key={group.id} group={group} />
            ))}
            <UnprocessableItems items={cart.unprocessable} />
          </div>
          <aside className="desk:sticky desk:top-24">
            <CartSummary
              summary={cart.summary}
              promoBar={
                <PromoBar
                  promos={promos}
                  checkedQty={cart.summary.checked_qty}
                  openInline={promoPanelOpen}
                  returnTo={localizedPath(lang, "/cart")}
                />
              }
            />
          </aside>
        </div>
      )}
      <RecommendedGrid title={t("cart.recommended")} products={recommended} />
    </div>
  );
}
