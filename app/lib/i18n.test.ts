import { describe, expect, it } from "vitest";
import { langFromPath, localizedPath, switchLanguagePath } from "./i18n.tsx";

describe("language in the URL", () => {
  it("reads English only from the /en prefix", () => {
    // The .data paths are React Router's data URLs on client-side navigation.
    for (const path of ["/en", "/en/login", "/en.data", "/en/login.data"]) expect(langFromPath(path), path).toBe("en");
    for (const path of ["/english-books", "/", "/_root.data", "/login.data"])
      expect(langFromPath(path), path).toBe("id");
  });

  it("prefixes links in English only", () => {
    expect(localizedPath("id", "/login")).toBe("/login");
    expect(localizedPath("en", "/login")).toBe("/en/login");
    expect(localizedPath("en", "/")).toBe("/en");
  });

  it("switches to the same path and query in the other language", () => {
    expect(switchLanguagePath("/product/kaos-polos", "?variant=2", "en")).toBe("/en/product/kaos-polos?variant=2");
    expect(switchLanguagePath("/en/product/kaos-polos", "", "id")).toBe("/product/kaos-polos");
    expect(switchLanguagePath("/en", "", "id")).toBe("/");
    expect(switchLanguagePath("/", "", "en")).toBe("/en");
  });
});
