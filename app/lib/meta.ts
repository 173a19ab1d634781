import { translator, type Lang } from "../../i18n/index.ts";
import { switchLanguagePath } from "./i18n.tsx";

/** Title, description and the hreflang alternates every page carries. */
export function pageMeta(lang: Lang, pathname: string, titleKey: string, descriptionKey?: string) {
  const t = translator(lang);
  const title = titleKey === "home.title" ? t(titleKey) : `${t(titleKey)} | Pasar`;
  return [
    { title },
    ...(descriptionKey ? [{ name: "description", content: t(descriptionKey) }] : []),
    { tagName: "link", rel: "alternate", hrefLang: "id", href: switchLanguagePath(pathname, "", "id") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: switchLanguagePath(pathname, "", "en") },
  ];
}
