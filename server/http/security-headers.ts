import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isApi, isStaticFile } from "../plugins/request-context.ts";
import { SESSION_COOKIE } from "./cookies.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The nonce this response's inline scripts carry, named in its Content-Security-Policy. */
    cspNonce: string;
  }
}

export interface SecurityHeaderOptions {
  /** The payment gateway's browser script (Midtrans Snap) when one is configured: its host may run script and frames. */
  paymentScriptUrl: string | null;
  /** Pages get a Content-Security-Policy; off in development, where Vite's client injects code of its own. */
  pagePolicy: boolean;
}

export function newCspNonce(): string {
  return randomBytes(18).toString("base64url");
}

/** Refuses being framed by other sites and anything but our API's own answers for JSON. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of a page: scripts from this site and inline ones with this response's nonce (React Router's
 * hydration data and React's streaming); the payment gateway's host (its script, styles, frame and calls)
 * only where one is configured. Styles may be inline (style attributes); pictures may come from any https
 * host (merchants' and storage's).
 */
export function pagePolicy(nonce: string, paymentScriptUrl: string | null): string {
  const gateway = paymentScriptUrl ? ` ${new URL(paymentScriptUrl).origin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${gateway}`,
    `style-src 'self' 'unsafe-inline'${gateway}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${gateway}`,
    `frame-src 'self'${gateway}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * Headers every answer carries: no sniffing, no referrer beyond the origin to other sites, no framing by
 * other sites; a page's Content-Security-Policy with a nonce of its own; and `private, no-store` on
 * everything answered to a signed-in caller, where a route has not said otherwise, since a cart, an address
 * book, a checkout or an invoice must not be kept by a shared cache or the browser's back button.
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request) => {
    request.cspNonce = newCspNonce();
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "SAMEORIGIN");
    const contentType = String(reply.getHeader("content-type") ?? "");
    if (isApi(request)) {
      if (contentType.startsWith("application/json")) reply.header("content-security-policy", API_POLICY);
    } else if (options.pagePolicy && contentType.startsWith("text/html")) {
      reply.header("content-security-policy", pagePolicy(request.cspNonce, options.paymentScriptUrl));
    }
    if (holdsPersonalData(request, reply) && !reply.hasHeader("cache-control"))
      reply.header("cache-control", "private, no-store");
  });
}

/** An answer to a signed-in caller, or one that signs in: anything but a file may hold their data. */
function holdsPersonalData(request: FastifyRequest, reply: FastifyReply): boolean {
  if (isStaticFile(request.url)) return false;
  if (request.headers.authorization || request.cookies[SESSION_COOKIE] !== undefined) return true;
  return [reply.getHeader("set-cookie") ?? []].flat().some((cookie) => String(cookie).startsWith(`${SESSION_COOKIE}=`));
}
