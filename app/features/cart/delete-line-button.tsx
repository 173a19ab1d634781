import type { ReactNode } from "react";
import { ConfirmSubmitForm } from "../../components/ui/confirm-submit-form.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { useCartAction } from "./use-cart-action.ts";

/** Deletes cart lines after 'Are you sure?' (Delete / Cancel). */
export function DeleteLinesButton({
  itemIds,
  label,
  className,
  children,
}: {
  itemIds: number[];
  label: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <ConfirmSubmitForm
      action={useCartAction()}
      fields={{ intent: "remove", cart_item_id: itemIds }}
      dialogTitle={t("cart.confirm.title")}
      question={t("cart.confirm.body")}
      confirmLabel={t("cart.confirm.delete")}
      cancelLabel={t("cart.confirm.cancel")}
      buttonLabel={label}
      tooltip={label}
      className={className}
    >
      {children}
    </ConfirmSubmitForm>
  );
}
