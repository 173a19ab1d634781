import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  merchantVoucherDto,
  voucherCodeCheckDto,
  voucherCodeCheckInput,
  voucherDeletedDto,
  voucherIdInput,
  voucherInput,
  voucherListMetaDto,
  voucherListQuery,
} from "../../core/promo/index.ts";
import type { Services } from "../../core/services.ts";
import { requireMerchant } from "../http/auth.ts";
import { samePathPageUrl } from "../http/page-url.ts";
import { envelope } from "../http/response-schemas.ts";
import { idParams, langOnlyQuery, merchantRoute } from "../http/route-options.ts";

const tag = "merchant voucher";

/**
 * Spec §7 merchant voucher calls (under /merchant/dashboard): the signed-in merchant's own vouchers only.
 * A visitor gets 401, a shopper without a store 403, another store's voucher 404, and nothing changes.
 */
export const voucherRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { vouchers } = services;
  const base = "/merchant/dashboard/voucher";

  app.get(
    `${base}/list`,
    merchantRoute(tag, {
      summary: "The store's vouchers in a tab (running, upcoming, ended), searched by name or code, sorted and paged",
      description: "`sort` newest (default), ending, name or used. `meta.counts` gives every tab's count.",
      querystring: voucherListQuery,
      response: { 200: envelope(z.array(merchantVoucherDto), voucherListMetaDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      const { items, meta } = await vouchers.list(store, request.query, samePathPageUrl(request));
      return reply.ok(items, { meta });
    },
  );

  app.get(
    `${base}/detail/:id`,
    merchantRoute(tag, {
      summary: "One of the store's vouchers, with its use so far",
      params: idParams,
      querystring: langOnlyQuery,
      response: { 200: envelope(merchantVoucherDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await vouchers.detail(store, request.params.id));
    },
  );

  app.post(
    `${base}/create`,
    merchantRoute(tag, {
      summary: "Create a store voucher",
      description:
        "`kind` fixed (value in rupiah), percentage (value 1-100, `max_potongan` optional cap) or free_shipping " +
        "(`max_potongan` the most of the shipping paid). Times are ISO; without a zone they are Western Indonesian " +
        "time. `visibility` code_only vouchers are found only by their code (claimed in the cart). `products` " +
        "chosen limits the voucher to `product_ids` of the store.",
      body: voucherInput,
      response: { 200: envelope(merchantVoucherDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await vouchers.create(store, request.body), { message: { key: "voucher.notice.created" } });
    },
  );

  app.post(
    `${base}/edit/:id`,
    merchantRoute(tag, {
      summary: "Replace an upcoming or running voucher's terms; orders already placed keep what they were charged",
      description: "The quota cannot go below what is used (422); an ended voucher cannot be edited (409).",
      params: idParams,
      body: voucherInput,
      response: { 200: envelope(merchantVoucherDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await vouchers.edit(store, request.params.id, request.body), {
        message: { key: "voucher.notice.saved" },
      });
    },
  );

  app.post(
    `${base}/delete`,
    merchantRoute(tag, {
      summary: "Delete a voucher: removed when unused, else ended now and kept for its orders",
      body: voucherIdInput,
      response: { 200: envelope(voucherDeletedDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await vouchers.remove(store, request.body), { message: { key: "voucher.notice.deleted" } });
    },
  );

  app.post(
    `${base}/code/check`,
    merchantRoute(tag, {
      summary: "Whether a voucher code is free (spec §5 promo code characters, unique whatever the case)",
      body: voucherCodeCheckInput,
      response: { 200: envelope(voucherCodeCheckDto) },
    }),
    async (request, reply) => {
      await requireMerchant(request);
      const result = await vouchers.codeCheck(request.body);
      return reply.ok(result, {
        message: { key: result.available ? "voucher.notice.code_free" : "voucher.validation.code_taken" },
      });
    },
  );
};
