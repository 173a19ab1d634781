import type { Lang } from "./translate.ts";

/*
 * Building an Intl formatter costs far more than using one (Number#toLocaleString with options builds one
 * per call); a product page formats dozens of numbers and dates per render, so formatters are kept per
 * language and options.
 */
const LOCALES: Record<Lang, { number: string; date: string }> = {
  id: { number: "id-ID", date: "id-ID" },
  en: { number: "en-US", date: "en-GB" },
};

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  const key = `${lang}${options ? JSON.stringify(options) : ""}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(LOCALES[lang].number, options)));
  return format.format(value);
}

/** Dates read as in Indonesia (Asia/Jakarta), the same on the server and in the browser. */
export function formatJakartaDate(date: Date, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  const key = `${lang}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(LOCALES[lang].date, { ...options, timeZone: "Asia/Jakarta" })));
  return format.format(date);
}
