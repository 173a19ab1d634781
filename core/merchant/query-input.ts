import type { ZodType } from "zod";

/**
 * Parses a page's query string leniently: a parameter that does not fit the schema is dropped (and so
 * takes its default) instead of failing the page. The JSON API parses the same schema strictly (422).
 */
export function parseLenient<T>(schema: ZodType<T>, raw: Record<string, unknown>): T {
  const input: Record<string, unknown> = { ...raw };
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    let dropped = false;
    for (const issue of result.error.issues) {
      const keys = issue.code === "unrecognized_keys" ? issue.keys : issue.path.length > 0 ? [String(issue.path[0])] : [];
      for (const key of keys) {
        if (key in input) {
          delete input[key];
          dropped = true;
        }
      }
    }
    if (!dropped) break;
  }
  return schema.parse({});
}

/** Escapes LIKE wildcards so that a shopper's '%' or '_' matches itself. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
