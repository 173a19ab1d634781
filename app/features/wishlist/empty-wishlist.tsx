import { LocalLink, useI18n } from "../../lib/i18n.tsx";

/** The generic empty-state block of spec §2 (title, description, image, link) for an empty wishlist. */
export function EmptyWishlist() {
  const { t } = useI18n();
  return (
    <section role="status" className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-sm">
      <svg viewBox="0 0 140 110" width="140" height="110" aria-hidden="true" className="mb-4">
        <ellipse cx="70" cy="100" rx="52" ry="6" fill="#f1f5f9" />
        <path
          d="M70 88S30 64 22 42c-6-17 5-32 21-32 11 0 19 7 27 17 8-10 16-17 27-17 16 0 27 15 21 32-8 22-48 46-48 46Z"
          fill="#fff1f1"
          stroke="#f90717"
          strokeWidth="6"
          strokeLinejoin="round"
        />
        <path d="M70 38v24M58 50h24" stroke="#f90717" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h2 className="text-lg font-bold text-slate-900">{t("wishlist.empty_title")}</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{t("wishlist.empty_text")}</p>
      <LocalLink
        to="/"
        className="mt-5 rounded-lg bg-accent-strong px-6 py-2.5 text-sm font-bold text-white hover:bg-accent-dark"
      >
        {t("wishlist.start_shopping")}
      </LocalLink>
    </section>
  );
}
