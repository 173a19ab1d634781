import { Form, useSubmit } from "react-router";
import type { ListFilters } from "../../../core/search/search.dto.ts";
import { SORT_IDS } from "../../../core/search/search.view.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { hiddenFields } from "./listing-url.ts";

/** The sort order: a GET form with a select; it applies on change with JavaScript, with a button without. */
export function SortSelect({ path, filters }: { path: string; filters: ListFilters }) {
  const { t } = useI18n();
  const submit = useSubmit();
  return (
    <Form method="get" action={path} preventScrollReset className="flex items-center gap-2">
      {hiddenFields(filters, ["sort"]).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {/*
        The select is inside its label, not tied by id: it is rebuilt when the sort changes, and in the browser
        it then gets an id the server-rendered label does not know (decision 0020).
      */}
      <label className="flex items-center gap-2">
        <span className="whitespace-nowrap text-sm text-slate-600 max-sm:sr-only">{t("search.sort.label")}</span>
        <select
          name="sort"
          key={filters.sort}
          defaultValue={filters.sort}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
          className="h-10 rounded-lg border border-slate-300 bg-white pl-3 pr-8 text-sm font-semibold text-slate-800 focus:border-accent focus:outline-none"
        >
          {SORT_IDS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`search.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold">
          {t("search.sort.submit")}
        </button>
      </noscript>
    </Form>
  );
}
