import type { FastifyInstance } from "fastify";

/** Deeper than any body of the spec's API; walking a deeper one (validation, the NUL check) would overflow the stack. */
export const MAX_JSON_DEPTH = 32;

/**
 * Fastify's JSON body parser, with the nesting depth counted first: a body of a hundred thousand '[' parses,
 * but every walk over it then overflows the stack, a 500. Such a body is refused as the client's fault (400).
 */
export function installJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? "error",
    app.initialConfig.onConstructorPoisoning ?? "error",
  );
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      return done(Object.assign(new Error("JSON body nested too deeply"), { statusCode: 400 }), undefined);
    }
    return parse(request, body as string, done);
  });
}

/** True when arrays and objects in `text` nest deeper than `limit` (brackets inside strings do not count). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}
