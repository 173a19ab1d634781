import { requestContext } from "#app-context";
import type { Route } from "./+types/notifications";
import { MerchantListHeader, merchantMeta } from "../../features/merchant/merchant-list.tsx";
import { NotificationInbox } from "../../features/notification/notification-inbox.tsx";
import { inboxHref } from "../../features/notification/inbox-view.ts";
import { inboxAction, loadInbox } from "../../features/notification/notification-inbox.server.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { pageUrl } from "../../lib/route-helpers.server.ts";
import { signedInMerchant } from "./merchant-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const PATH = "/merchant/dashboard/notification";

export function meta(args: Route.MetaArgs) {
  return merchantMeta(args, "notification.store_title", "notification.store_description");
}

/** The store's notifications (new orders first of all): the signed-in merchant's own store only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = context.get(signedInMerchant);
  return loadInbox(context.get(requestContext), { type: "merchant", id: store.id }, pageUrl(request), PATH);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { store } = context.get(signedInMerchant);
  return inboxAction(request, context.get(requestContext), { type: "merchant", id: store.id }, pageUrl(request));
}

export default function MerchantNotificationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="space-y-4">
      <MerchantListHeader title={t("notification.store_title")} subtitle={t("notification.store_description")} />
      <NotificationInbox
        list={loaderData.list}
        view={loaderData.view}
        hrefOf={(next) => inboxHref(PATH, next)}
        empty={{ linkLabel: t("notification.empty_link_store"), linkTo: "/merchant/dashboard/product" }}
      />
    </section>
  );
}
