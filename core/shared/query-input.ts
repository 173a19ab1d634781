import type { ZodType } from "zod";

/** A page's query string as loaders read it: one value or several per key. */
export type RawQuery = Record<string, string | string[] | undefined>;

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
      const keys =
        issue.code === "unrecognized_keys" ? issue.keys : issue.path.length > 0 ? [String(issue.path[0])] : [];
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

/** A LIKE pattern for 'contains term': the wildcards % and _ and the escape \ in a shopper's term match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
