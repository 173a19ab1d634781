import { connect } from "node:net";
import fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { installPageBodyLimits } from "./page-body.ts";

/** A scope like the page plugin's: every body handed on as a stream, read whole by the handler. */
async function pageScope(): Promise<FastifyInstance> {
  const app = fastify();
  app.decorateRequest("lang", "id");
  await app.register(async (site) => {
    installPageBodyLimits(site, { formBytes: 100, multipartBytes: 1000 });
    site.removeAllContentTypeParsers();
    site.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    site.post("/form", async (request) => {
      let size = 0;
      for await (const chunk of request.body as AsyncIterable<Buffer>) size += chunk.length;
      return { size };
    });
  });
  return app;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const form = { "content-type": "application/x-www-form-urlencoded" };
const multipart = { "content-type": "multipart/form-data; boundary=x" };

describe("page post size caps", () => {
  it("hands a body within its cap on whole", async () => {
    app = await pageScope();
    const small = await app.inject({ method: "POST", url: "/form", headers: form, payload: "a".repeat(100) });
    expect(small.statusCode).toBe(200);
    expect(small.json()).toEqual({ size: 100 });
    const files = await app.inject({ method: "POST", url: "/form", headers: multipart, payload: "a".repeat(1000) });
    expect(files.json()).toEqual({ size: 1000 });
  });

  it("refuses a urlencoded body past the form cap with 413 in text", async () => {
    app = await pageScope();
    const response = await app.inject({ method: "POST", url: "/form", headers: form, payload: "a".repeat(101) });
    expect(response.statusCode).toBe(413);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe("Data yang dikirim terlalu besar (maksimal 1 KB). Kirim lebih sedikit foto sekaligus.");
  });

  it("gives multipart posts the larger cap, and refuses past it", async () => {
    app = await pageScope();
    const over = await app.inject({ method: "POST", url: "/form", headers: multipart, payload: "a".repeat(1001) });
    expect(over.statusCode).toBe(413);
    // Another type posing as a form gets the small cap.
    const json = await app.inject({
      method: "POST",
      url: "/form",
      headers: { "content-type": "text/plain" },
      payload: "a".repeat(500),
    });
    expect(json.statusCode).toBe(413);
  });

  it("refuses a chunked body without a length once it passes the cap", async () => {
    app = await pageScope();
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const chunk = (text: string) => `${text.length.toString(16)}\r\n${text}\r\n`;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(
          "POST /form HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
            "Transfer-Encoding: chunked\r\n\r\n",
        );
        socket.write(chunk("a".repeat(60)));
        socket.write(chunk("a".repeat(60)));
      });
      let text = "";
      socket.on("data", (data) => (text += data.toString()));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 413 Payload Too Large");
  });
});
