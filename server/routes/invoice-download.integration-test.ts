import { beforeAll, describe, expect, it } from "vitest";
import { makeBuyer, makeProduct, PLACES } from "../../tests/support/factories.ts";
import { placeOrderOverApi } from "../../tests/support/checkout-api.ts";
import { useTestApp } from "../../tests/support/test-app.ts";

const DOWNLOADS_PER_MINUTE = 3;
const t = useTestApp({ config: { RATE_LIMIT_DOWNLOADS_PER_MINUTE: String(DOWNLOADS_PER_MINUTE) } });
let invoiceUrl: string;
let orderUrl: string;

beforeAll(async () => {
  const buyer = await (await makeBuyer(t, { address: PLACES.jakartaSelatan })).signIn();
  const product = await makeProduct(t, { stock: 5 });
  const code = await placeOrderOverApi(t.app, buyer, product.id);
  const detail = (await t.app.inject({ method: "GET", url: `/api/invoice/detail/${code}`, headers: buyer })).json()
    .data;
  invoiceUrl = detail.download_url;
  orderUrl = detail.orderlist[0].download_url;
});

const get = (url: string, remoteAddress: string, lang = "en") =>
  t.app.inject({ method: "GET", url, remoteAddress, headers: { "accept-language": lang } });

describe("PDF downloads are limited per IP", () => {
  it("answers one too many in a minute with 429 in the API's envelope and Retry-After, for both documents together", async () => {
    const ip = "10.30.0.1";
    expect((await get(invoiceUrl, ip)).statusCode).toBe(200);
    expect((await get(orderUrl, ip)).statusCode).toBe(200);
    // A refused token costs a download too: guessing is no cheaper than fetching.
    expect((await get(invoiceUrl.split("?")[0]!, ip)).statusCode).toBe(403);

    const limited = await get(orderUrl, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["content-type"]).toMatch(/^application\/json/);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    // The links carry the language of the page that made them, Indonesian here.
    expect(invoiceUrl).toMatch(/&lang=id$/);
    expect(limited.json()).toEqual({
      code: 429,
      message: "Terlalu banyak permintaan. Coba lagi sebentar lagi.",
      data: null,
      meta: { retry_after_seconds: retryAfter },
    });
    expect((await get(invoiceUrl.replace("lang=id", "lang=en"), ip)).json().message).toBe(
      "Too many requests. Try again shortly.",
    );
  });

  it("leaves other IPs and the rest of the API alone", async () => {
    const ip = "10.30.0.2";
    for (let n = 0; n < DOWNLOADS_PER_MINUTE + 2; n++) await get(invoiceUrl, ip);
    expect((await get(invoiceUrl, "10.30.0.3")).statusCode).toBe(200);
    expect((await get("/api/health", ip)).statusCode).not.toBe(429);
  });
});
