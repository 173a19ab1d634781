import { createInstance, type i18n as I18n } from "i18next";
import en from "./en/common.json" with { type: "json" };
import id from "./id/common.json" with { type: "json" };

/** Indonesian is the default language at '/'; English lives under '/en'. */
export const LANGUAGES = ["id", "en"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "id";

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function isLang(value: unknown): value is Lang {
  return value === "id" || value === "en";
}

let instance: I18n | undefined;

function i18n(): I18n {
  if (!instance) {
    instance = createInstance();
    void instance.init({
      resources: { id: { common: id }, en: { common: en } },
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
