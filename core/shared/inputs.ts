import { z } from "zod";

// Field schemas that many use cases' inputs share. Messages are catalogue keys; the edges translate them.

/** The largest PostgreSQL integer: a bigger id cannot name a row. */
export const MAX_ROW_ID = 2_147_483_647;

/** ?lang=: the language of names and messages; without it, Accept-Language decides. */
export const langInput = z.enum(["id", "en"]).optional();

/** A row id from a path, a query or a form (digits are coerced); every failure reads as `message`. */
export function rowIdInput(message: string) {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ROW_ID, message);
}

/** ?page= of a paged list, from 1. */
export const pageInput = z.coerce.number().int().min(1).max(10_000).default(1);

/** ?per_page= of a paged list, at most 60, with the list's own default. */
export function perPageInput(fallback: number) {
  return z.coerce.number().int().min(1).max(60).default(fallback);
}
