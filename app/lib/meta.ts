import type { Location } from "react-router";
import { translator, type Lang } from "../../i18n/index.ts";
import { langFromPath, switchLanguagePath } from "./i18n.tsx";

/** What a route's meta function is handed: enough to find the page's language and the site's origin. */
export interface MetaPlace {
  location: Pick<Location, "pathname">;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The site's origin as the root loader found it (siteOrigin), or undefined on a page without root data. */
export function rootOrigin(matches: MetaPlace["matches"]): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: unknown } | undefined;
  return typeof root?.origin === "string" ? root.origin : undefined;
}

/** Title, description and the hreflang alternates every page carries, for the route's meta function. */
export function pageMeta({ location, matches }: MetaPlace, titleKey: string, descriptionKey?: string) {
  return pageMetaAt(
    { lang: langFromPath(location.pathname), pathname: location.pathname, origin: rootOrigin(matches) },
    titleKey,
    descriptionKey,
  );
}

/** The same for a shopper's own page (cart, orders, payment…): nothing there for search engines. */
export function privatePageMeta(place: MetaPlace, titleKey: string, descriptionKey?: string) {
  return [...pageMeta(place, titleKey, descriptionKey), { name: "robots", content: "noindex" }];
}

/** What a route's meta function is handed, with the error its boundary shows instead of the page. */
export type MetaArgs = MetaPlace & { error?: unknown };

/**
 * The meta function of a page whose title does not depend on its data. While the error boundary shows it
 * writes nothing: the boundary names the page itself.
 */
export function fixedPageMeta(titleKey: string, descriptionKey?: string) {
  return ({ error, ...place }: MetaArgs) => (error ? [] : pageMeta(place, titleKey, descriptionKey));
}

/** The same for a shopper's own page: `privatePageMeta`, kept out of search engines. */
export function fixedPrivatePageMeta(titleKey: string, descriptionKey?: string) {
  return ({ error, ...place }: MetaArgs) => (error ? [] : privatePageMeta(place, titleKey, descriptionKey));
}

/**
 * The same for a page whose language and origin are known: the alternates absolute, as search engines want
 * them, and left out rather than written relative when there is no origin.
 */
export function pageMetaAt(
  page: { lang: Lang; pathname: string; origin: string | undefined },
  titleKey: string,
  descriptionKey?: string,
) {
  const t = translator(page.lang);
  const title = titleKey === "home.title" ? t(titleKey) : `${t(titleKey)} | Pasar`;
  const { origin, pathname } = page;
  return [
    { title },
    ...(descriptionKey ? [{ name: "description", content: t(descriptionKey) }] : []),
    ...(origin
      ? [
          {
            tagName: "link",
            rel: "alternate",
            hrefLang: "id",
            href: `${origin}${switchLanguagePath(pathname, "", "id")}`,
          },
          {
            tagName: "link",
            rel: "alternate",
            hrefLang: "en",
            href: `${origin}${switchLanguagePath(pathname, "", "en")}`,
          },
        ]
      : []),
  ];
}
