import { useEffect, useId, useRef, useState } from "react";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { MinusIcon, PlusIcon } from "../product/product-icons.tsx";
import { stepDown, stepUp, typed, type QuantityCheck } from "./cart-quantity.ts";
import { useCartAction } from "./use-cart-action.ts";
import { useNoticeFetcher } from "../../lib/use-notice.ts";

/**
 * Minus / input / plus of a cart line. Without JavaScript the buttons post 'dec'/'inc' and Enter in the
 * field posts the typed number; the server applies the same rules and answers with a flash message.
 */
export function QuantityStepper({
  itemId,
  qty,
  stock,
  name,
  disabled = false,
}: {
  itemId: number;
  qty: number;
  stock: number;
  name: string;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const fetcher = useNoticeFetcher();
  const action = useCartAction();
  const messageId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(String(qty));
  const [message, setMessage] = useState<{ key: string; values?: Record<string, number> } | null>(null);
  useEffect(() => setDraft(String(qty)), [qty]);

  const submit = (check: QuantityCheck) => {
    if (!check.ok) {
      setMessage({ key: check.key, values: check.values });
      return;
    }
    setMessage(null);
    setDraft(String(check.qty));
    if (check.qty === qty || !formRef.current) return;
    const form = new FormData(formRef.current);
    form.set("qty", String(check.qty));
    void fetcher.submit(form, { method: "post", action });
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        className={`flex h-10 items-center rounded-lg border focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/20 desk:h-9 ${message ? "border-accent" : "border-slate-300"}`}
        onSubmit={(event) => {
          // Enter in the field: check it here first.
          event.preventDefault();
          submit(typed(draft, stock));
        }}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="qty" />
        <input type="hidden" name="cart_item_id" value={itemId} />
        <input type="hidden" name="current" value={qty} />
        <StepButton
          step="dec"
          disabled={disabled}
          atLimit={qty <= 1}
          onStep={() => submit(stepDown(qty))}
          label={t("cart.item.decrease")}
        />
        <input
          name="qty"
          inputMode="numeric"
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            if (draft !== String(qty)) submit(typed(draft, stock));
          }}
          aria-label={t("cart.item.quantity", { name })}
          aria-invalid={message ? true : undefined}
          // Always set: the message line is in the page from the start, with the server's id (decision 0020).
          aria-describedby={messageId}
          className="h-full w-12 border-x border-slate-200 text-center text-sm font-semibold text-slate-900 focus:outline-none"
        />
        <StepButton
          step="inc"
          disabled={disabled}
          atLimit={qty >= stock}
          onStep={() => submit(stepUp(qty, stock))}
          label={t("cart.item.increase")}
        />
      </fetcher.Form>
      <p id={messageId} role="alert" className="min-h-4 text-right text-xs text-accent-strong">
        {message ? t(message.key, message.values) : ""}
      </p>
    </div>
  );
}

/**
 * One side of the stepper. Without JavaScript it posts `step` and the server counts; with it, `onStep` submits
 * the new quantity straight away. At the limit (1, or the stock) it stays clickable but greyed out.
 */
function StepButton({
  step,
  disabled,
  atLimit,
  onStep,
  label,
}: {
  step: "dec" | "inc";
  disabled: boolean;
  atLimit: boolean;
  onStep: () => void;
  label: string;
}) {
  return (
    <button
      type="submit"
      name="step"
      value={step}
      disabled={disabled}
      onClick={(event) => {
        event.preventDefault();
        onStep();
      }}
      aria-label={label}
      className={`touch-target relative flex h-full w-10 items-center justify-center ${step === "dec" ? "rounded-l-lg" : "rounded-r-lg"} desk:w-9 ${atLimit ? "text-slate-300" : "text-accent hover:bg-accent-soft"}`}
    >
      {step === "dec" ? <MinusIcon width={16} height={16} /> : <PlusIcon width={16} height={16} />}
    </button>
  );
}
