import type { MetaDescriptor } from "react-router";
import { translator, type Translate } from "../../i18n/index.ts";
import { langFromPath, switchLanguagePath, type Lang } from "./i18n.tsx";

export interface SeoOptions {
  lang: Lang;
  pathname: string;
  origin: string | undefined;
  search?: string;
  title: string;
  description?: string;
  image?: string | null;
  noindex?: boolean;
}

/**
 * Title, description, the canonical link and hreflang alternates (absolute, from the loader's origin: search
 * engines ignore relative ones) and Open Graph basics. Without an origin (an error page has no loader data)
 * the page names no address rather than a relative one. `search` is the part of the query string that makes
 * the page distinct (a page number, a filter), or "".
 */
export function seoMeta(options: SeoOptions): MetaDescriptor[] {
  const { origin } = options;
  const search = options.search ?? "";
  const canonical = origin ? `${origin}${options.pathname}${search}` : null;
  const alternate = (lang: Lang) => `${origin}${switchLanguagePath(options.pathname, search, lang)}`;
  const image =
    options.image && options.image.startsWith("/") ? (origin ? `${origin}${options.image}` : null) : options.image;
  return [
    { title: options.title },
    ...(options.description ? [{ name: "description", content: options.description }] : []),
    ...(canonical
      ? [
          { tagName: "link", rel: "canonical", href: canonical },
          { tagName: "link", rel: "alternate", hrefLang: "id", href: alternate("id") },
          { tagName: "link", rel: "alternate", hrefLang: "en", href: alternate("en") },
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: alternate("id") },
        ]
      : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Pasar" },
    { property: "og:title", content: options.title },
    ...(options.description ? [{ property: "og:description", content: options.description }] : []),
    ...(canonical ? [{ property: "og:url", content: canonical }] : []),
    ...(image ? [{ property: "og:image", content: image }] : []),
    { property: "og:locale", content: options.lang === "en" ? "en_US" : "id_ID" },
    ...(options.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}

/**
 * A route's `meta`: no tags under the error boundary (it names the page itself), otherwise `describe`'s page in
 * the URL's language, or the plain tags it returns instead (a page whose subject was not found).
 */
export function routeMeta(
  { error, location }: { error?: unknown; location: { pathname: string } },
  describe: (t: Translate) => Omit<SeoOptions, "lang" | "pathname"> | MetaDescriptor[],
): MetaDescriptor[] {
  if (error) return [];
  const lang = langFromPath(location.pathname);
  const page = describe(translator(lang));
  return Array.isArray(page) ? page : seoMeta({ ...page, lang, pathname: location.pathname });
}
