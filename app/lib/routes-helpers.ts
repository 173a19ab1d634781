import { prefix, type RouteConfigEntry } from "@react-router/dev/routes";

/** The languages whose pages live under their own path segment; Indonesian is at the root (decision 0005). */
const PREFIXED_LANGUAGES = ["en"] as const;

/**
 * Routes declared once, served in every language: as given at the Indonesian paths and again under /en.
 * Each language's copy is its own route (React Router wants unique ids), so every entry, layouts and
 * children included, must carry an id; the English copy's ids start with 'en/'. Explicit copies rather
 * than an optional ':lang?' segment keep a path such as '/about' from being read as a language.
 */
export function localized(routes: RouteConfigEntry[]): RouteConfigEntry[] {
  return [
    ...routes,
    ...PREFIXED_LANGUAGES.flatMap((lang) =>
      prefix(
        lang,
        routes.map((entry) => withIdPrefix(entry, `${lang}/`)),
      ),
    ),
  ];
}

function withIdPrefix(entry: RouteConfigEntry, idPrefix: string): RouteConfigEntry {
  if (!entry.id)
    throw new Error(`localized(): the route of ${entry.file} needs an id, so that each language's copy gets its own`);
  return {
    ...entry,
    id: `${idPrefix}${entry.id}`,
    ...(entry.children ? { children: entry.children.map((child) => withIdPrefix(child, idPrefix)) } : {}),
  };
}
