import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../core/services.ts";
import { RATE_TYPES, SIMULATION_MAX_QTY, simulationQuery } from "../../core/shipping/index.ts";
import { envelope } from "../http/response-schemas.ts";

const slugParams = z.object({ slug: z.string().min(1).max(255) }).strict();

const rateType = z.enum(RATE_TYPES as [string, ...string[]]);
const place = z.object({
  json_manifest: z.object({
    city: z.object({ id: z.string(), name: z.string() }),
    province: z.object({ id: z.string(), name: z.string() }),
  }),
});
const recommendation = z
  .object({ rate_type: rateType, rate: z.string().describe("The speed's name"), ongkir: z.number(), est_min: z.number(), est_max: z.number(), guarantee: z.boolean() })
  .nullable();
const service = z.object({
  id: z.string().describe("The shipper_result_id checkout sends back, e.g. 'jne:reg'"),
  rate_type: rateType,
  guarantee: z.boolean().describe("On-time guarantee: the shipping cost is returned if arrival is more than 1 day after handover"),
  est_min: z.number(),
  est_max: z.number(),
  response_manifest: z.object({
    final_price: z.number(),
    min_day: z.number(),
    max_day: z.number(),
    weight_grams: z.number(),
    logistic: z.object({ code: z.string(), name: z.string(), logo: z.string().nullable() }),
    rate: z.object({ code: z.string(), name: z.string(), type: rateType }),
  }),
});
const group = z.object({ rate_type: rateType, name: z.string(), min_price: z.number(), est_min: z.number(), est_max: z.number(), services: z.array(service) });
const simulationMeta = z.object({
  weight: z.number().describe("Product weight × qty, grams"),
  charged_weight: z.number().describe("Rounded up to whole kilograms, grams"),
  qty: z.number(),
  from: place,
  to: place.extend({ source: z.enum(["address", "city", "default"]) }),
  first_recomendation: recommendation.describe("The cheapest service"),
  second_recomendation: recommendation.describe("The fastest service of another speed"),
});

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
        response: { 200: envelope(z.array(group), simulationMeta) },
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
