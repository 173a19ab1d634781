import { useId, useState } from "react";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { formatRupiah } from "../../lib/format.ts";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";
import { useNoticeFetcher } from "../../lib/use-notice.ts";
import { MinusIcon, PlusIcon } from "./product-icons.tsx";
import {
  NOTE_MAX_LENGTH,
  clampNote,
  decrease,
  increase,
  initialQuantity,
  isOutOfStock,
  subtotal,
  typedQuantity,
  unitPrice,
  type FlashPrice,
  type QuantityMessage,
} from "./quantity.ts";
import { Thumbnail } from "../../components/ui/picture.tsx";
import { IntentButton } from "../../components/ui/intent-button.tsx";

/** The id of the purchase form; the size radios elsewhere on the page join it with form=…. */
export const PURCHASE_FORM_ID = "product-purchase";

/**
 * The action panel of spec §2: quantity (minus/input/plus), note, live subtotal, 'Buy now' and
 * 'Add To Cart'. A plain form: without JavaScript it still posts (the number input keeps 1..stock).
 * It posts to the cart: 'Add To Cart' stays here with a toast (or, without JavaScript, comes back here
 * with a flash), 'Buy now' goes on to checkout; logged out, the cart sends the shopper to log in with
 * the spec §8 message and back here afterwards.
 */
export function PurchasePanel({
  productId,
  stock,
  publishPrice,
  flash,
  returnTo,
  variant,
  closed = null,
}: {
  productId: number;
  stock: number;
  publishPrice: number;
  /** The running flash sale's price and units left, when the product is on one. */
  flash: FlashPrice | null;
  /** This page's path, where the shopper comes back to after adding or logging in. */
  returnTo: string;
  variant: { name: string; thumb: string | null } | null;
  /** The store is closed (its holiday): nothing can be bought, whatever the stock; why, as shown. */
  closed?: { title: string; text: string } | null;
}) {
  const { lang, t } = useI18n();
  const fetcher = useNoticeFetcher("purchase");
  const ids = { qty: useId(), note: useId(), message: useId(), title: useId() };
  const outOfStock = isOutOfStock(stock) || closed !== null;
  const [qty, setQty] = useState(() => initialQuantity(stock));
  // What the shopper is typing, before it is a quantity (an emptied field).
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<QuantityMessage | null>(null);
  const [note, setNote] = useState("");
  const submitting = fetcher.state !== "idle";
  const quotaShort = flash !== null && qty > flash.remaining;

  const apply = (result: { qty: number; message: QuantityMessage | null }) => {
    setQty(result.qty);
    setMessage(result.message);
    setDraft(null);
  };
  const commitDraft = () => {
    if (draft !== null) apply(typedQuantity(draft, stock));
  };
  /** What the − and + buttons share. */
  const stepper = { qty, stock, disabled: outOfStock, field: ids.qty, onStep: apply };
  return (
    <section aria-labelledby={ids.title} className="rounded-2xl border border-slate-200 bg-white p-4 desk:shadow-sm">
      <h2 id={ids.title} className="text-base font-bold text-slate-900">
        {t("product.panel.title")}
      </h2>
      {variant ? (
        <div className="mt-3 flex items-center gap-2 border-b border-slate-100 pb-3 text-sm text-slate-700">
          {variant.thumb ? (
            <Thumbnail src={variant.thumb} alt="" size={40} className="h-10 w-10 rounded-md object-cover" />
          ) : null}
          <span className="line-clamp-2">{t("product.variant.selected", { name: variant.name })}</span>
        </div>
      ) : null}

      <fetcher.Form
        method="post"
        action={localizedPath(lang, "/cart")}
        id={PURCHASE_FORM_ID}
        className="mt-3 flex flex-col gap-3"
        data-testid="purchase-form"
      >
        <CsrfField />
        <input type="hidden" name="products_id" value={productId} />
        <input type="hidden" name="redirectTo" value={returnTo} />
        {closed ? (
          <div role="status" className="rounded-lg bg-slate-100 px-3 py-2.5 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">{closed.title}</p>
            <p className="mt-0.5">{closed.text}</p>
          </div>
        ) : outOfStock ? (
          <div role="status" className="rounded-lg bg-slate-100 px-3 py-2.5 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">{t("product.stock.out")}</p>
            <p className="mt-0.5">{t("product.stock.out_text")}</p>
          </div>
        ) : null}

        <div>
          <label htmlFor={ids.qty} className="mb-1.5 block text-sm font-semibold text-slate-700">
            {t("product.quantity.label")}
          </label>
          <div className="flex items-center gap-3">
            <div
              className={`flex h-10 items-center rounded-lg border ${message ? "border-accent" : "border-slate-300"} ${outOfStock ? "opacity-50" : ""}`}
            >
              <StepButton step="decrease" {...stepper} />
              <input
                id={ids.qty}
                name="qty"
                type="number"
                inputMode="numeric"
                min={outOfStock ? 0 : 1}
                max={Math.max(0, stock)}
                step={1}
                required
                disabled={outOfStock}
                value={draft ?? String(qty)}
                aria-describedby={ids.message}
                aria-invalid={message?.key === "product.quantity.min" ? true : undefined}
                onChange={(event) => {
                  const raw = event.target.value;
                  if (raw.trim() === "") setDraft(raw);
                  else apply(typedQuantity(raw, stock));
                }}
                onBlur={commitDraft}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    commitDraft();
                  }
                }}
                className="h-full w-14 border-x border-slate-200 text-center text-sm font-semibold text-slate-900 [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
              />
              <StepButton step="increase" {...stepper} />
            </div>
            <p className="text-sm text-slate-600">
              {isOutOfStock(stock) ? (
                t("product.stock.out")
              ) : stock <= 10 ? (
                <span className="font-semibold text-accent-strong">{t("product.quantity.stock_few", { stock })}</span>
              ) : (
                t("product.quantity.stock", { stock })
              )}
            </p>
          </div>
          <p
            id={ids.message}
            role="status"
            aria-live="polite"
            className="mt-1.5 min-h-5 text-xs font-medium text-accent-strong"
            data-testid="quantity-message"
          >
            {message && message.key !== "product.stock.out"
              ? t(message.key, "values" in message ? message.values : undefined)
              : ""}
          </p>
        </div>

        <div>
          <div className="mb-1.5 flex items-baseline justify-between">
            <label htmlFor={ids.note} className="text-sm font-semibold text-slate-700">
              {t("product.note.label")}
            </label>
            <span className="text-xs text-slate-500" aria-hidden="true">
              {t("product.note.counter", { count: Array.from(note).length, max: NOTE_MAX_LENGTH })}
            </span>
          </div>
          <textarea
            id={ids.note}
            name="note"
            rows={2}
            maxLength={NOTE_MAX_LENGTH}
            value={note}
            disabled={outOfStock}
            onChange={(event) => setNote(clampNote(event.target.value))}
            placeholder={t("product.note.placeholder")}
            className="block w-full resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm placeholder:text-slate-400 focus:border-accent focus:outline-none disabled:bg-slate-50"
          />
        </div>

        <div className="flex items-center justify-between border-t border-slate-100 pt-3">
          <span className="text-sm text-slate-600">{t("product.panel.subtotal")}</span>
          <output
            htmlFor={ids.qty}
            className="text-lg font-bold text-slate-900"
            data-testid="subtotal"
            aria-live="polite"
          >
            {formatRupiah(subtotal(qty, unitPrice(qty, publishPrice, flash)))}
          </output>
        </div>
        {quotaShort ? (
          <p className="-mt-1 text-xs text-amber-700" data-testid="flash-quota-short">
            {t("product.flash.quota_short", { remaining: flash.remaining })}
          </p>
        ) : null}

        <PurchaseButtons disabled={outOfStock || submitting} className="hidden desk:grid desk:grid-cols-1" />
      </fetcher.Form>
    </section>
  );
}

