import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  merchantProductCreateInput,
  merchantProductDeletedDto,
  merchantProductDetailDto,
  merchantProductEditInput,
  merchantProductIdInput,
  merchantProductIdsInput,
  merchantProductListMetaDto,
  merchantProductListQuery,
  merchantProductRowDto,
  merchantProductStatusDto,
} from "../../core/catalog/index.ts";
import type { Services } from "../../core/services.ts";
import { answer, apiCalls, paged } from "../http/api-calls.ts";
import { samePathPageUrl } from "../http/page-url.ts";
import { idParams, langOnlyQuery } from "../http/route-options.ts";

/**
 * Spec §7 merchant product calls (under /merchant/dashboard): the signed-in merchant's own products only.
 * A visitor gets 401, a shopper without a store 403, another store's product 404, and nothing changes.
 */
export const merchantProductRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { merchantProducts } = services;
  const base = "/merchant/dashboard/product";
  const merchant = apiCalls(app, { tag: "merchant product", caller: "merchant" });

  merchant.get(
    `${base}/list`,
    {
      summary: "The store's products in a tab (all, PUBLISH, HIDDEN, out_of_stock), searched, sorted and paged",
      description:
        "`search` matches words anywhere in the name or the start of the SKU. `sort` newest (default), name, " +
        "price, stock or sold; `order` asc/desc (each sort has its own default). `meta.counts` gives every tab's count.",
      querystring: merchantProductListQuery,
      data: z.array(merchantProductRowDto),
      meta: merchantProductListMetaDto,
    },
    async ({ store, query, request }) => paged(await merchantProducts.list(store, query, samePathPageUrl(request))),
  );

  merchant.get(
    `${base}/detail/:id`,
    {
      summary: "One of the store's products with everything the edit form shows, and its variant siblings",
      params: idParams,
      querystring: langOnlyQuery,
      data: merchantProductDetailDto,
    },
    async ({ store, params, lang }) => merchantProducts.detail(store, params.id, lang),
  );

  merchant.post(
    `${base}/create`,
    {
      summary: "Create a product (published), and the other variants of its group when `variants` lists them",
      description:
        "`category_id` is a leaf of the three-level tree. The publish price is `base_price` less the discount " +
        "(`discount_type` percent with up to 2 decimals, or amount in rupiah). SKUs are unique in the store. " +
        "`photos` (and each variant's) lists up to 10 ids of the caller's uploads (`POST /api/upload/helper`, " +
        "purpose product_photo) in order, the first the cover; without photos the product shows the placeholder.",
      body: merchantProductCreateInput,
      data: merchantProductDetailDto,
      message: "seller_product.notice.created",
    },
    async ({ viewer, store, body, lang }) => merchantProducts.create(store, body, lang, viewer.userId),
  );

  merchant.post(
    `${base}/edit`,
    {
      summary: "Replace a product's fields; listed variants are updated (by product_id) or added (without)",
      description:
        "Siblings not listed are left as they are. A `photos` list (the product's or a variant's) replaces " +
        "that row's photos: upload ids to add, URLs it already shows to keep, in order; uploads no product " +
        "shows any more are released. Without `photos` the row's photos are kept.",
      body: merchantProductEditInput,
      data: merchantProductDetailDto,
      message: "seller_product.notice.saved",
    },
    async ({ viewer, store, body, lang }) => merchantProducts.edit(store, body, lang, viewer.userId),
  );

  const statusCalls = [
    ["setactive", "Publish a product (spec §4: PUBLISH)", "seller_product.notice.activated", "activate"],
    [
      "setnonactive",
      "Hide a product (spec §4: HIDDEN): gone from the storefront at once",
      "seller_product.notice.deactivated",
      "deactivate",
    ],
  ] as const;
  for (const [path, summary, message, change] of statusCalls) {
    merchant.post(
      `${base}/${path}`,
      { summary, body: merchantProductIdInput, data: merchantProductStatusDto, message },
      async ({ store, body }) => merchantProducts[change](store, body),
    );
  }

  merchant.post(
    `${base}/delete`,
    {
      summary: "Delete a product: kept as DELETED for orders, invoices and reviews, unbuyable in every cart",
      body: merchantProductIdInput,
      data: merchantProductDeletedDto,
      message: "seller_product.notice.deleted",
    },
    async ({ store, body }) => merchantProducts.removeOne(store, body),
  );

  merchant.post(
    `${base}/deleteall`,
    {
      summary: "Delete several products, all or none: one id not the store's is a 404 and none is deleted",
      body: merchantProductIdsInput,
      data: merchantProductDeletedDto,
    },
    async ({ store, body }) => {
      const deleted = await merchantProducts.remove(store, body);
      const count = deleted.product_ids.length;
      const key = count === 1 ? "seller_product.notice.deleted" : "seller_product.notice.deleted_many";
      return answer(deleted, { message: { key, values: { count } } });
    },
  );
};
