import type { CSSProperties } from "react";

/** Five stars, the first `stars` of them gold (whole stars), as one element; `label` is what it reads as. */
export function StarRow({ stars, size = 14, label }: { stars: number; size?: number; label: string }) {
  const style = { "--stars": Math.max(0, Math.min(5, stars)), "--star-size": `${size}px` } as CSSProperties;
  return <span className="star-row" style={style} role="img" aria-label={label} />;
}
