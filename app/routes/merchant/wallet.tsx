import type { Route } from "./+types/wallet";
import { MerchantListHeader, merchantMeta } from "../../features/merchant/merchant-list.tsx";
import type { SellerFormFailure } from "../../features/merchant/seller-form.tsx";
import { WalletPage } from "../../features/wallet/wallet-page.tsx";
import { loadWallet, walletAction } from "../../features/wallet/wallet-page.server.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { merchantRequest } from "./merchant-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const PATH = "/merchant/dashboard/wallet";

export function meta(args: Route.MetaArgs) {
  return merchantMeta(args, "wallet.store_title", "wallet.store_description");
}

/** The store's wallet: money held for open orders, money available, withdrawals to the store's bank account. */
export async function loader(args: Route.LoaderArgs) {
  const { ctx, store, url } = merchantRequest(args);
  return loadWallet(ctx, { type: "merchant", id: store.id }, url, PATH);
}

export async function action(args: Route.ActionArgs) {
  const { ctx, store, url } = merchantRequest(args);
  return walletAction(args.request, ctx, { type: "merchant", id: store.id }, url);
}

export default function MerchantWalletPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="space-y-4">
      <MerchantListHeader title={t("wallet.store_title")} subtitle={t("wallet.store_description")} />
      <WalletPage
        owner="merchant"
        data={loaderData}
        failure={actionData as SellerFormFailure | undefined}
        path={PATH}
      />
    </section>
  );
}
