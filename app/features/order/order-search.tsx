import { Form } from "react-router";
import { ORDER_SEARCH_MAX_LENGTH, type OrderListTab } from "../../../core/order/order-tabs.view.ts";
import { SearchField } from "../../components/ui/search-field.tsx";
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
      <SearchField
        // A new search from the URL (a tab or back button) replaces what was typed.
        key={search}
        id="order-search"
        label={t("order.search_label")}
        submitLabel={t("order.search_submit")}
        name="search"
        defaultValue={search}
        maxLength={ORDER_SEARCH_MAX_LENGTH}
        placeholder={t("order.search_placeholder")}
      />
    </Form>
  );
}
