import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import {
  productImportCreateInput,
  productImportDto,
  productImportLineDto,
  productImportLinesMetaDto,
  productImportRowsQuery,
  productImportTemplateQuery,
  TEMPLATE_TYPES,
} from "../../core/catalog/index.ts";
import type { Services } from "../../core/services.ts";
import { apiCalls, paged } from "../http/api-calls.ts";
import { requireMerchant } from "../http/auth.ts";
import { samePathPageUrl } from "../http/page-url.ts";
import { bearerRoute, idParams, langOnlyQuery } from "../http/route-options.ts";

const tag = "merchant product import";
const fileResponse = { 200: z.any().describe("The file") };

function sendFile(reply: FastifyReply, file: { filename: string; body: Buffer }, contentType: string) {
  return reply
    .code(200)
    .header("content-type", contentType)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(file.body);
}

/**
 * Spec §7 `POST product/import (file_id)` and the job it makes (under /merchant/dashboard): a sheet checked
 * row by row, run group by group, reported row by row. Only the store that made an import sees or runs it:
 * a visitor gets 401, a shopper without a store 403, another store's import 404, and nothing changes.
 */
export const productImportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { productImports } = services;
  const base = "/merchant/dashboard/product/import";
  const merchant = apiCalls(app, { tag, caller: "merchant" });

  app.get(
    `${base}/template`,
    bearerRoute(tag, {
      summary: "The sheet to fill: a header row in the language asked for and example rows, as CSV or XLSX",
      description:
        "Headers may be given in Indonesian or English (or as the column keys). Rows sharing a `parent SKU` make one " +
        "product with variants; `photos` names pictures in the photos ZIP; the category is a leaf's id or its path.",
      querystring: productImportTemplateQuery,
      produces: [TEMPLATE_TYPES.csv, TEMPLATE_TYPES.xlsx],
      response: fileResponse,
    }),
    async (request, reply) => {
      await requireMerchant(request);
      const format = request.query.format;
      return sendFile(reply, await productImports.template(request.lang, format), TEMPLATE_TYPES[format]);
    },
  );

  merchant.post(
    base,
    {
      summary: "Check a sheet of products (and its photos ZIP) into an import job; nothing is created yet",
      description:
        "`file_id` is the caller's upload with purpose product_import (CSV with `,` or `;`, or XLSX); `photos_file_id` " +
        "optionally one with purpose product_import_photos (a ZIP of JPEG, PNG or WebP pictures, matched by file name). " +
        "Every row is checked as the product form checks a product; the rows and their verdicts are at `/{id}/rows`. " +
        "A file that cannot be read answers 422 with the reason under `file_id` or `photos_file_id`.",
      body: productImportCreateInput,
      data: productImportDto,
      message: "product_import.notice.checked",
    },
    async ({ viewer, store, body }) => productImports.create(store, viewer.userId, body),
  );

  merchant.get(
    `${base}/list`,
    {
      summary: "The store's latest imports, newest first",
      querystring: langOnlyQuery,
      data: z.array(productImportDto),
    },
    async ({ store }) => productImports.recent(store),
  );

  merchant.get(
    `${base}/:id`,
    {
      summary: "An import: its status, counts and progress",
      params: idParams,
      querystring: langOnlyQuery,
      data: productImportDto,
    },
    async ({ store, params }) => productImports.get(store, params.id),
  );

  merchant.get(
    `${base}/:id/rows`,
    {
      summary: "An import's rows with their verdicts (ok, refused, created) and reasons, a page at a time",
      params: idParams,
      querystring: productImportRowsQuery,
      data: z.array(productImportLineDto),
      meta: productImportLinesMetaDto,
    },
    async ({ store, params, query, lang, request }) => {
      const pageUrl = samePathPageUrl(request);
      return paged(await productImports.lines(store, params.id, query, lang, pageUrl));
    },
  );

  merchant.post(
    `${base}/:id/run`,
    {
      summary: "Create the accepted rows' products; answers at once, the import's progress shows the rest",
      description:
        "Each product with its variants and photos is created in one transaction with its rows' results, so a " +
        "failed or interrupted run never leaves half a product. Calling it again resumes an interrupted run and " +
        "never creates a product twice; a finished import is answered as it is.",
      params: idParams,
      data: productImportDto,
      message: "product_import.notice.started",
    },
    async ({ store, params }) => productImports.start(store, params.id),
  );

  app.get(
    `${base}/:id/report`,
    bearerRoute(tag, {
      summary: "The import's report: every row with its verdict and reason, as CSV",
      params: idParams,
      querystring: langOnlyQuery,
      produces: ["text/csv"],
      response: fileResponse,
    }),
    async (request, reply) => {
      const { store } = await requireMerchant(request);
      const report = await productImports.report(store, request.params.id, request.lang);
      return sendFile(reply, report, "text/csv; charset=utf-8");
    },
  );
};
