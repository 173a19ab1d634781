import { describe, expect, it } from "vitest";
import { authCalls } from "../../tests/support/auth.ts";
import { clientAddresses, cookieValue, setCookies, useTestApp } from "../../tests/support/test-app.ts";

/** Issue 21 item 11: cookies over HTTPS, the XSRF token bound to the session, common passwords refused. */
// Behind a TLS-terminating proxy, as in production: X-Forwarded-Proto says the visitor used HTTPS.
const t = useTestApp({ config: { TRUST_PROXY: "true" } });

const freshIp = clientAddresses(61);
const HTTPS = { "x-forwarded-proto": "https" };

const auth = authCalls(t, freshIp);
const register = (email: string, password: string, headers: Record<string, string> = {}) =>
  auth.register({ fullname: "Pengguna Kuki", email, password }, headers);
const { login } = auth;
/** The Cookie header a browser sends back after `response`. */
function cookieHeader(response: { headers: Record<string, unknown> }) {
  return [...setCookies(response)].map(([name, cookie]) => `${name}=${cookieValue(cookie)}`).join("; ");
}

describe("cookies over HTTPS", () => {
  it("sets the session, XSRF and known-device cookies with the __Host- prefix, Secure, for path / and no domain", async () => {
    await register("https@example.com", "https-rahasia-1");
    const response = await login("https@example.com", "https-rahasia-1", HTTPS);
    expect(response.statusCode).toBe(200);
    const cookies = setCookies(response);
    for (const name of ["__Host-my_token", "__Host-XSRF-TOKEN", "__Host-pasar_device"]) {
      const cookie = cookies.get(name);
      expect(cookie, name).toMatch(/; Secure/i);
      expect(cookie, name).toMatch(/; Path=\//i);
      expect(cookie, name).not.toMatch(/Domain=/i);
    }
    expect(cookies.has("my_token")).toBe(false);
    expect(cookies.get("__Host-my_token")).toMatch(/HttpOnly/i);
    expect(cookies.get("__Host-XSRF-TOKEN")).not.toMatch(/HttpOnly/i);
  });

  it("reads the prefixed cookies back: signed in, and a state change with the echoed token goes through", async () => {
    const response = await login("https@example.com", "https-rahasia-1", HTTPS);
    const cookie = cookieHeader(response);
    const xsrf = cookieValue(setCookies(response).get("__Host-XSRF-TOKEN"))!;
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { ...HTTPS, cookie } });
    expect(me.json().data.email).toBe("https@example.com");
    expect(
      (await t.app.inject({ method: "POST", url: "/api/cart/list", headers: { ...HTTPS, cookie } })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/cart/list",
          headers: { ...HTTPS, cookie, "x-xsrf-token": xsrf },
        })
      ).statusCode,
    ).toBe(200);
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...HTTPS, cookie, "x-xsrf-token": xsrf },
    });
    expect(setCookies(logout).get("__Host-my_token")).toMatch(/Max-Age=0/);
  });

  it("hands a page visitor over HTTPS the prefixed XSRF cookie, and plain names over HTTP", async () => {
    expect(
      setCookies(await t.app.inject({ method: "GET", url: "/en/login", headers: HTTPS })).get("__Host-XSRF-TOKEN"),
    ).toMatch(/; Secure/i);
    const plain = setCookies(await t.app.inject({ method: "GET", url: "/en/login" }));
    expect(plain.get("XSRF-TOKEN")).not.toMatch(/Secure/i);
    expect(plain.has("__Host-XSRF-TOKEN")).toBe(false);
  });
});

describe("XSRF token bound to the session", () => {
  it("refuses session A's token for session B, and accepts B's own", async () => {
    await register("sesi.a@example.com", "sesi-a-rahasia");
    await register("sesi.b@example.com", "sesi-b-rahasia");
    const a = await login("sesi.a@example.com", "sesi-a-rahasia");
    const b = await login("sesi.b@example.com", "sesi-b-rahasia");
    const tokenA = cookieValue(setCookies(a).get("XSRF-TOKEN"))!;
    const tokenB = cookieValue(setCookies(b).get("XSRF-TOKEN"))!;
    expect(tokenA).not.toBe(tokenB);
    const sessionB = `my_token=${cookieValue(setCookies(b).get("my_token"))}`;
    const call = (cookie: string, token: string) =>
      t.app.inject({ method: "POST", url: "/api/cart/list", headers: { cookie, "x-xsrf-token": token } });
    // Also when A's token is planted in B's browser as its XSRF cookie.
    expect((await call(`${sessionB}; XSRF-TOKEN=${tokenA}`, tokenA)).statusCode).toBe(403);
    expect((await call(sessionB, tokenA)).statusCode).toBe(403);
    expect((await call(sessionB, tokenB)).statusCode).toBe(200);
  });

  it("gives a new token at each sign-in, and a page seen signed in gets the session's token", async () => {
    const first = cookieValue(setCookies(await login("sesi.a@example.com", "sesi-a-rahasia")).get("XSRF-TOKEN"));
    const second = await login("sesi.a@example.com", "sesi-a-rahasia");
    const token = cookieValue(setCookies(second).get("XSRF-TOKEN"));
    expect(token).not.toBe(first);
    const session = `my_token=${cookieValue(setCookies(second).get("my_token"))}`;
    const page = await t.app.inject({
      method: "GET",
      url: "/en/login",
      headers: { cookie: `${session}; XSRF-TOKEN=anonymous-visitor-token-0001` },
    });
    expect(cookieValue(setCookies(page).get("XSRF-TOKEN"))).toBe(token);
  });
});

describe("common passwords", () => {
  it.each([
    ["id", "Kata sandi ini terlalu umum dan mudah ditebak. Pilih yang lain."],
    ["en", "This password is too common and easy to guess. Choose another one."],
  ])("are refused at registration by name, in %s, and no account is made", async (lang, message) => {
    for (const password of ["password123", "Bismillah123", "sayang12345", "INDONESIA"]) {
      const response = await register(`umum.${lang}@example.com`, password, { "accept-language": lang });
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors.password, password).toBe(message);
    }
    expect((await login(`umum.${lang}@example.com`, "password123")).statusCode).toBe(401);
  });

  it.each([
    ["id", "Kata sandi ini terlalu umum dan mudah ditebak. Pilih yang lain."],
    ["en", "This password is too common and easy to guess. Choose another one."],
  ])("are refused as a new password, in %s, and the old one still works", async (lang, message) => {
    const email = `ganti.umum.${lang}@example.com`;
    const { data } = (await register(email, "sandi-lama-yang-aman")).json();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/password",
      payload: { current_password: "sandi-lama-yang-aman", new_password: "qwerty123" },
      headers: { authorization: `Bearer ${data.jwt_token}`, "accept-language": lang },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.new_password).toBe(message);
    expect((await login(email, "sandi-lama-yang-aman")).statusCode).toBe(200);
  });
});
