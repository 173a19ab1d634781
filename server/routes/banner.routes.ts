import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BANNER_SLIDES_MAX, bannerFields, storeBannersDto } from "../../core/merchant/index.ts";
import type { Services } from "../../core/services.ts";
import { apiCalls } from "../http/api-calls.ts";

/** The store page's banners (spec §7 /merchant/dashboard/banner), for the caller's own store only. */
export const bannerRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { banners } = services;
  const merchant = apiCalls(app, { tag: "merchant", caller: "merchant" });

  merchant.get(
    "/merchant/dashboard/banner",
    {
      summary: "The store's banners: main, slider (in order) and secondary, each with its target",
      data: storeBannersDto,
    },
    async ({ store }) => banners.banners(store.id),
  );

  merchant.post(
    "/merchant/dashboard/banner",
    {
      summary: "Replace the store's banners",
      description:
        `The whole set: main_file_id/main_target, slides [{file_id, target}] in display order (at most ${BANNER_SLIDES_MAX}), ` +
        "secondary_file_id/secondary_target. File ids come from POST /upload/helper with purpose store_banner; an empty id leaves " +
        "that banner out. Targets: an http(s) address or a site path starting with '/'. 422 with a message per field.",
      body: bannerFields,
      data: storeBannersDto,
      message: "banner.saved",
    },
    async ({ store, body }) => banners.save(store.id, body),
  );
};
