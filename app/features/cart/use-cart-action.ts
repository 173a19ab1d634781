import { localizedPath, useI18n } from "../../lib/i18n.tsx";

/** The cart action's URL in the page's language. */
export function useCartAction(): string {
  const { lang } = useI18n();
  return localizedPath(lang, "/cart");
}
