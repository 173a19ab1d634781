import { describe, expect, it } from "vitest";
import { langFromPath, localizedPath, switchLanguagePath } from "./i18n.tsx";

describe("language in the URL", () => {
  it("reads English only from the /en prefix", () => {
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/en/login")).toBe("en");
    expect(langFromPath("/english-books")).toBe("id");
    expect(langFromPath("/")).toBe("id");
    // React Router's data URLs on client-side navigation.
    expect(langFromPath("/en.data")).toBe("en");
    expect(langFromPath("/en/login.data")).toBe("en");
    expect(langFromPath("/_root.data")).toBe("id");
    expect(langFromPath("/login.data")).toBe("id");
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
