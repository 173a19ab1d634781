import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import {
  isDemoImageRequest,
  renderDemoImage,
  snapDemoImageWidth,
  type DemoImageKind,
  type ReferencedDemoPictures,
} from "../../db/seed/pictures/index.ts";
import { perIpLimit, type PerIpLimitOptions } from "../http/rate-limits.ts";

export interface MediaRoutesOptions {
  mediaDir: string;
  demoPictures: ReferencedDemoPictures;
  /** Pictures one IP may have drawn a minute; pictures already on disk do not count. */
  drawLimit: PerIpLimitOptions;
}

/**
 * Demo pictures are drawn on this machine on first request and kept on disk, so a fresh start needs
 * neither downloads nor minutes of image generation. Only pictures the catalogue refers to are drawn
 * (docs/decisions/0006-demo-data-and-pictures.md): any other name is a 404 that writes nothing.
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (
  app,
  { mediaDir, demoPictures, drawLimit },
) => {
  const cacheDir = path.resolve(mediaDir, "demo-cache");
  const draws = await perIpLimit(app, "picture", drawLimit);

  app.get<{ Params: { kind: string; file: string }; Querystring: { w?: string } }>(
    "/demo/:kind/:file",
    async (request, reply) => {
      const { kind, file } = request.params;
      const match = /^(.+)\.webp$/.exec(file);
      const key = match?.[1];
      if (!key || !isDemoImageRequest(kind, key)) return reply.code(404).send();
      const requested = request.query.w ? Number.parseInt(request.query.w, 10) : undefined;
      if (requested !== undefined && (!Number.isFinite(requested) || requested < 16 || requested > 4000))
        return reply.code(404).send();
      // Widths snap to a few sizes, which bounds the cache however the query is varied.
      const width = snapDemoImageWidth(kind as DemoImageKind, requested);

      const cached = path.join(cacheDir, kind, `${key}@${width}.webp`);
      let body: Buffer;
      try {
        body = await readFile(cached);
      } catch {
        const limited = await draws(request);
        if (limited)
          return reply
            .code(429)
            .header("retry-after", limited.retryAfterSeconds)
            .header("cache-control", "no-store")
            .send();
        if (!(await demoPictures.isReferenced(kind as DemoImageKind, key))) return reply.code(404).send();
        body = await renderDemoImage(kind as DemoImageKind, key, width);
        await mkdir(path.dirname(cached), { recursive: true });
        // Write then rename, so a concurrent reader never sees half a file.
        const temporary = `${cached}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(temporary, body);
        await rename(temporary, cached);
      }
      return reply
        .header("content-type", "image/webp")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(body);
    },
  );
};
