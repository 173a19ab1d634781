import { SignJWT, decodeJwt } from "jose";
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { user } from "../../core/account/account.tables.ts";
import { authCalls } from "../../tests/support/auth.ts";
import { clientAddresses, cookieValue, setCookies, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();

const freshIp = clientAddresses(0);

const { register, login } = authCalls(t, freshIp);
async function me(headers: Record<string, string>) {
  return t.app.inject({ method: "GET", url: "/api/auth/me", headers });
}
async function userCount() {
  const [row] = await t.database.db.select({ value: count() }).from(user);
  return row!.value;
}

describe("GET /api/health", () => {
  it("reports the database and the version in the envelope", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      data: { status: "ok", database: "up", version: expect.stringMatching(/^\d+\.\d+\.\d+/) },
      meta: null,
    });
  });
});

describe("registration", () => {
  it("creates the account, signs in and sets the my_token cookie as base64 of the JWT", async () => {
    const response = await register({ fullname: "Rina Wulandari", email: "Rina@Example.com", password: "rahasia-123" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 200,
      data: { fullname: "Rina Wulandari", email: "rina@example.com", merchant: null },
    });
    expect(body.data).not.toHaveProperty("id");
    expect(body.data).not.toHaveProperty("password_hash");
    const cookie = setCookies(response).get("my_token")!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=172800/);
    expect(cookie).not.toMatch(/Secure/);
    expect(Buffer.from(cookieValue(cookie)!, "base64").toString()).toBe(body.data.jwt_token);
  });

  it("refuses a duplicate email in any letter case, in the request's language, and creates nothing", async () => {
    await register({ fullname: "Dewi Lestari", email: "dewi@example.com", password: "rahasia-123" });
    const before = await userCount();
    const inIndonesian = await register({ fullname: "Dewi Dua", email: "DEWI@example.com", password: "rahasia-456" });
    expect(inIndonesian.statusCode).toBe(422);
    expect(inIndonesian.json()).toMatchObject({ code: 422, errors: { email: "Email sudah terdaftar" } });
    const inEnglish = await register(
      { fullname: "Dewi Dua", email: "dewi@example.com", password: "rahasia-456" },
      { "accept-language": "en-US,en;q=0.9" },
    );
    expect(inEnglish.json()).toMatchObject({ code: 422, errors: { email: "This email is already registered" } });
    expect(await userCount()).toBe(before);
  });

  it("refuses a field with a NUL character by name, in the request's language, and creates nothing", async () => {
    const before = await userCount();
    // The password is the one field whose own rules would have let it through to the database.
    const response = await register({ fullname: "Nur Aini", email: "nur@example.com", password: "rahasia\u0000123" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 422,
      data: null,
      errors: { password: "Teks berisi karakter yang tidak diizinkan" },
    });
    const inEnglish = await register(
      { fullname: "Nur Aini", email: "nur@example.com", password: "rahasia\u0000123" },
      { "accept-language": "en" },
    );
    expect(inEnglish.json().message).toBe("The text contains a character that is not allowed");
    expect(await userCount()).toBe(before);
  });

  it("names every invalid field and creates nothing", async () => {
    const before = await userCount();
    const response = await register({ fullname: "A", email: "not-an-email", password: "short" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      fullname: "Nama minimal 2 karakter",
      email: "Format email tidak valid",
      password: "Kata sandi minimal 8 karakter",
    });
    const missing = await register({}, { "accept-language": "en" });
    expect(missing.json().errors).toEqual({
      fullname: "This field is required",
      email: "This field is required",
      password: "This field is required",
    });
    expect(await userCount()).toBe(before);
  });

  it("rejects malformed JSON with a 4xx envelope, not a 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, data: null });
  });

  it("gives exactly one account when the same email registers ten times at once", async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        register({ fullname: "Balapan", email: "race@example.com", password: "rahasia-123" }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(9);
  });
});

