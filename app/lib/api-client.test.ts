import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiAnswerError } from "./api-client.ts";

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the browser's API client", () => {
  it("asks the spec's URLs for JSON, with the caller's abort signal, and answers with the envelope's data", async () => {
    const fetchMock = answer(200, { code: 200, message: "OK", data: { products: [] } });
    const controller = new AbortController();
    await expect(api.autocomplete("baju anak", "en", controller.signal)).resolves.toEqual({ products: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/header/search/autocomplete?search=baju+anak&lang=en");
    expect(init?.signal).toBe(controller.signal);
    expect(new Headers(init?.headers).get("accept")).toBe("application/json");
  });

  it("builds each call's query as the pages did", async () => {
    const fetchMock = answer(200, { code: 200, data: [], meta: { current_page: 1 } });
    await api.productReviews("kaos polos", { page: 2, point: 5 }, "id");
    await api.productReviews("kaos", { page: 1, point: null }, "en");
    await api.deliverySimulation("kaos", "id", 1);
    await api.deliverySimulation("kaos", "en", 3);
    await api.recommendedProducts(4, "id");
    await api.flashSaleProducts(12, "en");
    await api.relatedProducts("kaos", "en");
    await api.megaMenu("id");
    await api.regions("province");
    await api.regions("city", "31");
    await api.regions("district", "31.74");
    await api.regions("village", "31.74.07");
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/api/products/detail/kaos%20polos/review?page=2&lang=id&point=5",
      "/api/products/detail/kaos/review?page=1&lang=en",
      "/api/products/detail/kaos/shipping?lang=id",
      "/api/products/detail/kaos/shipping?lang=en&qty=3",
      "/api/homepage/products/recomendation?page=4&lang=id",
      "/api/promo/products/12?lang=en",
      "/api/products/detail/kaos/related?lang=en",
      "/api/header/megamenu?lang=id",
      "/api/province",
      "/api/city?province_id=31",
      "/api/subdistrict?city_id=31.74",
      "/api/area?kecamatan_id=31.74.07",
    ]);
  });

  it("answers a list with its data and meta", async () => {
    answer(200, { code: 200, data: [{ id: 1 }], meta: { current_page: 2, last_page: 3 } });
    await expect(api.recommendedProducts(2, "id")).resolves.toEqual({
      data: [{ id: 1 }],
      meta: { current_page: 2, last_page: 3 },
    });
  });

  it("rejects an error envelope with the server's message in the request's language", async () => {
    answer(422, { code: 422, message: "The page must be a number", data: null });
    const error = await api.recommendedProducts(0, "en").catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiAnswerError);
    expect(error).toMatchObject({ status: 422, serverMessage: "The page must be a number" });
  });

  it("rejects an answer that is not an envelope, or a list without its meta, as a bad answer", async () => {
    answer(200, "<html>proxy error</html>");
    await expect(api.megaMenu("id")).rejects.toMatchObject({
      name: "ApiAnswerError",
      status: 200,
      serverMessage: null,
    });
    answer(200, { code: 200, data: [] });
    await expect(api.flashSaleProducts(1, "id")).rejects.toBeInstanceOf(ApiAnswerError);
  });

  it("passes a connection failure on as fetch's own error, so callers can tell it from a bad answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = await api.relatedProducts("kaos", "id").catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiAnswerError);
  });
});

describe("app/features", () => {
  it("has no component calling the JSON API by hand: they go through the API client", () => {
    const root = join(import.meta.dirname, "../features");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const callers = files.filter((file) => /\bfetch\(/.test(readFileSync(join(root, file), "utf8")));
    expect(files.length).toBeGreaterThan(50);
    expect(callers).toEqual([]);
  });
});
