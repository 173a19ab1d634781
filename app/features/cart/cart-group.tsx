import type { CartGroupDto } from "../../../core/cart/index.ts";
import { StoreBadgeIcon } from "../../components/ui/icons.tsx";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { StoreIcon } from "./cart-icons.tsx";
import { CartItemRow } from "./cart-item-row.tsx";
import { CheckToggle } from "./check-toggle.tsx";

/** One store's lines (spec §2): its checkbox is checked only when all its lines are. */
export function CartGroup({ group }: { group: CartGroupDto }) {
  const { t } = useI18n();
  const { merchant } = group;
  return (
    <section
      aria-label={merchant.merchant_name}
      className="rounded-2xl bg-white px-4 shadow-sm desk:px-5"
      data-testid="cart-group"
      data-status={group.status}
    >
      <header className="flex items-center gap-3 border-b border-slate-100 py-3">
        <CheckToggle
          checked={group.status === "active"}
          label={t("cart.select_store", { store: merchant.merchant_name })}
          fields={{ intent: "check_store", merchant_id: group.id }}
        />
        <div className="min-w-0">
          <p className="flex items-center gap-1.5">
            {merchant.storetype === "official" ? (
              <span title={t("cart.official")} className="text-accent">
                <StoreBadgeIcon width={16} height={16} />
                <span className="sr-only">{t("cart.official")}</span>
              </span>
            ) : (
              <StoreIcon width={16} height={16} className="text-slate-500" />
            )}
            <LocalLink
              to={`/store/${merchant.merchant_slug}`}
              className="truncate text-sm font-bold text-slate-900 hover:text-accent-strong"
            >
              {merchant.merchant_name}
            </LocalLink>
          </p>
          <p className="text-xs text-slate-500">{merchant.province.name}</p>
        </div>
      </header>
      <ul className="divide-y divide-slate-100">
        {group.items.map((item) => (
          <CartItemRow key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
