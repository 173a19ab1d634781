import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as server from "../../i18n/index.ts";
import type * as BrowserModule from "./i18n-browser.ts";
import { MESSAGES_ELEMENT_ID, type Messages } from "./translate.ts";

type Browser = typeof BrowserModule;

/**
 * A fresh copy of the module in a page the server rendered in `lang`: its script element, and (unless
 * the script failed to load) what running the served script left behind.
 */
async function page(lang: "id" | "en", { scriptLoaded = true } = {}): Promise<Browser> {
  const script = server.catalogueScript(lang);
  const element = { getAttribute: (name: string) => ({ "data-lang": lang, src: script.url })[name] ?? null };
  vi.stubGlobal("document", { getElementById: (id: string) => (id === MESSAGES_ELEMENT_ID ? element : null) });
  const self: { pasarMessages?: unknown } = {};
  if (scriptLoaded) new Function("self", script.body)(self);
  vi.stubGlobal("pasarMessages", self.pasarMessages);
  vi.resetModules();
  return import("./i18n-browser.ts");
}

/** Every key of a catalogue, 'a.b.c'. */
function keys(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}

/** Fails on the first key the browser translates differently from the server. */
function expectSameTexts(browser: Browser, lang: "id" | "en") {
  const values = { count: 2, minutes: 5, name: "Rina", stock: 3 };
  for (const key of keys(server.CATALOGUES[lang] as Messages)) {
    expect(browser.translator(lang)(key, values), key).toBe(server.translator(lang)(key, values));
  }
}

describe("the browser's catalogue", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("offers what page code imports from i18n/index.ts, less the server-only parts", async () => {
    const browser = await page("id");
    const serverOnly = ["CATALOGUES", "langFromRequest", "catalogueScript", "buildCatalogueScript"];
    expect(Object.keys(browser).sort()).toEqual(
      Object.keys(server)
        .filter((name) => !serverOnly.includes(name))
        .sort(),
    );
  });

  it("translates the page's language from the served script exactly as the server does", async () => {
    const browser = await page("en");
    expect(browser.catalogueLoading("en")).toBeNull();
    expectSameTexts(browser, "en");
    expect(browser.translator("en")("header.cart_count", { count: 2 })).toBe("2 items in cart");
  });

  it("renders the page's script element back with the server's URL, and none for the other language", async () => {
    const browser = await page("id");
    expect(browser.catalogueUrl("id")).toBe(server.catalogueUrl("id"));
    expect(browser.catalogueUrl("en")).toBeNull();
  });

  it("fetches the other language only when asked, then translates it too", async () => {
    const browser = await page("id");
    expect(browser.translator("en")("header.search")).toBe("header.search");
    const loading = browser.catalogueLoading("en");
    expect(loading).toBeInstanceOf(Promise);
    expect(browser.catalogueLoading("en")).toBe(loading);
    await loading;
    expect(browser.catalogueLoading("en")).toBeNull();
    expectSameTexts(browser, "en");
  });

  it("fetches the page's own language when its script did not load", async () => {
    const browser = await page("id", { scriptLoaded: false });
    expect(browser.translator("id")("header.search")).toBe("header.search");
    await browser.catalogueLoading("id");
    expectSameTexts(browser, "id");
  });
});
