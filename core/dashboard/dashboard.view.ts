/*
 * The dashboard's date range: calendar days of the store, in Asia/Jakarta (UTC+7 all year: Indonesia keeps no
 * daylight saving), written YYYY-MM-DD. Zod-free, so the page computes its presets with the same rules the
 * API checks.
 */

/** Asia/Jakarta's distance from UTC; the database groups by the zone's name, which agrees. */
const STORE_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The longest range the dashboard answers for: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;

/** The ranges the page offers at one click, in days ending today. */
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The range the page opens with. */
export const DEFAULT_PRESET: RangePreset = 30;

/** Both ends included. */
export interface DayRange {
  start: string;
  end: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The store's calendar day at `instant`. */
export function storeDay(instant: Date): string {
  return new Date(instant.getTime() + STORE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first instant of a store day. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - STORE_OFFSET_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days the range holds, both ends counted. */
export function rangeLength({ start, end }: DayRange): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The `days` days ending `today`. */
export function presetRange(today: string, days: number): DayRange {
  return { start: addDays(today, 1 - days), end: today };
}

/** The range of the same length just before, which the KPI changes compare against. */
export function previousRange(range: DayRange): DayRange {
  const length = rangeLength(range);
  return { start: addDays(range.start, -length), end: addDays(range.start, -1) };
}

/** Every day of the range, in order. */
export function eachDay(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The instants [from, to) that hold the range's days, for an index range scan on a timestamp. */
export function rangeInstants(range: DayRange): { from: Date; to: Date } {
  return { from: dayStart(range.start), to: dayStart(addDays(range.end, 1)) };
}

/** The query that names a range (`start=…&end=…`), as the API and the CSV links take it. */
export function rangeQuery(range: DayRange): string {
  return new URLSearchParams({ start: range.start, end: range.end }).toString();
}

/** Which preset a range is, if it is one that ends today. */
export function presetOf(range: DayRange, today: string): RangePreset | null {
  if (range.end !== today) return null;
  return RANGE_PRESETS.find((days) => rangeLength(range) === days) ?? null;
}

/** Why a range is refused, as a catalogue key on the field to blame, or null when it is fine. */
export function rangeProblem(range: DayRange): { field: "start" | "end"; key: string } | null {
  if (range.start > range.end) return { field: "end", key: "dashboard.validation.end_before_start" };
  if (rangeLength(range) > MAX_RANGE_DAYS) return { field: "start", key: "dashboard.validation.too_long" };
  return null;
}

/** The CSV files the dashboard offers, one per table behind a chart. */
export const DASHBOARD_TABLES = ["daily", "status", "top-revenue", "top-qty", "conversion", "low-stock"] as const;
export type DashboardTable = (typeof DASHBOARD_TABLES)[number];

/** Order statuses in the order the status chart lists them (spec §4). */
export const ORDER_STATUS_ORDER = [
  "waiting_payment",
  "confirmation",
  "approve",
  "pickup",
  "send",
  "complete",
  "complain",
  "cancel",
  "reject",
] as const;
