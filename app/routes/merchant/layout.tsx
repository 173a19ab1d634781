import { Outlet } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/layout";
import { MerchantNav } from "../../features/merchant/merchant-nav.tsx";
import { merchantGate, signedInMerchant } from "./merchant-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

/** The merchant centre: a merchant's own store, behind a gate every page under it passes first. */
export const middleware = [merchantGate];

export async function loader({ context }: Route.LoaderArgs) {
  const { store } = context.get(signedInMerchant);
  // The side menu's count of the store's unread notifications (new orders first of all).
  const { services } = context.get(requestContext);
  const unread = await services.notifications.unreadCount({ type: "merchant", id: store.id });
  // And the orders waiting for the store's answer (one grouped count).
  const waiting = await services.orders.waitingForStore(store);
  return { store, unread, waiting };
}

/** A merchant's pages are theirs alone: no cache may keep them. */
export function headers({ parentHeaders }: Route.HeadersArgs) {
  parentHeaders.set("Cache-Control", "private, no-store");
  return parentHeaders;
}

export default function MerchantLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-12 pt-4 desk:flex desk:gap-6 desk:pt-6">
      <aside className="mb-4 desk:mb-0 desk:w-56 desk:shrink-0">
        <p className="mb-2 hidden truncate px-3 text-sm font-bold text-slate-900 desk:block">
          {loaderData.store.merchant_name}
        </p>
        <MerchantNav
          counts={{
            "/merchant/dashboard/notification": loaderData.unread,
            "/merchant/dashboard/order/list": loaderData.waiting,
          }}
        />
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
