/** The hreflang <link> entry a route's meta should name for one language (what the tests expect to find). */
export function alternateLink(hrefLang: string, href: string) {
  return { tagName: "link", rel: "alternate", hrefLang, href };
}
