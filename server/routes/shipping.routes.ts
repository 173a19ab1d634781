import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../core/services.ts";
import {
  SIMULATION_MAX_QTY,
  simulationGroupDto,
  simulationMetaDto,
  simulationQuery,
} from "../../core/shipping/index.ts";
import { envelope } from "../http/response-schemas.ts";

const slugParams = z.object({ slug: z.string().min(1).max(255) }).strict();

/** Spec §7 `GET products/detail/{slug}/shipping`: the product page's delivery simulation. */
export const shippingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/products/detail/:slug/shipping",
    {
      schema: {
        tags: ["products", "shipping"],
        summary: "Delivery simulation: every courier service from the product's store, grouped by speed",
        description:
          "Ships to the signed-in buyer's main address, else to `city_id` (e.g. 32.73), else to Kota Jakarta Pusat (31.71); " +
          `for the product's weight × \`qty\` (1-${SIMULATION_MAX_QTY}). An empty \`data\` means no courier serves the route. ` +
          "404 for an unknown or hidden product or an unknown city; 422 for a malformed city_id or qty.",
        params: slugParams,
        querystring: simulationQuery,
        response: { 200: envelope(z.array(simulationGroupDto), simulationMetaDto) },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      const result = await services.shipping.simulate(
        request.params.slug,
        { userId: viewer?.userId ?? null, cityId: request.query.city_id ?? null },
        request.lang,
        { qty: request.query.qty ?? 1 },
      );
      return reply.ok(result.data, { meta: result.meta });
    },
  );
};
