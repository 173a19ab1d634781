import type { Route } from "./+types/robots";
import { siteOrigin } from "../lib/site-origin.server.ts";

/** Crawlers may read every page except the API and the shopper's own pages, in either language. */
export function loader({ request }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /user/",
    "Disallow: /en/user/",
    "",
    `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
