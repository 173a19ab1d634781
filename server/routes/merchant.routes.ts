import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../../core/services.ts";

// Placeholder until the browsing issue lands these calls.
export const merchantRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (_app, _options) => {};
