import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { Logo } from "../../components/ui/logo.tsx";

export function SiteFooter({ year }: { year: number }) {
  const { t } = useI18n();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white text-sm text-slate-600">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 desk:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p>{t("footer.about_text")}</p>
        </div>
        <nav aria-label={t("footer.buyers")} className="space-y-2">
          <h2 className="font-semibold text-slate-900">{t("footer.buyers")}</h2>
          <ul className="space-y-1.5">
            <li>
              <LocalLink to="/search" className="hover:text-accent-strong">
                {t("header.search")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/user/order/list" className="hover:text-accent-strong">
                {t("header.history_transaction")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/terms-condition" className="hover:text-accent-strong">
                {t("footer.terms")}
              </LocalLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.sellers")} className="space-y-2">
          <h2 className="font-semibold text-slate-900">{t("footer.sellers")}</h2>
          <ul className="space-y-1.5">
            <li>
              <LocalLink to="/register" className="hover:text-accent-strong">
                {t("footer.open_store")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/brands" className="hover:text-accent-strong">
                {t("footer.official_brands")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/flash-sale" className="hover:text-accent-strong">
                {t("footer.flash_sale")}
              </LocalLink>
            </li>
          </ul>
        </nav>
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
