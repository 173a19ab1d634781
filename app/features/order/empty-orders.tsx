import type { OrderListTab } from "../../../core/order/order-tabs.view.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";

/** The generic empty-state block of spec §2 for a tab with no orders, or a search that found none. */
export function EmptyOrders({ tab, search }: { tab: OrderListTab; search: string }) {
  const { t } = useI18n();
  return (
    <section role="status" className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-sm">
      <svg viewBox="0 0 140 110" width="140" height="110" aria-hidden="true" className="mb-4">
        <ellipse cx="70" cy="100" rx="52" ry="6" fill="#f1f5f9" />
        <rect x="34" y="12" width="72" height="84" rx="8" fill="#fff1f1" stroke="#f90717" strokeWidth="5" />
        <path d="M50 36h40M50 52h40M50 68h24" stroke="#f90717" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h2 className="text-lg font-bold text-slate-900">
        {search ? t("order.empty.search_title") : t(`order.empty.${tab}`)}
      </h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        {search ? t("order.empty.search_text", { search }) : t("order.empty.text")}
      </p>
      <LocalLink
        to="/"
        className="mt-5 rounded-lg bg-accent-strong px-6 py-2.5 text-sm font-bold text-white hover:bg-accent-dark"
      >
        {t("order.start_shopping")}
      </LocalLink>
    </section>
  );
}
