import fastifyCompress from "@fastify/compress";
import { fastify, type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { buildCatalogueScript, catalogueScript, LANGUAGES, type CatalogueScript } from "../../i18n/index.ts";
import { catalogueRoutes, preferredEncoding } from "./catalogue.routes.ts";

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** The route as server/app.ts mounts it: beside global compression and a hook that sets a cookie on every request, as the request context does. */
async function serve(scripts: readonly CatalogueScript[]): Promise<FastifyInstance> {
  app = fastify();
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("set-cookie", "XSRF-TOKEN=abc; Path=/");
  });
  await app.register(catalogueRoutes, { scripts });
  return app;
}

describe("the catalogue scripts", () => {
  it("name each language's file after a hash of its content, which changes with any message", () => {
    const before = buildCatalogueScript("id", { cart: { title: "Keranjang" } });
    expect(before.url).toMatch(/^\/i18n\/id\.[0-9a-f]{16}\.js$/);
    expect(buildCatalogueScript("id", { cart: { title: "Keranjang" } }).url).toBe(before.url);
    expect(buildCatalogueScript("id", { cart: { title: "Keranjang belanja" } }).url).not.toBe(before.url);
    expect(catalogueScript("id").url).not.toBe(catalogueScript("en").url);
  });

  it("serves each language's script at its URL, cached for good and without the visitor's cookie", async () => {
    const server = await serve(LANGUAGES.map(catalogueScript));
    for (const lang of LANGUAGES) {
      const { url, body } = catalogueScript(lang);
      const response = await server.inject({ url, headers: { "accept-encoding": "identity" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body).toBe(body);
    }
  });

  it("sends the brotli or gzip copy the client accepts, compressed once", async () => {
    const server = await serve(LANGUAGES.map(catalogueScript));
    const { url, body } = catalogueScript("en");
    const get = (encoding: string) => server.inject({ url, headers: { "accept-encoding": encoding } });

    const br = await get("gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
    expect(br.rawPayload.length).toBeLessThan(body.length / 3);

    const gzip = await get("br;q=0, gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(body);

    // Nothing it has in store: sent as it is, not compressed on the fly per request.
    const plain = await get("deflate");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(body);
  });

  it("answers 404 for an unknown hash or language, and for the old name once a message changed", async () => {
    const old = buildCatalogueScript("id", { cart: { title: "Keranjang" } });
    const current = buildCatalogueScript("id", { cart: { title: "Keranjang belanja" } });
    const server = await serve([current]);
    expect((await server.inject(current.url)).statusCode).toBe(200);
    expect((await server.inject(old.url)).statusCode).toBe(404);
    expect((await server.inject("/i18n/id.0000000000000000.js")).statusCode).toBe(404);
    expect((await server.inject(current.url.replace("/id.", "/fr."))).statusCode).toBe(404);
  });
});

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip;q=0.5, br;q=0")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });
});
