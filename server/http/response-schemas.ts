import { z } from "zod";

// The envelope every API answer comes in. What goes in it is a DTO schema of its domain (core/<domain>/*.dto.ts):
// the route hands that schema to envelope() for the OpenAPI document and the serializer, which keeps stray
// fields out, and reply.ok takes only what it describes.

/** Spec §7 envelope: {code, message, data, meta}; meta is null unless the call pages. */
export const envelope = <T extends z.ZodType, M extends z.ZodType = z.ZodNull>(data: T, meta?: M) =>
  z.object({ code: z.number(), message: z.string(), data, meta: (meta ?? z.null()) as M });
