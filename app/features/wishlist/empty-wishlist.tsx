import { useI18n } from "../../lib/i18n.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";

/** The generic empty-state block of spec §2 (title, description, image, link) for an empty wishlist. */
export function EmptyWishlist() {
  const { t } = useI18n();
  return (
    <EmptyState
      illustration={
        <>
          <path
            d="M70 88S30 64 22 42c-6-17 5-32 21-32 11 0 19 7 27 17 8-10 16-17 27-17 16 0 27 15 21 32-8 22-48 46-48 46Z"
            fill="#fff1f1"
            stroke="#f90717"
            strokeWidth="6"
            strokeLinejoin="round"
          />
          <path d="M70 38v24M58 50h24" stroke="#f90717" strokeWidth="5" strokeLinecap="round" />
        </>
      }
      title={t("wishlist.empty_title")}
      description={t("wishlist.empty_text")}
      linkLabel={t("wishlist.start_shopping")}
      linkTo="/"
    />
  );
}
