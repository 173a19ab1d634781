import { withQuery } from "../../../core/search/search.view.ts";
import { localizedPath, type Lang } from "../../lib/i18n.tsx";

// A merchant list's view in its address: reading the parameters back and writing links to it.

/** A list parameter from the address, or the fallback when it is not one of the choices. */
export function pickParam<T extends string>(value: string | null, choices: readonly T[], fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback;
}

/** The page number from the address; anything odd or beyond `max` is the first page. */
export function pageParam(params: URLSearchParams, max: number): number {
  const page = Number(params.get("page"));
  return Number.isSafeInteger(page) && page >= 1 && page <= max ? page : 1;
}

/**
 * A list's address for `view`: only the parameters that differ from `defaults`, so equal lists have equal
 * URLs (true is written '1'; null, false and '' are left out).
 */
export function listAddress<V extends object>(path: string, view: V, defaults: Partial<V>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(view) as [keyof V & string, string | number | boolean | null][]) {
    if (value === defaults[name] || value === null || value === false || value === "") continue;
    params.set(name, value === true ? "1" : String(value));
  }
  return withQuery(path, params);
}

/** A list page's links in its language: `view` with some parameters changed; `defaults` may depend on them. */
export function listLinks<V extends object>(
  lang: Lang,
  path: string,
  view: V,
  defaults: Partial<V> | ((next: V) => Partial<V>),
) {
  return (change: Partial<V> = {}): string => {
    const next = { ...view, ...change };
    return localizedPath(lang, listAddress(path, next, typeof defaults === "function" ? defaults(next) : defaults));
  };
}
