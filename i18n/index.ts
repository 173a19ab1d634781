import { createInstance, type i18n as I18n } from "i18next";
import enCart from "./en/cart.json" with { type: "json" };
import enCommon from "./en/common.json" with { type: "json" };
import enHome from "./en/home.json" with { type: "json" };
import enProduct from "./en/product.json" with { type: "json" };
import enSearch from "./en/search.json" with { type: "json" };
import enStore from "./en/store.json" with { type: "json" };
import idCart from "./id/cart.json" with { type: "json" };
import idCommon from "./id/common.json" with { type: "json" };
import idHome from "./id/home.json" with { type: "json" };
import idProduct from "./id/product.json" with { type: "json" };
import idSearch from "./id/search.json" with { type: "json" };
import idStore from "./id/store.json" with { type: "json" };

/** Indonesian is the default language at '/'; English lives under '/en'. */
export const LANGUAGES = ["id", "en"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "id";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * One file per area and language, each holding one top-level key named after its file ({"search": {…}}),
 * merged into a single catalogue per language; keys read 'search.filters.title'.
 */
export const CATALOGUES = {
  id: { ...idCommon, ...idSearch, ...idProduct, ...idHome, ...idStore, ...idCart },
  en: { ...enCommon, ...enSearch, ...enProduct, ...enHome, ...enStore, ...enCart },
} as const;

export function isLang(value: unknown): value is Lang {
  return value === "id" || value === "en";
}

let instance: I18n | undefined;

function i18n(): I18n {
  if (!instance) {
    instance = createInstance();
    void instance.init({
      resources: { id: { common: CATALOGUES.id }, en: { common: CATALOGUES.en } },
      lng: DEFAULT_LANG,
      fallbackLng: false,
      defaultNS: "common",
      initAsync: false,
      returnNull: false,
      // The spec writes placeholders as {stock}, not {{stock}}.
      interpolation: { prefix: "{", suffix: "}", escapeValue: false },
    });
  }
  return instance;
}

export function translator(lang: Lang): Translate {
  const t = i18n().getFixedT(lang);
  return (key, values) => t(key, values ?? {}) as string;
}

/** The language an API request asked for: ?lang=, then Accept-Language; Indonesian otherwise. */
export function langFromRequest(query: unknown, acceptLanguage: string | undefined): Lang {
  if (typeof query === "object" && query !== null && "lang" in query && isLang((query as { lang: unknown }).lang)) {
    return (query as { lang: Lang }).lang;
  }
  const first = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : DEFAULT_LANG;
}
