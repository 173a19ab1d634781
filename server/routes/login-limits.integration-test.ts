import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rate_limit_counter } from "../../core/account/account.tables.ts";
import { AUTH_LIMITS } from "../../core/account/index.ts";
import { authCalls } from "../../tests/support/auth.ts";
import { clientAddresses, cookieValue, setCookies, useTestApp } from "../../tests/support/test-app.ts";

/** Issue 21 item 8: guessing is slowed down, atomically counted, and never keeps the rightful owner out. */
const t = useTestApp();

const freshIp = clientAddresses(60);

const auth = authCalls(t, freshIp);

async function register(email: string, password: string) {
  const response = await auth.register({ fullname: "Pemilik Akun", email, password });
  expect(response.statusCode).toBe(200);
  return response;
}
function login(
  email: string,
  password: string,
  options: { ip?: string; device?: string | undefined; lang?: string } = {},
) {
  const headers = {
    ...(options.device ? { cookie: `pasar_device=${options.device}` } : {}),
    ...(options.lang ? { "accept-language": options.lang } : {}),
  };
  return auth.login(email, password, headers, options.ip ?? freshIp());
}
/** The known-device token a browser keeps after signing in. */
function deviceOf(response: { headers: Record<string, unknown> }) {
  const cookie = setCookies(response).get("pasar_device");
  expect(cookie).toMatch(/HttpOnly/i);
  return cookieValue(cookie)!;
}
async function hits(key: string) {
  const [row] = await t.database.db
    .select({ hits: rate_limit_counter.hits })
    .from(rate_limit_counter)
    .where(and(eq(rate_limit_counter.key, key)));
  return row?.hits ?? 0;
}

describe("login backoff", () => {
  it("lets free attempts through when this process's clock is behind the window's start (another server's, or a test's)", async () => {
    await register("jam-mundur@example.com", "jam-mundur-rahasia-1");
    const ip = freshIp();
    expect((await login("jam-mundur@example.com", "salah", { ip })).statusCode).toBe(401);
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() - 30_000));
    try {
      expect((await login("jam-mundur@example.com", "jam-mundur-rahasia-1", { ip })).statusCode).toBe(200);
      expect((await login("jam-mundur@example.com", "salah", { ip })).statusCode).toBe(401);
    } finally {
      t.clock.set(now);
    }
  });

  it("counts exactly the free attempts when twenty wrong guesses arrive at once", async () => {
    await register("paralel@example.com", "paralel-rahasia-1");
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => login("paralel@example.com", "tebakan-salah")),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(AUTH_LIMITS.loginPerAccount.free);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - AUTH_LIMITS.loginPerAccount.free);
    expect(await hits("login:account:paralel@example.com")).toBe(AUTH_LIMITS.loginPerAccount.free);
  });

  it("slows a stranger down with waits that double, in the request's language, instead of locking the account", async () => {
    await register("lambat@example.com", "lambat-rahasia-1");
    for (let attempt = 0; attempt < AUTH_LIMITS.loginPerAccount.free; attempt += 1)
      expect((await login("lambat@example.com", "salah")).statusCode).toBe(401);
    const waiting = await login("lambat@example.com", "salah", { lang: "en" });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe("Too many attempts. Try again in 2 seconds.");
    expect((await login("lambat@example.com", "salah")).json().message).toBe(
      "Terlalu banyak percobaan. Coba lagi dalam 2 detik.",
    );
    t.clock.advance(2000);
    expect((await login("lambat@example.com", "salah")).statusCode).toBe(401);
    // The next wait is twice as long: 2 + 4 seconds after the window started.
    expect((await login("lambat@example.com", "salah", { lang: "en" })).json().message).toBe(
      "Too many attempts. Try again in 4 seconds.",
    );
    t.clock.advance(4000);
    // Past the wait, the right password gets in, even from a browser never seen before.
    expect((await login("lambat@example.com", "lambat-rahasia-1")).statusCode).toBe(200);
  });

  it("lets the owner in from a browser that signed in before, while a stranger's guesses hold the account", async () => {
    const device = deviceOf(await register("pemilik@example.com", "pemilik-rahasia-1"));
    for (let attempt = 0; attempt < 12; attempt += 1) await login("pemilik@example.com", "tebakan-orang-lain");
    expect((await login("pemilik@example.com", "pemilik-rahasia-1")).statusCode).toBe(429);
    const owner = await login("pemilik@example.com", "pemilik-rahasia-1", { device });
    expect(owner.statusCode).toBe(200);
    // A stranger holding the owner's device token still needs the password, and is slowed on it alone.
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => login("pemilik@example.com", "salah", { device })),
    );
    expect(guesses.filter((response) => response.statusCode === 401)).toHaveLength(
      AUTH_LIMITS.loginPerKnownDevice.free,
    );
  });

  it("does not take a device token of one account as known for another", async () => {
    const device = deviceOf(await register("satu@example.com", "satu-rahasia-1"));
    await register("dua@example.com", "dua-rahasia-12");
    for (let attempt = 0; attempt < 12; attempt += 1) await login("dua@example.com", "salah", { device });
    expect((await login("dua@example.com", "dua-rahasia-12", { device })).statusCode).toBe(429);
    expect((await login("dua@example.com", "dua-rahasia-12", { device: `${device}x` })).statusCode).toBe(429);
  });

  it("does not lock the owners of other accounts out when guesses from their shared address hit its limit", async () => {
    const office = freshIp();
    const device = deviceOf(await login("satu@example.com", "satu-rahasia-1"));
    for (let attempt = 0; attempt < AUTH_LIMITS.loginPerIp.free; attempt += 1) {
      expect((await login(`tebak${attempt}@example.com`, "salah", { ip: office })).statusCode).toBe(401);
    }
    expect((await login("orang.lain@example.com", "salah", { ip: office })).statusCode).toBe(429);
    expect((await login("satu@example.com", "satu-rahasia-1", { ip: office, device })).statusCode).toBe(200);
  });
});

describe("POST /api/auth/password backoff", () => {
  it("counts wrong current passwords atomically and slows them down, per user", async () => {
    const { data } = (await register("ganti@example.com", "ganti-rahasia-1")).json();
    const authorization = `Bearer ${data.jwt_token}`;
    const change = (current: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/password",
        payload: { current_password: current, new_password: "sandi-baru-yang-panjang" },
        headers: { authorization, "accept-language": "en" },
      });
    const responses = await Promise.all(Array.from({ length: 12 }, () => change("tebakan-salah")));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(AUTH_LIMITS.passwordChangePerUser.free);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - AUTH_LIMITS.passwordChangePerUser.free);
    expect((await change("ganti-rahasia-1")).statusCode).toBe(429);
    t.clock.advance(2000);
    expect((await change("ganti-rahasia-1")).statusCode).toBe(200);
  });
});
