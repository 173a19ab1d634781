import { useEffect, useRef, useState } from "react";
import type { AutocompleteDto } from "../../../core/search/search.dto.ts";
import { api } from "../../lib/api-client.ts";
import type { Lang } from "../../lib/i18n.tsx";

/** Wait this long after the last keystroke before asking the server. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 180;
const CACHE_SIZE = 40;

export type AutocompleteState = {
  status: "idle" | "loading" | "ready" | "error";
  query: string;
  data: AutocompleteDto | null;
};

/**
 * Suggestions for `query` from GET /api/header/search/autocomplete: debounced, earlier requests aborted,
 * answers cached for the session (typing back over a prefix costs nothing), stale answers ignored.
 */
export function useAutocomplete(query: string, lang: Lang, enabled: boolean): AutocompleteState {
  const [state, setState] = useState<AutocompleteState>({ status: "idle", query: "", data: null });
  const cache = useRef(new Map<string, AutocompleteDto>());
  const text = query.trim().replace(/\s+/g, " ");

  useEffect(() => {
    if (!enabled || text === "") {
      setState({ status: "idle", query: text, data: null });
      return;
    }
    const key = `${lang}:${text.toLowerCase()}`;
    const cached = cache.current.get(key);
    if (cached) {
      setState({ status: "ready", query: text, data: cached });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: "loading" }));
    const timer = window.setTimeout(() => {
      api
        .autocomplete(text, lang, controller.signal)
        .then((data) => {
          if (cache.current.size >= CACHE_SIZE) cache.current.delete(cache.current.keys().next().value!);
          cache.current.set(key, data);
          setState({ status: "ready", query: text, data });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Suggestions are a convenience: the form still searches, so a failure only clears them.
          console.warn("search suggestions unavailable", error);
          setState({ status: "error", query: text, data: null });
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, lang, enabled]);

  return state;
}
