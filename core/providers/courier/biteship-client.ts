import { ProviderError } from "../provider-error.ts";

/*
 * Biteship's HTTP API as both of its uses call it: the rate quotes of checkout (core/shipping) and the
 * courier bookings and tracking of shipments (./biteship.ts). The base URL and key come from the settings only;
 * no request ever names the host.
 */

export const BITESHIP = "biteship";

export interface BiteshipClientOptions {
  /** e.g. https://api.biteship.com (no trailing /v1). */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface BiteshipClient {
  /**
   * One call: its status and JSON body. A refused key, a rate limit, a server fault, a dead host, a timeout or
   * a 2xx without JSON throws ProviderError; other 4xx answers are returned for the caller to read.
   */
  call(path: string, init: { method: "GET" | "POST"; body?: unknown }): Promise<{ status: number; body: unknown }>;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Biteship's error text of an answer, short, for a log line or an error message. */
export function describeError(body: unknown): string {
  if (isRecord(body)) return String(body.error ?? body.message ?? "no message").slice(0, 200);
  return "no body";
}

/** The socket was closed under the request (ECONNRESET, undici's 'other side closed'). */
function droppedConnection(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === "ECONNRESET" || code === "UND_ERR_SOCKET" || code === "EPIPE";
}

export function createBiteshipClient(options: BiteshipClientOptions): BiteshipClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  return {
    async call(path, init) {
      const send = () =>
        doFetch(`${base}${path}`, {
          method: init.method,
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          headers: {
            authorization: options.apiKey,
            accept: "application/json",
            ...(init.body === undefined ? {} : { "content-type": "application/json" }),
          },
          // The request carries the API key: a redirect is refused, never followed.
          redirect: "error",
          signal: AbortSignal.timeout(timeoutMs),
        });
      let response: Response;
      try {
        response = await send().catch((error: unknown) => {
          // A kept-alive connection the server closed as it was reused fails at once: sent again, once. Every
          // call may be repeated (quotes and tracking are reads; a booking is keyed by the order's code).
          // Anything else (a timeout, a refused redirect, a dead host) is not retried.
          if (!droppedConnection(error)) throw error;
          return send();
        });
      } catch (error) {
        throw new ProviderError(BITESHIP, `request to ${path} failed`, { cause: error });
      }
      let body: unknown = null;
      try {
        body = await response.json();
      } catch (error) {
        if (response.ok)
          throw new ProviderError(BITESHIP, `${path} answered ${response.status} without JSON`, {
            status: response.status,
            cause: error,
          });
      }
      if (response.status === 401 || response.status === 403 || response.status === 429 || response.status >= 500) {
        throw new ProviderError(BITESHIP, `${path} answered ${response.status}: ${describeError(body)}`, {
          status: response.status,
        });
      }
      return { status: response.status, body };
    },
  };
}
