import type { Lang } from "./translate.ts";

/*
 * Building an Intl formatter costs far more than using one (Date#toLocaleString with options builds one per
 * call); a product page formats dozens of dates per render, so formatters are kept per language and options.
 */
const LOCALES: Record<Lang, { number: string; date: string }> = {
  id: { number: "id-ID", date: "id-ID" },
  en: { number: "en-US", date: "en-GB" },
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

const SEPARATORS: Record<Lang, { group: string; decimal: string }> = {
  id: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
};

export interface DecimalOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * A number as Intl.NumberFormat writes it in the language (grouped thousands, at most
 * `maximumFractionDigits` decimals, rounded half away from zero on the number's shortest decimal form),
 * written out by hand: the first NumberFormat a page builds costs the browser about 40 ms of loading
 * number data (on a phone, several times that) while the page hydrates.
 */
export function formatNumber(value: number, lang: Lang, options: DecimalOptions = {}): string {
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = Math.max(minimum, options.maximumFractionDigits ?? 3);
  const shortest = Math.abs(value).toString();
  if (!Number.isFinite(value) || shortest.includes("e"))
    return new Intl.NumberFormat(LOCALES[lang].number, options).format(value);
  const [whole = "0", fraction = ""] = shortest.split(".");
  let digits = whole + fraction.slice(0, maximum).padEnd(maximum, "0");
  if ((fraction[maximum] ?? "0") >= "5") digits = incremented(digits);
  const wholeDigits = digits.slice(0, digits.length - maximum) || "0";
  let decimals = digits.slice(digits.length - maximum).replace(/0+$/, "");
  decimals = decimals.padEnd(minimum, "0");
  const { group, decimal } = SEPARATORS[lang];
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 ? "-" : ""}${grouped}${decimals ? decimal + decimals : ""}`;
}

/** Adds one to a string of decimal digits: "0999" → "1000", "99" → "100". */
function incremented(digits: string): string {
  const chars = digits.split("");
  for (let index = chars.length - 1; index >= 0; index--) {
    if (chars[index] !== "9") {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join("");
    }
    chars[index] = "0";
  }
  return `1${chars.join("")}`;
}

const SHORT_MONTHS: Record<Lang, readonly string[]> = {
  id: ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"],
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
};
/** Western Indonesia Time is UTC+7 all year: Indonesia has no daylight saving. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * The calendar day in Jakarta with its short month name as Intl writes it ('Agu', 'Sept'), worked out by
 * hand for the same reason as `formatNumber`: the first Intl formatter a page builds loads ICU's data.
 */
export function jakartaDay(date: Date, lang: Lang): { year: number; month: string; day: number } {
  const shifted = new Date(date.getTime() + JAKARTA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: SHORT_MONTHS[lang][shifted.getUTCMonth()]!,
    day: shifted.getUTCDate(),
  };
}

/** Dates read as in Indonesia (Asia/Jakarta), the same on the server and in the browser. */
export function formatJakartaDate(date: Date, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  if (isDayMonthYear(options)) {
    const { year, month, day } = jakartaDay(date, lang);
    return `${day} ${month} ${year}`;
  }
  const key = `${lang}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format)
    dateFormats.set(
      key,
      (format = new Intl.DateTimeFormat(LOCALES[lang].date, { ...options, timeZone: "Asia/Jakarta" })),
    );
  return format.format(date);
}

function isDayMonthYear(options: Intl.DateTimeFormatOptions): boolean {
  const keys = Object.keys(options);
  return keys.length === 3 && options.day === "numeric" && options.month === "short" && options.year === "numeric";
}
