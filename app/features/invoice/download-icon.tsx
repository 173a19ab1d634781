import type { ReactNode } from "react";
import { Icon } from "../../components/ui/icons.tsx";

export const DownloadIcon = () => (
  <Icon size={18}>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
  </Icon>
);

/**
 * A link to a PDF (the invoice, an order) drawn as a button with the download icon. `children` is its
 * name; a list of several adds which one it is for screen readers.
 */
export function DownloadLink({
  href,
  className = "",
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={`inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-slate-300 px-3.5 text-sm font-semibold text-slate-700 transition hover:border-accent hover:text-accent-strong ${className}`}
    >
      <DownloadIcon />
      {children}
    </a>
  );
}
