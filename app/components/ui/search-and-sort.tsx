import { useSubmit } from "react-router";
import { useI18n } from "../../lib/i18n.tsx";
import { SearchIcon } from "./icons.tsx";

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
      <label htmlFor={`${idPrefix}-search`} className="sr-only">
        {search.label}
      </label>
      <div className={`relative min-w-0 ${search.className}`}>
        <input
          id={`${idPrefix}-search`}
          name="search"
          type="search"
          maxLength={100}
          defaultValue={search.value}
          placeholder={search.placeholder}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-3 pr-10 text-sm placeholder:text-slate-400 focus:border-accent focus:outline-none"
        />
        <button
          type="submit"
          aria-label={search.submitLabel}
          className="absolute right-0 top-0 flex h-10 w-10 items-center justify-center rounded-lg text-slate-500 hover:text-accent"
        >
          <SearchIcon width={18} height={18} />
        </button>
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
