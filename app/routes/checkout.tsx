import { useState } from "react";
import { redirect } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/checkout";
import { isAppError } from "../../core/shared/errors.ts";
import { promoBasketsOf } from "../../core/checkout/checkout.view.ts";
import { PromoBar } from "../features/cart/promo-modal.tsx";
import { AddressChooser } from "../features/checkout/address-chooser.tsx";
import { CheckoutSummary } from "../features/checkout/checkout-summary.tsx";
import { OrderBlock } from "../features/checkout/order-block.tsx";
import { fixedPrivatePageMeta } from "../lib/meta.ts";
import { loginRedirect, pageUrl } from "../lib/route-helpers.server.ts";
import { langFromPath, LocalLink, localizedPath, useI18n } from "../lib/i18n.tsx";
import { checkoutAction } from "./checkout.actions.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

const isMultiple = (pathname: string) => /\/checkout\/multiple(\.data)?$/.test(pathname);

export const meta = fixedPrivatePageMeta("checkout.page.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const multiple = isMultiple(url.pathname);
  if (!ctx.viewer) {
    throw loginRedirect(ctx, lang, url.pathname, "product.cart.login_to_checkout");
  }
  const { services } = ctx;
  const userId = ctx.viewer.userId;
  const preview = await services.checkout.preview(userId, lang, multiple).catch((error: unknown) => {
    // Spec §8: an empty preview sends the shopper back to the cart.
    if (isAppError(error) && error.messageKey === "checkout.empty") {
      throw redirect(localizedPath(lang, "/cart"), {
        headers: { "Set-Cookie": ctx.cookies.flash("checkout.empty", { tone: "warning" }) },
      });
    }
    throw error;
  });
  const [addresses, rates, promos] = await Promise.all([
    services.addresses.listForUser(userId),
    Promise.all(
      preview.orders.map((order) =>
        order.address_book ? services.checkout.pricelist(userId, order.id).catch(() => []) : Promise.resolve([]),
      ),
    ),
    services.promoCart.available(userId, promoBasketsOf(preview), lang),
  ]);
  return {
    preview,
    addresses,
    rates: Object.fromEntries(preview.orders.map((order, index) => [order.id, rates[index]!])),
    promos,
    multiple,
    openAddressPanel: url.searchParams.get("address"),
    promoPanelOpen: url.searchParams.get("promo") === "open",
    paymentConfig: services.payments.gateway.clientConfig(),
    // One key per page view: a double submit of this page's Pay makes one invoice.
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = pageUrl(request);
  return checkoutAction(request, context.get(requestContext), langFromPath(url.pathname), url.pathname);
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const {
    preview,
    addresses,
    rates,
    promos,
    multiple,
    openAddressPanel,
    promoPanelOpen,
    paymentConfig,
    idempotencyKey,
  } = loaderData;
  const pagePath = localizedPath(lang, multiple ? "/checkout/multiple" : "/checkout");
  const [payBlocked, setPayBlocked] = useState(false);
  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-4 desk:pb-12 desk:pt-6">
      <h1 className="mb-4 text-xl font-bold text-slate-900 desk:text-2xl">{t("checkout.page.title")}</h1>
      <div className="grid items-start gap-4 desk:grid-cols-[minmax(0,1fr)_380px] desk:gap-6">
        <div className="flex flex-col gap-4">
          <section aria-labelledby="checkout-address" className="rounded-2xl bg-white p-4 shadow-sm desk:p-5">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <h2 id="checkout-address" className="text-sm font-bold uppercase tracking-wide text-slate-500">
                {t("checkout.page.shipping_address")}
              </h2>
              <LocalLink
                to={multiple ? "/checkout" : "/checkout/multiple"}
                className="touch-target relative whitespace-nowrap text-sm font-semibold text-accent-strong hover:underline"
              >
                {multiple ? t("checkout.page.one_address") : t("checkout.page.multiple_addresses")}
              </LocalLink>
            </div>
            {multiple ? (
              <p className="text-sm text-slate-600">{t("checkout.page.multiple_hint")}</p>
            ) : (
              <AddressChooser
                address={preview.address}
                addresses={addresses}
                action={pagePath}
                fields={{ intent: "address_all" }}
                panelKey="all"
                inlineOpen={openAddressPanel === "all"}
                pagePath={pagePath}
              />
            )}
          </section>
          {preview.orders.map((order, index) => (
            <OrderBlock
              key={order.id}
              order={order}
              index={index}
              rates={rates[order.id] ?? []}
              action={pagePath}
              showMissingDelivery={payBlocked}
              addressSlot={
                multiple ? (
                  <AddressChooser
                    address={order.address_book}
                    addresses={addresses}
                    action={pagePath}
                    fields={{ intent: "address_order", order_id: String(order.id) }}
                    panelKey={String(order.id)}
                    inlineOpen={openAddressPanel === String(order.id)}
                    pagePath={pagePath}
                  />
                ) : null
              }
            />
          ))}
        </div>
        <aside className="flex flex-col gap-4 desk:sticky desk:top-24">
          <div className="rounded-2xl bg-white p-5 shadow-sm">
            <PromoBar
              promos={promos}
              checkedQty={preview.summary.total_qty}
              openInline={promoPanelOpen}
              returnTo={pagePath}
            />
          </div>
          <CheckoutSummary
            summary={preview.summary}
            action={pagePath}
            idempotencyKey={idempotencyKey}
            multiple={multiple}
            paymentConfig={paymentConfig}
            onBlocked={() => setPayBlocked(true)}
          />
        </aside>
      </div>
    </div>
  );
}
