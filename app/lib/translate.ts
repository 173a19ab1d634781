/**
 * The message translator shared by the server and the browser. It does only what the catalogues use —
 * nested keys ('search.filters.title'), single-brace placeholders ('{stock}') and a plural form chosen
 * by a numeric `count` ('key_one' / 'key_other') — so the browser needs no i18n library and exactly one
 * language's catalogue (docs/decisions/0009-page-speed.md). It behaves like the i18next setup it replaced:
 * a missing key reads as the key, a placeholder without a value stays as written.
 */

/** Indonesian is the default language at '/'; English lives under '/en'. */
export const LANGUAGES = ["id", "en"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "id";

export type Translate = (key: string, values?: Record<string, string | number>) => string;
export type Messages = { readonly [key: string]: string | Messages };

/** The id of the `<script src>` that loads the page language's catalogue (I18nProvider). */
export const MESSAGES_ELEMENT_ID = "pasar-messages";

/** That script leaves the catalogue at `self.pasarMessages[lang]`, where the browser's translator reads it. */
export const MESSAGES_GLOBAL = "pasarMessages";

export function isLang(value: unknown): value is Lang {
  return value === "id" || value === "en";
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** 'a.b.c' → text, for every text of the tree: one map lookup per translation instead of a walk. */
function flatten(messages: Messages, prefix = "", into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

export function createTranslator(lang: Lang, messages: Messages): Translate {
  const texts = flatten(messages);
  const plurals = new Intl.PluralRules(lang === "id" ? "id-ID" : "en-US");
  const pluralText = (key: string, count: number) =>
    (count === 0 ? texts.get(`${key}_zero`) : undefined) ?? texts.get(`${key}_${plurals.select(count)}`) ?? texts.get(`${key}_other`);
  return (key, values) => {
    const count = values?.count;
    const text = (typeof count === "number" ? pluralText(key, count) : undefined) ?? texts.get(key);
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name] ?? "") : placeholder));
  };
}

/** The text of that script: JSON is JavaScript, and outside the HTML no message needs escaping. */
export function catalogueScriptBody(lang: Lang, messages: Messages): string {
  return `self.${MESSAGES_GLOBAL}={${JSON.stringify(lang)}:${JSON.stringify(messages)}};`;
}
