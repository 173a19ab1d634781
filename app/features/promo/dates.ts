import type { Lang } from "../../lib/i18n.tsx";
import { formatJakartaDate } from "../../lib/intl-format.ts";

/**
 * Dates in the page's language at Jakarta time: the server and the browser render the same text whatever
 * their own time zone, so hydration does not change it.
 */
export function formatDate(
  iso: string,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" },
): string {
  return formatJakartaDate(new Date(iso), lang, options);
}

/** Day of the week, date and 24-hour time: a deadline the reader must not misread (the payment page). */
export const DEADLINE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "2-digit",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
};

export function formatDateTime(iso: string, lang: Lang): string {
  const text = formatDate(iso, lang, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
  return `${text} WIB`;
}
