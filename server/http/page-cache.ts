import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isApi, isStaticFile } from "../plugins/request-context.ts";
import { FLASH_COOKIE, newXsrfToken, readCookie, SESSION_COOKIE, setsXsrfCookie } from "./cookies.ts";
import { textOf } from "./page-compression.ts";
import { newCspNonce } from "./security-headers.ts";

/**
 * The anonymous page cache (docs/decisions/0018-anonymous-page-cache.md): a page a visitor without a
 * session sees is the same for every such visitor on that host but for the XSRF token in its forms and loader
 * data and the nonce of its inline scripts, so it is rendered with stand-ins for both, kept for a few
 * seconds, and each visitor gets it with their own token and a fresh nonce written in. Signed-in visitors,
 * a pending toast, API calls, files and client data requests (`.data`) always reach the renderer.
 */
export interface PageCacheOptions {
  ttlMs: number;
  /** What the kept pages may take, in UTF-16 code units of HTML (about bytes). */
  maxChars: number;
  now?: () => number;
}

/** Where a page was asked for: pages write absolute links from the host (canonical, sharing), so it is part of the key. */
interface PageAddress {
  protocol: string;
  host: string;
  url: string;
}

/** Random values a page is rendered with and each visitor's own are written over. */
interface StandIn {
  csrfToken: string;
  nonce: string;
}

interface CachedPage {
  address: PageAddress;
  html: string;
  /** The stand-in XSRF token and script nonce the page was rendered with. */
  standIn: StandIn;
  headers: Record<string, string>;
  keptAt: number;
  /** A background render of it is under way (refresh). */
  refreshing: boolean;
}

/** A page older than its lifetime is still sent while it is rendered again, up to this many lifetimes. */
const STALE_FACTOR = 3;
const REFRESH_HEADER = "x-pasar-page-refresh";

/** Headers a kept page does not repeat: the cookies and the nonce were the first visitor's, the length changes. */
const UNREPEATED_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "date",
  "content-security-policy",
]);

