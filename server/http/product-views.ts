import type { FastifyInstance, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import type { ProductViewCounter } from "../../core/dashboard/index.ts";

/** A product page, in either language, as a document or as a client navigation's data (`.data`). */
const PRODUCT_PAGE = /^(?:\/en)?\/product\/([^/?.]+)(\.data)?(?:\?(.*))?$/;

export interface ViewRequest {
  method: string;
  url: string;
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The product slug a finished request counts a view of, or null: a product page answered 200 to a person's
 * browser. Bots (isbot, or no User-Agent at all), prefetches and a client's revalidation of some of the
 * page's data (`?_routes=`) are not views.
 */
export function viewedProductSlug({ method, url, statusCode, headers }: ViewRequest): string | null {
  if (method !== "GET" || statusCode !== 200) return null;
  const match = PRODUCT_PAGE.exec(url);
  if (!match) return null;
  if (match[2] && new URLSearchParams(match[3] ?? "").has("_routes")) return null;
  const agent = headers["user-agent"];
  if (typeof agent !== "string" || agent === "" || isbot(agent)) return null;
  const purpose = `${String(headers["sec-purpose"] ?? "")} ${String(headers.purpose ?? "")}`;
  if (/prefetch|prerender/i.test(purpose)) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/**
 * Counts product page views as their responses finish, kept pages included (decision 0031). Nothing waits on
 * it: the counter keeps them in memory. The page cache's own background renders are not views.
 */
export function installProductViewCounting(
  site: FastifyInstance,
  { counter, isRefresh }: { counter: ProductViewCounter; isRefresh?: (request: FastifyRequest) => boolean },
): void {
  site.addHook("onResponse", async (request, reply) => {
    const slug = viewedProductSlug({
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      headers: request.headers,
    });
    if (!slug || isRefresh?.(request)) return;
    // Resolved already for a signed-in page; a kept page had no session, so this is no work.
    const viewer = await request.viewer();
    counter.record(slug, viewer?.user.merchant?.id ?? null);
  });
}
