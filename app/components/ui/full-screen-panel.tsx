import type { ReactNode } from "react";

/**
 * A phone's view over the whole page (the category menu, the search overlay): a modal dialog named by
 * `label`, a column its caller fills with a top bar and a body. It does not trap focus or lock scrolling by
 * itself: each caller does what its view needs.
 */
export function FullScreenPanel({
  label,
  className = "",
  testId,
  children,
}: {
  label: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={label}
      className={`fixed inset-0 z-[60] flex flex-col bg-white ${className}`}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
