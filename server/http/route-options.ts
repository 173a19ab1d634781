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

/** The OpenAPI security of a call made with the bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** A row id in the path, as text: the use case's own schema reads it (a bad one is its 404 or 422). */
export const idParams = z.object({ id: z.string() });

/** signedInRoute of a call documented with the bearer token, as every signed-in call of apiCalls is. */
export function bearerRoute<S extends FastifySchema>(tag: string, schema: S, messageKey?: string) {
  return signedInRoute(tag, { ...schema, security: bearerSecurity }, messageKey);
}

const OWN_STORE_ONLY = "401 for a visitor, 403 for a user without a store; acts on the caller's own store only.";

/**
 * bearerRoute of a merchant-centre call, whose handler acts through requireMerchant on the caller's own store:
 * its description ends by saying so.
 */
export function merchantRoute<S extends FastifySchema>(tag: string, schema: S) {
  const description = schema.description ? `${schema.description} ${OWN_STORE_ONLY}` : OWN_STORE_ONLY;
  return bearerRoute(tag, { ...schema, description });
}