const PURCHASE_ACTIONS = [
  {
    intent: "add",
    label: "product.panel.add_to_cart",
    className: "bg-accent-strong text-white hover:bg-accent-dark disabled:bg-slate-300 max-desk:order-2",
  },
  {
    intent: "buy",
    label: "product.panel.buy_now",
    className:
      "border border-accent bg-white text-accent-strong hover:bg-accent-soft disabled:border-slate-300 disabled:text-slate-400 max-desk:order-1",
  },
] as const;

/**
 * 'Add To Cart' and 'Buy now'. They name the purchase form, so the mobile bar at the bottom of the page
 * submits it from outside.
 */
export function PurchaseButtons({ disabled, className = "" }: { disabled: boolean; className?: string }) {
  const { t } = useI18n();
  return (
    <div className={`gap-2 ${className}`}>
      {PURCHASE_ACTIONS.map((action) => (
        <IntentButton
          key={action.intent}
          form={PURCHASE_FORM_ID}
          intent={action.intent}
          disabled={disabled}
          className={`h-11 rounded-lg px-4 text-sm font-bold transition disabled:cursor-not-allowed ${action.className}`}
        >
          {t(action.label)}
        </IntentButton>
      ))}
    </div>
  );
}

/** The − and + on either side of the quantity field: greyed at the end of the range they move towards. */
function StepButton({
  step,
  qty,
  stock,
  disabled,
  field,
  onStep,
}: {
  step: "decrease" | "increase";
  qty: number;
  stock: number;
  /** Nothing to buy (out of stock, or the store is closed). */
  disabled: boolean;
  /** The quantity field's id. */
  field: string;
  onStep: (result: ReturnType<typeof decrease>) => void;
}) {
  const { t } = useI18n();
  const down = step === "decrease";
  const atEnd = down ? qty <= 1 : qty >= stock || disabled;
  return (
    <button
      type="button"
      onClick={() => onStep(down ? decrease(qty, stock) : increase(qty, stock))}
      disabled={disabled}
      aria-label={t(`product.quantity.${step}`)}
      aria-controls={field}
      className={`flex h-full w-10 items-center justify-center ${down ? "rounded-l-lg" : "rounded-r-lg"} ${atEnd ? "text-slate-300" : "text-accent hover:bg-accent-soft"} disabled:cursor-not-allowed`}
    >
      {down ? <MinusIcon width={18} height={18} /> : <PlusIcon width={18} height={18} />}
    </button>
  );
}
