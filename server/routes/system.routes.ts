import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/client.ts";

/**
 * Database reachability as of the last second: load balancers poll health often, and one shared ping per
 * second answers them all without queueing a query per request (PGlite runs one query at a time).
 */
export function cachedReachability(ping: () => Promise<boolean>, ttlMs = 1000, now: () => number = Date.now) {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let reachable = false;
  let inFlight: Promise<boolean> | undefined;
  return (): Promise<boolean> => {
    if (now() - checkedAt < ttlMs) return Promise.resolve(reachable);
    inFlight ??= ping().then((result) => {
      reachable = result;
      checkedAt = now();
      inFlight = undefined;
      return result;
    });
    return inFlight;
  };
}

export const systemRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; version: string }> = async (
  app,
  { database, version },
) => {
  const databaseReachable = cachedReachability(() => database.ping());
  app.get(
    "/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database reachability",
        response: {
          200: z.object({
            code: z.number(),
            message: z.string(),
            data: z.object({ status: z.string(), database: z.string(), version: z.string() }),
            meta: z.null(),
          }),
          503: z.object({
            code: z.number(),
            message: z.string(),
            data: z.object({ status: z.string(), database: z.string(), version: z.string() }),
            meta: z.null(),
          }),
        },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const up = await databaseReachable();
      const data = { status: up ? "ok" : "degraded", database: up ? "up" : "down", version };
      return reply
        .code(up ? 200 : 503)
        .send({ code: up ? 200 : 503, message: up ? "OK" : "Database unreachable", data, meta: null });
    },
  );
};
