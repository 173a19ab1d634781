import { NavLink } from "react-router";
import { badgeText } from "../../components/ui/count-badge.tsx";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";

/** The merchant centre's sections, in the order the side menu lists them; each area adds its own entry. */
export const MERCHANT_SECTIONS: ReadonlyArray<{ to: string; labelKey: string; end?: boolean; countKey?: string }> = [
  { to: "/merchant/dashboard", labelKey: "seller.nav.overview", end: true },
  { to: "/merchant/dashboard/notification", labelKey: "notification.nav" },
  { to: "/merchant/dashboard/order/list", labelKey: "order.seller.nav", countKey: "order.seller.waiting_count" },
  { to: "/merchant/dashboard/product", labelKey: "seller_product.nav" },
  { to: "/merchant/dashboard/voucher", labelKey: "voucher.nav" },
  { to: "/merchant/dashboard/review", labelKey: "review.nav" },
  { to: "/merchant/dashboard/wallet", labelKey: "wallet.nav" },
  { to: "/merchant/dashboard/store", labelKey: "onboarding.nav.store" },
  { to: "/merchant/dashboard/location", labelKey: "onboarding.nav.location" },
  { to: "/merchant/dashboard/bank", labelKey: "onboarding.nav.bank" },
  { to: "/merchant/dashboard/banner", labelKey: "banner.nav" },
];

/** A side menu on desktop, a row of tabs that scrolls sideways on phones; `counts` badges a section by its path. */
export function MerchantNav({ counts = {} }: { counts?: Partial<Record<string, number>> }) {
  const { lang, t } = useI18n();
  return (
    <nav aria-label={t("seller.nav.label")} className="-mx-4 overflow-x-auto px-4 desk:mx-0 desk:px-0">
      <ul className="flex gap-2 desk:flex-col desk:gap-1">
        {MERCHANT_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={localizedPath(lang, section.to)}
              end={section.end}
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${
                  isActive ? "bg-accent/10 text-accent-strong" : "text-slate-700 hover:bg-slate-100"
                }`
              }
            >
              {t(section.labelKey)}
              {counts[section.to] ? (
                <>
                  <span
                    aria-hidden="true"
                    className="ml-2 rounded-full bg-accent-strong px-1.5 text-[11px] font-bold leading-5 text-white"
                  >
                    {badgeText(counts[section.to]!)}
                  </span>
                  <span className="sr-only">{` (${t(section.countKey ?? "notification.unread_count", { count: counts[section.to]! })})`}</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
