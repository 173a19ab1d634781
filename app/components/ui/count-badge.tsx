/** Past this a badge reads "99+". */
const BADGE_MAX = 99;

export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** The red count on a header icon (cart, notifications); past 99 it reads "99+". */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  return (
    <span
      className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-accent-strong px-1 text-center text-[11px] font-bold leading-5 text-white"
      data-testid={testId}
    >
      {badgeText(count)}
    </span>
  );
}
