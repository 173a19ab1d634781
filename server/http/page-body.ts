import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { mediaSizeLabel } from "../../core/media/index.ts";
import { translator } from "../../i18n/index.ts";

export interface PageBodyLimits {
  /** Urlencoded (and any other) page posts: form fields only. */
  formBytes: number;
  /** multipart/form-data page posts: forms that carry files when the browser runs no script. */
  multipartBytes: number;
}

const MULTIPART = /^\s*multipart\/form-data\s*(;|$)/i;

/**
 * Page posts reach React Router as a raw stream (the adapter's catch-all body parser), and the CSRF
 * middleware reads them whole: without a cap any size was buffered. A body declared or found larger than
 * its cap is refused with 413 before React Router sees it; the rest is read here and handed on, so the cap
 * holds for chunked bodies too.
 */
export function installPageBodyLimits(scope: FastifyInstance, limits: PageBodyLimits): void {
  scope.addHook("preParsing", async (request, reply, payload) => {
    const limit = MULTIPART.test(request.headers["content-type"] ?? "") ? limits.multipartBytes : limits.formBytes;
    const declared = Number(request.headers["content-length"] ?? Number.NaN);
    const body = Number.isFinite(declared) && declared > limit ? null : await readCapped(payload, limit);
    if (body === null) {
      refuse(request, reply, limit);
      return payload;
    }
    return Readable.from(body.length === 0 ? [] : [body]);
  });
}

/** The whole body, or null past `limit` (the rest is then discarded as it comes, never kept). */
function readCapped(payload: NodeJS.ReadableStream, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size <= limit) return void chunks.push(bytes);
      payload.off("data", onData);
      payload.off("end", onEnd);
      payload.resume();
      resolve(null);
    };
    const onEnd = () => resolve(Buffer.concat(chunks, size));
    payload.on("data", onData);
    payload.once("end", onEnd);
    payload.once("error", reject);
  });
}

function refuse(request: FastifyRequest, reply: FastifyReply, limit: number): void {
  const message = translator(request.lang)("photos.page_too_large", { max: mediaSizeLabel(limit) });
  // The connection closes after the answer rather than reading the rest of a body nobody wants.
  void reply
    .code(413)
    .header("connection", "close")
    .header("cache-control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(message);
}
