import { useRef, useState, type ReactNode } from "react";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { useCartAction, useNoticeFetcher } from "./use-notice-fetcher.ts";

/**
 * Deletes cart lines after 'Are you sure?' (Delete / Cancel). Without JavaScript the form posts at once:
 * there is no dialog to ask in.
 */
export function DeleteLinesButton({ itemIds, label, className, children }: { itemIds: number[]; label: string; className: string; children: ReactNode }) {
  const { t } = useI18n();
  const fetcher = useNoticeFetcher();
  const action = useCartAction();
  const formRef = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
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
      <input type="hidden" name="intent" value="remove" />
      {itemIds.map((id) => (
        <input key={id} type="hidden" name="cart_item_id" value={id} />
      ))}
      <button type="submit" aria-label={label} title={label} disabled={fetcher.state !== "idle"} className={className}>
        {children}
      </button>
      <Modal open={asking} onClose={() => setAsking(false)} title={t("cart.confirm.title")}>
        <div className="p-5">
          <p className="text-sm text-slate-600">{t("cart.confirm.body")}</p>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <button type="button" onClick={() => setAsking(false)} className="h-10 rounded-lg border border-slate-300 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              {t("cart.confirm.cancel")}
            </button>
            <button
              type="button"
              onClick={() => {
                setAsking(false);
                if (formRef.current) void fetcher.submit(formRef.current, { method: "post", action });
              }}
              className="h-10 rounded-lg bg-accent text-sm font-semibold text-white hover:bg-accent-dark"
            >
              {t("cart.confirm.delete")}
            </button>
          </div>
        </div>
      </Modal>
    </fetcher.Form>
  );
}
