import { translator, type Lang } from "../../../i18n/index.ts";
import { formatNumber, jakartaDay } from "../../lib/intl-format.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §9: 'in a day' when min equals max (the couriers' one-day services), otherwise the range of
 * arrival dates counted from `now` — '22 - 24 Nov', '29 Nov - 3 Des', with the year only when it is
 * not this year. A single estimate longer than a day reads as that date.
 */
export function formatEstimate(minDay: number, maxDay: number, lang: Lang, now: Date = new Date()): string {
  const t = translator(lang);
  const low = Math.max(0, Math.min(minDay, maxDay));
  const high = Math.max(minDay, maxDay);
  if (high <= 1) return t("shipping.estimate.in_a_day");
  const today = jakartaDay(now, lang);
  const from = jakartaDay(new Date(now.getTime() + low * DAY_MS), lang);
  const to = jakartaDay(new Date(now.getTime() + high * DAY_MS), lang);
  const year = (day: ReturnType<typeof jakartaDay>) => (day.year === today.year ? "" : ` ${day.year}`);
  if (low === high) return t("shipping.estimate.on", { date: `${to.day} ${to.month}${year(to)}` });
  const sameMonth = from.month === to.month && from.year === to.year;
  const fromText = sameMonth ? `${from.day}` : `${from.day} ${from.month}${from.year === to.year ? "" : year(from)}`;
  return t("shipping.estimate.range", { from: fromText, to: `${to.day} ${to.month}${year(to)}` });
}

/** Parcel weights as marketplaces show them: '800 g', '1,2 kg' (id) / '1.2 kg' (en). */
export function formatWeight(grams: number, lang: Lang): string {
  if (grams < 1000) return `${formatNumber(Math.round(grams), lang)} g`;
  return `${formatNumber(grams / 1000, lang, { maximumFractionDigits: 1 })} kg`;
}
