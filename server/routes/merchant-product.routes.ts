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
import { requireMerchant } from "../http/auth.ts";
import { samePathPageUrl } from "../http/page-url.ts";
import { envelope } from "../http/response-schemas.ts";
import { idParams, langOnlyQuery, merchantRoute } from "../http/route-options.ts";

const tag = "merchant product";

/**
 * Spec §7 merchant product calls (under /merchant/dashboard): the signed-in merchant's own products only.
 * A visitor gets 401, a shopper without a store 403, another store's product 404, and nothing changes.
 */
export const merchantProductRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { merchantProducts } = services;
  const base = "/merchant/dashboard/product";

  app.get(
    `${base}/list`,
    merchantRoute(tag, {
      summary: "The store's products in a tab (all, PUBLISH, HIDDEN, out_of_stock), searched, sorted and paged",
      description:
        "`search` matches words anywhere in the name or the start of the SKU. `sort` newest (default), name, " +
        "price, stock or sold; `order` asc/desc (each sort has its own default). `meta.counts` gives every tab's count.",
      querystring: merchantProductListQuery,
      response: { 200: envelope(z.array(merchantProductRowDto), merchantProductListMetaDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      const { items, meta } = await merchantProducts.list(store, request.query, samePathPageUrl(request));
      return reply.ok(items, { meta });
    },
  );

  app.get(
    `${base}/detail/:id`,
    merchantRoute(tag, {
      summary: "One of the store's products with everything the edit form shows, and its variant siblings",
      params: idParams,
      querystring: langOnlyQuery,
      response: { 200: envelope(merchantProductDetailDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await merchantProducts.detail(store, request.params.id, request.lang));
    },
  );

  app.post(
    `${base}/create`,
    merchantRoute(tag, {
      summary: "Create a product (published), and the other variants of its group when `variants` lists them",
      description:
        "`category_id` is a leaf of the three-level tree. The publish price is `base_price` less the discount " +
        "(`discount_type` percent with up to 2 decimals, or amount in rupiah). SKUs are unique in the store. " +
        "`photos` (and each variant's) lists up to 10 ids of the caller's uploads (`POST /api/upload/helper`, " +
        "purpose product_photo) in order, the first the cover; without photos the product shows the placeholder.",
      body: merchantProductCreateInput,
      response: { 200: envelope(merchantProductDetailDto) },
    }),
    async (request, reply) => {
      const { viewer, store } = await requireMerchant(request);
      return reply.ok(await merchantProducts.create(store, request.body, request.lang, viewer.userId), {
        message: { key: "seller_product.notice.created" },
      });
    },
  );

  app.post(
    `${base}/edit`,
    merchantRoute(tag, {
      summary: "Replace a product's fields; listed variants are updated (by product_id) or added (without)",
      description:
        "Siblings not listed are left as they are. A `photos` list (the product's or a variant's) replaces " +
        "that row's photos: upload ids to add, URLs it already shows to keep, in order; uploads no product " +
        "shows any more are released. Without `photos` the row's photos are kept.",
      body: merchantProductEditInput,
      response: { 200: envelope(merchantProductDetailDto) },
    }),
    async (request, reply) => {
      const { viewer, store } = await requireMerchant(request);
      return reply.ok(await merchantProducts.edit(store, request.body, request.lang, viewer.userId), {
        message: { key: "seller_product.notice.saved" },
      });
    },
  );

  app.post(
    `${base}/setactive`,
    merchantRoute(tag, {
      summary: "Publish a product (spec §4: PUBLISH)",
      body: merchantProductIdInput,
      response: { 200: envelope(merchantProductStatusDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await merchantProducts.activate(store, request.body), {
        message: { key: "seller_product.notice.activated" },
      });
    },
  );

  app.post(
    `${base}/setnonactive`,
    merchantRoute(tag, {
      summary: "Hide a product (spec §4: HIDDEN): gone from the storefront at once",
      body: merchantProductIdInput,
      response: { 200: envelope(merchantProductStatusDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await merchantProducts.deactivate(store, request.body), {
        message: { key: "seller_product.notice.deactivated" },
      });
    },
  );

  app.post(
    `${base}/delete`,
    merchantRoute(tag, {
      summary: "Delete a product: kept as DELETED for orders, invoices and reviews, unbuyable in every cart",
      body: merchantProductIdInput,
      response: { 200: envelope(merchantProductDeletedDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      return reply.ok(await merchantProducts.removeOne(store, request.body), {
        message: { key: "seller_product.notice.deleted" },
      });
    },
  );

  app.post(
    `${base}/deleteall`,
    merchantRoute(tag, {
      summary: "Delete several products, all or none: one id not the store's is a 404 and none is deleted",
      body: merchantProductIdsInput,
      response: { 200: envelope(merchantProductDeletedDto) },
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      const deleted = await merchantProducts.remove(store, request.body);
      return reply.ok(deleted, {
        message: {
          key:
            deleted.product_ids.length === 1 ? "seller_product.notice.deleted" : "seller_product.notice.deleted_many",
          values: { count: deleted.product_ids.length },
        },
      });
    },
  );
};
