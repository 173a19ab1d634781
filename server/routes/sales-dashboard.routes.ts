import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardRangeQuery, salesDashboardDto } from "../../core/dashboard/index.ts";
import type { Services } from "../../core/services.ts";
import { apiCalls } from "../http/api-calls.ts";

/** The merchant dashboard (issue 23): the signed-in merchant's own store only. */
export const salesDashboardRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  apiCalls(app, { tag: "merchant dashboard", caller: "merchant" }).get(
    "/merchant/dashboard",
    {
      summary: "The store's sales, orders, views and stock over a range of its days, beside the range before",
      description:
        "`start` and `end` are store days (YYYY-MM-DD, Asia/Jakarta), both included, at most 366 days apart; " +
        "without `end` the range ends today, without `start` it spans 30 days. Sales are paid orders that were " +
        "not cancelled or rejected.",
      querystring: dashboardRangeQuery,
      data: salesDashboardDto,
    },
    async ({ store, query }) => services.dashboard.forQuery(store, query),
  );
};
