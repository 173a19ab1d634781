import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  isMediaPurpose,
  MEDIA_MAX_BYTES,
  MEDIA_POLICIES,
  MEDIA_PURPOSES,
  mediaFileDto,
  mediaSizeLabel,
  mediaTypeLabels,
} from "../../core/media/index.ts";
import type { Services } from "../../core/services.ts";
import { AppError, invalidInput, type Message } from "../../core/shared/errors.ts";
import { langFromRequest, translator } from "../../i18n/index.ts";
import { requireViewer } from "../http/auth.ts";
import { sendApiRateLimited } from "../http/rate-limits.ts";
import { envelope } from "../http/response-schemas.ts";
import { bearerRoute } from "../http/route-options.ts";

const PURPOSE_TABLE = MEDIA_PURPOSES.map((purpose) => {
  const policy = MEDIA_POLICIES[purpose];
  return `\`${purpose}\` (${policy.visibility}; ${mediaTypeLabels(purpose)}; ≤ ${mediaSizeLabel(policy.maxBytes)})`;
}).join(", ");

function tooLarge(purpose: string | undefined): AppError {
  const max = mediaSizeLabel(isMediaPurpose(purpose) ? MEDIA_POLICIES[purpose].maxBytes : MEDIA_MAX_BYTES);
  const message: Message = { key: "media.too_large", values: { max } };
  return new AppError("PAYLOAD_TOO_LARGE", message.key, { values: { max }, fieldErrors: { file: message } });
}

/** @fastify/multipart's own errors, told in the request's language. */
function multipartError(error: unknown, purpose: string | undefined): AppError | null {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLarge(purpose);
    case "FST_FILES_LIMIT":
      return invalidInput({ file: { key: "media.one_file" } });
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new AppError("UNSUPPORTED_MEDIA_TYPE", "media.not_multipart");
    default:
      return null;
  }
}

/**
 * A file part, kept only up to `keep` bytes (its purpose's limit when `purpose` came first, else the
 * largest): beyond it the rest is read and dropped, so memory never holds more. Null: too large.
 */
async function readFilePart(stream: AsyncIterable<Buffer> & { truncated: boolean }, keep: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size <= keep) chunks.push(chunk);
  }
  return size > keep || stream.truncated ? null : Buffer.concat(chunks);
}

/** The upload call's two fields: `purpose`, and `file` (one file, at most its purpose's limit). */
async function readUpload(request: FastifyRequest) {
  let purpose: string | undefined;
  let file: { filename: string; bytes: Buffer } | undefined;
  let oversized = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const keep = isMediaPurpose(purpose) ? MEDIA_POLICIES[purpose].maxBytes : MEDIA_MAX_BYTES;
        const bytes = await readFilePart(part.file, keep);
        if (part.fieldname !== "file") continue;
        if (bytes) file = { filename: part.filename, bytes };
        else oversized = true;
      } else if (part.fieldname === "purpose" && typeof part.value === "string") {
        purpose = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error, purpose) ?? error;
  }
  if (oversized) throw tooLarge(purpose);
  const errors: Record<string, Message> = {};
  if (!isMediaPurpose(purpose)) errors.purpose = { key: "media.purpose_invalid" };
  if (!file) errors.file = { key: "media.file_required" };
  if (!file || !isMediaPurpose(purpose)) throw invalidInput(errors);
  return { purpose, file };
}

/** POST /upload/helper (spec §7): every later form uploads its files here first, then sends their ids. */
export const uploadRoutes: FastifyPluginAsyncZod<{ services: Services; uploadsPerMinute: number }> = async (
  app,
  { services, uploadsPerMinute },
) => {
  await app.register(fastifyMultipart, {
    // Past the largest limit busboy stops reading and the parts iterator throws FST_REQ_FILE_TOO_LARGE.
    throwFileSizeLimit: true,
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });
  // Counted per user, whatever IP they come from (the API's per-IP limit applies besides).
  const count =
    uploadsPerMinute > 0
      ? app.createRateLimit({
          max: uploadsPerMinute,
          timeWindow: 60_000,
          keyGenerator: async (request) => `upload:${(await request.viewer())?.userId ?? request.ip}`,
        })
      : null;

  app.post(
    "/upload/helper",
    bearerRoute("upload", {
      summary: "Upload a file for a form; the form then sends its id",
      description:
        "multipart/form-data with the fields `purpose` and `file` (one file). The type is read from the bytes, never from the name " +
        "or Content-Type. Pictures are re-encoded as WebP without their metadata (EXIF, GPS), in a full size and smaller ones. " +
        `Purposes: ${PURPOSE_TABLE}. ` +
        "413 when the file is too large for its purpose, 415 when its type is not allowed for it, 422 for a missing or unknown " +
        "field or an unreadable picture, 429 past the per-user limit a minute. A file no form claims within a day is deleted. " +
        "A private file's links are signed for its owner, work a few minutes, and open only for the owner signed in.",
      consumes: ["multipart/form-data"],
      response: { 200: envelope(mediaFileDto) },
    }),
    async (request, reply) => {
      const viewer = await requireViewer(request);
      if (count) {
        const result = await count(request);
        if (!result.isAllowed && result.isExceeded)
          return sendApiRateLimited(request, reply, Math.max(1, result.ttlInSeconds));
      }
      if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "media.not_multipart");
      const { purpose, file } = await readUpload(request);
      const uploaded = await services.media.upload({
        ownerUserId: viewer.userId,
        purpose,
        filename: file.filename,
        bytes: file.bytes,
      });
      return reply.ok(uploaded, { message: { key: "media.uploaded" } });
    },
  );
};

function sendText(request: FastifyRequest, reply: FastifyReply, status: number, key: string) {
  const t = translator(langFromRequest(request.query, request.headers["accept-language"]));
  return reply.code(status).header("cache-control", "no-store").type("text/plain; charset=utf-8").send(t(key));
}

/**
 * Uploaded files. Public ones under their unguessable id, for good (a file's bytes never change under its
 * address); private ones only through a signed link, to their owner signed in.
 */
export const uploadedMediaRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { media } = services;

  app.get<{ Params: { id: string; file: string } }>("/u/:id/:file", async (request, reply) => {
    const opened = await media.openPublic(request.params.id, request.params.file);
    if (!opened) return reply.code(404).header("cache-control", "no-store").send();
    return reply
      .header("content-type", opened.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(opened.body);
  });

  app.get<{ Params: { id: string; file: string }; Querystring: { expires?: string; signature?: string } }>(
    "/p/:id/:file",
    async (request, reply) => {
      const viewer = await request.viewer();
      const expires = /^\d{1,12}$/.test(request.query.expires ?? "") ? Number(request.query.expires) : NaN;
      const opened = await media.openPrivate({
        id: request.params.id,
        file: request.params.file,
        expires,
        signature: request.query.signature ?? "",
        viewerUserId: viewer?.userId ?? null,
      });
      if (!opened.ok) {
        if (opened.reason === "expired") return sendText(request, reply, 403, "media.link_expired");
        if (opened.reason === "unauthenticated") return sendText(request, reply, 401, "media.sign_in");
        return sendText(request, reply, 404, "media.not_found");
      }
      return (
        reply
          .header("content-type", opened.contentType)
          .header("cache-control", "private, no-store")
          .header("content-disposition", `${opened.image ? "inline" : "attachment"}; filename="${opened.filename}"`)
          // Opened on its own, the file may run nothing and reach nothing (a PDF viewer, an SVG-like surprise).
          .header("content-security-policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
          .header("referrer-policy", "no-referrer")
          .send(opened.body)
      );
    },
  );
};
