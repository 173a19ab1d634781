import { z } from "zod";
import { MEDIA_PURPOSES } from "./media.view.ts";

export const mediaVariantDto = z.object({
  name: z.string().describe("'full' (every file), or a smaller picture: 'medium', 'thumb'"),
  width: z.number().nullable(),
  height: z.number().nullable(),
  url: z.string(),
});

/** An uploaded file as its owner sees it (the upload call's answer; forms send its `id` back). */
export const mediaFileDto = z.object({
  id: z.string().describe("Random and unguessable; a form names the file by it (e.g. `file_id`)"),
  purpose: z.enum(MEDIA_PURPOSES),
  visibility: z
    .enum(["public", "private"])
    .describe("Identity documents and imports are private: served only to their owner, through signed links"),
  content_type: z.string().describe("As stored: pictures are re-encoded as image/webp"),
  byte_size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  name: z.string().describe("The name the file had on the device, for display; storage never uses it"),
  url: z
    .string()
    .describe(
      "The full size: a lasting address for a public file, a signed link for a private one (see url_expires_at)",
    ),
  url_expires_at: z.string().nullable().describe("When a private file's links stop working (ISO 8601); null: public"),
  variants: z.array(mediaVariantDto),
  attached: z.boolean().describe("Whether a form has claimed it; a file not claimed within a day is deleted"),
  created_at: z.string(),
});
export type MediaFileDto = z.infer<typeof mediaFileDto>;
export type MediaVariantDto = z.infer<typeof mediaVariantDto>;
