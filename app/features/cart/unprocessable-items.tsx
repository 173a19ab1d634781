import type { UnprocessableItemDto } from "../../../core/cart/index.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { CartItemRow } from "./cart-item-row.tsx";
import { DeleteLinesButton } from "./delete-line-button.tsx";

/** Lines that cannot be bought now, each with its reason; they count in no total. */
export function UnprocessableItems({ items }: { items: UnprocessableItemDto[] }) {
  const { t } = useI18n();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="cart-unprocessable"
      className="rounded-2xl bg-white px-4 shadow-sm desk:px-5"
      data-testid="cart-unprocessable"
    >
      <header className="flex items-start justify-between gap-3 border-b border-slate-100 py-3">
        <div>
          <h2 id="cart-unprocessable" className="text-sm font-bold text-slate-900">
            {t("cart.unprocessable.title", { count: items.length })}
          </h2>
          <p className="text-xs text-slate-500">{t("cart.unprocessable.description")}</p>
        </div>
        <DeleteLinesButton
          itemIds={items.map((item) => item.id)}
          label={t("cart.unprocessable.remove_all")}
          className="text-sm font-semibold text-accent-strong hover:underline"
        >
          {t("cart.unprocessable.remove_all")}
        </DeleteLinesButton>
      </header>
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <CartItemRow
            key={item.id}
            item={item}
            unprocessable={`${t(`cart.unprocessable.reason.${item.reason}`)} · ${item.merchant.merchant_name}`}
          />
        ))}
      </ul>
    </section>
  );
}
