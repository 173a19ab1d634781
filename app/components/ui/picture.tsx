import type { ComponentProps } from "react";

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
