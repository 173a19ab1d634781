import { createHmac } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { Clock } from "../shared/clock.ts";

/**
 * A download link carries its authority in the URL, and URLs end up in server logs, proxies and browser
 * history. So the link never carries the session token: it carries a token good for one document of one
 * user, for a few minutes, and only while the session it was made in lasts (the service checks that).
 */
export const DOCUMENT_TOKEN_TTL_MS = 5 * 60 * 1000;

export const DOCUMENT_KINDS = ["invoice", "order"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const AUDIENCE = "pasar:document";

/** Who a link is made for: the user, and the session whose end ends the link. */
export interface DocumentHolder {
  userId: number;
  sessionId: string;
}

export type DocumentTokenCheck =
  | { ok: true; userId: number; sessionId: string }
  | { ok: false; reason: "missing" | "invalid" | "expired" | "other_document" };

export interface DocumentTokenDeps {
  jwtSecret: Uint8Array;
  clock: Clock;
  ttlMs?: number;
}

/**
 * Signed with a key derived from the app's JWT secret rather than the secret itself: a session token then
 * never verifies as a document token, nor the other way round, whatever their claims say.
 */
function documentKey(jwtSecret: Uint8Array): Uint8Array {
  return new Uint8Array(createHmac("sha256", jwtSecret).update("pasar document token v1").digest());
}

export function createDocumentTokens({ jwtSecret, clock, ttlMs = DOCUMENT_TOKEN_TTL_MS }: DocumentTokenDeps) {
  const key = documentKey(jwtSecret);
  return {
    async issueDocumentToken(holder: DocumentHolder, kind: DocumentKind, code: string): Promise<string> {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ doc: kind, code, sid: holder.sessionId })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(holder.userId))
        .setAudience(AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + Math.ceil(ttlMs / 1000))
        .sign(key);
    },

    /** Whether `token` was issued for exactly this document, and to whom. */
    async verifyDocumentToken(
      token: string | undefined,
      kind: DocumentKind,
      code: string,
    ): Promise<DocumentTokenCheck> {
      if (!token) return { ok: false, reason: "missing" };
      let payload: { sub?: string; doc?: unknown; code?: unknown; sid?: unknown };
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          audience: AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ["sub", "exp"],
        }));
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? "expired" : "invalid" };
      }
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== "string")
        return { ok: false, reason: "invalid" };
      if (payload.doc !== kind || payload.code !== code) return { ok: false, reason: "other_document" };
      return { ok: true, userId, sessionId: payload.sid };
    },
  };
}

export type DocumentTokens = ReturnType<typeof createDocumentTokens>;
