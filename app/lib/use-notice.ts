import { useLayoutEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "../components/ui/flash-toast.tsx";
import type { ActionNotice } from "./action-outcome.server.ts";
import { useI18n } from "./i18n.tsx";

/**
 * Toasts each notice an action answered with, once (a new answer has a new id). Errors too, unless the
 * form shows them beside its field (toastErrors false). A layout effect: the answer often removes the
 * component that asked (a deleted address's card), and Preact runs a passive effect only after the next
 * frame, by when the page data that removes it may have arrived; the toast was then never shown.
 */
export function useNoticeToast(
  notice: ActionNotice | null | undefined,
  { toastErrors = true }: { toastErrors?: boolean } = {},
) {
  const { t } = useI18n();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!notice || shown.current === notice.id) return;
    shown.current = notice.id;
    if (toastErrors || notice.tone !== "error") showToast(t(notice.key, notice.values), notice.tone);
  }, [notice, t, toastErrors]);
}

/** A fetcher whose action answers with a notice (see action-outcome.server.ts), toasted when it arrives. */
export function useNoticeFetcher(key?: string, options: { toastErrors?: boolean } = {}) {
  const fetcher = useFetcher<{ notice?: ActionNotice | null }>(key ? { key } : undefined);
  useNoticeToast(fetcher.data?.notice, options);
  return fetcher;
}
