import type { ReactNode } from "react";
import { ButtonLink } from "./button.tsx";

/**
 * The generic empty-state block of spec §2: an illustration, a title, a description and a link onwards. The
 * illustration is drawn on a 140×110 canvas above a shared ground shadow.
 */
export function EmptyState({
  illustration,
  title,
  description,
  linkLabel,
  linkTo,
  testId,
}: {
  illustration: ReactNode;
  title: string;
  description: string;
  linkLabel: string;
  linkTo: string;
  testId?: string;
}) {
  return (
    <section
      role="status"
      className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-sm"
      data-testid={testId}
    >
      <svg viewBox="0 0 140 110" width="140" height="110" aria-hidden="true" className="mb-4">
        <ellipse cx="70" cy="100" rx="52" ry="6" fill="#f1f5f9" />
        {illustration}
      </svg>
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{description}</p>
      <ButtonLink to={linkTo} look="primary" size="lg" className="mt-5">
        {linkLabel}
      </ButtonLink>
    </section>
  );
}
