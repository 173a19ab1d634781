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
import { answer, apiCalls, paged } from "../http/api-calls.ts";
import { samePathPageUrl } from "../http/page-url.ts";
import { idParams, langOnlyQuery } from "../http/route-options.ts";

/**
 * Spec §7 merchant voucher calls (under /merchant/dashboard): the signed-in merchant's own vouchers only.
 * A visitor gets 401, a shopper without a store 403, another store's voucher 404, and nothing changes.
 */
export const voucherRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { vouchers } = services;
  const base = "/merchant/dashboard/voucher";
  const merchant = apiCalls(app, { tag: "merchant voucher", caller: "merchant" });

  merchant.get(
    `${base}/list`,
    {
      summary: "The store's vouchers in a tab (running, upcoming, ended), searched by name or code, sorted and paged",
      description: "`sort` newest (default), ending, name or used. `meta.counts` gives every tab's count.",
      querystring: voucherListQuery,
      data: z.array(merchantVoucherDto),
      meta: voucherListMetaDto,
    },
    async ({ store, query, request }) => paged(await vouchers.list(store, query, samePathPageUrl(request))),
  );

  merchant.get(
    `${base}/detail/:id`,
    {
      summary: "One of the store's vouchers, with its use so far",
      params: idParams,
      querystring: langOnlyQuery,
      data: merchantVoucherDto,
    },
    async ({ store, params }) => vouchers.detail(store, params.id),
  );

  merchant.post(
    `${base}/create`,
    {
      summary: "Create a store voucher",
      description:
        "`kind` fixed (value in rupiah), percentage (value 1-100, `max_potongan` optional cap) or free_shipping " +
        "(`max_potongan` the most of the shipping paid). Times are ISO; without a zone they are Western Indonesian " +
        "time. `visibility` code_only vouchers are found only by their code (claimed in the cart). `products` " +
        "chosen limits the voucher to `product_ids` of the store.",
      body: voucherInput,
      data: merchantVoucherDto,
      message: "voucher.notice.created",
    },
    async ({ store, body }) => vouchers.create(store, body),
  );

  merchant.post(
    `${base}/edit/:id`,
    {
      summary: "Replace an upcoming or running voucher's terms; orders already placed keep what they were charged",
      description: "The quota cannot go below what is used (422); an ended voucher cannot be edited (409).",
      params: idParams,
      body: voucherInput,
      data: merchantVoucherDto,
      message: "voucher.notice.saved",
    },
    async ({ store, params, body }) => vouchers.edit(store, params.id, body),
  );

  merchant.post(
    `${base}/delete`,
    {
      summary: "Delete a voucher: removed when unused, else ended now and kept for its orders",
      body: voucherIdInput,
      data: voucherDeletedDto,
      message: "voucher.notice.deleted",
    },
    async ({ store, body }) => vouchers.remove(store, body),
  );

  merchant.post(
    `${base}/code/check`,
    {
      summary: "Whether a voucher code is free (spec §5 promo code characters, unique whatever the case)",
      body: voucherCodeCheckInput,
      data: voucherCodeCheckDto,
    },
    async ({ body }) => {
      const result = await vouchers.codeCheck(body);
      return answer(result, {
        message: { key: result.available ? "voucher.notice.code_free" : "voucher.validation.code_taken" },
      });
    },
  );
};