export function installPageCache(app: FastifyInstance, { ttlMs, maxChars, now = Date.now }: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  let chars = 0;
  /** Requests being rendered with a stand-in token, and the key their page is kept under. */
  const renders = new WeakMap<FastifyRequest, { key: string; address: PageAddress; standIn: StandIn }>();
  const refreshSecret = randomBytes(18).toString("base64url");

  function drop(key: string) {
    chars -= pages.get(key)?.html.length ?? 0;
    pages.delete(key);
  }

  /** A kept page young enough to send: fresh, or stale but within STALE_FACTOR lifetimes while it is redone. */
  function usable(key: string): { page: CachedPage; stale: boolean } | undefined {
    const page = pages.get(key);
    if (!page) return undefined;
    const age = now() - page.keptAt;
    if (age < ttlMs) return { page, stale: false };
    if (age < ttlMs * STALE_FACTOR) return { page, stale: true };
    drop(key);
    return undefined;
  }

  function keep(key: string, page: Omit<CachedPage, "keptAt" | "refreshing">) {
    drop(key);
    pages.set(key, { ...page, keptAt: now(), refreshing: false });
    chars += page.html.length;
    // Oldest first out: a Map iterates in insertion order.
    while (chars > maxChars) drop(pages.keys().next().value!);
  }

  /**
   * Renders a stale page again in the background, once at a time: visitors meanwhile get the stale one,
   * so no visitor of a page read often waits for its render. The request goes through the whole server
   * like a visitor's without cookies, for the host and protocol the page was for; the header, secret to this
   * process, makes it render.
   */
  function refresh(page: CachedPage) {
    page.refreshing = true;
    const { protocol, host, url } = page.address;
    // A page asked for over https came through a trusted proxy (TRUST_PROXY), which the render believes.
    const forwarded = protocol === "https" ? { "x-forwarded-proto": "https", "x-forwarded-host": host } : {};
    void app
      .inject({
        method: "GET",
        url,
        headers: { host, ...forwarded, accept: "text/html", [REFRESH_HEADER]: refreshSecret },
      })
      .catch(() => undefined)
      .finally(() => {
        page.refreshing = false;
      });
  }

  // preHandler: the cookie and request-context hooks (onRequest) have read the visitor by then.
  app.addHook("preHandler", async (request, reply) => {
    if (!cacheable(request)) return;
    const address = { protocol: request.protocol, host: request.host, url: request.url };
    const key = `${address.protocol}://${address.host}${address.url}`;
    const found = request.headers[REFRESH_HEADER] === refreshSecret ? undefined : usable(key);
    if (!found) {
      renders.set(request, { key, address, standIn: { csrfToken: newXsrfToken(), nonce: newCspNonce() } });
      return;
    }
    if (found.stale && !found.page.refreshing) refresh(found.page);
    reply.headers(found.page.headers).header("x-page-cache", found.stale ? "stale" : "hit");
    return reply.send(personalized(found.page.html, found.page.standIn, request));
  });

  // onSend, added before page compression (server/http/page-compression.ts): reads the rendered HTML, keeps
  // it, and hands it on with the visitor's token written in.
  app.addHook("onSend", async (request, reply, payload) => {
    const render = renders.get(request);
    if (!render || !String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return payload;
    renders.delete(request);
    const html = await textOf(payload);
    const cookies = [reply.getHeader("set-cookie") ?? []].flat().map(String);
    const cacheControl = String(reply.getHeader("cache-control") ?? "");
    if (reply.statusCode === 200 && cookies.every(setsXsrfCookie) && !/private|no-store/.test(cacheControl)) {
      const headers = Object.fromEntries(
        Object.entries(reply.getHeaders()).flatMap(([name, value]) =>
          UNREPEATED_HEADERS.has(name) || value === undefined ? [] : [[name, String(value)]],
        ),
      );
      keep(render.key, { address: render.address, html, standIn: render.standIn, headers });
    }
    reply.removeHeader("content-length");
    return personalized(html, render.standIn, request);
  });

  return {
    /** Drops the kept pages whose path (the query left off) `shows` names: their next visitor gets a fresh render. */
    forget(shows: (path: string) => boolean): void {
      for (const [key, page] of pages) if (shows(page.address.url.split("?")[0]!)) drop(key);
    },
    /** The cache's own background render of a kept page: work the visitors' page limits must not be charged for. */
    isRefresh(request: FastifyRequest): boolean {
      return request.headers[REFRESH_HEADER] === refreshSecret;
    },
    /** The XSRF token the page renderer writes into forms and loader data for this request. */
    csrfTokenFor(request: FastifyRequest): string {
      return renders.get(request)?.standIn.csrfToken ?? request.csrfToken;
    },
    /** The script nonce the page renderer writes into the page for this request. */
    nonceFor(request: FastifyRequest): string {
      return renders.get(request)?.standIn.nonce ?? request.cspNonce;
    },
  };
}

/** A kept page as this visitor gets it: their XSRF token, and the nonce of this response's Content-Security-Policy. */
function personalized(html: string, standIn: StandIn, request: FastifyRequest): string {
  return html.replaceAll(standIn.csrfToken, request.csrfToken).replaceAll(standIn.nonce, request.cspNonce);
}

/** Whether a kept page may answer this request, rather than a render for the visitor. */
function cacheable(request: FastifyRequest): boolean {
  if (request.method !== "GET" || request.headers.authorization) return false;
  if (readCookie(request.cookies, SESSION_COOKIE) !== undefined || request.cookies[FLASH_COOKIE] !== undefined)
    return false;
  // Any path with an extension is a file or a client data request (`.data`), not a page.
  return !(isApi(request) || isStaticFile(request.url) || /\.\w+$/.test(request.url.split("?")[0]!));
}
