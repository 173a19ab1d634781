import type { ReactNode } from "react";
import { Form } from "react-router";
import type { CartSummaryDto } from "../../../core/cart/index.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { showToast } from "../../components/ui/flash-toast.tsx";
import { formatRupiah } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useCartAction } from "./use-cart-action.ts";
import { IntentButton } from "../../components/ui/intent-button.tsx";

/** 'Buy (n)': needs a checked product (spec §5), said at once in the browser and again by the server. */
function BuyForm({ count, className }: { count: number; className: string }) {
  const { t } = useI18n();
  const action = useCartAction();
  return (
    <Form
      method="post"
      action={action}
      onSubmit={(event) => {
        if (count > 0) return;
        event.preventDefault();
        showToast(t("cart.validation.no_items"), "error");
      }}
    >
      <CsrfField />
      <IntentButton
        intent="checkout"
        className={`${className} rounded-lg bg-accent-strong font-bold text-white hover:bg-accent-dark`}
      >
        {t("cart.summary.buy", { count })}
      </IntentButton>
    </Form>
  );
}

/** Spec §2 summary: total price, a line per promo, total discount, grand total, Buy. */
export function CartSummary({ summary, promoBar }: { summary: CartSummaryDto; promoBar?: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <section aria-labelledby="cart-summary" className="rounded-2xl bg-white p-5 shadow-sm" data-testid="cart-summary">
        {promoBar ? <div className="mb-4">{promoBar}</div> : null}
        <h2 id="cart-summary" className="text-base font-bold text-slate-900">
          {t("cart.summary.title")}
        </h2>
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex justify-between gap-3 text-slate-600">
            <dt>{t("cart.summary.total_price", { count: summary.checked_qty })}</dt>
            <dd data-testid="cart-subtotal">{formatRupiah(summary.sub_total)}</dd>
          </div>
          {summary.all_promo.map((promo) => (
            <div key={promo.id} className="flex justify-between gap-3 text-slate-600">
              <dt className="min-w-0 truncate">{promo.name}</dt>
              <dd className="shrink-0 text-emerald-700">−{formatRupiah(promo.potongan)}</dd>
            </div>
          ))}
          {summary.discount > 0 ? (
            <div className="flex justify-between gap-3 text-slate-600">
              <dt>{t("cart.summary.total_discount")}</dt>
              <dd className="text-emerald-700" data-testid="cart-discount">
                −{formatRupiah(summary.discount)}
              </dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3 border-t border-slate-100 pt-3 text-base font-bold text-slate-900">
            <dt>{t("cart.summary.grand_total")}</dt>
            <dd data-testid="cart-grand-total">{formatRupiah(summary.grand_total)}</dd>
          </div>
        </dl>
        <BuyForm count={summary.checked_qty} className="mt-4 hidden h-11 w-full desk:block" />
      </section>
      {/* Phones: the total and Buy stay at hand at the bottom of the screen. */}
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] desk:hidden">
        <div>
          <p className="text-xs text-slate-500">{t("cart.summary.mobile_total")}</p>
          <p className="text-base font-bold text-slate-900">{formatRupiah(summary.grand_total)}</p>
        </div>
        <BuyForm count={summary.checked_qty} className="h-11 px-6" />
      </div>
    </>
  );
}
