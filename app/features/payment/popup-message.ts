import type { PaymentPopupResult } from "../../../core/payment/payment.view.ts";
import type { FlashTone } from "../../lib/app-context.ts";

export type { PaymentPopupResult };

/** Marks the local gateway popup's messages among whatever else a window may receive. */
export const POPUP_MESSAGE_SOURCE = "pasar-local-gateway";

/**
 * What the local gateway's popup page posts to its opener (or, in the in-page fallback, its parent):
 * 'result' once, like Snap's callbacks, then 'dismiss' when the shopper closes the sheet after a
 * pending result (the sheet stays to show the payment code).
 */
export type PopupMessageBody =
  | { token: string; event: "result"; result: PaymentPopupResult; payload: Record<string, string> | null }
  | { token: string; event: "dismiss" };

export type PopupMessage = PopupMessageBody & { source: typeof POPUP_MESSAGE_SOURCE };

const RESULTS = new Set<string>(["success", "pending", "error", "close"]);

export function isPopupMessage(data: unknown, token: string): data is PopupMessage {
  if (typeof data !== "object" || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.source !== POPUP_MESSAGE_SOURCE || message.token !== token) return false;
  return (
    message.event === "dismiss" ||
    (message.event === "result" && typeof message.result === "string" && RESULTS.has(message.result))
  );
}

/** Spec §8 payment popup toasts, by result. */
export const PAYMENT_TOAST: Record<PaymentPopupResult, { key: string; tone: FlashTone }> = {
  success: { key: "payment.toast.success", tone: "success" },
  pending: { key: "payment.toast.pending", tone: "info" },
  error: { key: "payment.toast.error", tone: "error" },
  close: { key: "payment.toast.closed", tone: "warning" },
};
