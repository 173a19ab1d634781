/** The Pasar mark: a shopping bag in the accent colour beside the word mark, drawn inline. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 select-none">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect x="4" y="9" width="24" height="20" rx="5" fill="#f90717" />
        <path d="M11 12V9.5a5 5 0 0 1 10 0V12" stroke="#f90717" strokeWidth="2.6" fill="none" strokeLinecap="round" />
        <path d="M11.5 17.5c1.2 2.4 2.7 3.5 4.5 3.5s3.3-1.1 4.5-3.5" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      </svg>
      {compact ? null : <span className="text-2xl font-extrabold tracking-tight text-accent">pasar</span>}
    </span>
  );
}
