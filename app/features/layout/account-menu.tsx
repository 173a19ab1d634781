import { Form } from "react-router";
import type { UserDto } from "../../../core/account/account.dto.ts";
import { displayName } from "../../../core/account/account.view.ts";
import { ChevronDownIcon, UserIcon } from "../../components/ui/icons.tsx";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { LocalLink, localizedPath, useI18n } from "../../lib/i18n.tsx";

const MENU_ITEM = "block px-4 py-2 text-sm hover:bg-slate-50";

/** The menu's pages, with their labels: the store (or opening one), the profile, the orders, the wishlist. */
function menuLinks(user: UserDto): [to: string, labelKey: string][] {
  return [
    user.merchant ? ["/merchant/dashboard", "header.my_store"] : ["/merchant/onboarding", "onboarding.open_store"],
    ["/user/profile/settings", "header.profile"],
    ["/user/order/list", "header.history_transaction"],
    ["/user/wallet", "wallet.nav"],
    // The header's heart is hidden on phones for lack of room; the wishlist stays one tap away here.
    ["/user/wishlist", "header.wishlist"],
  ];
}

/** Opens on hover (spec §2) and on keyboard focus; Log Out is a POST so it cannot be triggered by a link. */
export function AccountMenu({ user }: { user: UserDto }) {
  const { lang, t } = useI18n();
  const name = displayName(user, t("header.unset_name"));
  return (
    <div className="group relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-label={`${t("header.account_menu")}: ${name}`}
        className="flex max-w-52 items-center gap-2 rounded-lg px-1.5 py-1.5 text-sm font-medium hover:bg-slate-100 desk:px-2"
      >
        {user.profile_picture ? (
          <img src={user.profile_picture} alt="" width={28} height={28} className="h-7 w-7 rounded-full object-cover" />
        ) : (
          <span className="flex h-7 w-7 items-center justify-center rounded-full bg-slate-200 text-slate-500">
            <UserIcon width={18} height={18} />
          </span>
        )}
        {/* Phones show the picture alone: the row is for the icons (the name stays for screen readers). */}
        <span className="sr-only desk:not-sr-only desk:truncate" data-testid="account-name">
          {name}
        </span>
        <span className="hidden desk:inline">
          <ChevronDownIcon width={16} height={16} />
        </span>
      </button>
      <div
        role="menu"
        className="invisible absolute right-0 top-full z-50 w-56 pt-2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
          {menuLinks(user).map(([to, labelKey]) => (
            <LocalLink key={to} role="menuitem" to={to} className={MENU_ITEM}>
              {t(labelKey)}
            </LocalLink>
          ))}
          <Form method="post" action={localizedPath(lang, "/logout")} reloadDocument>
            <CsrfField />
            <button role="menuitem" type="submit" className={`${MENU_ITEM} w-full text-left text-accent-strong`}>
              {t("header.logout")}
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
