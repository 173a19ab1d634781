import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardRangeQuery, salesDashboardDto } from "../../core/dashboard/index.ts";
import type { Services } from "../../core/services.ts";
import { requireMerchant } from "../http/auth.ts";
import { envelope } from "../http/response-schemas.ts";
import { bearerRoute } from "../http/route-options.ts";

/** The merchant dashboard (issue 23): the signed-in merchant's own store only. */
export const salesDashboardRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/merchant/dashboard",
    bearerRoute("merchant dashboard", {
      summary: "The store's sales, orders, views and stock over a range of its days, beside the range before",
      description:
        "`start` and `end` are store days (YYYY-MM-DD, Asia/Jakarta), both included, at most 366 days apart; " +
        "without `end` the range ends today, without `start` it spans 30 days. Sales are paid orders that were " +
        "not cancelled or rejected. A visitor gets 401, a shopper without a store 403.",
      querystring: dashboardRangeQuery,
      response: { 200: envelope(salesDashboardDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await services.dashboard.forQuery(store, request.query));
    },
  );
};
