import fastifyCookie from "@fastify/cookie";
import { fastify, type FastifyInstance, type FastifyRequest } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { Services } from "../../core/services.ts";
import { requestContextPlugin } from "../plugins/request-context.ts";
import { installPageRateLimit, perIpLimit } from "./rate-limits.ts";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * The shape server/app.ts gives pages: the request context, a page cache answering before any page route
 * (here '/cached' is always kept), and a scope holding the renderer's catch-all route and a file's route.
 */
async function pagesApp(
  max: number,
  trustProxy = false,
  exempt?: (request: FastifyRequest) => boolean,
): Promise<FastifyInstance> {
  const instance = fastify({ logger: false, trustProxy });
  await instance.register(fastifyCookie);
  await instance.register(requestContextPlugin, { services: {} as Services });
  instance.addHook("preHandler", async (request, reply) => {
    if (request.url === "/cached") return reply.type("text/html").header("x-page-cache", "hit").send("<p>kept</p>");
  });
  await instance.register(async (site) => {
    await installPageRateLimit(site, { max, exempt });
    site.get("/favicon.svg", async (_request, reply) => reply.type("image/svg+xml").send("<svg/>"));
    site.all("*", async (request, reply) => reply.type("text/html").send(`<p>rendered ${request.url}</p>`));
  });
  await instance.ready();
  return instance;
}

const get = (url: string, remoteAddress = "10.40.0.1") => app!.inject({ method: "GET", url, remoteAddress });

describe("the page render limit", () => {
  it("answers one render too many with a short 429 page in the page's language and Retry-After", async () => {
    app = await pagesApp(3);
    for (const url of ["/", "/search?q=kaos", "/product/kaos-1.data"]) expect((await get(url)).statusCode).toBe(200);
    const limited = await get("/product/kaos-1");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(limited.headers["cache-control"]).toBe("no-store");
    expect(limited.body).toContain('<html lang="id">');
    expect(limited.body).toContain("<h1>Terlalu banyak permintaan. Coba lagi sebentar lagi.</h1>");
    const english = await get("/en/product/kaos-1");
    expect(english.statusCode).toBe(429);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain("<h1>Too many requests. Try again shortly.</h1>");
  });

  it("counts neither pages from the cache nor files, and counts each IP alone", async () => {
    app = await pagesApp(2);
    for (let n = 0; n < 5; n++) {
      expect((await get("/cached")).statusCode).toBe(200);
      expect((await get("/favicon.svg")).statusCode).toBe(200);
    }
    expect((await get("/")).statusCode).toBe(200);
    expect((await get("/")).statusCode).toBe(200);
    expect((await get("/")).statusCode).toBe(429);
    expect((await get("/favicon.svg")).statusCode).toBe(200);
    expect((await get("/cached")).statusCode).toBe(200);
    expect((await get("/", "10.40.0.2")).statusCode).toBe(200);
  });

  it("behind TRUST_PROXY counts the forwarded address, not the proxy's", async () => {
    app = await pagesApp(1, true);
    const from = (visitor: string) =>
      app!.inject({ method: "GET", url: "/", remoteAddress: "10.0.0.1", headers: { "x-forwarded-for": visitor } });
    expect((await from("203.0.113.7")).statusCode).toBe(200);
    expect((await from("203.0.113.8")).statusCode).toBe(200);
    expect((await from("203.0.113.7")).statusCode).toBe(429);
  });

  it("does not charge the page cache's own background renders to the address they come from", async () => {
    app = await pagesApp(1, false, (request) => request.headers["x-refresh"] === "yes");
    const refresh = () =>
      app!.inject({ method: "GET", url: "/", remoteAddress: "127.0.0.1", headers: { "x-refresh": "yes" } });
    for (let n = 0; n < 5; n++) expect((await refresh()).statusCode).toBe(200);
    expect((await get("/", "127.0.0.1")).statusCode).toBe(200);
    expect((await get("/", "127.0.0.1")).statusCode).toBe(429);
    expect((await refresh()).statusCode).toBe(200);
  });

  it("is off at 0", async () => {
    app = await pagesApp(0);
    for (let n = 0; n < 50; n++) expect((await get("/")).statusCode).toBe(200);
  });
});

describe("a per-IP limit", () => {
  it("counts a request whose client already hung up (no address) instead of failing it", async () => {
    app = fastify({ logger: false });
    const limit = await perIpLimit(app, "pictures", { max: 1 });
    await app.ready();
    const gone = { ip: undefined, routeOptions: { config: {} } } as unknown as FastifyRequest;
    expect(await limit(gone)).toBeNull();
    expect(await limit(gone)).toMatchObject({ retryAfterSeconds: expect.any(Number) as number });
  });
});
