import { useEffect, useRef } from "react";
import {
  ORDER_LIST_TABS,
  orderListSearch,
  type OrderListTab,
  type OrderTabCounts,
} from "../../../core/order/order-tabs.view.ts";
import { formatNumber } from "../../lib/intl-format.ts";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";

/** One link per tab, with its count under the current search; plain links, so they work without JavaScript. */
export function OrderTabs({
  active,
  counts,
  search,
}: {
  active: OrderListTab;
  counts: OrderTabCounts;
  search: string;
}) {
  const { lang, t } = useI18n();
  const strip = useRef<HTMLElement>(null);
  // On a phone the strip scrolls sideways: bring the chosen tab into view (the page itself stays put).
  useEffect(() => {
    const nav = strip.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && current) nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [active]);
  return (
    <nav
      ref={strip}
      aria-label={t("order.tabs_label")}
      className="relative -mx-4 overflow-x-auto px-4 desk:mx-0 desk:px-0"
    >
      <ul className="flex gap-1 border-b border-slate-200 whitespace-nowrap">
        {ORDER_LIST_TABS.map((tab) => {
          const current = tab === active;
          return (
            <li key={tab}>
              <LocalLink
                to={`/user/order/list${orderListSearch(tab, search, 1)}`}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={`-mb-px flex items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-semibold transition ${
                  current
                    ? "border-accent text-accent-strong"
                    : "border-transparent text-slate-600 hover:text-accent-strong"
                }`}
              >
                {t(`order.tabs.${tab}`)}
                <span
                  className={`min-w-5 rounded-full px-1.5 text-center text-xs ${current ? "bg-accent-strong text-white" : "bg-slate-100 text-slate-600"}`}
                >
                  {formatNumber(counts[tab], lang)}
                </span>
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
