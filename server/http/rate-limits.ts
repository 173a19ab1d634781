import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { translator, type Lang } from "../../i18n/index.ts";

/**
 * Per-IP limits on what costs the server CPU: page renders, PDF downloads, demo pictures drawn. Counters
 * live where the API's do (in memory, or in Redis when REDIS_URL is set, shared by every process); the IP
 * is the forwarded one behind TRUST_PROXY.
 */
export interface PerIpLimitOptions {
  /** Requests one IP may make in a window; 0: no limit. */
  max: number;
  windowMs?: number;
  redis?: Redis | undefined;
}

/** Counts a request; says how long to wait when it is one too many. */
export type PerIpLimit = (request: FastifyRequest) => Promise<{ retryAfterSeconds: number } | null>;

const unlimited: PerIpLimit = async () => null;

/**
 * A counter named `name`, so that limits sharing a store never share a count. Registers @fastify/rate-limit
 * in `scope` without its global hook unless the scope has it already (the API's).
 */
export async function perIpLimit(
  scope: FastifyInstance,
  name: string,
  { max, windowMs = 60_000, redis }: PerIpLimitOptions,
): Promise<PerIpLimit> {
  if (max <= 0) return unlimited;
  if (!scope.hasDecorator("createRateLimit"))
    await scope.register(fastifyRateLimit, { global: false, ...(redis ? { redis } : {}) });
  const count = scope.createRateLimit({
    max,
    timeWindow: windowMs,
    // A client that hung up leaves no address (request.ip is undefined): it is counted under one shared key
    // rather than failing the request with a 500.
    keyGenerator: (request) => `${name}:${request.ip ? normalizeIP(request.ip) : "gone"}`,
  });
  return async (request) => {
    const result = await count(request);
    return !result.isAllowed && result.isExceeded ? { retryAfterSeconds: Math.max(1, result.ttlInSeconds) } : null;
  };
}

/** The API's answer to one request too many: the envelope the global API limit sends. */
export function sendApiRateLimited(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header("retry-after", retryAfterSeconds)
    .send({
      code: 429,
      message: translator(request.lang)("errors.rate_limited"),
      data: null,
      meta: { retry_after_seconds: retryAfterSeconds },
    });
}

/**
 * Limits page renders per IP in `site`, the scope of the React Router handler. A page the anonymous cache
 * answers (server/http/page-cache.ts, a preHandler of the whole app, so before this one) costs next to
 * nothing and is not counted; files served beside the pages are not either.
 */
export async function installPageRateLimit(
  site: FastifyInstance,
  { exempt, ...options }: PerIpLimitOptions & { exempt?: (request: FastifyRequest) => boolean },
): Promise<void> {
  const renders = await perIpLimit(site, "page", options);
  site.addHook("preHandler", async (request, reply) => {
    // The React Router handler's catch-all route; files have a route each.
    if (request.routeOptions.url !== "*" || exempt?.(request)) return;
    const limited = await renders(request);
    if (!limited) return;
    return reply
      .code(429)
      .header("retry-after", limited.retryAfterSeconds)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(rateLimitedPage(request.lang));
  });
}

/** A page short enough to cost nothing, in the page's language. */
export function rateLimitedPage(lang: Lang): string {
  const message = escapeHtml(translator(lang)("errors.rate_limited"));
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${message}</title></head><body><main><h1>${message}</h1></main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
