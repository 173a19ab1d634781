import { z } from "zod";

// Field schemas that many use cases' inputs share. Messages are catalogue keys; the edges translate them.

/** The largest PostgreSQL integer: a bigger id cannot name a row. */
export const MAX_ROW_ID = 2_147_483_647;

/** ?lang=: the language of names and messages; without it, Accept-Language decides. */
export const langInput = z.enum(["id", "en"]).optional();

/** A whole number from `min` to `max` from a path, a query or a form (coerced); every failure reads as `message`. */
export function wholeInRangeInput(message: string, min: number, max: number) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A row id from a path, a query or a form (digits are coerced); every failure reads as `message`. */
export function rowIdInput(message: string) {
  return wholeInRangeInput(message, 1, MAX_ROW_ID);
}

/** Text that must be given: trimmed, and missing, not a string or blank all read as `message`. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** ?search= of a list: at most `max` characters, trimmed; absent is empty. */
export function searchTextInput(message: string, max: number) {
  return z
    .string()
    .max(max, message)
    .optional()
    .transform((value) => value?.trim() ?? "");
}

/** ?page= of a paged list, from 1. */
export const pageInput = z.coerce.number().int().min(1).max(10_000).default(1);

/** ?per_page= of a paged list, at most 60, with the list's own default. */
export function perPageInput(fallback: number) {
  return z.coerce.number().int().min(1).max(60).default(fallback);
}

/** A whole number from JSON or a form field ('12.000' as typed in a price box is read as 12000). */
export function wholeNumberInput(message: string, min: number, max: number) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim().replace(/[.\s]/g, "");
    const parsed = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return parsed;
  });
}

/** An optional whole number: absent, null or an empty field is null. */
export function optionalWholeNumberInput(message: string, min: number, max: number) {
  const inner = wholeNumberInput(message, min, max);
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return null;
      const parsed = inner.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return parsed.data;
    });
}
