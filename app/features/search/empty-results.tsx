import { Link } from "react-router";
import type { ListFilters, SpellingDto } from "../../../core/search/search.dto.ts";
import { listingSearchParams, withQuery } from "../../../core/search/search.view.ts";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";
import { CategoryChips } from "./category-chips.tsx";
import { clearedFilters, hasActiveFilters, listingHref } from "./listing-url.ts";

/** Nothing found: say so, offer other spellings ('Mungkin maksud kamu'), related categories, fewer filters. */
export function EmptyResults({
  path,
  filters,
  spelling,
}: {
  path: string;
  filters: ListFilters;
  spelling: SpellingDto;
}) {
  const { lang, t } = useI18n();
  return (
    <section role="status" className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-sm">
      <svg viewBox="0 0 120 96" width="120" height="96" aria-hidden="true" className="mb-4">
        <rect x="14" y="22" width="72" height="58" rx="8" fill="#fff1f1" />
        <path d="M14 38h72" stroke="#f90717" strokeOpacity=".3" strokeWidth="3" />
        <circle cx="80" cy="52" r="20" fill="#fff" stroke="#f90717" strokeWidth="5" />
        <path d="m94 66 14 14" stroke="#f90717" strokeWidth="7" strokeLinecap="round" />
        <path
          d="M72 50c2-4 6-6 8-6m-8 12c4 2 10 2 14-2"
          stroke="#c70512"
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <h2 className="text-lg font-bold text-slate-900">
        {spelling.query ? t("search.empty_title_query", { query: spelling.query }) : t("search.empty_title")}
      </h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{t("search.empty_text")}</p>

      {spelling.suggestions.length > 0 ? (
        <p className="mt-5 text-sm text-slate-700">
          {t("search.did_you_mean")}{" "}
          {spelling.suggestions.map((suggestion, index) => (
            <span key={suggestion}>
              {index > 0 ? ", " : null}
              <Link
                to={withQuery(localizedPath(lang, "/search"), listingSearchParams({ search: suggestion }))}
                className="font-bold italic text-accent-strong hover:underline"
              >
                {suggestion}
              </Link>
            </span>
          ))}
        </p>
      ) : null}

      {spelling.related_categories.length > 0 ? (
        <div className="mt-5">
          <p className="text-sm text-slate-700">{t("search.related_categories")}</p>
          <CategoryChips
            categories={spelling.related_categories}
            className="mt-2 flex flex-wrap justify-center gap-2"
          />
        </div>
      ) : null}

      {hasActiveFilters(filters) ? (
        <Link
          to={listingHref(path, filters, clearedFilters(filters))}
          className="mt-6 rounded-lg bg-accent-strong px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-dark"
        >
          {t("search.clear_filters")}
        </Link>
      ) : null}
    </section>
  );
}