describe("login, tokens and logout", () => {
  beforeAll(async () => {
    await register({ fullname: "Budi Santoso", email: "budi@example.com", password: "budi-rahasia" });
  });

  it("returns the user with jwt_token and sets the cookie for 2 days", async () => {
    const response = await login("BUDI@example.com", "budi-rahasia");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      data: { email: "budi@example.com", fullname: "Budi Santoso", jwt_token: expect.any(String) },
    });
    expect(setCookies(response).get("my_token")).toMatch(/Max-Age=172800/);
  });

  it("answers a wrong password and an unknown email alike", async () => {
    const wrongPassword = await login("budi@example.com", "salah-sekali");
    const unknownEmail = await login("nobody@example.com", "salah-sekali");
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(unknownEmail.json().message);
    expect(wrongPassword.json().message).toBe("Email atau kata sandi salah");
    expect(setCookies(wrongPassword).has("my_token")).toBe(false);
  });

  it("authenticates with the Bearer header and with the cookie", async () => {
    const { data } = (await login("budi@example.com", "budi-rahasia")).json();
    expect((await me({ authorization: `Bearer ${data.jwt_token}` })).json().data.email).toBe("budi@example.com");
    const cookie = `my_token=${Buffer.from(data.jwt_token).toString("base64")}`;
    expect((await me({ cookie })).json().data.email).toBe("budi@example.com");
  });

  it("answers 401 with the spec's message when logged out, in either language", async () => {
    const id = await me({});
    expect(id.statusCode).toBe(401);
    expect(id.json()).toEqual({
      code: 401,
      message: "Silahkan masuk atau daftar terlebih dahulu",
      data: null,
      meta: null,
    });
    expect((await me({ "accept-language": "en" })).json().message).toBe("Please log in or register first");
  });

  it("treats tampered, alg:none, re-signed and expired tokens as logged out", async () => {
    const { data } = (await login("budi@example.com", "budi-rahasia")).json();
    const token: string = data.jwt_token;
    const [header, payload, signature] = token.split(".");
    const claims = decodeJwt(token);

    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, sub: "999" })).toString("base64url");
    expect((await me({ authorization: `Bearer ${header}.${tamperedPayload}.${signature}` })).statusCode).toBe(401);

    const noneHeader = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    expect((await me({ authorization: `Bearer ${noneHeader}.${payload}.` })).statusCode).toBe(401);

    const resigned = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("x".repeat(48)));
    expect((await me({ authorization: `Bearer ${resigned}` })).statusCode).toBe(401);

    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    t.clock.advance(2 * 24 * 60 * 60 * 1000 + 1000);
    try {
      expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(2 * 24 * 60 * 60 * 1000 + 1000));
    }
  });

  it("stops a token working at logout, and clears the cookie", async () => {
    const { data } = (await login("budi@example.com", "budi-rahasia")).json();
    const auth = { authorization: `Bearer ${data.jwt_token}` };
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: auth });
    expect(logout.statusCode).toBe(200);
    expect(setCookies(logout).get("my_token")).toMatch(/Max-Age=0/);
    expect((await me(auth)).statusCode).toBe(401);
  });

  it("stops every older token working at a password change", async () => {
    await register({ fullname: "Sari Indah", email: "sari@example.com", password: "sari-lama-123" });
    const first = (await login("sari@example.com", "sari-lama-123")).json().data.jwt_token;
    const second = (await login("sari@example.com", "sari-lama-123")).json().data.jwt_token;
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/password",
      headers: { authorization: `Bearer ${first}` },
      payload: { current_password: "bukan-ini", new_password: "sari-baru-123" },
    });
    expect(wrong.statusCode).toBe(422);
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/auth/password",
      headers: { authorization: `Bearer ${first}` },
      payload: { current_password: "sari-lama-123", new_password: "sari-baru-123" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${first}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${second}` })).statusCode).toBe(401);
    expect((await login("sari@example.com", "sari-lama-123")).statusCode).toBe(401);
    expect((await login("sari@example.com", "sari-baru-123")).statusCode).toBe(200);
  });
});

describe("XSRF on cookie-authenticated changes", () => {
  it("refuses a cookie-authenticated POST without the echoed token and accepts it with", async () => {
    await register({ fullname: "Tono Wijaya", email: "tono@example.com", password: "tono-rahasia" });
    const signedIn = await login("tono@example.com", "tono-rahasia");
    const session = `my_token=${Buffer.from(signedIn.json().data.jwt_token).toString("base64")}`;
    // The session's own token, handed out with the sign-in; a made-up pair of cookie and header is refused.
    const xsrf = cookieValue(setCookies(signedIn).get("XSRF-TOKEN"))!;
    expect(xsrf).toMatch(/^[\w-]{43}$/);
    const doubleSubmitted = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: `${session}; XSRF-TOKEN=${"a".repeat(32)}`, "x-xsrf-token": "a".repeat(32) },
    });
    expect(doubleSubmitted.statusCode).toBe(403);
    const without = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: `${session}; XSRF-TOKEN=${xsrf}` },
    });
    expect(without.statusCode).toBe(403);
    const mismatched = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: `${session}; XSRF-TOKEN=${xsrf}`, "x-xsrf-token": "b".repeat(32) },
    });
    expect(mismatched.statusCode).toBe(403);
    expect((await me({ cookie: session })).statusCode).toBe(200);
    const matched = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: `${session}; XSRF-TOKEN=${xsrf}`, "x-xsrf-token": xsrf },
    });
    expect(matched.statusCode).toBe(200);
    expect((await me({ cookie: session })).statusCode).toBe(401);
  });

  it("issues the XSRF-TOKEN cookie, readable by scripts, with pages only (not with the API or static files)", async () => {
    const page = await t.app.inject({ method: "GET", url: "/en/login" });
    const cookie = setCookies(page).get("XSRF-TOKEN")!;
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const api = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(setCookies(api).has("XSRF-TOKEN")).toBe(false);
    for (const url of [
      "/assets/entry.client-abc.js",
      "/media/products/a.webp",
      "/i18n/id.0123.js",
      "/favicon.svg",
      "/robots.txt",
    ]) {
      expect(setCookies(await t.app.inject({ method: "GET", url })).has("XSRF-TOKEN"), url).toBe(false);
    }
  });
});

describe("rate limits", () => {
  it("slows login attempts per account down, across addresses, with a 429 in the request's language", async () => {
    await register({ fullname: "Ayu Lestari", email: "ayu@example.com", password: "ayu-rahasia" });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await login("ayu@example.com", "salah-terus")).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const blocked = await login("ayu@example.com", "ayu-rahasia", { "accept-language": "en" });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    t.clock.advance(2000);
    expect((await login("ayu@example.com", "ayu-rahasia")).statusCode).toBe(200);
  });

  it("counts failures only: a shopper signing in again and again is not locked out", async () => {
    await register({ fullname: "Rani Sering Masuk", email: "rani.sering@example.com", password: "rani-rahasia" });
    const address = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 35; attempt += 1)
      statuses.push((await login("rani.sering@example.com", "rani-rahasia", {}, address)).statusCode);
    expect(statuses).toEqual(Array(35).fill(200));
  });

  it("limits login attempts per address", async () => {
    const address = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await login(`someone${attempt}@example.com`, "whatever-123", {}, address)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("API description", () => {
  it("serves an OpenAPI document generated from the zod schemas, and the browsable docs", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/health",
        "/auth/register",
        "/auth/login",
        "/auth/logout",
        "/auth/me",
        "/auth/password",
      ]),
    );
    const registerBody = document.paths["/auth/register"].post.requestBody.content["application/json"].schema;
    expect(registerBody.required).toEqual(expect.arrayContaining(["fullname", "email", "password"]));
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
  });
});

describe("errors", () => {
  it("answers unknown API paths with a 404 envelope", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/does/not/exist" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: null });
  });

  it("hides the internals of an unexpected failure behind a 500 with an error id", async () => {
    await register({ fullname: "Eko Prasetyo", email: "eko@example.com", password: "eko-rahasia" });
    const { data } = (await login("eko@example.com", "eko-rahasia")).json();
    const spy = vi
      .spyOn(t.services.accounts, "profile")
      .mockRejectedValueOnce(new Error("connection string postgres://secret"));
    const response = await me({ authorization: `Bearer ${data.jwt_token}` });
    spy.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("secret");
    expect(response.json().message).toMatch(
      /^Terjadi kesalahan pada server\. Coba lagi nanti\. Kode kesalahan: [0-9a-f-]{36}$/,
    );
  });
});
