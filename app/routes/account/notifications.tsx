import { requestContext } from "#app-context";
import type { Route } from "./+types/notifications";
import { NotificationInbox } from "../../features/notification/notification-inbox.tsx";
import { inboxHref } from "../../features/notification/inbox-view.ts";
import { inboxAction, loadInbox } from "../../features/notification/notification-inbox.server.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { privatePageMeta } from "../../lib/meta.ts";
import { pageUrl } from "../../lib/route-helpers.server.ts";
import { signedInBuyer } from "./buyer-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const PATH = "/user/notification";

export function meta({ error, location, matches }: Route.MetaArgs) {
  if (error) return [];
  return privatePageMeta({ location, matches }, "notification.title", "notification.description");
}

/** The buyer's notifications; a merchant is also told how many of their store's wait in the merchant centre. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const viewer = context.get(signedInBuyer);
  const store = viewer.user.merchant;
  const [inbox, storeUnread] = await Promise.all([
    loadInbox(ctx, { type: "user", id: viewer.userId }, pageUrl(request), PATH),
    store ? ctx.services.notifications.unreadCount({ type: "merchant", id: store.id }) : 0,
  ]);
  return { ...inbox, store: store ? { name: store.merchant_name, unread: storeUnread } : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = context.get(signedInBuyer);
  return inboxAction(request, context.get(requestContext), { type: "user", id: viewer.userId }, pageUrl(request));
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { list, view, store } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-12 pt-4 desk:pt-6">
      <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">{t("notification.title")}</h1>
      <p className="mb-4 text-sm text-slate-600">{t("notification.description")}</p>
      {store && store.unread > 0 ? (
        <p className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <span>{t("notification.store_unread", { count: store.unread, store: store.name })}</span>
          <LocalLink to="/merchant/dashboard/notification" className="font-semibold text-accent-strong underline">
            {t("notification.store_open")}
          </LocalLink>
        </p>
      ) : null}
      <NotificationInbox
        list={list}
        view={view}
        hrefOf={(next) => inboxHref(PATH, next)}
        empty={{ linkLabel: t("notification.empty_link_buyer"), linkTo: "/" }}
      />
    </div>
  );
}
