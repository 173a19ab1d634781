import { loadConfig } from "../../core/shared/config.ts";

let configured: string | null | undefined;

/**
 * Absolute URLs (canonical, hreflang, sharing, sitemap) start from PUBLIC_URL when it is set, else from the
 * host the request came to: the edge guard (server/plugins/edge-guard.ts) has let only ALLOWED_HOSTS through,
 * and the page cache keeps a page per host.
 */
export function siteOrigin(request: Request): string {
  if (configured === undefined) {
    try {
      const value = loadConfig().PUBLIC_URL;
      configured = value ? new URL(value).origin : null;
    } catch {
      configured = null;
    }
  }
  return configured ?? new URL(request.url).origin;
}
