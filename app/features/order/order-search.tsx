import { Form } from "react-router";
import { ORDER_SEARCH_MAX_LENGTH, type OrderListTab } from "../../../core/order/order-tabs.view.ts";
import { SearchIcon } from "../../components/ui/icons.tsx";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";

/** A GET form: the search lands in the URL, stays in the current tab and starts again at page 1. */
export function OrderSearch({ tab, search }: { tab: OrderListTab; search: string }) {
  const { lang, t } = useI18n();
  return (
    <Form
      method="get"
      action={localizedPath(lang, "/user/order/list")}
      role="search"
      className="relative w-full desk:w-96"
      preventScrollReset
    >
      {tab !== "all" ? <input type="hidden" name="status" value={tab} /> : null}
      <label htmlFor="order-search" className="sr-only">
        {t("order.search_label")}
      </label>
      <input
        // A new search from the URL (a tab or back button) replaces what was typed.
        key={search}
        id="order-search"
        name="search"
        type="search"
        defaultValue={search}
        maxLength={ORDER_SEARCH_MAX_LENGTH}
        placeholder={t("order.search_placeholder")}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-3 pr-10 text-sm placeholder:text-slate-400 focus:border-accent focus:outline-none"
      />
      <button
        type="submit"
        aria-label={t("order.search_submit")}
        className="absolute right-0 top-0 flex h-10 w-10 items-center justify-center rounded-lg text-slate-500 hover:text-accent"
      >
        <SearchIcon width={18} height={18} />
      </button>
    </Form>
  );
}
