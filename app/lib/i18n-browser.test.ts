import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as server from "../../i18n/index.ts";
import type * as BrowserModule from "./i18n-browser.ts";
import { MESSAGES_ELEMENT_ID } from "./translate.ts";

type Browser = typeof BrowserModule;

/** A fresh copy of the module with a page whose inline catalogue is `lang`'s, as the server renders it. */
async function page(lang: "id" | "en"): Promise<Browser> {
  const text = server.catalogueJson(lang);
  vi.stubGlobal("document", {
    getElementById: (id: string) => (id === MESSAGES_ELEMENT_ID ? { textContent: text, getAttribute: (name: string) => (name === "data-lang" ? lang : null) } : null),
  });
  vi.resetModules();
  return import("./i18n-browser.ts");
}

describe("the browser's catalogue", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("offers what page code imports from i18n/index.ts, less the server-only parts", async () => {
    const browser = await page("id");
    const serverOnly = ["CATALOGUES", "langFromRequest"];
    expect(Object.keys(browser).sort()).toEqual(Object.keys(server).filter((name) => !serverOnly.includes(name)).sort());
  });

  it("translates the page's language exactly as the server does and renders its catalogue back unchanged", async () => {
    const browser = await page("en");
    expect(browser.catalogueLoading("en")).toBeNull();
    expect(browser.translator("en")("auth.too_many_attempts", { minutes: 5 })).toBe(server.translator("en")("auth.too_many_attempts", { minutes: 5 }));
    expect(browser.translator("en")("header.cart_count", { count: 2 })).toBe("2 items in cart");
    expect(browser.catalogueJson("en")).toBe(server.catalogueJson("en"));
  });

  it("fetches the other language only when asked, then translates it too", async () => {
    const browser = await page("id");
    expect(browser.translator("en")("header.search")).toBe("header.search");
    const loading = browser.catalogueLoading("en");
    expect(loading).toBeInstanceOf(Promise);
    expect(browser.catalogueLoading("en")).toBe(loading);
    await loading;
    expect(browser.catalogueLoading("en")).toBeNull();
    expect(browser.translator("en")("header.search")).toBe(server.translator("en")("header.search"));
    expect(JSON.parse(browser.catalogueJson("en"))).toEqual(server.CATALOGUES.en);
  });
});
