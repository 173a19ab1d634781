import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { newBuyer } from "../../tests/support/auth.ts";
import { useTestApp } from "../../tests/support/test-app.ts";

/** What the server answers from outside: hosts, methods and bodies no route of ours is made for (issue 21). */
const t = useTestApp();

const envelope = (body: string) => JSON.parse(body) as { code: number; message: string; data: unknown; meta: unknown };

/** The call was refused with `status` and `message` in the API envelope, and nothing else. */
function expectRefused(response: { statusCode: number; body: string }, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(envelope(response.body)).toEqual({ code: status, message, data: null, meta: null });
}

describe("the Host header", () => {
  it.each([["a b"], ["[::1"], ["evil.com/x"], ["pasar.co.id\tx"]])(
    "answers a malformed host %j with 400 in the envelope",
    async (host) => {
      const response = await t.app.inject({ method: "GET", url: "/api/health", headers: { host } });
      expectRefused(response, 400, "Alamat situs tidak dikenal");
    },
  );

  it("answers an empty or missing Host on a real connection with 400", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const statusLine = (head: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), "127.0.0.1", () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk.toString()));
        socket.on("end", () => resolve(answer.split("\r\n")[0]!));
        socket.on("error", reject);
      });
    expect(await statusLine("GET /api/health HTTP/1.1\r\nHost: ")).toBe("HTTP/1.1 400 Bad Request");
    expect(await statusLine("GET / HTTP/1.1\r\nHost: a b")).toBe("HTTP/1.1 400 Bad Request");
    expect(await statusLine("GET /api/health HTTP/1.1")).toBe("HTTP/1.1 400 Bad Request");
  });

  it("answers a host the server is not configured for with 400, in the caller's language", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { host: "evil.example", "accept-language": "en" },
    });
    expectRefused(response, 400, "Unknown site address");
  });

  it("answers a page for a foreign host with 400 in plain text", async () => {
    const response = await t.app.inject({ method: "GET", url: "/en/product/kopi", headers: { host: "evil.example" } });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe("Unknown site address");
  });

  it.each([["localhost"], ["localhost:3000"], ["127.0.0.1:45123"], ["[::1]:8080"], ["LOCALHOST"]])(
    "serves the default host %j",
    async (host) => {
      const response = await t.app.inject({ method: "GET", url: "/api/health", headers: { host } });
      expect(response.statusCode).not.toBe(400);
    },
  );
});

describe("methods no route serves", () => {
  it.each([["TRACE"], ["CONNECT"], ["PROPFIND"], ["MKCOL"]])(
    "answers %s with 405 and the methods served",
    async (method) => {
      const api = await t.app.inject({ method: method as "GET", url: "/api/health" });
      expect(api.statusCode).toBe(405);
      expect(api.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(envelope(api.body)).toMatchObject({ code: 405, message: "Metode permintaan tidak didukung", data: null });
      const page = await t.app.inject({ method: method as "GET", url: "/" });
      expect(page.statusCode).toBe(405);
      expect(page.body).toBe("Metode permintaan tidak didukung");
    },
  );
});

describe("addresses that cannot be decoded", () => {
  it.each([["/api/%"], ["/api/products/detail/%E0%A4%A"]])("answers %s with 400 in the envelope", async (url) => {
    const response = await t.app.inject({ method: "GET", url, headers: { "accept-language": "en" } });
    expectRefused(response, 400, "The data sent is not valid");
  });

  it("answers a page address with 400 in plain text, in the page's language", async () => {
    const response = await t.app.inject({ method: "GET", url: "/en/product/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("The data sent is not valid");
  });
});

describe("deeply nested JSON", () => {
  it.each([
    ["a body of brackets", "[".repeat(100_000)],
    ["a deep value in an object", `{"email":${"[".repeat(100_000)}${"]".repeat(100_000)}}`],
    ["a deep object", `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`],
  ])("answers %s with 400 in the envelope", async (_name, payload) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload,
    });
    expectRefused(response, 400, "Data yang dikirim tidak valid");
  });

  it("still reads an ordinary body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "nobody@example.com", password: "wrong-password" },
    });
    expect(response.statusCode).not.toBe(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("still refuses a prototype-poisoning body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"__proto__":{"x":1}}',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("answers that hold personal data", () => {
  it.each([
    ["POST", "/api/cart/list", "Edge Cart"],
    ["GET", "/api/addressbook/list", "Edge Addresses"],
  ] as const)("%s %s is never kept by a cache", async (method, url, name) => {
    const buyer = await newBuyer(t.services, name);
    const response = await t.app.inject({ method, url, headers: buyer });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("a sign-in that hands out a session is not kept either", async () => {
    await newBuyer(t.services, "Edge Login");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "edge.login@example.com", password: "rahasia-sekali-123" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("a route that calls its answer public keeps saying so, and an anonymous answer is not marked", async () => {
    const buyer = await newBuyer(t.services, "Edge Regions");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/province", headers: buyer })).headers["cache-control"],
    ).toMatch(/^public/);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).headers["cache-control"]).toBeUndefined();
  });

  it("API answers may not be framed or run anything", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
