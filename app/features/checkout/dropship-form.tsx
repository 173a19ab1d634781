import { useState } from "react";
import { useI18n } from "../../lib/i18n.tsx";
import { CheckoutForm } from "./checkout-form.tsx";

const NAME = /^[\p{L}\p{N} .,]+$/u;
const PHONE = /^0[82][0-9]{5,12}$/;

/** The dropshipper's two fields, as the form posts them (their labels are checkout.page.<name>). */
const DROPSHIP_FIELDS = [
  { key: "name", name: "dropship_name", maxLength: 200, inputMode: undefined },
  { key: "phone", name: "dropship_phone", maxLength: 14, inputMode: "tel" },
] as const;

/** Spec §5 dropshipper rules, checked here first; the server checks again. */
export function dropshipError(name: string, phone: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return "checkout.dropship.name_required";
  if (trimmed.length < 5) return "checkout.dropship.name_min";
  if (trimmed.length > 200) return "checkout.dropship.name_max";
  if (!NAME.test(trimmed)) return "checkout.dropship.name_chars";
  if (!phone.trim()) return "checkout.dropship.phone_required";
  if (!PHONE.test(phone.trim())) return "checkout.dropship.phone_invalid";
  return null;
}

/** Spec §4 dropshipper: opening shows 'Name is required'; closing clears the fields and unsets it on the server. */
export function DropshipForm({
  orderId,
  action,
  name,
  phone,
}: {
  orderId: number;
  action: string;
  name: string | null;
  phone: string | null;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(Boolean(name));
  const [draft, setDraft] = useState({ name: name ?? "", phone: phone ?? "" });
  const error = open ? dropshipError(draft.name, draft.phone) : null;
  return (
    <div className="mt-3 rounded-lg bg-slate-50 px-3 py-0.5" data-testid="dropship">
      {open ? (
        <CheckoutForm action={action} fields={{ intent: "dropship_unset", order_id: orderId }}>
          {() => (
            <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-800">
              <input
                type="checkbox"
                checked
                onChange={(event) => {
                  setOpen(false);
                  setDraft({ name: "", phone: "" });
                  event.currentTarget.form?.requestSubmit();
                }}
                className="h-4 w-4 accent-[#f90717]"
              />
              {t("checkout.page.dropship")}
            </label>
          )}
        </CheckoutForm>
      ) : (
        <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-800">
          <input type="checkbox" checked={false} onChange={() => setOpen(true)} className="h-4 w-4 accent-[#f90717]" />
          {t("checkout.page.dropship")}
        </label>
      )}
      {open ? (
        <CheckoutForm
          action={action}
          fields={{ intent: "dropship", order_id: orderId }}
          className="mb-2.5 mt-1 grid gap-2 desk:grid-cols-[1fr_1fr_auto]"
        >
          {(busy) => (
            <>
              {DROPSHIP_FIELDS.map(({ key, name, maxLength, inputMode }) => (
                <label key={key} className="text-xs text-slate-600">
                  {t(`checkout.page.${name}`)}
                  <input
                    name={name}
                    inputMode={inputMode}
                    value={draft[key]}
                    maxLength={maxLength}
                    onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                    className="mt-0.5 block h-10 w-full rounded-lg border border-slate-300 px-2 text-sm focus:border-accent focus:outline-none"
                  />
                </label>
              ))}
              <button
                type="submit"
                disabled={busy || error !== null}
                className="h-10 self-end rounded-lg bg-accent-strong px-4 text-sm font-semibold text-white disabled:opacity-50"
              >
                {t("checkout.page.save")}
              </button>
              {error ? (
                <p role="alert" className="text-xs text-accent-strong desk:col-span-3">
                  {t(error)}
                </p>
              ) : null}
            </>
          )}
        </CheckoutForm>
      ) : null}
    </div>
  );
}
