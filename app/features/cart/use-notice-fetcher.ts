import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ActionNotice } from "../../lib/action-outcome.server.ts";
import { showToast } from "../../components/ui/flash-toast.tsx";
import { localizedPath, useI18n } from "../../lib/i18n.tsx";

/**
 * A fetcher whose action answers with a notice: each new notice is shown once as a toast (errors too,
 * unless the form shows them beside its field: toastErrors false).
 */
export function useNoticeFetcher(key?: string, { toastErrors = true }: { toastErrors?: boolean } = {}) {
  const fetcher = useFetcher<{ notice?: ActionNotice | null }>(key ? { key } : undefined);
  const { t } = useI18n();
  const notice = fetcher.data?.notice;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!notice || shown.current === notice.id) return;
    shown.current = notice.id;
    if (toastErrors || notice.tone !== "error") showToast(t(notice.key, notice.values), notice.tone);
  }, [notice, t, toastErrors]);
  return fetcher;
}

/** The cart action's URL in the page's language. */
export function useCartAction(): string {
  const { lang } = useI18n();
  return localizedPath(lang, "/cart");
}
