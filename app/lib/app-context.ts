import { createContext } from "react-router";
import type { Viewer } from "../../core/account/index.ts";
import type { Services } from "../../core/services.ts";

export type FlashTone = "success" | "error" | "warning" | "info";

/** A one-shot message for the next page: a catalogue key, its values and how it should look. */
export interface FlashMessage {
  key: string;
  values?: Record<string, string | number>;
  tone: FlashTone;
  /** Tells two identical messages in a row apart, so each is shown. */
  id: string;
}

/**
 * What the server hands every loader and action. The production SSR bundle imports this module by its
 * package name (#app-context) instead of inlining it, so the server and the loaders share one key.
 */
export interface RequestContext {
  services: Services;
  viewer: Viewer | null;
  requestId: string;
  ip: string;
  userAgent: string | undefined;
  /** The known-device token this browser holds (core/account's login backoff), if any. */
  deviceToken: string | undefined;
  /** The XSRF token of this browser; page forms echo it in a hidden field. */
  csrfToken: string;
  /** The nonce of this response's inline scripts (its Content-Security-Policy names it). */
  cspNonce: string;
  /** Flash message set by the previous response, if any. */
  flash: FlashMessage | undefined;
  demoAccounts: { role: string; email: string; password: string }[];
  cookies: {
    session(jwt: string): string;
    /** The long-lived known-device cookie, set at every sign-in. */
    device(token: string): string;
    clearSession(): string;
    flash(messageKey: string, options?: { tone?: FlashTone; values?: Record<string, string | number> }): string;
    clearFlash(): string;
  };
}

export const requestContext = createContext<RequestContext>();
