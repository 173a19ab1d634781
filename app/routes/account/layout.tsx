import { Outlet } from "react-router";
import { buyerGate } from "./buyer-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

/** The buyer's account (orders, invoices, wishlist, address book): a signed-in shopper's pages only. */
export const middleware = [buyerGate];

export default function AccountLayout() {
  return <Outlet />;
}
