import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { CheckIcon } from "./cart-icons.tsx";
import { useCartAction } from "./use-cart-action.ts";
import { useNoticeFetcher } from "../../lib/use-notice.ts";
import { IntentButton } from "../../components/ui/intent-button.tsx";

/**
 * A cart checkbox that works without JavaScript: a submit button in its own small form, announced as a
 * checkbox. With JavaScript it submits in the background and shows the new state at once.
 */
export function CheckToggle({
  checked,
  label,
  fields,
  disabled = false,
  size = 20,
}: {
  checked: boolean;
  label: string;
  /** The hidden fields naming what to (un)check; the intent gets its 'un' prefix from the state. */
  fields: { intent: "check" | "check_store" | "check_all"; cart_item_id?: number; merchant_id?: number };
  disabled?: boolean;
  size?: number;
}) {
  const fetcher = useNoticeFetcher();
  const action = useCartAction();
  const pending = fetcher.formData?.get("intent");
  const shown = typeof pending === "string" ? !pending.startsWith("un") : checked;
  return (
    <fetcher.Form method="post" action={action} className="flex">
      <CsrfField />
      {fields.cart_item_id !== undefined ? (
        <input type="hidden" name="cart_item_id" value={fields.cart_item_id} />
      ) : null}
      {fields.merchant_id !== undefined ? <input type="hidden" name="merchant_id" value={fields.merchant_id} /> : null}
      <IntentButton
        intent={shown ? `un${fields.intent}` : fields.intent}
        role="checkbox"
        aria-checked={shown}
        aria-label={label}
        disabled={disabled}
        style={{ width: size, height: size }}
        className={`touch-target relative flex shrink-0 items-center justify-center rounded-[5px] border-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-40 ${
          shown
            ? "border-accent bg-accent text-white"
            : "border-slate-300 bg-white text-transparent hover:border-accent"
        }`}
      >
        <CheckIcon width={size - 6} height={size - 6} strokeWidth={3} />
      </IntentButton>
    </fetcher.Form>
  );
}
