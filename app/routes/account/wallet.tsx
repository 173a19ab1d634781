import { requestContext } from "#app-context";
import type { Route } from "./+types/wallet";
import type { SellerFormFailure } from "../../features/merchant/seller-form.tsx";
import { WalletPage } from "../../features/wallet/wallet-page.tsx";
import { loadWallet, walletAction } from "../../features/wallet/wallet-page.server.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { privatePageMeta } from "../../lib/meta.ts";
import { pageUrl } from "../../lib/route-helpers.server.ts";
import { signedInBuyer } from "./buyer-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const PATH = "/user/wallet";

export function meta({ error, location, matches }: Route.MetaArgs) {
  if (error) return [];
  return privatePageMeta({ location, matches }, "wallet.title", "wallet.description");
}

/** The buyer's wallet: balances, their bank account, withdrawals and the history (decision 0038). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = context.get(signedInBuyer);
  return loadWallet(context.get(requestContext), { type: "user", id: viewer.userId }, pageUrl(request), PATH);
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = context.get(signedInBuyer);
  return walletAction(request, context.get(requestContext), { type: "user", id: viewer.userId }, pageUrl(request));
}

export default function BuyerWalletPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-4xl space-y-4 px-4 pb-12 pt-4 desk:pt-6">
      <div>
        <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">{t("wallet.title")}</h1>
        <p className="text-sm text-slate-600">{t("wallet.description")}</p>
      </div>
      <WalletPage owner="user" data={loaderData} failure={actionData as SellerFormFailure | undefined} path={PATH} />
    </div>
  );
}
