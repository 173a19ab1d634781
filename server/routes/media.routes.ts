import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { isDemoImageRequest, renderDemoImage, snapDemoImageWidth, type DemoImageKind } from "../../core/upload/index.ts";

/**
 * Demo pictures are drawn on this machine on first request and kept on disk, so a fresh start needs
 * neither downloads nor minutes of image generation.
 */
export const mediaRoutes: FastifyPluginAsync<{ mediaDir: string }> = async (app, { mediaDir }) => {
  const cacheDir = path.resolve(mediaDir, "demo-cache");

  app.get<{ Params: { kind: string; file: string }; Querystring: { w?: string } }>("/demo/:kind/:file", async (request, reply) => {
    const { kind, file } = request.params;
    const match = /^(.+)\.webp$/.exec(file);
    const key = match?.[1];
    if (!key || !isDemoImageRequest(kind, key)) return reply.code(404).send();
    const requested = request.query.w ? Number.parseInt(request.query.w, 10) : undefined;
    if (requested !== undefined && (!Number.isFinite(requested) || requested < 16 || requested > 4000)) return reply.code(404).send();
    // Widths snap to a few sizes, which bounds the cache however the query is varied.
    const width = snapDemoImageWidth(kind as DemoImageKind, requested);

    const cached = path.join(cacheDir, kind, `${key}@${width}.webp`);
    let body: Buffer;
    try {
      body = await readFile(cached);
    } catch {
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
  });
};
