import {
  createTranslator,
  MESSAGES_ELEMENT_ID,
  MESSAGES_GLOBAL,
  type Lang,
  type Messages,
  type Translate,
} from "./translate.ts";

/*
 * What the browser gets instead of i18n/index.ts (vite.config.ts swaps the module in client builds): the
 * same `translator(lang)`, over the one catalogue the page's script loaded before hydration
 * (I18nProvider), rather than an i18n library and every language's messages in the JavaScript.
 */
export { DEFAULT_LANG, isLang, LANGUAGES, type Lang, type Translate } from "./translate.ts";

declare global {
  // Set by the catalogue script (catalogueScriptBody in translate.ts).
  var pasarMessages: Partial<Record<Lang, Messages>> | undefined;
}

const translators = new Map<Lang, Translate>();
const loading = new Map<Lang, Promise<void>>();

// Each file becomes its own small chunk, fetched only when a client-side navigation changes the language
// (the language switch is a plain link, so in practice a page reload brings the other catalogue) or when
// the page's catalogue script failed to load.
const files = import.meta.glob<Messages>("../../i18n/*/*.json", { import: "default" });

/** Takes `lang`'s catalogue from the page's script, if that brought it. */
function readPage(lang: Lang) {
  const messages = globalThis[MESSAGES_GLOBAL]?.[lang];
  if (messages) translators.set(lang, createTranslator(lang, messages));
}

async function fetchCatalogue(lang: Lang): Promise<void> {
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([file]) => file.includes(`/i18n/${lang}/`))
      .map(([, load]) => load()),
  );
  translators.set(lang, createTranslator(lang, Object.assign({}, ...parts) as Messages));
}

/**
 * Until its catalogue is here a language translates every key to itself; I18nProvider suspends on
 * `catalogueLoading` first, so such text is never committed.
 */
export function translator(lang: Lang): Translate {
  if (!translators.has(lang)) readPage(lang);
  return translators.get(lang) ?? ((key) => key);
}

/**
 * The server-rendered script element's address while the page is in its language, so hydration renders
 * the element unchanged; null for the other language, whose catalogue comes as chunks instead.
 */
export function catalogueUrl(lang: Lang): string | null {
  const element = document.getElementById(MESSAGES_ELEMENT_ID);
  return element?.getAttribute("data-lang") === lang ? element.getAttribute("src") : null;
}

/** Null when `lang` can be rendered now; otherwise the (shared) promise of its catalogue. */
export function catalogueLoading(lang: Lang): Promise<void> | null {
  if (!translators.has(lang)) readPage(lang);
  if (translators.has(lang)) return null;
  let promise = loading.get(lang);
  if (!promise) {
    promise = fetchCatalogue(lang).catch((error: unknown) => {
      loading.delete(lang);
      throw error;
    });
    loading.set(lang, promise);
  }
  return promise;
}
