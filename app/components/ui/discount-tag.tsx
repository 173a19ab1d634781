import { formatPercent, formatRupiah } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";

const TAG_CLASS = "rounded bg-accent-soft px-1 font-bold text-accent-strong";

/**
 * A merchant discount beside a price: the percent off in a tag, then the price before it struck through.
 * It takes the surrounding text size (text-xs), or sets its own with `small` inside larger text.
 */
export function DiscountTag({ percent, before, small = false }: { percent: number; before: number; small?: boolean }) {
  const { lang } = useI18n();
  return (
    <>
      <span className={small ? `${TAG_CLASS} text-[11px]` : TAG_CLASS}>{formatPercent(percent, lang)}</span>
      <s className={small ? "text-xs text-slate-500" : "text-slate-500"}>{formatRupiah(before)}</s>
    </>
  );
}
