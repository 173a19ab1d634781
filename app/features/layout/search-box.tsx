import { SearchIcon } from "../../components/ui/icons.tsx";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";

/** The header search: a plain GET form to /search, so it works without JavaScript. */
export function SearchBox() {
  const { lang, t } = useI18n();
  return (
    <form role="search" action={localizedPath(lang, "/search")} method="get" className="relative min-w-0">
      <label htmlFor="site-search" className="sr-only">
        {t("header.search")}
      </label>
      <input
        id="site-search"
        name="search"
        type="search"
        maxLength={100}
        autoComplete="off"
        placeholder={t("header.search_placeholder")}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-3 pr-11 text-sm placeholder:text-slate-400 focus:border-accent focus:outline-none"
      />
      <button
        type="submit"
        aria-label={t("header.search")}
        className="absolute right-1 top-1 flex h-8 w-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-accent"
      >
        <SearchIcon width={20} height={20} />
      </button>
    </form>
  );
}
