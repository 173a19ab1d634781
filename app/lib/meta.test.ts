import { describe, expect, it } from "vitest";
import { alternateLink } from "./alternate-link.testing.ts";
import { fixedPageMeta, fixedPrivatePageMeta, pageMeta } from "./meta.ts";

describe("pageMeta", () => {
  it("writes the hreflang alternates absolute, from the origin the root loader found", () => {
    const meta = pageMeta(
      {
        location: { pathname: "/en/cart" },
        matches: [{ id: "root", loaderData: { origin: "http://127.0.0.1:4173" } }],
      },
      "cart.meta.title",
    );
    expect(meta).toContainEqual(alternateLink("id", "http://127.0.0.1:4173/cart"));
    expect(meta).toContainEqual(alternateLink("en", "http://127.0.0.1:4173/en/cart"));
  });

  it("leaves the alternates out rather than writing them relative when there is no root data", () => {
    const meta = pageMeta(
      { location: { pathname: "/cart" }, matches: [{ id: "root", loaderData: undefined }] },
      "cart.meta.title",
    );
    expect(meta.some((entry) => "href" in entry)).toBe(false);
  });
});

describe("fixedPageMeta and fixedPrivatePageMeta", () => {
  const place = { location: { pathname: "/en/cart" }, matches: [] };

  it("title the page in its language, the private one kept out of search engines", () => {
    expect(fixedPageMeta("cart.meta.title")(place)).toEqual(pageMeta(place, "cart.meta.title"));
    expect(fixedPrivatePageMeta("cart.meta.title", "cart.meta.description")(place)).toEqual([
      ...pageMeta(place, "cart.meta.title", "cart.meta.description"),
      { name: "robots", content: "noindex" },
    ]);
  });

  it("write nothing while the error boundary shows, which names the page itself", () => {
    expect(fixedPageMeta("cart.meta.title")({ ...place, error: new Error("boom") })).toEqual([]);
    expect(fixedPrivatePageMeta("cart.meta.title")({ ...place, error: new Error("boom") })).toEqual([]);
  });
});
