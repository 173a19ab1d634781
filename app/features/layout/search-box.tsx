import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { SearchField } from "../../components/ui/search-field.tsx";
import { langFromPath, localizedPath, useI18n } from "../../lib/i18n.tsx";
import { onDemand } from "../../lib/on-demand.ts";
import { optionId, SuggestionList } from "../search/suggestion-list.tsx";
import { moveActive, suggestionOptions } from "../search/suggestions.ts";
import { useAutocomplete } from "../search/use-autocomplete.ts";

const MOBILE = "(max-width: 922px)";

/*
 * Only phones that focus the box need the overlay, so its code comes with the first touch on the box, not
 * with every page. Once here it opens within the focus event, where iOS still lets it take the keyboard.
 */
const overlay = onDemand(() => import("../search/mobile-search-overlay.tsx"));

/** The words of the current search, when the page is a search listing. */
function currentSearch(pathname: string, search: string): string {
  const bare = langFromPath(pathname) === "en" ? pathname.slice(3) : pathname;
  return bare === "/search" ? (new URLSearchParams(search).get("search") ?? "") : "";
}

/**
 * The header search. Without JavaScript: a GET form to /search. With it: an ARIA combobox whose listbox
 * suggests phrases, categories, products and stores as you type (arrow keys move, Enter opens, Escape
 * closes); on mobile (≤922 px) focusing the box opens the full-screen search overlay instead.
 */
export function SearchBox() {
  const { lang, t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(() => currentSearch(location.pathname, location.search));
  const [open, setOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useAutocomplete(query, lang, open || mobileOpen);
  const options = suggestionOptions(suggestions.data, lang);
  const expanded = open && options.length > 0;

  // A new page: show its search words, close the suggestions.
  useEffect(() => {
    setQuery(currentSearch(location.pathname, location.search));
    setOpen(false);
    setMobileOpen(false);
    setActive(-1);
  }, [location.pathname, location.search]);

  useEffect(() => setActive(-1), [suggestions.data]);

  const closeMobile = useCallback(() => setMobileOpen(false), []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(current, options.length, event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      setOpen(false);
      void navigate(options[active]!.href);
    } else if (event.key === "Escape") {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <>
      <Form
        role="search"
        // Named after its field: pages with a search of their own (brands, orders) have two search landmarks.
        aria-labelledby="site-search-label"
        method="get"
        action={localizedPath(lang, "/search")}
        className="relative min-w-0"
        onSubmit={() => {
          setOpen(false);
          inputRef.current?.blur();
        }}
      >
        <SearchField
          ref={inputRef}
          id="site-search"
          label={t("header.search")}
          labelId="site-search-label"
          submitLabel={t("header.search")}
          buttonClassName="absolute right-1 top-1 flex h-8 w-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-accent"
          iconSize={20}
          name="search"
          maxLength={100}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onPointerDown={() => {
            if (window.matchMedia(MOBILE).matches) overlay.load().catch(() => undefined);
          }}
          onFocus={(event) => {
            if (!window.matchMedia(MOBILE).matches) {
              setOpen(true);
              return;
            }
            const input = event.currentTarget;
            if (overlay.current) {
              input.blur();
              setMobileOpen(true);
              return;
            }
            // Until the overlay's code is here the box takes the typing (should it fail to come, the box
            // stays); then the overlay's box takes the focus straight from it, keeping the keyboard up.
            overlay.load().then(
              () => {
                if (document.activeElement === input) setMobileOpen(true);
              },
              (error: unknown) => console.error("search overlay could not be loaded", error),
            );
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder={t("header.search_placeholder")}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-3 pr-11 text-sm placeholder:text-slate-400 focus:border-accent focus:outline-none"
        />
        <div
          className={`absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg ${expanded ? "" : "hidden"}`}
        >
          <SuggestionList
            id={listId}
            options={expanded ? options : []}
            active={active}
            onHover={setActive}
            onChoose={() => setOpen(false)}
            corrected={suggestions.data?.corrected ?? null}
          />
        </div>
        <p className="sr-only" aria-live="polite">
          {expanded ? t("search.autocomplete.count", { count: options.length }) : ""}
        </p>
      </Form>
      {mobileOpen && overlay.current ? (
        <overlay.current.MobileSearchOverlay
          query={query}
          onQuery={setQuery}
          options={options}
          corrected={suggestions.data?.corrected ?? null}
          status={suggestions.status}
          onClose={closeMobile}
        />
      ) : null}
    </>
  );
}
