import type { ZodError, ZodType } from "zod";

/** The parts of a zod issue this module reads; Fastify's validation errors carry the same fields. */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
  maximum?: unknown;
  /** What zod checked the size of: 'string' (characters), 'number', 'array' (items)… */
  origin?: string;
  input?: unknown;
}
import { invalidInput, type Message } from "./errors.ts";

/**
 * One message per invalid field (the first), keyed by the field's dotted path. Our schemas use catalogue
 * keys as messages; anything else zod says (unknown keys, wrong types) maps to a generic key.
 */
export function fieldErrorsFromZod(
  error: Pick<ZodError, "issues"> | { issues: readonly IssueLike[] },
): Record<string, Message> {
  const fields: Record<string, Message> = {};
  for (const issue of error.issues as readonly IssueLike[]) {
    const paths =
      issue.code === "unrecognized_keys" && issue.keys
        ? issue.keys.map((key) => [...issue.path, key].join("."))
        : [issue.path.map(String).join(".") || "_"];
    const tooBig =
      issue.code === "too_big" && typeof issue.maximum === "number" ? TOO_BIG_KEYS[issue.origin ?? ""] : undefined;
    for (const path of paths) {
      if (fields[path]) continue;
      if (issue.code === "unrecognized_keys") fields[path] = { key: "validation.unknown_field" };
      else if (isCatalogueKey(issue.message)) fields[path] = { key: issue.message };
      else if (tooBig) fields[path] = { key: tooBig, values: { max: issue.maximum as number } };
      else if (issue.code === "invalid_type" && issue.input === undefined)
        fields[path] = { key: "validation.required" };
      else fields[path] = { key: "validation.invalid_value" };
    }
  }
  return fields;
}

/** A limit read the way its kind is counted: characters of a text, the value of a number, items of a list. */
const TOO_BIG_KEYS: Partial<Record<string, string>> = {
  string: "validation.too_long",
  number: "validation.too_large",
  array: "validation.too_many",
};

function isCatalogueKey(message: string): boolean {
  return /^[a-z_]+\.[a-z0-9_.]+$/.test(message);
}

/** Parses input with a use case's schema, or throws INVALID_INPUT with a message per field. */
export function parseInput<T>(schema: ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw ?? {});
  if (!result.success) throw invalidInput(fieldErrorsFromZod(result.error));
  return result.data;
}

/**
 * Where the first text holding a NUL character is in a request's body: its dotted path ('' for the body
 * itself), or null when there is none. PostgreSQL text cannot store a NUL, so such a field would fail in
 * the database instead of being refused as input. Browsers never send one from a form field.
 */
export function nulCharacterPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (!isPlainData(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulCharacterPath(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** Arrays and plain objects, as JSON and forms give them; not files, buffers or streams. */
function isPlainData(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== "object") return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
