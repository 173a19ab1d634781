import type { UserDto } from "../../../core/account/account.dto.ts";
import type { CartPreviewDto } from "../../../core/cart/index.ts";
import { HeartIcon } from "../../components/ui/icons.tsx";
import { Logo } from "../../components/ui/logo.tsx";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { CartMenu } from "../cart/cart-menu.tsx";
import { NotificationBell } from "../notification/notification-bell.tsx";
import { AccountMenu } from "./account-menu.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { MegaMenu } from "./mega-menu.tsx";
import { SearchBox } from "./search-box.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";

export interface HeaderCounts {
  cart: number;
  wishlist: number;
  /** Unread notifications of the signed-in user and of their store. */
  notifications: number;
}

export function SiteHeader({
  user,
  counts,
  cartPreview,
}: {
  user: UserDto | null;
  counts: HeaderCounts;
  cartPreview: CartPreviewDto | null;
}) {
  const { t } = useI18n();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="hidden bg-slate-100 text-slate-600 desk:block">
        <div className="mx-auto flex h-8 max-w-7xl items-center justify-between px-4 text-xs">
          <span>{t("app.tagline")}</span>
          <LanguageSwitch />
        </div>
      </div>
      {/*
        Phones get the header shoppers know from the big marketplace apps: the logo, the language and the icons
        (notifications, cart, account) on one row, and the search across the whole width below it. From the desk
        breakpoint up, one row: logo, search, icons.
      */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-2 px-4 pb-2.5 pt-2 desk:flex-nowrap desk:gap-6 desk:py-3">
        <LocalLink to="/" aria-label={`${t("app.name")} — ${t("header.home")}`} className="mr-auto shrink-0 desk:mr-0">
          <span className="desk:hidden">
            <Logo compact />
          </span>
          <span className="hidden desk:inline">
            <Logo />
          </span>
        </LocalLink>

        <div className="order-last flex w-full min-w-0 items-center gap-2 desk:order-none desk:w-auto desk:flex-1 desk:gap-4">
          <MegaMenu />
          <div className="min-w-0 flex-1">
            <SearchBox />
          </div>
        </div>

        <div className="mr-2 desk:hidden">
          <LanguageSwitch />
        </div>
        <div className="flex items-center gap-1 desk:gap-2">
          <LocalLink
            to="/user/wishlist"
            data-testid="header-wishlist"
            aria-label={`${t("header.wishlist")}: ${t("header.wishlist_count", { count: counts.wishlist })}`}
            // On phones the row keeps to what shoppers check most; the wishlist is one tap away in the account menu.
            className={`relative hidden h-10 w-10 items-center justify-center rounded-lg hover:bg-slate-100 desk:flex ${counts.wishlist > 0 ? "text-accent" : "text-slate-600"}`}
          >
            <HeartIcon filled={counts.wishlist > 0} />
          </LocalLink>
          {user ? <NotificationBell count={counts.notifications} /> : null}
          <CartMenu count={counts.cart} preview={cartPreview} />
          <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-slate-200 desk:block" />
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <div className="flex items-center gap-2">
              <ButtonLink to="/login" look="accent" size="sm" className="max-desk:px-3">
                {t("header.login")}
              </ButtonLink>
              <ButtonLink to="/register" look="primary" size="sm" className="hidden desk:block">
                {t("header.register")}
              </ButtonLink>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
