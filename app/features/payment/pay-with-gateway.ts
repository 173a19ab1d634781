import { translator } from "../../../i18n/index.ts";
import { isPopupMessage, type PaymentPopupResult } from "./popup-message.ts";

/** services.payments.gateway.clientConfig() (or GET /api/payment/config, renamed to camelCase). */
export interface PaymentClientConfig {
  kind: "local" | "midtrans";
  scriptUrl: string | null;
  clientKey: string | null;
}

/** What Snap passes to its callbacks (order_id, transaction_status, status_code …); the local popup passes the same fields. */
export type GatewayCallbackResult = Record<string, unknown>;

/** Spec §4: on success, pending, error or close the shopper goes to the invoice page (with §8's toast). */
export interface PaymentCallbacks {
  onSuccess(result?: GatewayCallbackResult): void;
  onPending(result?: GatewayCallbackResult): void;
  onError(result?: GatewayCallbackResult): void;
  onClose(): void;
}

interface SnapApi {
  pay(
    token: string,
    options: {
      onSuccess?(result: GatewayCallbackResult): void;
      onPending?(result: GatewayCallbackResult): void;
      onError?(result: GatewayCallbackResult): void;
      onClose?(): void;
    },
  ): void;
  hide?(): void;
}

declare global {
  interface Window {
    snap?: SnapApi;
  }
}

const POPUP_NAME = "pasar-payment";
const POPUP_WIDTH = 440;
const POPUP_HEIGHT = 760;

const snapScripts = new Map<string, Promise<SnapApi>>();

/** Loads snap.js once per URL (Snap reads its client key from the script tag). */
function loadSnap(scriptUrl: string, clientKey: string): Promise<SnapApi> {
  let loading = snapScripts.get(scriptUrl);
  if (!loading) {
    loading = new Promise<SnapApi>((resolve, reject) => {
      if (window.snap) return resolve(window.snap);
      const script = document.createElement("script");
      script.src = scriptUrl;
      script.async = true;
      script.setAttribute("data-client-key", clientKey);
      script.onload = () =>
        window.snap ? resolve(window.snap) : reject(new Error("snap.js loaded without window.snap"));
      script.onerror = () => reject(new Error(`could not load ${scriptUrl}`));
      document.head.appendChild(script);
    });
    // A failed load may be the network: the next payment tries again.
    loading.catch(() => snapScripts.delete(scriptUrl));
    snapScripts.set(scriptUrl, loading);
  }
  return loading;
}

/**
 * Opens the payment popup for a gateway token and reports how it ended, once, through the callbacks.
 * Midtrans: snap.js from Midtrans's host and `snap.pay(token)`; if the script cannot load, the shopper
 * is sent to Snap's redirect page instead. Local: our own sheet at /payment/local/{token} in a popup
 * window, or in an in-page dialog when the browser blocks popups. Returns a function that abandons
 * the payment (closes the popup; no callback).
 */
export function payWithGateway(
  config: PaymentClientConfig,
  token: string,
  redirectUrl: string,
  callbacks: PaymentCallbacks,
): () => void {
  let finished = false;
  const once =
    <A extends unknown[]>(callback: (...args: A) => void) =>
    (...args: A) => {
      if (finished) return;
      finished = true;
      callback(...args);
    };
  const guarded: PaymentCallbacks = {
    onSuccess: once(callbacks.onSuccess),
    onPending: once(callbacks.onPending),
    onError: once(callbacks.onError),
    onClose: once(callbacks.onClose),
  };

  if (config.kind === "midtrans") {
    if (!config.scriptUrl || !config.clientKey) {
      window.location.assign(redirectUrl);
      return () => {};
    }
    loadSnap(config.scriptUrl, config.clientKey).then(
      (snap) => snap.pay(token, guarded),
      () => window.location.assign(redirectUrl),
    );
    return () => {
      finished = true;
      window.snap?.hide?.();
    };
  }
  return openLocalPopup(token, redirectUrl, guarded, () => {
    finished = true;
  });
}

