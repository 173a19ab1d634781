import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./support/browser.ts";

/**
 * The production server probed from outside (issue 21): Host headers, methods, redirect targets and the
 * headers of pages, through real sockets, since fetch will not send a Host of its own.
 */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, path, method: options.method ?? "GET", headers: options.headers },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

const port = () => new URL(baseUrl()).port;
const linkHref = (html: string, rel: string, hrefLang?: string) =>
  new RegExp(`<link rel="${rel}"${hrefLang ? ` hrefLang="${hrefLang}"` : ""} href="([^"]+)"`).exec(html)?.[1];
const cookieOf = (answer: Answer, name: string) =>
  [answer.headers["set-cookie"] ?? []]
    .flat()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(";")[0];

async function aProductPath(): Promise<string> {
  const home = await send("/");
  const path = /href="(\/product\/[a-z0-9-]+)"/.exec(home.body)?.[1];
  if (!path) throw new Error("no product link on the home page");
  return path;
}

describe("the Host header", () => {
  it("writes canonical and hreflang links absolute, for the host each visitor asked, never another's", async () => {
    const path = await aProductPath();
    const viaAddress = await send(path, { headers: { host: `127.0.0.1:${port()}` } });
    const viaName = await send(path, { headers: { host: `localhost:${port()}` } });
    expect(viaAddress.status).toBe(200);
    expect(linkHref(viaAddress.body, "canonical")).toBe(`http://127.0.0.1:${port()}${path}`);
    expect(linkHref(viaAddress.body, "alternate", "en")).toBe(`http://127.0.0.1:${port()}/en${path}`);
    expect(viaAddress.body).toContain(`<meta property="og:url" content="http://127.0.0.1:${port()}${path}"/>`);
    expect(linkHref(viaName.body, "canonical")).toBe(`http://localhost:${port()}${path}`);
    expect(viaName.body).not.toContain("127.0.0.1");

    const login = await send("/login", { headers: { host: `127.0.0.1:${port()}` } });
    expect(linkHref(login.body, "alternate", "en")).toBe(`http://127.0.0.1:${port()}/en/login`);
  });

  it("answers a forged or malformed Host with 400 on pages, robots.txt and the API, never 500", async () => {
    for (const host of ["evil.example", "a b", "[::1", "evil.example:80@127.0.0.1"]) {
      for (const path of ["/", "/robots.txt", "/sitemap.xml", "/api/health"]) {
        const answer = await send(path, { headers: { host } });
        expect(answer.status, `${host} ${path}`).toBe(400);
        expect(answer.body).not.toContain("evil");
      }
    }
    const robots = await send("/robots.txt", { headers: { host: `localhost:${port()}` } });
    expect(robots.body).toContain(`Sitemap: http://localhost:${port()}/sitemap.xml`);
  });
});

describe("methods and bodies no route serves", () => {
  it("answers TRACE and WebDAV methods on a page with 405, not 500", async () => {
    for (const method of ["TRACE", "PROPFIND"]) {
      const answer = await send("/", { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toContain("GET");
    }
  });

  it("answers a body of a hundred thousand brackets with 400 in the envelope", async () => {
    const answer = await send("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "[".repeat(100_000),
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 400, data: null });
  });
});

/** The demo buyer signs in with the login page's form, as a browser without JavaScript posts it. */
async function postLoginForm(extra: Record<string, string> = {}) {
  const page = await send("/login");
  const xsrf = cookieOf(page, "XSRF-TOKEN")!;
  const form = new URLSearchParams({
    _csrf: xsrf.split("=")[1]!,
    email: "buyer@pasar.test",
    password: "pasar-demo-123",
    ...extra,
  });
  const answer = await send("/login", {
    method: "POST",
    headers: { cookie: xsrf, "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  return { xsrf, answer };
}

describe("redirect targets after a form", () => {
  it("sends the shopper home, never to another host, for a target with a tab, a line break or backslashes", async () => {
    for (const redirectTo of [
      "/\t/evil.com",
      "/\\evil.com",
      "/%09/evil.com",
      "//evil.com",
      "/cart\r\nSet-Cookie: x=1",
    ]) {
      const { answer } = await postLoginForm({ redirectTo });
      expect(answer.status, JSON.stringify(redirectTo)).toBe(302);
      expect(answer.headers.location).toBe("/");
    }
  });
});

describe("page headers", () => {
  it("gives every page a Content-Security-Policy whose nonce each inline script carries, fresh per response, also from the page cache", async () => {
    const first = await send("/");
    const second = await send("/");
    expect(second.headers["x-page-cache"]).toMatch(/hit|stale/);
    const nonces = [first, second].map((answer) => {
      const policy = String(answer.headers["content-security-policy"]);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      const nonce = /'nonce-([\w-]+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      const inlineScripts = [...answer.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("keeps the signed-in shopper's cart and address book out of every cache", async () => {
    const { xsrf, answer: login } = await postLoginForm();
    const session = cookieOf(login, "my_token")!;
    for (const path of ["/cart", "/user/address-book"]) {
      const answer = await send(path, { headers: { cookie: `${xsrf}; ${session}` } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["cache-control"], path).toBe("private, no-store");
    }
  });
});
