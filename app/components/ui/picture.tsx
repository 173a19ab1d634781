import type { ComponentProps } from "react";
import { sizedImage } from "../../lib/format.ts";

export type PictureProps = Omit<ComponentProps<"img">, "width" | "height" | "alt"> & {
  /** Required so every caller decides: a description, or "" where the text beside it already says it. */
  alt: string;
  /** The box it is drawn in, in CSS pixels: one number for a square, or [width, height]. */
  size: number | readonly [number, number];
};

/**
 * A picture with its box reserved (width and height, so nothing shifts as it arrives), fetched lazily and
 * decoded off the main thread unless the caller says otherwise (a banner or main image above the fold).
 */
export function Picture({ size, alt, loading = "lazy", decoding = "async", ...props }: PictureProps) {
  const [width, height] = typeof size === "number" ? [size, size] : size;
  return <img alt={alt} width={width} height={height} loading={loading} decoding={decoding} {...props} />;
}

/** The width a thumbnail is fetched at: sharp on a 2× screen up to 48 CSS pixels. */
const THUMBNAIL_WIDTH = 96;

/** A small picture (a category icon, a store logo, a variant, a cart line): fetched at the thumbnail width. */
export function Thumbnail({ src, ...props }: Omit<PictureProps, "src"> & { src: string | null | undefined }) {
  return <Picture src={sizedImage(src, THUMBNAIL_WIDTH)} {...props} />;
}

const BANNER_CLASS = "aspect-[3/1] h-auto w-full bg-slate-200 object-cover";

/** A page's 3:1 banner on top (a store, a promo): the largest thing in the first screen, so asked for first. */
export function PageBanner({ src, className }: { src: string | null | undefined; className?: string }) {
  return (
    <Picture
      src={sizedImage(src, 1200)}
      alt=""
      size={[1200, 400]}
      loading="eager"
      fetchPriority="high"
      className={className ? `${BANNER_CLASS} ${className}` : BANNER_CLASS}
    />
  );
}
