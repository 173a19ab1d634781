import { Form } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { ConfirmSubmitForm } from "../../components/ui/confirm-submit-form.tsx";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { IntentButton } from "../../components/ui/intent-button.tsx";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";

/** The statuses after which the buyer may put the order's products back in the cart. */
const BUY_AGAIN_STATUSES: readonly string[] = ["send", "complete", "cancel", "reject"];

/** The status moves the buyer may ask for (the action's intents), from the status each needs. */
const STATUS_MOVES = [
  { intent: "cancel", from: "confirmation", look: "outline" },
  { intent: "confirm", from: "send", look: "primary" },
] as const;

export function canBuyAgain(status: string): boolean {
  return BUY_AGAIN_STATUSES.includes(status);
}

/**
 * What the buyer can do with an order next (spec §4): cancel before the store approved and confirm receipt of a
 * sent one, each asked once more first, and buy again. They post to the order's page and come back to
 * `redirectTo` (the page they are on) with a message.
 */
export function OrderActions({
  orderCode,
  status,
  redirectTo,
  buttonClassName,
}: {
  orderCode: string;
  status: string;
  redirectTo: string;
  /** Layout of each button (flex-1 on phones…); the looks are the site's. */
  buttonClassName: string;
}) {
  const { lang, t } = useI18n();
  const action = localizedPath(lang, `/user/order/detail/${encodeURIComponent(orderCode)}`);
  const fields = { redirectTo };
  const codeForReaders = <span className="sr-only"> {orderCode}</span>;
  const ask = { cancelLabel: t("order.actions.back"), dialogTitle: orderCode };
  return (
    <>
      {STATUS_MOVES.filter((move) => move.from === status).map((move) => (
        <ConfirmSubmitForm
          key={move.intent}
          action={action}
          fields={{ ...fields, intent: move.intent }}
          {...ask}
          question={t(`order.actions.${move.intent}_question`)}
          confirmLabel={t(`order.actions.${move.intent}_yes`)}
          buttonLabel={`${t(`order.actions.${move.intent}`)} ${orderCode}`}
          className={buttonClass({ look: move.look, size: "md", className: buttonClassName })}
        >
          {t(`order.actions.${move.intent}`)}
        </ConfirmSubmitForm>
      ))}
      {canBuyAgain(status) ? (
        <Form method="post" action={action} className="contents">
          <CsrfField />
          <IntentButton
            intent="buy_again"
            className={buttonClass({
              look: status === "send" ? "outline" : "accent",
              size: "md",
              className: buttonClassName,
            })}
          >
            {t("order.actions.buy_again")}
            {codeForReaders}
          </IntentButton>
        </Form>
      ) : null}
    </>
  );
}
