import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import { fastify, type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installPageCompression } from "./page-compression.ts";

/** Page compression in front of @fastify/compress, as buildApp wires it, with a page streamed in pieces as React writes it. */
let app: FastifyInstance;
const page = `<!DOCTYPE html><html lang="id"><body>${"<p>Kopi susu gula aren</p>".repeat(200)}</body></html>`;
const json = { data: "teh ".repeat(500) };

beforeAll(async () => {
  app = fastify();
  installPageCompression(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  app.get("/page", async (_request, reply) =>
    reply.type("text/html").send(Readable.from([page.slice(0, 1000), page.slice(1000, 3000), page.slice(3000)])),
  );
  app.get("/small", async (_request, reply) => reply.type("text/html").send("<p>ok</p>"));
  app.get("/api", async () => json);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("page compression", () => {
  it("sends a page whole in the encoding the browser prefers: zstd, then brotli, then gzip", async () => {
    const zstd = await get("/page", "gzip, deflate, br, zstd");
    expect(zstd.headers["content-encoding"]).toBe("zstd");
    expect(zstdDecompressSync(zstd.rawPayload).toString()).toBe(page);
    expect(zstd.headers["content-length"]).toBe(String(zstd.rawPayload.length));
    expect(zstd.headers.vary).toContain("accept-encoding");

    const br = await get("/page", "gzip, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    const gzip = await get("/page", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    expect(gzip.rawPayload.length).toBeLessThan(page.length / 10);
  });

  it("sends a page as it is to a client that takes no encoding, and a page under 1 KB uncompressed", async () => {
    const plain = await get("/page");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(page);
    const small = await get("/small", "gzip");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body).toBe("<p>ok</p>");
  });

  it("leaves other responses to the general compression", async () => {
    const api = await get("/api", "gzip");
    expect(api.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(api.rawPayload).toString())).toEqual(json);
  });
});
