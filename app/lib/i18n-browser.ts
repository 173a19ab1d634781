import { createTranslator, isLang, MESSAGES_ELEMENT_ID, serializeMessages, type Lang, type Messages, type Translate } from "./translate.ts";

/*
 * What the browser gets instead of i18n/index.ts (vite.config.ts swaps the module in client builds): the
 * same `translator(lang)`, over the one catalogue the server rendered into the page as inline JSON
 * (I18nProvider), rather than an i18n library and every language's messages in the JavaScript.
 */
export { DEFAULT_LANG, isLang, LANGUAGES, type Lang, type Translate } from "./translate.ts";

interface Loaded {
  json: string;
  t: Translate;
}

const loaded = new Map<Lang, Loaded>();
const loading = new Map<Lang, Promise<void>>();

// Each file becomes its own small chunk, fetched only when a client-side navigation changes the language
// (the language switch is a plain link, so in practice a page reload brings the other catalogue).
const files = import.meta.glob<Messages>("../../i18n/*/*.json", { import: "default" });

function remember(lang: Lang, json: string, messages: Messages) {
  loaded.set(lang, { json, t: createTranslator(lang, messages) });
}

/** Reads the page's catalogue the first time anything asks; the element is in the HTML before any script runs. */
function readDocument() {
  if (typeof document === "undefined") return;
  const element = document.getElementById(MESSAGES_ELEMENT_ID);
  const lang = element?.getAttribute("data-lang");
  if (!element || !isLang(lang) || loaded.has(lang)) return;
  const json = element.textContent ?? "{}";
  remember(lang, json, JSON.parse(json) as Messages);
}

async function fetchCatalogue(lang: Lang): Promise<void> {
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([file]) => file.includes(`/i18n/${lang}/`))
      .map(([, load]) => load()),
  );
  const messages: Messages = Object.assign({}, ...parts);
  remember(lang, serializeMessages(messages), messages);
}

/**
 * Until its catalogue is here a language translates every key to itself; I18nProvider suspends on
 * `catalogueLoading` first, so such text is never committed.
 */
export function translator(lang: Lang): Translate {
  if (!loaded.has(lang)) readDocument();
  return loaded.get(lang)?.t ?? ((key) => key);
}

export function catalogueJson(lang: Lang): string {
  if (!loaded.has(lang)) readDocument();
  return loaded.get(lang)?.json ?? "{}";
}

/** Null when `lang` can be rendered now; otherwise the (shared) promise of its catalogue. */
export function catalogueLoading(lang: Lang): Promise<void> | null {
  if (!loaded.has(lang)) readDocument();
  if (loaded.has(lang)) return null;
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
