import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import { fastify, type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FLASH_COOKIE, SESSION_COOKIE, XSRF_COOKIE } from "./cookies.ts";
import { installPageCache } from "./page-cache.ts";
import { installPageCompression } from "./page-compression.ts";

/**
 * The page cache between the renderer and page compression, as buildApp wires it: a stand-in renderer counts its
 * renders and writes the token it is given into a form, the way the root loader hands the XSRF token to pages.
 */
let app: FastifyInstance;
let cache: ReturnType<typeof installPageCache>;
let clock = 0;
let renders = 0;
let nonces = 0;

beforeEach(async () => {
  clock = 1_000_000;
  renders = 0;
  nonces = 0;
  app = fastify();
  cache = installPageCache(app, { ttlMs: 2_000, maxChars: 3_000, now: () => clock });
  installPageCompression(app);
  await app.register(fastifyCompress, { global: true, threshold: 64 });
  await app.register(fastifyCookie);
  app.decorateRequest("csrfToken", "");
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request) => {
    request.csrfToken = request.cookies[XSRF_COOKIE] ?? "fresh-visitor-token-000000000000";
    request.cspNonce = `nonce-of-response-${(nonces += 1)}`;
  });
  app.get("/*", async (request, reply) => {
    renders += 1;
    const status = request.url.startsWith("/missing") ? 404 : 200;
    const body = `<html><body><h1>${request.protocol}://${request.host}${request.url} render ${renders}</h1><form><input name="_csrf" value="${cache.csrfTokenFor(request)}"></form><script nonce="${cache.nonceFor(request)}">hydrate()</script>${"x".repeat(330)}</body></html>`;
    return reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("x-frame-options", "DENY")
      .send(Readable.from([body.slice(0, 50), body.slice(50)]));
  });
});
afterEach(async () => {
  await app.close();
});

const visit = (url: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, cookies, headers });
const tokenIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
const nonceIn = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];

describe("the anonymous page cache", () => {
  it("forgets the kept pages a change names, by path without the query, and keeps the others", async () => {
    await visit("/search?search=kaos");
    await visit("/product/kopi");
    cache.forget((path) => path === "/search");
    expect((await visit("/search?search=kaos")).headers["x-page-cache"]).toBeUndefined();
    expect((await visit("/product/kopi")).headers["x-page-cache"]).toBe("hit");
    expect(renders).toBe(3);
  });

  it("renders a page once for visitors without a session, each getting their own XSRF token", async () => {
    const first = await visit("/product/kopi", { [XSRF_COOKIE]: "alice-token-0000000000" });
    const second = await visit("/product/kopi", { [XSRF_COOKIE]: "bobby-token-0000000000" });
    expect(renders).toBe(1);
    expect(tokenIn(first.body)).toBe("alice-token-0000000000");
    expect(tokenIn(second.body)).toBe("bobby-token-0000000000");
    expect(
      second.body
        .replace("bobby-token-0000000000", "alice-token-0000000000")
        .replace("nonce-of-response-2", "nonce-of-response-1"),
    ).toBe(first.body);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers["x-frame-options"]).toBe("DENY");
  });

  it("writes a nonce of the response's own into every kept page's scripts", async () => {
    const first = await visit("/product/kopi");
    const second = await visit("/product/kopi");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(nonceIn(first.body)).toBe("nonce-of-response-1");
    expect(nonceIn(second.body)).toBe("nonce-of-response-2");
  });

  it("sends a page past its lifetime while one background render replaces it, and renders anew once it is too old", async () => {
    await visit("/product/kopi");
    clock += 1_999;
    expect((await visit("/product/kopi")).headers["x-page-cache"]).toBe("hit");
    clock += 1;
    const [stale, alsoStale] = await Promise.all([visit("/product/kopi"), visit("/product/kopi")]);
    expect([stale.headers["x-page-cache"], alsoStale.headers["x-page-cache"]]).toEqual(["stale", "stale"]);
    expect(stale.body).toContain("render 1");
    // Kept once its render has been sent through; visitors get the stale page until then.
    await vi.waitFor(async () => expect((await visit("/product/kopi")).headers["x-page-cache"]).toBe("hit"));
    expect((await visit("/product/kopi")).body).toContain("render 2");
    expect(renders).toBe(2);

    // Three lifetimes without a visit: rendered for the visitor, not sent stale.
    clock += 6_000;
    const rendered = await visit("/product/kopi");
    expect(rendered.headers["x-page-cache"]).toBeUndefined();
    expect(rendered.body).toContain("render 3");
  });

  it("cannot be made to render by a visitor who sends the refresh header", async () => {
    await visit("/product/kopi");
    await visit("/product/kopi", {}, { "x-pasar-page-refresh": "guess" });
    expect(renders).toBe(1);
  });

  it("renders for a signed-in visitor, a visitor with a toast waiting, and a client data request", async () => {
    await visit("/product/kopi");
    await visit("/product/kopi", { [SESSION_COOKIE]: "jwt" });
    await visit("/product/kopi", { [FLASH_COOKIE]: "notice" });
    await visit("/product/kopi", {}, { authorization: "Bearer jwt" });
    await visit("/product/kopi.data");
    expect(renders).toBe(5);
  });

  it("keeps only 200 pages, and still writes the visitor's token into the others", async () => {
    const missing = await visit("/missing", { [XSRF_COOKIE]: "carol-token-0000000000" });
    expect(missing.statusCode).toBe(404);
    expect(tokenIn(missing.body)).toBe("carol-token-0000000000");
    await visit("/missing");
    expect(renders).toBe(2);
  });

  it("keys pages by path and query, and lets the oldest go past its size", async () => {
    await visit("/search?search=kopi");
    await visit("/search?search=teh");
    expect(renders).toBe(2);
    // Each page is about 560 characters: 3,000 hold five; the sixth pushes the first out.
    for (const word of ["a", "b", "c", "d"]) await visit(`/search?search=${word}`);
    expect(renders).toBe(6);
    await visit("/search?search=teh");
    expect(renders).toBe(6);
    await visit("/search?search=kopi");
    expect(renders).toBe(7);
  });

  it("keys pages by host, and renders a stale one again for the host it was for, never another", async () => {
    const forHost = (host: string) => visit("/product/kopi", {}, { host });
    expect((await forHost("pasar.example")).body).toContain("http://pasar.example/product/kopi render 1");
    expect((await forHost("127.0.0.1:3000")).body).toContain("http://127.0.0.1:3000/product/kopi render 2");
    expect((await forHost("pasar.example")).body).toContain("http://pasar.example/product/kopi render 1");
    clock += 2_000;
    expect((await forHost("pasar.example")).headers["x-page-cache"]).toBe("stale");
    await vi.waitFor(async () => expect((await forHost("pasar.example")).body).toContain("render 3"));
    expect((await forHost("pasar.example")).body).toContain("http://pasar.example/product/kopi render 3");
    expect(renders).toBe(3);
  });

  it("sends a kept page compressed like a rendered one", async () => {
    await visit("/product/kopi", {}, { "accept-encoding": "gzip" });
    const kept = await app.inject({
      method: "GET",
      url: "/product/kopi",
      headers: { "accept-encoding": "gzip" },
      cookies: { [XSRF_COOKIE]: "dave0-token-0000000000" },
    });
    expect(kept.headers["content-encoding"]).toBe("gzip");
    expect(tokenIn(gunzipSync(kept.rawPayload).toString("utf8"))).toBe("dave0-token-0000000000");
  });
});
