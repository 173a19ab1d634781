import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DOCUMENT_TOKEN_TTL_MS,
  documentDownloadQuery,
  invoiceDetailDto,
  invoiceDetailParams,
  invoiceDetailQuery,
  invoiceDownloadParams,
  orderDownloadParams,
  type PdfDocumentDto,
} from "../../core/invoice/index.ts";
import type { Services } from "../../core/services.ts";
import { apiCalls } from "../http/api-calls.ts";
import { perIpLimit, sendApiRateLimited, type PerIpLimitOptions } from "../http/rate-limits.ts";

const ttlMinutes = DOCUMENT_TOKEN_TTL_MS / 60_000;
const downloadDescription =
  `No session needed: the \`token\` from a \`download_url\` is the authority. It names one document of one user and lasts ${ttlMinutes} minutes; ` +
  "it is never the session token, since URLs end up in logs and browser history. A missing, tampered, expired or other document's token answers 403; " +
  "a document its owner no longer has answers 404. Both downloads share a per-IP limit a minute (RATE_LIMIT_DOWNLOADS_PER_MINUTE), past which " +
  "they answer 429 with Retry-After. Errors answer in the JSON envelope.";
const pdfResponse = { 200: z.any().describe("application/pdf") };

function sendPdf(reply: FastifyReply, pdf: PdfDocumentDto) {
  return reply
    .code(200)
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${pdf.filename}"`)
    .header("cache-control", "private, no-store")
    .send(pdf.content);
}

/**
 * The URL carries a token: nothing the document links to may learn it from a Referer. Set on send, after
 * the app-wide hook that writes the site's default policy.
 */
async function noReferrer(_request: unknown, reply: FastifyReply) {
  reply.header("referrer-policy", "no-referrer");
}

/** Spec §7 invoice calls: the detail for its owner, and the two PDF downloads behind document tokens. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ services: Services; downloadLimit: PerIpLimitOptions }> = async (
  app,
  { services, downloadLimit },
) => {
  const { invoices } = services;
  // Drawing a PDF costs far more CPU than an API call: both downloads share a stricter count per IP, which
  // also counts refused tokens.
  const downloads = await perIpLimit(app, "pdf", downloadLimit);
  async function limitDownloads(request: FastifyRequest, reply: FastifyReply) {
    const limited = await downloads(request);
    if (limited) return sendApiRateLimited(request, reply, limited.retryAfterSeconds);
  }
  /** A PDF download's options: counted by the download limit, sent without a Referer, its token in the query. */
  const pdfDownload = <Params extends z.ZodType>(summary: string, params: Params) => ({
    onRequest: limitDownloads,
    onSend: noReferrer,
    schema: {
      tags: ["invoice"],
      summary,
      description: downloadDescription,
      params,
      querystring: documentDownloadQuery,
      produces: ["application/pdf"],
      response: pdfResponse,
    },
  });

  apiCalls(app, { tag: "invoice", caller: "viewer" }).get(
    "/invoice/detail/:invoice",
    {
      summary: "An invoice with its orders (spec §3 Invoice), for its owner",
      description:
        "Another shopper's invoice answers 404, like one that does not exist. `download_url` (on the invoice and on each order) holds a fresh " +
        `document token valid ${ttlMinutes} minutes. \`midtrans_token\` and \`gateway_redirect_url\` are null once the invoice is not pending.`,
      params: invoiceDetailParams,
      querystring: invoiceDetailQuery,
      data: invoiceDetailDto,
    },
    async ({ viewer, params, lang, reply }) => {
      const detail = await invoices.detail(viewer, params.invoice, lang);
      // The answer holds live download tokens: no shared cache may keep it.
      reply.header("cache-control", "private, no-store");
      return detail;
    },
  );

  app.get(
    "/invoice/detail/:invoice_code/download",
    pdfDownload("The invoice as a PDF document (all its orders)", invoiceDownloadParams),
    async (request, reply) =>
      sendPdf(reply, await invoices.invoicePdf(request.params.invoice_code, request.query.token, request.lang)),
  );

  app.get(
    "/buyer/dashboard/order/detail/:order_code/download",
    pdfDownload("One store order as a PDF document", orderDownloadParams),
    async (request, reply) =>
      sendPdf(reply, await invoices.orderPdf(request.params.order_code, request.query.token, request.lang)),
  );
};
