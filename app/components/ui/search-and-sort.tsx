import { useSubmit } from "react-router";
import { useI18n } from "../../lib/i18n.tsx";
import { SearchField } from "./search-field.tsx";

interface SearchAndSortProps {
  /** Prefix of the two fields' ids, unique on the page ('store' → store-search, store-sort). */
  idPrefix: string;
  search: { value: string; label: string; submitLabel: string; placeholder: string; className: string };
  sort: { value: string; label: string; options: readonly { value: string; label: string }[]; className?: string };
}

/**
 * A listing's search box and sort select, placed inside its GET form (a store's products, the official
 * brands). Choosing a sort submits the form at once; without JavaScript an 'Apply' button does it.
 */
export function SearchAndSort({ idPrefix, search, sort }: SearchAndSortProps) {
  const { t } = useI18n();
  const submit = useSubmit();
  return (
    <>
      <div className={`relative min-w-0 ${search.className}`}>
        <SearchField
          id={`${idPrefix}-search`}
          label={search.label}
          submitLabel={search.submitLabel}
          name="search"
          maxLength={100}
          defaultValue={search.value}
          placeholder={search.placeholder}
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${idPrefix}-sort`} className="shrink-0 text-sm text-slate-600">
          {sort.label}
        </label>
        <select
          id={`${idPrefix}-sort`}
          name="sort"
          defaultValue={sort.value}
          onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true })}
          className={`h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm focus:border-accent focus:outline-none ${sort.className ?? ""}`}
        >
          {sort.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="h-10 rounded-lg bg-accent-strong px-4 text-sm font-semibold text-white">
            {t("landing.apply")}
          </button>
        </noscript>
      </div>
    </>
  );
}
