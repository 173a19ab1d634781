import type { ComponentProps } from "react";
import { LocalLink } from "../../lib/i18n.tsx";

/**
 * How the site's buttons look, the same whether they submit a form or lead to another page: the colours,
 * border and corners.
 */
const LOOKS = {
  /** The page's main action: filled in the accent colour. */
  primary: "rounded-lg bg-accent-strong text-white hover:bg-accent-dark",
  /** A second action beside the main one: a grey outline. */
  outline: "rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50",
  /** A lighter action in the accent colour: an accent outline (log in, try again). */
  accent: "rounded-lg border border-accent text-accent-strong hover:bg-accent-soft",
  /** An action that reads as a link ('See all', 'Reset'), with a finger-sized target around its words. */
  text: "touch-target relative font-semibold text-accent-strong hover:underline",
} as const;

/** The sizes of the boxed looks; a `text` button takes its size from the words around it. */
const SIZES = {
  /** In a header or a menu bar. */
  sm: "px-4 py-1.5 text-sm font-semibold",
  /** Beside a form's fields, or a pair of actions under a block. */
  md: "inline-flex h-10 items-center justify-center px-4 text-sm font-semibold",
  /** The one way onwards from an empty page. */
  lg: "px-6 py-2.5 text-sm font-bold",
} as const;

export type ButtonLook = keyof typeof LOOKS;
export type ButtonSize = keyof typeof SIZES;

interface ButtonStyle {
  look: ButtonLook;
  size?: ButtonSize;
  /** Layout and anything else the place adds (flex-1, hidden on phones…). */
  className?: string;
}

/** The classes of a button, for a control that is not `Button` or `ButtonLink` (a router Link, a Form's submit…). */
export function buttonClass({ look, size, className }: ButtonStyle): string {
  return [LOOKS[look], size ? SIZES[size] : "", className ?? ""].filter(Boolean).join(" ");
}

/** A button (type "button" unless it says otherwise). */
export function Button({
  look,
  size,
  className,
  type = "button",
  ...props
}: Omit<ComponentProps<"button">, "className"> & ButtonStyle) {
  return <button type={type} className={buttonClass({ look, size, className })} {...props} />;
}

/** A link to a page of the site, in the page's language, that looks like a button. */
export function ButtonLink({
  look,
  size,
  className,
  ...props
}: Omit<ComponentProps<typeof LocalLink>, "className"> & ButtonStyle) {
  return <LocalLink className={buttonClass({ look, size, className })} {...props} />;
}

/**
 * A square button drawn as its icon alone (back, close, copy), a finger's size: its name is for assistive
 * technology. `className` sets the colours (slate by default) and anything the place adds.
 */
export function IconButton({
  label,
  className = "text-slate-700",
  type = "button",
  ...props
}: Omit<ComponentProps<"button">, "aria-label"> & { label: string }) {
  return (
    <button
      type={type}
      aria-label={label}
      className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 ${className}`}
      {...props}
    />
  );
}
