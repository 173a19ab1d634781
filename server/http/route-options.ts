import type { FastifySchema } from "fastify";
import { z } from "zod";
import { signedIn } from "./auth.ts";

/** The query of a call whose only parameter is the language of its texts (else Accept-Language decides). */
export const langOnlyQuery = z.object({ lang: z.enum(["id", "en"]).optional() }).strict();

/**
 * Options of a JSON route that only a signed-in caller may use, filed under `tag` in the OpenAPI document:
 * the auth config (checked before the body, see signedIn) beside the route's own schema. `messageKey` names
 * the 401 where spec §8 has one for the call.
 */
export function signedInRoute<S extends FastifySchema>(tag: string, schema: S, messageKey?: string) {
  return { config: signedIn(messageKey), schema: { tags: [tag], ...schema } };
}
