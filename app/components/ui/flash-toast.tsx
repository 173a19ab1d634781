import { useEffect } from "react";
import { toast } from "../../lib/toast.tsx";
import type { FlashMessage, FlashTone } from "../../lib/app-context.ts";
import { useI18n } from "../../lib/i18n.tsx";

const TOAST_BY_TONE: Record<FlashTone, (text: string) => unknown> = {
  success: (text) => toast.success(text),
  error: (text) => toast.error(text),
  warning: (text) => toast.warning(text),
  info: (text) => toast.info(text),
};

const BANNER_BY_TONE: Record<FlashTone, string> = {
  success: "bg-emerald-50 text-emerald-800",
  error: "bg-accent-soft text-accent-dark",
  warning: "bg-amber-50 text-amber-800",
  info: "bg-sky-50 text-sky-800",
};

export function showToast(text: string, tone: FlashTone = "success") {
  TOAST_BY_TONE[tone](text);
}

/** The message of the previous response: a toast, or without JavaScript a banner. */
export function FlashToast({ flash }: { flash: FlashMessage | null }) {
  const { t } = useI18n();
  useEffect(() => {
    if (flash) showToast(t(flash.key, flash.values), flash.tone);
    // The id changes with every message, also when the same text comes twice.
  }, [flash?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!flash) return null;
  return (
    <noscript>
      <p role="status" className={`mx-auto mt-4 max-w-7xl rounded-lg px-4 py-3 text-sm ${BANNER_BY_TONE[flash.tone]}`}>
        {t(flash.key, flash.values)}
      </p>
    </noscript>
  );
}