function pageLang(): "id" | "en" {
  return document.documentElement.lang === "en" ? "en" : "id";
}

/** The popup page in the page's language: '/payment/local/x' → '/en/payment/local/x' on English pages. */
function localizedPopupUrl(redirectUrl: string): string {
  if (pageLang() === "en" && redirectUrl.startsWith("/") && !redirectUrl.startsWith("/en/")) return `/en${redirectUrl}`;
  return redirectUrl;
}

function openLocalPopup(
  token: string,
  redirectUrl: string,
  callbacks: PaymentCallbacks,
  markFinished: () => void,
): () => void {
  const url = new URL(localizedPopupUrl(redirectUrl), window.location.origin).toString();
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  const popup = window.open(
    url,
    POPUP_NAME,
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  const frame = !popup || popup.closed ? openFrameDialog(url) : null;

  let resultSeen = false;
  let closedWatch: number | undefined;

  const teardown = () => {
    window.removeEventListener("message", onMessage);
    if (closedWatch !== undefined) window.clearInterval(closedWatch);
    frame?.remove();
    if (popup && !popup.closed) popup.close();
  };

  const deliver = (result: PaymentPopupResult, payload: GatewayCallbackResult | undefined) => {
    if (result === "success") callbacks.onSuccess(payload);
    else if (result === "pending") callbacks.onPending(payload);
    else if (result === "error") callbacks.onError(payload);
    else callbacks.onClose();
  };

  function onMessage(event: MessageEvent) {
    // Only our own page may report a payment; anything else posting here is ignored.
    if (event.origin !== window.location.origin || !isPopupMessage(event.data, token)) return;
    const message = event.data;
    if (message.event === "dismiss") {
      teardown();
      if (!resultSeen) callbacks.onClose();
      return;
    }
    if (resultSeen) return;
    resultSeen = true;
    deliver(message.result, message.payload ?? undefined);
    // A pending payment keeps its sheet open: it shows the number to pay to until the shopper closes it.
    if (message.result !== "pending") teardown();
  }
  window.addEventListener("message", onMessage);

  if (popup && !popup.closed) {
    popup.focus();
    // The shopper may close the window itself: that is Snap's onClose (unless a result came first).
    closedWatch = window.setInterval(() => {
      if (!popup.closed) return;
      teardown();
      if (!resultSeen) callbacks.onClose();
    }, 400);
  } else if (frame) {
    frame.addEventListener("close", () => {
      teardown();
      if (!resultSeen) callbacks.onClose();
    });
  }

  return () => {
    markFinished();
    teardown();
  };
}

/**
 * The in-page fallback: a native modal <dialog> holding the popup page in an iframe (same origin, so
 * the site's X-Frame-Options: SAMEORIGIN allows it). Styled inline: it is built outside React. The
 * sheet inside has its own Close button; Escape closes the dialog too.
 */
function openFrameDialog(url: string): HTMLDialogElement {
  const t = translator(pageLang());
  const dialog = document.createElement("dialog");
  dialog.setAttribute("aria-label", t("payment.errors.popup_title"));
  dialog.setAttribute("data-testid", "payment-frame-dialog");
  Object.assign(dialog.style, {
    padding: "0",
    border: "0",
    borderRadius: "16px",
    width: `min(${POPUP_WIDTH}px, 100vw)`,
    height: `min(${POPUP_HEIGHT}px, 100dvh)`,
    maxWidth: "100vw",
    maxHeight: "100dvh",
    overflow: "hidden",
    boxShadow: "0 25px 50px -12px rgb(0 0 0 / 0.4)",
  });
  const iframe = document.createElement("iframe");
  iframe.src = url;
  iframe.title = t("payment.errors.popup_title");
  Object.assign(iframe.style, { width: "100%", height: "100%", border: "0", display: "block" });
  dialog.append(iframe);
  document.body.appendChild(dialog);
  dialog.showModal();
  return dialog;
}
