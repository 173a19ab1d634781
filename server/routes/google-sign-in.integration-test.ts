import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { user, user_identity } from "../../core/account/account.tables.ts";
import { authCalls } from "../../tests/support/auth.ts";
import { sendJson, startFakeHttp } from "../../tests/support/fake-http.ts";
import { callJson, clientAddresses, useTestApp } from "../../tests/support/test-app.ts";

/** Issue 25 'Signing in': Google ID tokens checked on the server against Google's keys (here a local key set). */
const CLIENT_ID = "pasar-test.apps.googleusercontent.com";
const googleKey = await generateKeyPair("RS256");
const strangerKey = await generateKeyPair("RS256");
const jwk = { ...(await exportJWK(googleKey.publicKey)), kid: "google-1", alg: "RS256", use: "sig" };
const google = await startFakeHttp((_request, response) => sendJson(response, 200, { keys: [jwk] }));
afterAll(() => google.close());

const t = useTestApp({ config: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `${google.url}/oauth2/v3/certs` } });
const freshIp = clientAddresses(63);
const auth = authCalls(t, freshIp);

/** A token as Google would sign it, with `claims` changed; `key` another signer's to forge one. */
async function idToken(claims: JWTPayload = {}, key = googleKey.privateKey) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({
    iss: "https://accounts.google.com",
    aud: CLIENT_ID,
    sub: "google-sub-1",
    iat: now,
    exp: now + 3600,
    email: "sari@gmail.com",
    email_verified: true,
    name: "Sari Google",
    ...claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: "google-1" })
    .sign(key);
}

const signIn = (credential: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/google",
    payload: { credential },
    headers,
    remoteAddress: freshIp(),
  });

describe("sign in with Google", () => {
  it("creates an account for a new verified email, then signs the same Google account in to it", async () => {
    const first = await signIn(await idToken());
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ email: "sari@gmail.com", fullname: "Sari Google" });
    const token = first.json().data.jwt_token as string;
    expect((await callJson(t, "GET", "/api/auth/me", { authorization: `Bearer ${token}` })).status).toBe(200);

    const again = await signIn(await idToken({ email: "sari.baru@gmail.com", name: "Nama Lain" }));
    expect(again.json().data.email).toBe("sari@gmail.com");
    const users = await t.database.db.select().from(user).where(eq(user.email, "sari@gmail.com"));
    expect(users).toHaveLength(1);
    expect(users[0]!.password_hash).toBeNull();
  });

  it("links a Google account to the existing account of its email, and refuses a second Google account", async () => {
    expect(
      (await auth.register({ fullname: "Budi Sandi", email: "budi@example.com", password: "budi-sandi-panjang" }))
        .statusCode,
    ).toBe(200);
    const linked = await signIn(await idToken({ email: "budi@example.com", sub: "google-budi" }));
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.fullname).toBe("Budi Sandi");
    const identities = await t.database.db.select().from(user_identity).where(eq(user_identity.subject, "google-budi"));
    expect(identities).toHaveLength(1);

    const other = await signIn(await idToken({ email: "budi@example.com", sub: "google-budi-2" }), {
      "accept-language": "en",
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe("This account is already linked to another Google account.");
  });

  it.each([
    ["another audience", () => idToken({ aud: "someone-else.apps.googleusercontent.com" })],
    ["another issuer", () => idToken({ iss: "https://evil.example.com" })],
    ["an expired token", () => idToken({ exp: Math.floor(t.clock.now().getTime() / 1000) - 60 })],
    ["a token re-signed with another key", () => idToken({}, strangerKey.privateKey)],
    [
      "an unsigned token",
      async () => {
        const [, body] = (await idToken()).split(".");
        return `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${body}.`;
      },
    ],
    [
      "a token with a changed body",
      async () => {
        const [head, , signature] = (await idToken()).split(".");
        const body = Buffer.from(
          JSON.stringify({
            sub: "google-sub-1",
            email: "mallory@gmail.com",
            email_verified: true,
            aud: CLIENT_ID,
            iss: "https://accounts.google.com",
            exp: 9_999_999_999,
            iat: 1,
          }),
        ).toString("base64url");
        return `${head}.${body}.${signature}`;
      },
    ],
  ])("refuses %s and signs nobody in", async (_case, make) => {
    const before = await t.database.db.select({ id: user.id }).from(user);
    const refused = await signIn(await make(), { "accept-language": "en" });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("Signing in with Google failed. Please try again.");
    expect(refused.headers["set-cookie"]?.toString() ?? "").not.toMatch(/my_token/);
    expect(await t.database.db.select({ id: user.id }).from(user)).toHaveLength(before.length);
  });

  it("refuses an email Google has not verified", async () => {
    const refused = await signIn(
      await idToken({ email: "belum@gmail.com", email_verified: false, sub: "google-unverified" }),
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("Email akun Google ini belum terverifikasi oleh Google.");
    expect(await t.database.db.select().from(user).where(eq(user.email, "belum@gmail.com"))).toHaveLength(0);
  });
});
