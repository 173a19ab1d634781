import { requestContext } from "#app-context";
import type { Route } from "./+types/sitemap";
import { siteOrigin } from "../lib/site-origin.server.ts";

interface Entry {
  path: string;
  lastmod?: string;
}

/** Pages per sitemap file; each page is listed in both languages, so twice as many URLs (limit 50,000). */
const PAGES_PER_FILE = 10_000;

function xmlEscape(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!,
  );
}

function english(path: string): string {
  return path === "/" ? "/en" : `/en${path}`;
}

/** Each page once per language, both pointing at each other (xhtml:link alternates). */
function urlset(origin: string, entries: Entry[]): string {
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const id = xmlEscape(`${origin}${entry.path}`);
    const en = xmlEscape(`${origin}${english(entry.path)}`);
    const alternates = `<xhtml:link rel="alternate" hreflang="id" href="${id}"/><xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="x-default" href="${id}"/>`;
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : "";
    lines.push(`<url><loc>${id}</loc>${lastmod}${alternates}</url>`);
    lines.push(`<url><loc>${en}</loc>${lastmod}${alternates}</url>`);
  }
  lines.push("</urlset>");
  return lines.join("\n");
}

function sitemapIndex(origin: string, parts: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((part) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap.xml?part=${part}`)}</loc></sitemap>`),
    "</sitemapindex>",
  ].join("\n");
}

function xml(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}

/**
 * /sitemap.xml: home, listings, categories, stores and products in both languages. When everything fits
 * into one file it is one urlset; otherwise a sitemap index of ?part=pages and ?part=products-N.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const url = new URL(request.url);
  const origin = siteOrigin(request);
  const part = url.searchParams.get("part");
  const { products, parts } = await services.catalog.sitemapProductParts();

  if (part === null) {
    const pages = await services.catalog.sitemapPages();
    if (pages.length + products <= PAGES_PER_FILE) {
      const items = parts > 0 ? await services.catalog.sitemapProducts(1) : [];
      return xml(urlset(origin, [...pages, ...items]));
    }
    return xml(
      sitemapIndex(origin, ["pages", ...Array.from({ length: parts }, (_, index) => `products-${index + 1}`)]),
    );
  }
  if (part === "pages") return xml(urlset(origin, await services.catalog.sitemapPages()));
  const match = /^products-([1-9]\d{0,5})$/.exec(part);
  const n = match ? Number(match[1]) : 0;
  if (!match || n > parts) return xml('<?xml version="1.0" encoding="UTF-8"?>\n<error>not found</error>', 404);
  return xml(urlset(origin, await services.catalog.sitemapProducts(n)));
}
