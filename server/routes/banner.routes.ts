import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BANNER_SLIDES_MAX, bannerFields, storeBannersDto } from "../../core/merchant/index.ts";
import type { Services } from "../../core/services.ts";
import { requireMerchant } from "../http/auth.ts";
import { envelope } from "../http/response-schemas.ts";
import { merchantRoute } from "../http/route-options.ts";

/** The store page's banners (spec §7 /merchant/dashboard/banner), for the caller's own store only. */
export const bannerRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { banners } = services;

  app.get(
    "/merchant/dashboard/banner",
    merchantRoute("merchant", {
      summary: "The store's banners: main, slider (in order) and secondary, each with its target",
      response: { 200: envelope(storeBannersDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await banners.banners(store.id));
    },
  );

  app.post(
    "/merchant/dashboard/banner",
    merchantRoute("merchant", {
      summary: "Replace the store's banners",
      description:
        `The whole set: main_file_id/main_target, slides [{file_id, target}] in display order (at most ${BANNER_SLIDES_MAX}), ` +
        "secondary_file_id/secondary_target. File ids come from POST /upload/helper with purpose store_banner; an empty id leaves " +
        "that banner out. Targets: an http(s) address or a site path starting with '/'. 422 with a message per field.",
      body: bannerFields,
      response: { 200: envelope(storeBannersDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await banners.save(store.id, request.body), { message: { key: "banner.saved" } });
    },
  );
};
