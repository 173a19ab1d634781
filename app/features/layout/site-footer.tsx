import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { Logo } from "../../components/ui/logo.tsx";

type FooterLink = { to: string; labelKey: string };

const BUYER_LINKS: readonly FooterLink[] = [
  { to: "/search", labelKey: "header.search" },
  { to: "/user/order/list", labelKey: "header.history_transaction" },
  { to: "/terms-condition", labelKey: "footer.terms" },
];

const SELLER_LINKS: readonly FooterLink[] = [
  { to: "/register", labelKey: "footer.open_store" },
  { to: "/brands", labelKey: "footer.official_brands" },
  { to: "/flash-sale", labelKey: "footer.flash_sale" },
];

/** One titled column of footer links. */
function FooterLinks({ heading, links }: { heading: string; links: readonly FooterLink[] }) {
  const { t } = useI18n();
  return (
    <nav aria-label={heading} className="space-y-2">
      <h2 className="font-semibold text-slate-900">{heading}</h2>
      <ul className="space-y-1.5">
        {links.map((link) => (
          <li key={link.to}>
            <LocalLink to={link.to} className="hover:text-accent-strong">
              {t(link.labelKey)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ year }: { year: number }) {
  const { t } = useI18n();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white text-sm text-slate-600">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 desk:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p>{t("footer.about_text")}</p>
        </div>
        <FooterLinks heading={t("footer.buyers")} links={BUYER_LINKS} />
        <FooterLinks heading={t("footer.sellers")} links={SELLER_LINKS} />
        <div className="space-y-2">
          <h2 className="font-semibold text-slate-900">{t("footer.about")}</h2>
          <p className="text-xs leading-relaxed" data-testid="region-attribution">
            {t("footer.region_attribution")}
          </p>
        </div>
      </div>
      <div className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        {t("footer.copyright", { year })}
      </div>
    </footer>
  );
}
