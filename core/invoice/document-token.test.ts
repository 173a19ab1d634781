import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../shared/clock.ts";
import { createDocumentTokens, DOCUMENT_TOKEN_TTL_MS } from "./document-token.ts";

const secret = new TextEncoder().encode("a-test-secret-of-enough-length-0123456789");
const start = new Date("2026-11-20T03:00:00Z");

function setup() {
  const clock = fixedClock(start);
  return { clock, tokens: createDocumentTokens({ jwtSecret: secret, clock }) };
}

/** Replaces one character of a JWT part with another base64url character. */
function flip(token: string, part: 0 | 1 | 2, at = 5): string {
  const parts = token.split(".");
  const chars = [...parts[part]!];
  chars[at] = chars[at] === "A" ? "B" : "A";
  parts[part] = chars.join("");
  return parts.join(".");
}

describe("document tokens", () => {
  it("name one document of one user", async () => {
    const { tokens } = setup();
    const token = await tokens.issueDocumentToken({ userId: 42, sessionId: "session-42" }, "invoice", "INV-1");
    expect(await tokens.verifyDocumentToken(token, "invoice", "INV-1")).toEqual({
      ok: true,
      userId: 42,
      sessionId: "session-42",
    });
    expect(await tokens.verifyDocumentToken(token, "invoice", "INV-2")).toEqual({
      ok: false,
      reason: "other_document",
    });
    expect(await tokens.verifyDocumentToken(token, "order", "INV-1")).toEqual({ ok: false, reason: "other_document" });
  });

  it("last five minutes by the injected clock", async () => {
    const { tokens, clock } = setup();
    expect(DOCUMENT_TOKEN_TTL_MS).toBe(5 * 60 * 1000);
    const token = await tokens.issueDocumentToken({ userId: 7, sessionId: "session-7" }, "order", "ORD-9");
    clock.advance(DOCUMENT_TOKEN_TTL_MS - 1000);
    expect(await tokens.verifyDocumentToken(token, "order", "ORD-9")).toEqual({
      ok: true,
      userId: 7,
      sessionId: "session-7",
    });
    clock.advance(2000);
    expect(await tokens.verifyDocumentToken(token, "order", "ORD-9")).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse a tampered payload or signature, another secret, and anything that is not a token", async () => {
    const { tokens, clock } = setup();
    const token = await tokens.issueDocumentToken({ userId: 7, sessionId: "session-7" }, "order", "ORD-9");
    expect(await tokens.verifyDocumentToken(flip(token, 1), "order", "ORD-9")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(await tokens.verifyDocumentToken(flip(token, 2), "order", "ORD-9")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    // The payload rewritten to another user, signature kept.
    const [head, , signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ doc: "order", code: "ORD-9", sub: "8", aud: "pasar:document", iat: 0, exp: 9_999_999_999 }),
    ).toString("base64url");
    expect(await tokens.verifyDocumentToken(`${head}.${forged}.${signature}`, "order", "ORD-9")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    const other = createDocumentTokens({
      jwtSecret: new TextEncoder().encode("another-secret-of-enough-length-98765"),
      clock,
    });
    expect(await other.verifyDocumentToken(token, "order", "ORD-9")).toMatchObject({ ok: false, reason: "invalid" });
    expect(await tokens.verifyDocumentToken("not-a-token", "order", "ORD-9")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(await tokens.verifyDocumentToken(undefined, "order", "ORD-9")).toEqual({ ok: false, reason: "missing" });
    expect(await tokens.verifyDocumentToken("", "order", "ORD-9")).toEqual({ ok: false, reason: "missing" });
  });

  it("are not interchangeable with tokens signed by the app secret itself (sessions)", async () => {
    const { tokens } = setup();
    const now = Math.floor(start.getTime() / 1000);
    const sessionLike = await new SignJWT({ doc: "invoice", code: "INV-1", sid: "s", ver: 1 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject("42")
      .setAudience("pasar:document")
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(secret);
    expect(await tokens.verifyDocumentToken(sessionLike, "invoice", "INV-1")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });
});
