import { z } from "zod";
import { formText } from "../account/index.ts";

import { BANNER_SLIDES_MAX } from "./banner.view.ts";

export { BANNER_SLIDES_MAX };
const TARGET_MAX = 500;

/**
 * A banner's target as typed: '' for none, a site path ('/promo/x', not '//host') or an http(s) address.
 * Anything else (javascript:, data:, mailto:…) is refused: buyers follow these links.
 */
export function bannerTargetProblem(target: string): string | null {
  if (target === "") return null;
  if (target.length > TARGET_MAX) return "banner.validation.target_long";
  if (/\s/.test(target)) return "banner.validation.target";
  if (target.startsWith("/"))
    return target.startsWith("//") || target.startsWith("/\\") ? "banner.validation.target" : null;
  try {
    const url = new URL(target);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== ""
      ? null
      : "banner.validation.target";
  } catch {
    return "banner.validation.target";
  }
}

function target(ctx: z.RefinementCtx, path: (string | number)[], value: string): string | null {
  const problem = bannerTargetProblem(value);
  if (problem) ctx.addIssue({ code: "custom", path, message: problem });
  return value === "" ? null : value;
}

const slide = z.object({ file_id: formText, target: formText }).strict();

/**
 * POST /merchant/dashboard/banner: the whole banner set as it should be. A file id is an upload of purpose
 * store_banner (or the one the store already shows); '' leaves that banner out. Slides in display order.
 */
export const bannerFields = z
  .object({
    main_file_id: formText,
    main_target: formText,
    slides: z.array(slide, { error: "validation.invalid_value" }).optional(),
    secondary_file_id: formText,
    secondary_target: formText,
    lang: z.enum(["id", "en"]).optional(),
  })
  .strict();
export const bannerInput = bannerFields.transform((raw, ctx) => {
  const slides = raw.slides ?? [];
  if (slides.length > BANNER_SLIDES_MAX)
    ctx.addIssue({ code: "custom", path: ["slides"], message: "banner.validation.too_many" });
  const main = { file_id: raw.main_file_id, target: target(ctx, ["main_target"], raw.main_target) };
  const secondary = {
    file_id: raw.secondary_file_id,
    target: target(ctx, ["secondary_target"], raw.secondary_target),
  };
  if (main.file_id === "" && main.target)
    ctx.addIssue({ code: "custom", path: ["main_file_id"], message: "banner.validation.picture_needed" });
  if (secondary.file_id === "" && secondary.target)
    ctx.addIssue({ code: "custom", path: ["secondary_file_id"], message: "banner.validation.picture_needed" });
  const list = slides.map((item, index) => {
    if (item.file_id === "")
      ctx.addIssue({ code: "custom", path: ["slides", index, "file_id"], message: "banner.validation.picture_needed" });
    return { file_id: item.file_id, target: target(ctx, ["slides", index, "target"], item.target) };
  });
  return { main, slides: list, secondary };
});
export type BannerInput = z.infer<typeof bannerInput>;
