import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/client.ts";

export const systemRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; version: string }> = async (app, { database, version }) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database reachability",
        response: {
          200: z.object({ code: z.number(), message: z.string(), data: z.object({ status: z.string(), database: z.string(), version: z.string() }), meta: z.null() }),
          503: z.object({ code: z.number(), message: z.string(), data: z.object({ status: z.string(), database: z.string(), version: z.string() }), meta: z.null() }),
        },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const up = await database.ping();
      const data = { status: up ? "ok" : "degraded", database: up ? "up" : "down", version };
      return reply.code(up ? 200 : 503).send({ code: up ? 200 : 503, message: up ? "OK" : "Database unreachable", data, meta: null });
    },
  );
};
