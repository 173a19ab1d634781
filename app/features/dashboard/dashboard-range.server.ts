import type { DashboardService } from "../../../core/dashboard/index.ts";
import { DEFAULT_PRESET, presetRange, RANGE_PRESETS, type DayRange } from "../../../core/dashboard/dashboard.view.ts";
import { isAppError } from "../../../core/shared/errors.ts";
import { translator, type Lang } from "../../../i18n/index.ts";

export interface PageRange {
  range: DayRange;
  /** What the custom form shows: what was typed, even when refused. */
  form: { start: string; end: string };
  /** A message per refused field, in the page's language. */
  errors: Partial<Record<"start" | "end", string>>;
}

/**
 * The range a dashboard address asks for: `?days=7|30|90` (a preset ending today) or `?start=&end=` (checked
 * as the API checks them). A refused range shows its messages over the default one's figures.
 */
export function pageRange(params: URLSearchParams, dashboard: DashboardService, lang: Lang): PageRange {
  const today = dashboard.today();
  const fallback = presetRange(today, DEFAULT_PRESET);
  const days = Number(params.get("days"));
  if ((RANGE_PRESETS as readonly number[]).includes(days)) {
    const range = presetRange(today, days);
    return { range, form: range, errors: {} };
  }
  const start = params.get("start");
  const end = params.get("end");
  if (start === null && end === null) return { range: fallback, form: fallback, errors: {} };
  const form = { start: start ?? "", end: end ?? "" };
  try {
    const range = dashboard.resolveRange({ start: start || undefined, end: end || undefined });
    return { range, form: range, errors: {} };
  } catch (error) {
    if (!isAppError(error) || error.code !== "INVALID_INPUT") throw error;
    const t = translator(lang);
    const errors: PageRange["errors"] = {};
    for (const [field, message] of Object.entries(error.fieldErrors ?? {}))
      if (field === "start" || field === "end") errors[field] = t(message.key, message.values);
    return { range: fallback, form, errors };
  }
}
