/** The Pasar mark: a shopping bag in the accent colour (.logo-mark in app.css) beside the word mark. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 select-none">
      <span className="logo-mark" aria-hidden="true" />
      {compact ? null : <span className="text-2xl font-extrabold tracking-tight text-accent">pasar</span>}
    </span>
  );
}
