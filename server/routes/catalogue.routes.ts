import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyPluginAsync } from "fastify";
import type { CatalogueScript } from "../../i18n/index.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

type Encoding = "br" | "gzip" | "identity";

/**
 * The message catalogue each page loads for hydration (the `<script src>` I18nProvider renders). Its
 * URL carries a hash of its content, so a browser keeps it for a year and fetches it again only when a
 * message changes. Compressed once, at start, as brotli 11 and gzip 9, like the build's assets.
 */
export const catalogueRoutes: FastifyPluginAsync<{ scripts: readonly CatalogueScript[] }> = async (
  app,
  { scripts },
) => {
  const files = new Map<string, Record<Encoding, Buffer>>(
    await Promise.all(
      scripts.map(async ({ url, body }) => {
        const identity = Buffer.from(body);
        const br = await brotli(identity, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length },
        });
        return [url, { identity, br, gzip: await gz(identity, { level: 9 }) }] as const;
      }),
    ),
  );

  // Compressed here already: the global on-the-fly compression stays out.
  app.get<{ Params: { file: string } }>("/i18n/:file", { compress: false }, async (request, reply) => {
    const file = files.get(`/i18n/${request.params.file}`);
    if (!file) return reply.code(404).send();
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    // The request context hands every first page-side request an XSRF cookie; a file any cache may
    // share must not carry one visitor's token.
    reply.removeHeader("set-cookie");
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply
      .header("content-type", "text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("vary", "accept-encoding")
      .send(file[encoding]);
  });
};

/** Brotli when the client takes it, else gzip (by the header's q-values), else none. */
export function preferredEncoding(header: string | undefined): Encoding {
  return (negotiate(header ?? "", ["br", "gzip"]) as Encoding | null) ?? "identity";
}
