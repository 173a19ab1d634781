import { createContext, use, useContext, useMemo, type ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { catalogueLoading, catalogueUrl, translator, type Lang, type Translate } from "../../i18n/index.ts";
import { MESSAGES_ELEMENT_ID } from "./translate.ts";

export type { Lang, Translate };

interface I18nValue {
  lang: Lang;
  t: Translate;
}

// Looked up on use: in the browser no catalogue is readable before the page's catalogue script has run.
const I18nContext = createContext<I18nValue>({ lang: "id", t: (key, values) => translator("id")(key, values) });

/**
 * Gives the page its language and translator, and loads the language's catalogue for the browser's
 * translator (app/lib/i18n-browser.ts) from a script the browser caches for good (its URL changes with
 * its content). The script is a plain blocking one after the page's content: the text is parsed and
 * can be painted first, and the parser reaches React Router's module script, which is `async` (so it
 * would not wait for a `defer` one), only once the catalogue is in place, so hydration renders the
 * server's text.
 */
export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const pending = catalogueLoading(lang);
  // Only a client-side navigation into the other language waits here; router updates are transitions,
  // so the current page stays on screen meanwhile.
  if (pending) use(pending);
  const value = useMemo(() => ({ lang, t: translator(lang) }), [lang]);
  const src = catalogueUrl(lang);
  return (
    <I18nContext.Provider value={value}>
      {children}
      {src && <script id={MESSAGES_ELEMENT_ID} data-lang={lang} src={src} />}
    </I18nContext.Provider>
  );
}

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}

/**
 * The page language is in the URL: '/en' or '/en/…' is English, everything else Indonesian. On a
 * client-side navigation loaders see React Router's data URL ('/en.data' for '/en'), which reads the same.
 */
export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname === "/en.data" || pathname.startsWith("/en/") ? "en" : "id";
}

/** Adds the language prefix to an app path: ('en', '/login') → '/en/login'; ('id', '/login') → '/login'. */
export function localizedPath(lang: Lang, path: string): string {
  if (lang === "id") return path;
  if (path === "/") return "/en";
  if (path.startsWith("/?")) return `/en${path.slice(1)}`;
  return `/en${path}`;
}

/** The same page in the other language: strips or adds '/en', keeping the query string. */
export function switchLanguagePath(pathname: string, search: string, target: Lang): string {
  const bare = langFromPath(pathname) === "en" ? pathname.slice(3) || "/" : pathname;
  return localizedPath(target, bare) + search;
}

/** A link that keeps the current language. */
export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const { lang } = useI18n();
  return <Link to={localizedPath(lang, to)} {...props} />;
}
