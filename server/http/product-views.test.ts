import { describe, expect, it } from "vitest";
import { viewedProductSlug, type ViewRequest } from "./product-views.ts";

const CHROME =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

const request = (change: Partial<ViewRequest> = {}): ViewRequest => ({
  method: "GET",
  url: "/product/kaos-polos-hitam",
  statusCode: 200,
  headers: { "user-agent": CHROME },
  ...change,
});

describe("viewedProductSlug", () => {
  it("counts a product page seen in a browser, in either language, as a document or a client navigation", () => {
    expect(viewedProductSlug(request())).toBe("kaos-polos-hitam");
    expect(viewedProductSlug(request({ url: "/en/product/kaos-polos-hitam?point=5" }))).toBe("kaos-polos-hitam");
    expect(viewedProductSlug(request({ url: "/product/kaos-polos-hitam.data" }))).toBe("kaos-polos-hitam");
    expect(viewedProductSlug(request({ url: "/product/kaos%2Dpolos" }))).toBe("kaos-polos");
  });

  it("does not count bots, a missing User-Agent, prefetches or a partial revalidation", () => {
    expect(
      viewedProductSlug(request({ headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } })),
    ).toBeNull();
    expect(viewedProductSlug(request({ headers: { "user-agent": "curl/8.5.0" } }))).toBeNull();
    expect(viewedProductSlug(request({ headers: {} }))).toBeNull();
    expect(viewedProductSlug(request({ headers: { "user-agent": CHROME, "sec-purpose": "prefetch" } }))).toBeNull();
    expect(viewedProductSlug(request({ url: "/product/kaos-polos-hitam.data?_routes=routes%2Fproduct" }))).toBeNull();
  });

  it("does not count other pages, other methods, failures or a malformed address", () => {
    expect(viewedProductSlug(request({ url: "/product/category/pakaian-pria" }))).toBeNull();
    expect(viewedProductSlug(request({ url: "/store/toko-demo" }))).toBeNull();
    expect(viewedProductSlug(request({ method: "POST" }))).toBeNull();
    expect(viewedProductSlug(request({ statusCode: 404 }))).toBeNull();
    expect(viewedProductSlug(request({ url: "/product/%E0%A4%A" }))).toBeNull();
  });
});
