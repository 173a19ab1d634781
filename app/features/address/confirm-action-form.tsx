import { useRef, useState, type ReactNode } from "react";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { useNoticeFetcher } from "../../lib/use-notice.ts";
import { addressActionPath } from "./address-paths.ts";

/**
 * A button that posts one address change (make main, delete) after 'Are you sure?'. Without JavaScript
 * the form posts at once (there is no dialog to ask in) and the page comes back with the message.
 */
export function ConfirmActionForm({
  intent,
  addressId,
  redirectTo,
  question,
  confirmLabel,
  buttonLabel,
  className,
  children,
  tone = "accent",
}: {
  intent: "setdefault" | "delete";
  addressId: number;
  redirectTo: string;
  question: string;
  confirmLabel: string;
  /** The button's accessible name (its text may be shorter). */
  buttonLabel: string;
  className: string;
  children: ReactNode;
  tone?: "accent" | "danger";
}) {
  const { lang, t } = useI18n();
  const fetcher = useNoticeFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  const action = addressActionPath(lang);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        setAsking(true);
      }}
    >
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={addressId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" aria-label={buttonLabel} disabled={fetcher.state !== "idle"} className={className}>
        {children}
      </button>
      <Modal open={asking} onClose={() => setAsking(false)} title={t("address.confirm.title")}>
        <div className="p-5">
          <p className="text-sm text-slate-600">{question}</p>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <button type="button" onClick={() => setAsking(false)} className="h-10 rounded-lg border border-slate-300 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              {t("address.confirm.cancel")}
            </button>
            <button
              type="button"
              onClick={() => {
                setAsking(false);
                if (formRef.current) void fetcher.submit(formRef.current, { method: "post", action });
              }}
              className={`h-10 rounded-lg text-sm font-semibold text-white ${tone === "danger" ? "bg-slate-800 hover:bg-slate-900" : "bg-accent hover:bg-accent-dark"}`}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      </Modal>
    </fetcher.Form>
  );
}
