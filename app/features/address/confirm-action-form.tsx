import type { ReactNode } from "react";
import { ConfirmSubmitForm } from "../../components/ui/confirm-submit-form.tsx";
import { useI18n } from "../../lib/i18n.tsx";
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
  return (
    <ConfirmSubmitForm
      action={addressActionPath(lang)}
      fields={{ intent, id: addressId, redirectTo }}
      dialogTitle={t("address.confirm.title")}
      question={question}
      confirmLabel={confirmLabel}
      cancelLabel={t("address.confirm.cancel")}
      buttonLabel={buttonLabel}
      className={className}
      confirmClassName={tone === "danger" ? "bg-slate-800 hover:bg-slate-900" : "bg-accent-strong hover:bg-accent-dark"}
    >
      {children}
    </ConfirmSubmitForm>
  );
}
