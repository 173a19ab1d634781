import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Icon } from "../../components/ui/icons.tsx";
import { SearchField } from "../../components/ui/search-field.tsx";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";
import { SuggestionPrice, SuggestionThumb } from "./suggestion-list.tsx";
import { SUGGESTION_GROUPS, type SuggestionOption } from "./suggestions.ts";
import { useBodyScrollLock } from "./use-body-scroll-lock.ts";
import { IconButton } from "../../components/ui/button.tsx";
import { FullScreenPanel } from "../../components/ui/full-screen-panel.tsx";

/**
 * Spec §2 mobile search: a full-screen overlay with its own box, submit and reset, the suggestions, and an
 * arrow beside each phrase that copies it into the box to refine it. The page behind does not scroll while
 * it is open.
 */
export function MobileSearchOverlay({
  query,
  onQuery,
  options,
  corrected,
  status,
  onClose,
}: {
  query: string;
  onQuery: (value: string) => void;
  options: SuggestionOption[];
  corrected: string | null;
  status: "idle" | "loading" | "ready" | "error";
  onClose: () => void;
}) {
  const { lang, t } = useI18n();
  const inputRef = useRef<HTMLInputElement>(null);
  useBodyScrollLock(true);

  useEffect(() => {
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  const copy = (text: string) => {
    onQuery(`${text} `);
    inputRef.current?.focus();
  };

  return (
    <FullScreenPanel label={t("header.search")}>
      <div className="flex items-center gap-2 border-b border-slate-200 px-2 py-2">
        <IconButton label={t("search.autocomplete.close")} onClick={onClose} className="text-slate-600">
          <Icon size={22}>
            <path d="M15 5 8 12l7 7" />
          </Icon>
        </IconButton>
        <Form
          role="search"
          method="get"
          action={localizedPath(lang, "/search")}
          className="relative flex min-w-0 flex-1 items-center"
          onSubmit={() => inputRef.current?.blur()}
        >
          <SearchField
            ref={inputRef}
            id="mobile-search"
            label={t("header.search")}
            submitLabel={t("header.search")}
            buttonClassName="absolute right-1 flex h-8 w-9 items-center justify-center rounded-md text-slate-500 hover:text-accent"
            iconSize={20}
            name="search"
            enterKeyHint="search"
            maxLength={100}
            autoComplete="off"
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            placeholder={t("header.search_placeholder")}
            aria-controls="mobile-search-suggestions"
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-3 pr-20 text-base placeholder:text-slate-400 focus:border-accent focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          >
            {query ? (
              <button
                type="button"
                onClick={() => {
                  onQuery("");
                  inputRef.current?.focus();
                }}
                aria-label={t("search.autocomplete.reset")}
                className="absolute right-10 flex h-8 w-8 items-center justify-center rounded-full text-lg text-slate-500 hover:text-slate-700"
              >
                ×
              </button>
            ) : null}
          </SearchField>
        </Form>
      </div>

      <div id="mobile-search-suggestions" className="flex-1 overflow-y-auto pb-6" aria-busy={status === "loading"}>
        {corrected ? (
          <p className="px-4 pt-3 text-xs text-slate-500">{t("search.autocomplete.corrected", { corrected })}</p>
        ) : null}
        {status === "ready" && options.length === 0 ? (
          <p className="px-4 pt-4 text-sm text-slate-500">{t("search.autocomplete.none", { query: query.trim() })}</p>
        ) : null}
        {SUGGESTION_GROUPS.map((kind) => {
          const items = options.filter((option) => option.kind === kind);
          if (items.length === 0) return null;
          return (
            <section key={kind} aria-labelledby={`mobile-suggest-${kind}`} className="pt-3">
              <h2
                id={`mobile-suggest-${kind}`}
                className="px-4 pb-1 text-[11px] font-bold uppercase tracking-wide text-slate-500"
              >
                {t(`search.autocomplete.${kind}`)}
              </h2>
              <ul>
                {items.map((option) => (
                  <li key={option.key} className="flex items-center border-b border-slate-50">
                    <Link
                      to={option.href}
                      className="flex min-w-0 flex-1 items-center gap-3 px-4 py-3 text-sm text-slate-700 active:bg-slate-50"
                    >
                      <SuggestionThumb option={option} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate">{option.label}</span>
                        <SuggestionPrice option={option} />
                      </span>
                    </Link>
                    {option.copy !== null ? (
                      <IconButton
                        label={t("search.autocomplete.copy", { text: option.copy })}
                        onClick={() => copy(option.copy!)}
                        className="mr-2 text-slate-400 hover:text-accent"
                      >
                        <Icon size={18}>
                          <path d="M17 17 7 7M7 15V7h8" />
                        </Icon>
                      </IconButton>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </FullScreenPanel>
  );
}
