import { orderStatusKey, type OrderStatus } from "../../../core/invoice/invoice-status.view.ts";
import { useI18n } from "../../lib/i18n.tsx";

const STATUS_TONE: Record<OrderStatus, string> = {
  waiting_payment: "bg-amber-50 text-amber-700",
  confirmation: "bg-sky-50 text-sky-700",
  approve: "bg-sky-50 text-sky-700",
  pickup: "bg-sky-50 text-sky-700",
  send: "bg-indigo-50 text-indigo-700",
  complete: "bg-emerald-50 text-emerald-700",
  cancel: "bg-slate-100 text-slate-600",
  reject: "bg-accent-soft text-accent-dark",
  complain: "bg-orange-50 text-orange-700",
};

/** An order's status (spec §4 display texts) as a coloured pill; the invoice and the order list show it. */
export function OrderStatusBadge({ status, className = "" }: { status: OrderStatus; className?: string }) {
  const { t } = useI18n();
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_TONE[status] ?? "bg-slate-100 text-slate-600"} ${className}`}
    >
      <span className="sr-only">{t("invoice.order_status_label")}: </span>
      {t(orderStatusKey(status))}
    </span>
  );
}
