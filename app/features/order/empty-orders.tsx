import type { OrderListTab } from "../../../core/order/order-tabs.view.ts";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useI18n } from "../../lib/i18n.tsx";

/** An order sheet: the picture of an empty order list, the buyer's and the seller's. */
export function OrderSheetIllustration() {
  return (
    <>
      <rect x="34" y="12" width="72" height="84" rx="8" fill="#fff1f1" stroke="#f90717" strokeWidth="5" />
      <path d="M50 36h40M50 52h40M50 68h24" stroke="#f90717" strokeWidth="5" strokeLinecap="round" />
    </>
  );
}

/** The generic empty-state block of spec §2 for a tab with no orders, or a search that found none. */
export function EmptyOrders({ tab, search }: { tab: OrderListTab; search: string }) {
  const { t } = useI18n();
  return (
    <EmptyState
      illustration={<OrderSheetIllustration />}
      title={search ? t("order.empty.search_title") : t(`order.empty.${tab}`)}
      description={search ? t("order.empty.search_text", { search }) : t("order.empty.text")}
      linkLabel={t("order.start_shopping")}
      linkTo="/"
    />
  );
}
