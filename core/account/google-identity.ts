import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";

/** Who an outside provider says signed in: its stable id of the account, a verified email and a name. */
export interface VerifiedIdentity {
  provider: "google" | "facebook";
  subject: string;
  email: string;
  name: string | null;
}

/** The issuers Google signs its ID tokens as (both forms are in use). */
const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

/**
 * Checks a Google ID token (Sign in with Google's `credential`) on the server: its RS256 signature against
 * Google's published keys, issuer, audience (our client id), expiry, and that Google verified the email.
 * `keys` is Google's remote key set in production (fetched and cached by jose) and a local one in tests.
 */
export function createGoogleVerifier({
  clientId,
  keys,
  clock,
}: {
  clientId: string;
  keys: JWTVerifyGetKey;
  clock: Clock;
}) {
  return async function verifyGoogleToken(idToken: string): Promise<VerifiedIdentity> {
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(idToken, keys, {
        algorithms: ["RS256"],
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        currentDate: clock.now(),
        requiredClaims: ["sub", "exp", "iat"],
      }));
    } catch {
      throw new AppError("UNAUTHENTICATED", "auth.google_refused");
    }
    const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
    if (!email || claims.email_verified !== true) throw new AppError("UNAUTHENTICATED", "auth.google_unverified");
    return {
      provider: "google",
      subject: claims.sub!,
      email,
      name: typeof claims.name === "string" && claims.name.trim() ? claims.name.trim().slice(0, 100) : null,
    };
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;

/** Google's key set at `url` (config, never a request's): jose fetches it once and again when keys rotate. */
export function googleKeySet(url: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
}
