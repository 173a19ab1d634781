/**
 * The message translator shared by the server and the browser. It does only what the catalogues use —
 * nested keys ('search.filters.title'), single-brace placeholders ('{stock}') and a plural form chosen
 * by a numeric `count` ('key_one' / 'key_other'), and a placeholder that names a value by its own text
 * ('{status:invoice.order_status}' reads 'invoice.order_status.<value>', so a domain error can carry a raw
 * status and still read in the page's words) — so the browser needs no i18n library and exactly one
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

const PLACEHOLDER = /\{(\w+(?::[\w.]+)?)\}/g;
const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;

/** 'a.b.c' → text, for every text of the tree: one map lookup per translation instead of a walk. */
function flatten(messages: Messages, prefix = "", into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** 'key_one' and 'key_other' gathered under 'key', so choosing a form builds no key string. */
function pluralForms(texts: Map<string, string>): Map<string, Partial<Record<string, string>>> {
  const forms = new Map<string, Partial<Record<string, string>>>();
  for (const [key, text] of texts) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    let byCategory = forms.get(match[1]!);
    if (!byCategory) forms.set(match[1]!, (byCategory = {}));
    byCategory[match[2]!] = text;
  }
  return forms;
}

/**
 * A text cut at its placeholders, once: literals at even indexes, placeholder names at odd ones. Pages
 * translate a few hundred texts each, and a regular-expression replace per text cost more than the rest of
 * the translation.
 */
function templateParts(text: string): string[] {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(last, match.index), match[1]!);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

export function createTranslator(lang: Lang, messages: Messages): Translate {
  const texts = flatten(messages);
  const forms = pluralForms(texts);
  const rules = new Intl.PluralRules(lang === "id" ? "id-ID" : "en-US");
  // Intl's select is the slow part of a plural; the counts pages show are mostly small whole numbers.
  const smallCounts: string[] = [];
  const category = (count: number) => {
    if (!Number.isInteger(count) || count < 0 || count >= 1000) return rules.select(count);
    return (smallCounts[count] ??= rules.select(count));
  };
  const templates = new Map<string, string[]>();
  const pluralText = (key: string, count: number) => {
    const byCategory = forms.get(key);
    if (!byCategory) return undefined;
    return (count === 0 ? byCategory.zero : undefined) ?? byCategory[category(count)] ?? byCategory.other;
  };
  return (key, values) => {
    const count = values?.count;
    const text = (typeof count === "number" ? pluralText(key, count) : undefined) ?? texts.get(key);
    if (text === undefined) return key;
    if (!values) return text;
    let parts = templates.get(text);
    if (!parts) templates.set(text, (parts = templateParts(text)));
    let filled = parts[0]!;
    for (let index = 1; index < parts.length; index += 2) {
      const placeholder = parts[index]!;
      const colon = placeholder.indexOf(":");
      const name = colon < 0 ? placeholder : placeholder.slice(0, colon);
      let value = Object.hasOwn(values, name) ? String(values[name] ?? "") : `{${placeholder}}`;
      // A value named by its text: the catalogue's word for it, or the value itself when there is none.
      if (colon >= 0 && Object.hasOwn(values, name))
        value = texts.get(`${placeholder.slice(colon + 1)}.${value}`) ?? value;
      filled += value + parts[index + 1]!;
    }
    return filled;
  };
}

/** The text of that script: JSON is JavaScript, and outside the HTML no message needs escaping. */
export function catalogueScriptBody(lang: Lang, messages: Messages): string {
  return `self.${MESSAGES_GLOBAL}={${JSON.stringify(lang)}:${JSON.stringify(messages)}};`;
}
