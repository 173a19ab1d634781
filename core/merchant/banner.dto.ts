import { z } from "zod";

/** A banner picture on the store page: its address and where it leads. */
export const bannerPictureDto = z.object({
  file_id: z.string(),
  url: z.string(),
  target: z.string().nullable().describe("An http(s) address or a site path; shown with rel=nofollow noopener"),
});
export type BannerPictureDto = z.infer<typeof bannerPictureDto>;

/** GET|POST /merchant/dashboard/banner, and the store page's banners. */
export const storeBannersDto = z.object({
  main: bannerPictureDto.nullable(),
  slides: z.array(bannerPictureDto),
  secondary: bannerPictureDto.nullable(),
});
export type StoreBannersDto = z.infer<typeof storeBannersDto>;
