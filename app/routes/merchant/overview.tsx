import type { Route } from "./+types/overview";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { merchantMeta } from "../../features/merchant/merchant-list.tsx";
import { signedInMerchant } from "./merchant-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

export function meta(args: Route.MetaArgs) {
  return merchantMeta(args, "seller.overview.title", "seller.overview.description");
}

export function loader({ context }: Route.LoaderArgs) {
  const { store } = context.get(signedInMerchant);
  return { store };
}

/** The merchant centre's first page: where the store stands and what to do next. */
export default function MerchantOverviewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { store } = loaderData;
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm desk:p-6">
      <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">{store.merchant_name}</h1>
      <p className="mt-1 text-sm text-slate-600">
        <LocalLink to={`/store/${store.merchant_slug}`} className="font-semibold text-accent-strong hover:underline">
          {t("seller.overview.view_store")}
        </LocalLink>
      </p>
      <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-700" data-testid="store-status">
        {t(`seller.status.${store.status}`)}
        {store.status === "onboarding" ? (
          <>
            {" "}
            <LocalLink to="/merchant/onboarding" className="font-semibold text-accent-strong hover:underline">
              {t("onboarding.continue")}
            </LocalLink>
          </>
        ) : null}
      </p>
    </section>
  );
}
