import { useI18n } from "../../lib/i18n.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";

/** Spec §2 empty-cart screen. */
export function EmptyCart() {
  const { t } = useI18n();
  return (
    <EmptyState
      illustration={
        <>
          <path
            d="M22 20h14l12 56h58l10-40H42"
            fill="none"
            stroke="#f90717"
            strokeWidth="6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path d="M48 36h66l-8 32H55Z" fill="#fff1f1" />
          <circle cx="56" cy="90" r="7" fill="#f90717" />
          <circle cx="100" cy="90" r="7" fill="#f90717" />
          <path d="M70 50c3-4 9-4 12 0" stroke="#c70512" strokeWidth="3" strokeLinecap="round" fill="none" />
        </>
      }
      title={t("cart.empty.title")}
      description={t("cart.empty.description")}
      linkLabel={t("cart.empty.cta")}
      linkTo="/"
      testId="cart-empty"
    />
  );
}
