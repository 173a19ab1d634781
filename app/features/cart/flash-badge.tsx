import { useI18n } from "../../lib/i18n.tsx";
import { BoltIcon } from "../../components/ui/icons.tsx";

/** Marks a price that is a flash-sale price: cart and checkout lines, product cards, invoice items. */
export function FlashBadge() {
  const { t } = useI18n();
  return (
    <span className="inline-flex items-center gap-0.5 rounded bg-accent-strong px-1.5 py-px text-[11px] font-bold uppercase text-white">
      <BoltIcon className="h-3.5 w-3.5" />
      {t("cart.item.flash_badge")}
    </span>
  );
}
