import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Viewer } from "../../core/account/index.ts";
import type { Services } from "../../core/services.ts";
import { langFromRequest, type Lang } from "../../i18n/index.ts";
import {
  SESSION_COOKIE,
  XSRF_COOKIE,
  decodeSessionToken,
  newXsrfToken,
  readCookie,
  xsrfCookie,
} from "../http/cookies.ts";

declare module "fastify" {
  interface FastifyRequest {
    lang: Lang;
    /** The signed-in user, resolved once per request on first use. */
    viewer(): Promise<Viewer | null>;
    /** True when the token came from the cookie (so state changes need the XSRF check). */
    authenticatedByCookie: boolean;
    csrfToken: string;
    isSecure: boolean;
  }
}

/** Language, viewer and XSRF token for every request, API or page. */
export const requestContextPlugin = fp(
  async (app: FastifyInstance, { services }: { services: Services }) => {
    app.decorateRequest("lang", "id");
    app.decorateRequest("viewer", async () => null);
    app.decorateRequest("authenticatedByCookie", false);
    app.decorateRequest("csrfToken", "");
    app.decorateRequest("isSecure", false);

    app.addHook("onRequest", async (request, reply) => {
      request.isSecure = request.protocol === "https";
      const api = isApi(request);
      request.lang = api ? langFromRequest(request.query, request.headers["accept-language"]) : pageLang(request.url);

      const bearer = bearerToken(request);
      const cookieToken = decodeSessionToken(readCookie(request.cookies, SESSION_COOKIE));
      request.authenticatedByCookie = !bearer && Boolean(cookieToken);
      const token = bearer ?? cookieToken;
      let resolved: Promise<Viewer | null> | undefined;
      request.viewer = () => (resolved ??= token ? services.accounts.authenticate(token) : Promise.resolve(null));

      const existing = readCookie(request.cookies, XSRF_COOKIE);
      // Pages hand the token to the browser; API clients without a page visit do not need one, and a
      // cookie on a script, picture or catalogue would keep shared caches from storing it.
      const handsOutToken = !api && !isStaticFile(request.url);
      if (cookieToken) {
        // A signed-in browser's token is derived from its session: one from another session never matches.
        request.csrfToken = services.accounts.xsrfTokenFor(cookieToken);
        if (handsOutToken && existing !== request.csrfToken)
          reply.header("set-cookie", xsrfCookie(request.csrfToken, request.isSecure));
      } else if (existing && /^[\w-]{16,64}$/.test(existing)) {
        request.csrfToken = existing;
      } else if (handsOutToken) {
        request.csrfToken = newXsrfToken();
        reply.header("set-cookie", xsrfCookie(request.csrfToken, request.isSecure));
      }
    });
  },
  { name: "pasar-request-context", dependencies: ["@fastify/cookie"] },
);

export function isApi(request: FastifyRequest): boolean {
  return request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?");
}

/** Build assets, media, message catalogues and root files such as /favicon.svg or /robots.txt. */
export function isStaticFile(url: string): boolean {
  return /^\/(assets|media|i18n)\//.test(url) || /^\/[\w-]+\.\w+(\?|$)/.test(url);
}

function pageLang(url: string): Lang {
  return url === "/en" || url.startsWith("/en/") || url.startsWith("/en?") ? "en" : "id";
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
