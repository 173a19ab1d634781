import { useEffect, useRef } from "react";
import { showToast } from "../../components/ui/flash-toast.tsx";
import type { ActionNotice } from "../../lib/action-outcome.server.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** Toasts each notice a fetcher's action answered with, once (a new answer has a new id). */
export function useNoticeToast(notice: ActionNotice | undefined) {
  const { t } = useI18n();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!notice || shown.current === notice.id) return;
    shown.current = notice.id;
    showToast(t(notice.key, notice.values), notice.tone);
  }, [notice, t]);
}
