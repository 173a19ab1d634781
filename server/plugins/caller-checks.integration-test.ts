import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../tests/support/test-app.ts";

/**
 * Issue 21 item 7: who is calling, and the XSRF token, are checked before a body is validated, on every
 * API route, by one mechanism. The routes are enumerated from the app itself, so a route added later is
 * covered: it is either in the public list below or must answer an anonymous call with 401.
 */
const PUBLIC_ROUTES = new Set([
  "GET /api/health",
  "GET /api/header/megamenu",
  "GET /api/header/search/autocomplete",
  "GET /api/homepage/flashsale",
  "GET /api/homepage/trending/categories",
  "GET /api/homepage/promos",
  "GET /api/homepage/products/recomendation",
  "POST /api/auth/register",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  // Signing in with Google, and the forgotten password's three steps: for people who cannot sign in.
  "POST /api/auth/google",
  "POST /api/auth/forget",
  "POST /api/auth/verification",
  "POST /api/sauth/newpassword",
  "GET /api/province",
  "GET /api/city",
  "GET /api/subdistrict",
  "GET /api/area",
  "GET /api/products/categories/tree",
  "GET /api/products/cities",
  "GET /api/products/brands",
  "GET /api/products/storetype",
  "GET /api/products/sort",
  "GET /api/products/list",
  "GET /api/products/detail/:slug",
  "GET /api/products/detail/:slug/related",
  "GET /api/products/detail/:slug/review",
  "GET /api/products/detail/:slug/shipping",
  "GET /api/promo/flashsale",
  "GET /api/promo/products/:promoid",
  "GET /api/promo/detail/:slug",
  "GET /api/promo/detail/:slug/products",
  "GET /api/merchant/list",
  "GET /api/merchant/detail/:slug",
  "GET /api/merchant/products/:slug",
  "POST /api/payment/notification",
  // The courier aggregator's tracking webhook: its shared secret, not a session (decision 36).
  "POST /api/shipping/webhook/biteship",
  // Iris's payout notifications: only a reference is read, and its state is asked of Iris itself (decision 0038).
  "POST /api/payout/iris/notification",
  "GET /api/payment/config",
  // The onboarding's helpers: the bank list, and whether a store name or address is free (no one's data).
  "GET /api/helper/bank",
  "POST /api/helper/usernamecheck",
  // Document links carry their own token (a link is opened without the session's headers).
  "GET /api/invoice/detail/:invoice_code/download",
  "GET /api/buyer/dashboard/order/detail/:order_code/download",
]);

interface ApiRoute {
  method: string;
  url: string;
  config: RouteOptions["config"];
  /** Whether the route declares the shape of its 200 answer (its DTO). */
  answerShape: boolean;
}

const routes: ApiRoute[] = [];
const t = useTestApp({
  onRoute: (route) => {
    if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs") || route.url === "/api/*") return;
    for (const method of [route.method].flat())
      if (method !== "HEAD")
        routes.push({
          method,
          url: route.url,
          config: route.config,
          answerShape: Boolean((route.schema?.response as Record<string, unknown> | undefined)?.[200]),
        });
  },
});

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The route called with a body, parameters and a query string that break every schema's rules. */
function badCall(route: ApiRoute, headers: Record<string, string>) {
  const url = `${route.url.replaceAll(/:\w+/g, "%20")}?page=-1&bogus=1`;
  const payload = UNSAFE.has(route.method)
    ? { bogus: 1, qty: "many", product_id: "x", email: 1, password: [] }
    : undefined;
  return t.app.inject({ method: route.method as "GET" | "POST", url, headers, ...(payload ? { payload } : {}) });
}

async function signedInBuyer(email: string) {
  const password = "kata-sandi-aman-42";
  await t.services.accounts.register({ fullname: "Penguji Rute", email, password }, { ip: "10.77.0.1" });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: "10.77.0.2",
  });
  const { jwt_token: jwt } = response.json().data as { jwt_token: string };
  return { bearer: `Bearer ${jwt}`, cookie: `my_token=${Buffer.from(jwt).toString("base64")}` };
}

describe("one shape per response", () => {
  it("gives every JSON API route the schema of its answer (its DTO), so the OpenAPI document shows it", () => {
    const shapeless = routes.filter((route) => !route.answerShape).map((route) => `${route.method} ${route.url}`);
    expect(shapeless).toEqual([]);
  });
});

describe("auth and XSRF before validation, on every API route", () => {
  it("finds the routes", () => {
    expect(routes.length).toBeGreaterThan(60);
    // Every public route named above still exists (a renamed one must be reviewed here).
    const known = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const name of PUBLIC_ROUTES) expect(known, name).toContain(name);
  });

  it("answers an anonymous call with a bad body 401 (not 422) on every route that is not public, in both languages", async () => {
    const guarded = routes.filter((route) => !PUBLIC_ROUTES.has(`${route.method} ${route.url}`));
    expect(guarded.length).toBeGreaterThan(30);
    for (const route of guarded) {
      const name = `${route.method} ${route.url}`;
      expect(route.config?.auth, name).toBe("required");
      const response = await badCall(route, {});
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toMatchObject({ code: 401, data: null });
      expect(response.json().errors, name).toBeUndefined();
      const english = await badCall(route, { "accept-language": "en" });
      expect(english.json().message, name).toMatch(/log ?in|sign ?in/i);
    }
  });

  it("keeps each call's own 401 message (spec §8)", async () => {
    const add = await t.app.inject({
      method: "POST",
      url: "/api/cart/add",
      payload: { qty: "x" },
      headers: { "accept-language": "en" },
    });
    const pay = await t.app.inject({ method: "POST", url: "/api/checkout/pay", payload: { bogus: true } });
    expect(add.statusCode).toBe(401);
    expect(pay.statusCode).toBe(401);
    expect(add.json().message).not.toBe(pay.json().message);
  });

  it("answers a cookie-authenticated state change without the XSRF token 403 (not 422) on every route, public or not", async () => {
    const { cookie } = await signedInBuyer("xsrf.rute@example.com");
    const changing = routes.filter((route) => UNSAFE.has(route.method) || route.config?.changesState);
    expect(changing.length).toBeGreaterThan(30);
    for (const route of changing) {
      const name = `${route.method} ${route.url}`;
      const response = await badCall(route, { cookie, "accept-language": "en" });
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toMatchObject({ code: 403, data: null });
      expect(response.json().errors, name).toBeUndefined();
    }
  });

  it("still validates the body of a signed-in caller (422 naming the fields)", async () => {
    const { bearer } = await signedInBuyer("validasi.rute@example.com");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/cart/add",
      payload: { qty: "x" },
      headers: { authorization: bearer },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toBeDefined();
  });

  it("does not read the body of an anonymous call: malformed JSON still answers 401", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/checkout/pay",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(401);
  });
});
