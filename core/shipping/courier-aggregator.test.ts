import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCourierAggregatorProvider, durationDays, rateTypeOf } from "./courier-aggregator.ts";
import {
  ShippingProviderError,
  type RateType,
  type ShippingPlace,
  type ShippingQuoteInput,
  type ShippingRate,
} from "./shipping.types.ts";
import { biteshipPricing } from "../../tests/support/biteship.ts";
import { sendJson, startFakeHttp, type FakeHandler, type FakeHttp } from "../../tests/support/fake-http.ts";

let fake: FakeHttp;
const noHandler: FakeHandler = (_request, response) => sendJson(response, 500, { success: false, error: "no handler" });

const API_KEY = "biteship_test.fake-key";

beforeAll(async () => {
  fake = await startFakeHttp(noHandler);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.seen = [];
  fake.handler = noHandler;
});

// Shaped after Biteship's documented answer to POST /v1/rates/couriers.
const pricing = [
  {
    available_collection_method: ["pickup"],
    company: "jne",
    courier_name: "JNE",
    courier_code: "jne",
    courier_service_name: "Reguler",
    courier_service_code: "reg",
    description: "Layanan reguler",
    duration: "2 - 3 days",
    shipment_duration_range: "2 - 3",
    shipment_duration_unit: "days",
    service_type: "standard",
    shipping_type: "parcel",
    price: 22000,
    type: "reg",
  },
  biteshipPricing("JNE/jne", "Yakin Esok Sampai/yes", "1 - 1 days", "overnight/parcel", 38000),
  biteshipPricing("GoSend/gojek", "Instant/instant", "1 - 3 hours", "instant/parcel", 25000),
  biteshipPricing("JNE/jne", "JNE Trucking/jtr", "4 - 6 days", "standard/freight", 60000),
  // Unusable entries are left out: no price, no estimate.
  {
    courier_name: "Broken",
    courier_code: "broken",
    courier_service_code: "x",
    price: 0,
    shipment_duration_range: "1 - 2",
  },
  {
    courier_name: "Vague",
    courier_code: "vague",
    courier_service_code: "y",
    price: 12000,
    shipment_duration_range: "",
  },
];

const JAKSEL: ShippingPlace = { provinceId: "31", cityId: "31.74", districtId: "31.74.07", postalCode: "12190" };
const BANDUNG_STORE: ShippingPlace = { provinceId: "32", cityId: "32.73", districtId: "32.73.10" };
const input: ShippingQuoteInput = { origin: BANDUNG_STORE, destination: JAKSEL, weightGrams: 1200, itemValue: 150000 };

const areaAnswer = {
  success: true,
  areas: [{ id: "IDNP9IDNC22IDND123IDZ40115", name: "Coblong, Bandung, Jawa Barat. 40115", postal_code: 40115 }],
};

const JNE = { code: "jne", name: "JNE", logo: null };

/** A rate as the provider answers it for `input` (1.2 kg, charged as 2): `service` as "CODE/Name". */
function rate(
  courier: ShippingRate["courier"],
  service: string,
  rate_type: RateType,
  price: number,
  [min_day, max_day]: [number, number],
  guarantee: boolean,
): ShippingRate {
  const [code, name] = service.split("/") as [string, string];
  return {
    id: `${courier.code}:${code.toLowerCase()}`,
    courier,
    service: { code, name },
    rate_type,
    price,
    min_day,
    max_day,
    guarantee,
    weight_grams: 2000,
  };
}

function provider(extra: Partial<Parameters<typeof createCourierAggregatorProvider>[0]> = {}) {
  return createCourierAggregatorProvider({
    baseUrl: `${fake.url}/`,
    apiKey: API_KEY,
    couriers: ["jne", "gojek"],
    describePlace: async (place) => (place.cityId === "32.73" ? "Coblong, Kota Bandung, Jawa Barat" : null),
    ...extra,
  });
}

