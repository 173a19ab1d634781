import { describe, expect, it } from "vitest";
import { alternateLink } from "./alternate-link.testing.ts";
import { routeMeta, seoMeta } from "./seo.ts";

describe("seoMeta", () => {
  it("writes canonical, hreflang and og:url as absolute addresses from the origin", () => {
    const meta = seoMeta({
      lang: "en",
      pathname: "/en/store/kopi",
      search: "?page=2",
      origin: "https://pasar.example",
      title: "Kopi",
      image: "/media/kopi.webp",
    });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://pasar.example/en/store/kopi?page=2",
    });
    expect(meta).toContainEqual(alternateLink("id", "https://pasar.example/store/kopi?page=2"));
    expect(meta).toContainEqual(alternateLink("x-default", "https://pasar.example/store/kopi?page=2"));
    expect(meta).toContainEqual({ property: "og:url", content: "https://pasar.example/en/store/kopi?page=2" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://pasar.example/media/kopi.webp" });
  });

  it("names no address at all rather than a relative one when the origin is unknown", () => {
    const meta = seoMeta({
      lang: "id",
      pathname: "/store/kopi",
      origin: undefined,
      title: "Kopi",
      image: "/media/kopi.webp",
    });
    const addresses = meta.flatMap((entry) => [
      (entry as { href?: string }).href,
      (entry as { property?: string; content?: string }).property === "og:url" ? "og:url" : undefined,
    ]);
    expect(addresses.filter(Boolean)).toEqual([]);
    expect(meta).not.toContainEqual(expect.objectContaining({ property: "og:image" }));
    expect(meta).toContainEqual({ title: "Kopi" });
  });
});

describe("routeMeta", () => {
  const terms = (t: (key: string) => string) => ({ origin: "https://pasar.example", title: t("landing.terms_title") });

  it("gives no tags under the error boundary (it names the page itself)", () => {
    expect(routeMeta({ error: new Error("boom"), location: { pathname: "/terms-condition" } }, terms)).toEqual([]);
  });

  it("describes the page in the URL's language, at the URL's path", () => {
    const en = routeMeta({ location: { pathname: "/en/terms-condition" } }, terms);
    expect(en).toEqual(
      seoMeta({
        lang: "en",
        pathname: "/en/terms-condition",
        origin: "https://pasar.example",
        title: "Terms & Conditions",
      }),
    );
    expect(routeMeta({ location: { pathname: "/terms-condition" } }, terms)).toContainEqual({
      property: "og:locale",
      content: "id_ID",
    });
  });

  it("passes plain tags through (a page whose subject was not found)", () => {
    expect(
      routeMeta({ location: { pathname: "/store/x" } }, () => [{ title: "Toko tidak ditemukan | Pasar" }]),
    ).toEqual([{ title: "Toko tidak ditemukan | Pasar" }]);
  });
});
