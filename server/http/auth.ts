import type { FastifyRequest } from "fastify";
import type { Viewer } from "../../core/account/index.ts";
import { AppError } from "../../core/shared/errors.ts";

/** The signed-in shopper, or a 401 whose message the caller may name (spec §8 has one per call). */
export async function requireViewer(request: FastifyRequest, messageKey = "errors.unauthenticated"): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw new AppError("UNAUTHENTICATED", messageKey);
  return viewer;
}
