import { REJECT_REASON_MAX, REJECT_REASON_MIN } from "../../../core/order/order-tabs.view.ts";
import type { MerchantOrderItemDto } from "../../../core/order/order.dto.ts";
import { canPrint, type ShippingDocumentKind } from "../../../core/shipment/shipping-documents.view.ts";
import { printPath } from "./print-path.ts";
import { IntentButton } from "../../components/ui/intent-button.tsx";
import { formatJakartaDate } from "../../lib/intl-format.ts";
import { useI18n } from "../../lib/i18n.tsx";

const button = "inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold disabled:opacity-60";
const primary = `${button} bg-accent-strong font-bold text-white hover:bg-accent-dark`;
const secondary = `${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;

/** The seller's order list (the notification 'new order' links there). */
export const ORDER_LIST_PATH = "/merchant/dashboard/order/list";

/** The field a row's reject box writes its reason to (one box per order on the list). */
export const rejectReasonField = (orderCode: string) => `reason:${orderCode}`;

type ActionableOrder = Pick<MerchantOrderItemDto, "order_code" | "status_order" | "due_at">;

/** Whether the seller has a move to make on the order (the list ticks only those it can approve). */
export const awaitsSeller = (order: ActionableOrder) =>
  order.status_order === "confirmation" || order.status_order === "approve";

/** The deadline the seller works to: answer before … (new order), hand it over before … (approved). */
export function OrderDeadline({ order }: { order: ActionableOrder }) {
  const { t, lang } = useI18n();
  if (!order.due_at || !awaitsSeller(order)) return null;
  const date = formatJakartaDate(new Date(order.due_at), lang, {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
  return (
    <p className="text-xs font-medium text-amber-700">
      {t(order.status_order === "confirmation" ? "order.seller.respond_before" : "order.seller.ship_before", { date })}
    </p>
  );
}

/**
 * The next moves on one order, as submit buttons of the page's post form ('approve:CODE' …): approve or reject
 * a new order (the reason in a box that opens without JavaScript), request pickup for an approved one.
 */
export function StoreOrderActions({
  order,
  busy,
  reasonField,
}: {
  order: ActionableOrder;
  busy: boolean;
  /** The name of the reason box (one per order when a list holds many). */
  reasonField: string;
}) {
  const { t } = useI18n();
  const code = order.order_code;
  const forReaders = <span className="sr-only"> {code}</span>;
  if (order.status_order === "approve")
    return (
      <div className="flex flex-wrap gap-2">
        <IntentButton intent={`pickup:${code}`} disabled={busy} className={primary}>
          {t("order.seller.request_pickup")}
          {forReaders}
        </IntentButton>
      </div>
    );
  if (order.status_order !== "confirmation") return null;
  const reasonId = `reject-reason-${code}`;
  return (
    <div className="flex flex-wrap items-start gap-2">
      <IntentButton intent={`approve:${code}`} disabled={busy} className={primary}>
        {t("order.seller.approve")}
        {forReaders}
      </IntentButton>
      <details className="group">
        <summary className={`${secondary} cursor-pointer list-none group-open:border-accent`}>
          {t("order.seller.reject")}
          {forReaders}
        </summary>
        <div className="mt-2 w-72 max-w-full space-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <label htmlFor={reasonId} className="block text-sm font-semibold text-slate-800">
            {t("order.seller.reject_reason")}
          </label>
          <textarea
            id={reasonId}
            name={reasonField}
            rows={3}
            maxLength={REJECT_REASON_MAX}
            placeholder={t("order.seller.reject_placeholder", { min: REJECT_REASON_MIN })}
            className="w-full rounded-lg border border-slate-300 p-2 text-sm focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/20"
          />
          <IntentButton
            intent={`reject:${code}`}
            disabled={busy}
            className={`${button} w-full border border-accent text-accent-strong hover:bg-accent-soft`}
          >
            {t("order.seller.reject_confirm")}
            {forReaders}
          </IntentButton>
        </div>
      </details>
    </div>
  );
}

const PRINT_LABELS: Record<ShippingDocumentKind, string> = {
  label: "order.print.print_label",
  packinglist: "order.print.print_packing_list",
};

/**
 * The order's documents to print, as links that open the PDF in a new tab: the packing list once approved, the
 * shipping label once the courier has issued the airway bill.
 */
export function OrderPrintLinks({ order }: { order: Pick<MerchantOrderItemDto, "order_code" | "status_order"> }) {
  const { t, lang } = useI18n();
  const kinds = (["label", "packinglist"] as const).filter((kind) => canPrint(kind, order));
  if (kinds.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {kinds.map((kind) => (
        <a
          key={kind}
          href={printPath(kind, [order.order_code], lang)}
          target="_blank"
          rel="noopener"
          className={kind === "label" ? primary : secondary}
        >
          {t(PRINT_LABELS[kind])}
        </a>
      ))}
    </div>
  );
}