describe("courier aggregator (Biteship rates API)", () => {
  it("looks the store up as an area, asks for rates with the key and maps the answer", async () => {
    fake.handler = (request, response) => {
      if (request.url.startsWith("/v1/maps/areas")) return sendJson(response, 200, areaAnswer);
      if (request.url === "/v1/rates/couriers")
        return sendJson(response, 200, {
          success: true,
          object: "courier_pricing",
          message: "Success to retrieve courier pricing",
          code: 20001003,
          pricing,
        });
      sendJson(response, 404, { success: false, error: "unknown path" });
    };
    const rates = await provider().quote(input);

    expect(fake.seen).toHaveLength(2);
    const [maps, ratesCall] = fake.seen;
    expect(maps!.method).toBe("GET");
    const mapsUrl = new URL(maps!.url, fake.url);
    expect(mapsUrl.pathname).toBe("/v1/maps/areas");
    expect(Object.fromEntries(mapsUrl.searchParams)).toEqual({
      countries: "ID",
      input: "Coblong, Kota Bandung, Jawa Barat",
      type: "single",
    });
    expect(maps!.headers.authorization).toBe(API_KEY);

    expect(ratesCall!.method).toBe("POST");
    expect(ratesCall!.headers.authorization).toBe(API_KEY);
    expect(ratesCall!.headers["content-type"]).toBe("application/json");
    expect(ratesCall!.body).toEqual({
      origin_area_id: "IDNP9IDNC22IDND123IDZ40115",
      destination_postal_code: 12190,
      couriers: "jne,gojek",
      items: [{ name: "Paket", value: 150000, weight: 1200, quantity: 1 }],
    });

    expect(rates).toEqual([
      rate(JNE, "REG/Reguler", "regular", 22000, [2, 3], false),
      rate(JNE, "YES/Yakin Esok Sampai", "express", 38000, [1, 1], true),
      rate({ code: "gojek", name: "GoSend", logo: null }, "INSTANT/Instant", "instant", 25000, [1, 1], true),
      rate(JNE, "JTR/JNE Trucking", "cargo", 60000, [4, 6], false),
    ]);
  });

  it("remembers an area once found", async () => {
    fake.handler = (request, response) => {
      if (request.url.startsWith("/v1/maps/areas")) return sendJson(response, 200, areaAnswer);
      return sendJson(response, 200, { success: true, pricing: [] });
    };
    const aggregator = provider();
    expect(await aggregator.quote(input)).toEqual([]);
    expect(await aggregator.quote(input)).toEqual([]);
    expect(fake.seen.filter((request) => request.url.startsWith("/v1/maps/areas"))).toHaveLength(1);
    expect(fake.seen.filter((request) => request.url === "/v1/rates/couriers")).toHaveLength(2);
  });

  it("prices between postal codes without a lookup when both ends have one", async () => {
    fake.handler = (_request, response) => sendJson(response, 200, { success: true, pricing: pricing.slice(0, 1) });
    const rates = await provider().quote({ ...input, origin: { ...BANDUNG_STORE, postalCode: "40132" } });
    expect(fake.seen.map((request) => request.url)).toEqual(["/v1/rates/couriers"]);
    expect(fake.seen[0]!.body).toMatchObject({ origin_postal_code: 40132, destination_postal_code: 12190 });
    expect(rates.map((rate) => rate.id)).toEqual(["jne:reg"]);
  });

  it("answers [] (not available) for a place it cannot find or a route it refuses to price", async () => {
    fake.handler = (request, response) => {
      if (request.url.startsWith("/v1/maps/areas")) return sendJson(response, 200, { success: true, areas: [] });
      return sendJson(response, 200, { success: true, pricing });
    };
    expect(await provider().quote(input)).toEqual([]);
    expect(fake.seen.some((request) => request.url === "/v1/rates/couriers")).toBe(false);

    fake.seen = [];
    fake.handler = (_request, response) =>
      sendJson(response, 400, { success: false, error: "No courier available for this route", code: 40001001 });
    expect(await provider().quote({ ...input, origin: { ...BANDUNG_STORE, postalCode: "40132" } })).toEqual([]);
    expect(fake.seen).toHaveLength(1);

    // No way to describe the place (no postal code, no names): nothing is asked.
    fake.seen = [];
    expect(await provider({ describePlace: undefined }).quote(input)).toEqual([]);
    expect(fake.seen).toHaveLength(0);
  });

  it("throws ShippingProviderError on a refused key, a server fault, a bad body, a dead host or a timeout", async () => {
    const withPostcodes = { ...input, origin: { ...BANDUNG_STORE, postalCode: "40132" } };
    const expectOutage = async (status: number | null, quote: Promise<unknown>) => {
      const error = await quote.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ShippingProviderError);
      expect((error as ShippingProviderError).status).toBe(status);
      expect((error as ShippingProviderError).provider).toBe("biteship");
    };

    fake.handler = (_request, response) => sendJson(response, 401, { success: false, error: "Authentication failed" });
    await expectOutage(401, provider().quote(withPostcodes));
    fake.handler = (_request, response) => sendJson(response, 429, { success: false, error: "Too many requests" });
    await expectOutage(429, provider().quote(withPostcodes));
    fake.handler = (_request, response) => sendJson(response, 502, { success: false, error: "Bad gateway" });
    await expectOutage(502, provider().quote(withPostcodes));
    fake.handler = (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html>maintenance</html>");
    };
    await expectOutage(200, provider().quote(withPostcodes));
    fake.handler = (_request, response) => sendJson(response, 200, { success: true, object: "courier_pricing" });
    await expectOutage(200, provider().quote(withPostcodes));

    fake.handler = () => {
      // Never answers: the timeout must end the call.
    };
    await expectOutage(null, provider({ timeoutMs: 150 }).quote(withPostcodes));

    const dead = createCourierAggregatorProvider({ baseUrl: "http://127.0.0.1:9", apiKey: API_KEY });
    await expectOutage(null, dead.quote(withPostcodes));
  });

  it("refuses a redirect instead of following it to another host with the API key", async () => {
    const elsewhere = await startFakeHttp((_request, response) => sendJson(response, 200, { success: true, pricing }));
    try {
      fake.handler = (request, response) => {
        response.writeHead(302, { location: `${elsewhere.url}${request.url}` });
        response.end();
      };
      const error = await provider()
        .quote({ ...input, origin: { ...BANDUNG_STORE, postalCode: "40132" } })
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      expect(error).toBeInstanceOf(ShippingProviderError);
      expect(fake.seen).toHaveLength(1);
      expect(elsewhere.seen).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it("keeps one rate per id, the cheaper", async () => {
    fake.handler = (_request, response) =>
      sendJson(response, 200, { success: true, pricing: [pricing[0], { ...pricing[0], price: 21000 }] });
    const rates = await provider().quote({ ...input, origin: { ...BANDUNG_STORE, postalCode: "40132" } });
    expect(rates.map((rate) => [rate.id, rate.price])).toEqual([["jne:reg", 21000]]);
  });
});

describe("mapping helpers", () => {
  it("maps Biteship service and shipping types to rate types", () => {
    expect(rateTypeOf("standard", "parcel")).toBe("regular");
    expect(rateTypeOf("overnight", "parcel")).toBe("express");
    expect(rateTypeOf("same_day", "parcel")).toBe("same_day");
    expect(rateTypeOf("instant", "parcel")).toBe("instant");
    expect(rateTypeOf("standard", "freight")).toBe("cargo");
    expect(rateTypeOf(undefined, undefined)).toBe("regular");
  });

  it("reads durations in days or hours", () => {
    expect(durationDays("2 - 3", "days", null)).toEqual([2, 3]);
    expect(durationDays("1", "days", null)).toEqual([1, 1]);
    expect(durationDays("1 - 3", "hours", null)).toEqual([1, 1]);
    expect(durationDays(null, null, "6 - 8 hours")).toEqual([1, 1]);
    expect(durationDays(null, null, "3 - 5 days")).toEqual([3, 5]);
    expect(durationDays("", undefined, undefined)).toBeNull();
    expect(durationDays("0 - 1", "days", null)).toEqual([1, 1]);
  });
});
