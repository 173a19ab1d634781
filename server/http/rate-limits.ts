import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";

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
export async function perIpLimit(scope: FastifyInstance, name: string, { max, windowMs = 60_000, redis }: PerIpLimitOptions): Promise<PerIpLimit> {
  if (max <= 0) return unlimited;
  if (!scope.hasDecorator("createRateLimit")) await scope.register(fastifyRateLimit, { global: false, ...(redis ? { redis } : {}) });
  const count = scope.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}` });
  return async (request) => {
    const result = await count(request);
    return !result.isAllowed && result.isExceeded ? { retryAfterSeconds: Math.max(1, result.ttlInSeconds) } : null;
  };
}
