import type { SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * The outline every inline icon is drawn in (no icon font or CDN): a 24-unit grid, a rounded stroke in the
 * text colour, decorative (aria-hidden) because the label belongs to the caller's button or link.
 */
export function Icon({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An outline icon of one path `d` (its subpaths drawn with the same pen). */
export function outlineIcon(d: string) {
  const OutlineIcon = (props: IconProps) => (
    <Icon {...props}>
      <path d={d} />
    </Icon>
  );
  return OutlineIcon;
}

/** A solid one-path glyph filled in the text colour (brand marks, play, flash sale). */
export function GlyphIcon({ d, size = 24, ...props }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" {...props}>
      <path d={d} fill="currentColor" />
    </svg>
  );
}

/** A solid glyph icon of one path `d`, drawn at `size` unless the caller says otherwise. */
export function glyphIcon(d: string, size?: number) {
  const Glyph = (props: IconProps) => <GlyphIcon d={d} size={size} {...props} />;
  return Glyph;
}

/** The header's icons: larger, with a lighter stroke. */
const HeaderIcon = (props: IconProps) => <Icon size={24} strokeWidth="1.8" {...props} />;

/** A header icon of circles (`[cx, cy, r]`, drawn first) and one path `d`. */
function headerIcon(d: string, ...circles: [cx: number, cy: number, r: number][]) {
  const Drawn = (props: SVGProps<SVGSVGElement>) => (
    <HeaderIcon {...props}>
      {circles.map(([cx, cy, r]) => (
        <circle key={`${cx},${cy}`} cx={cx} cy={cy} r={r} />
      ))}
      <path d={d} />
    </HeaderIcon>
  );
  return Drawn;
}

export const CartIcon = headerIcon(
  "M2.5 3.5h2.6l2.2 11.2a1.6 1.6 0 0 0 1.6 1.3h8.8a1.6 1.6 0 0 0 1.6-1.2l1.6-7.3H6.1",
  [9, 20, 1.4],
  [18, 20, 1.4],
);

export const HeartIcon = ({ filled, ...props }: SVGProps<SVGSVGElement> & { filled?: boolean }) => (
  <HeaderIcon {...props} fill={filled ? "currentColor" : "none"}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.3 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
  </HeaderIcon>
);

export const BellIcon = headerIcon(
  "M6 9.5a6 6 0 0 1 12 0c0 4.2 1.3 6.2 2.2 7.1a.6.6 0 0 1-.4 1H4.2a.6.6 0 0 1-.4-1C4.7 15.7 6 13.7 6 9.5Z M9.8 20.5a2.4 2.4 0 0 0 4.4 0",
);

export const SearchIcon = headerIcon("m16 16 4.5 4.5", [11, 11, 6.5]);

export const UserIcon = headerIcon("M4 20.5c1.2-3.8 4.3-5.5 8-5.5s6.8 1.7 8 5.5", [12, 8, 4]);

export const GlobeIcon = headerIcon(
  "M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z",
  [12, 12, 9],
);

export const ChevronDownIcon = headerIcon("m6 9 6 6 6-6");

/** A rating star, gold when `filled` (.star-icon in app.css); `className` sets its size (default 14 px). */
export const StarIcon = ({ filled = false, className = "size-3.5" }: { filled?: boolean; className?: string }) => (
  <span aria-hidden="true" className={`star-icon ${filled ? "filled " : ""}${className}`} />
);

export const StoreBadgeIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" {...props}>
    <path
      d="M8 .8 10 2.3l2.4-.2.7 2.3 2 1.4-.8 2.2.8 2.3-2 1.4-.7 2.3-2.4-.2L8 15.2 6 13.8l-2.4.2-.7-2.3-2-1.4.8-2.3-.8-2.2 2-1.4.7-2.3 2.4.2Z"
      fill="#7c3aed"
    />
    <path
      d="m5.2 8.1 1.9 1.9 3.7-3.8"
      stroke="#fff"
      strokeWidth="1.6"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** Flash sales. */
export function BoltIcon({ className = "" }: { className?: string }) {
  return <GlyphIcon d="M13.5 2 4 13.5h6.5L9.5 22 20 9.5h-6.6L13.5 2Z" size={22} className={className} />;
}

/** Closes a dialog or a panel. */
export const CloseIcon = outlineIcon("M6 6l12 12M18 6 6 18");
