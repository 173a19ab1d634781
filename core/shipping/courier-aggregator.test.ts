import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCourierAggregatorProvider, durationDays, rateTypeOf } from "./courier-aggregator.ts";
import { ShippingProviderError, type ShippingPlace, type ShippingQuoteInput } from "./shipping.types.ts";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

type Handler = (request: Seen, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let handler: Handler;

const API_KEY = "biteship_test.fake-key";

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const entry: Seen = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: raw ? JSON.parse(raw) : null,
      };
      seen.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // The request left unanswered by the timeout test would otherwise hold the server open.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  handler = (_request, response) => json(response, 500, { success: false, error: "no handler" });
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
  {
    courier_name: "JNE",
    courier_code: "jne",
    courier_service_name: "Yakin Esok Sampai",
    courier_service_code: "yes",
    duration: "1 - 1 days",
    shipment_duration_range: "1 - 1",
    shipment_duration_unit: "days",
    service_type: "overnight",
    shipping_type: "parcel",
    price: 38000,
  },
  {
    courier_name: "GoSend",
    courier_code: "gojek",
    courier_service_name: "Instant",
    courier_service_code: "instant",
    duration: "1 - 3 hours",
    shipment_duration_range: "1 - 3",
    shipment_duration_unit: "hours",
    service_type: "instant",
    shipping_type: "parcel",
    price: 25000,
  },
  {
    courier_name: "JNE",
    courier_code: "jne",
    courier_service_name: "JNE Trucking",
    courier_service_code: "jtr",
    duration: "4 - 6 days",
    shipment_duration_range: "4 - 6",
    shipment_duration_unit: "days",
    service_type: "standard",
    shipping_type: "freight",
    price: 60000,
  },
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

function provider(extra: Partial<Parameters<typeof createCourierAggregatorProvider>[0]> = {}) {
  return createCourierAggregatorProvider({
    baseUrl: `${baseUrl}/`,
    apiKey: API_KEY,
    couriers: ["jne", "gojek"],
    describePlace: async (place) => (place.cityId === "32.73" ? "Coblong, Kota Bandung, Jawa Barat" : null),
    ...extra,
  });
}

describe("courier aggregator (Biteship rates API)", () => {
  it("looks the store up as an area, asks for rates with the key and maps the answer", async () => {
    handler = (request, response) => {
      if (request.url.startsWith("/v1/maps/areas")) return json(response, 200, areaAnswer);
      if (request.url === "/v1/rates/couriers")
        return json(response, 200, {
          success: true,
          object: "courier_pricing",
          message: "Success to retrieve courier pricing",
          code: 20001003,
          pricing,
        });
      json(response, 404, { success: false, error: "unknown path" });
    };
    const rates = await provider().quote(input);

    expect(seen).toHaveLength(2);
    const [maps, ratesCall] = seen;
    expect(maps!.method).toBe("GET");
    const mapsUrl = new URL(maps!.url, baseUrl);
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
      {
        id: "jne:reg",
        courier: { code: "jne", name: "JNE", logo: null },
        service: { code: "REG", name: "Reguler" },
        rate_type: "regular",
        price: 22000,
        min_day: 2,
        max_day: 3,
        guarantee: false,
        weight_grams: 2000,
      },
      {
        id: "jne:yes",
        courier: { code: "jne", name: "JNE", logo: null },
        service: { code: "YES", name: "Yakin Esok Sampai" },
        rate_type: "express",
        price: 38000,
        min_day: 1,
        max_day: 1,
        guarantee: true,
        weight_grams: 2000,
      },
      {
        id: "gojek:instant",
        courier: { code: "gojek", name: "GoSend", logo: null },
        service: { code: "INSTANT", name: "Instant" },
        rate_type: "instant",
        price: 25000,
        min_day: 1,
        max_day: 1,
        guarantee: true,
        weight_grams: 2000,
      },
      {
        id: "jne:jtr",
        courier: { code: "jne", name: "JNE", logo: null },
        service: { code: "JTR", name: "JNE Trucking" },
        rate_type: "cargo",
        price: 60000,
        min_day: 4,
        max_day: 6,
        guarantee: false,
        weight_grams: 2000,
      },
    ]);
  });

  it("remembers an area once found", async () => {
    handler = (request, response) => {
      if (request.url.startsWith("/v1/maps/areas")) return json(response, 200, areaAnswer);
      return json(response, 200, { success: true, pricing: [] });
    };
    const aggregator = provider();
    expect(await aggregator.quote(input)).toEqual([]);
    expect(await aggregator.quote(input)).toEqual([]);
    expect(seen.filter((request) => request.url.startsWith("/v1/maps/areas"))).toHaveLength(1);
    expect(seen.filter((request) => request.url === "/v1/rates/couriers")).toHaveLength(2);
  });

  it("prices between postal codes without a lookup when both ends have one", async () => {
    handler = (_request, response) => json(response, 200, { success: true, pricing: pricing.slice(0, 1) });
    const rates = await provider().quote({ ...input, origin: { ...BANDUNG_STORE, postalCode: "40132" } });
    expect(seen.map((request) => request.url)).toEqual(["/v1/rates/couriers"]);
    expect(seen[0]!.body).toMatchObject({ origin_postal_code: 40132, destination_postal_code: 12190 });
    expect(rates.map((rate) => rate.id)).toEqual(["jne:reg"]);
  });

  it("answers [] (not available) for a place it cannot find or a route it refuses to price", async () => {
    handler = (request, response) => {
      if (request.url.startsWith("/v1/maps/areas")) return json(response, 200, { success: true, areas: [] });
      return json(response, 200, { success: true, pricing });
    };
    expect(await provider().quote(input)).toEqual([]);
    expect(seen.some((request) => request.url === "/v1/rates/couriers")).toBe(false);

    seen = [];
    handler = (_request, response) =>
      json(response, 400, { success: false, error: "No courier available for this route", code: 40001001 });
    expect(await provider().quote({ ...input, origin: { ...BANDUNG_STORE, postalCode: "40132" } })).toEqual([]);
    expect(seen).toHaveLength(1);

    // No way to describe the place (no postal code, no names): nothing is asked.
    seen = [];
    expect(await provider({ describePlace: undefined }).quote(input)).toEqual([]);
    expect(seen).toHaveLength(0);
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

    handler = (_request, response) => json(response, 401, { success: false, error: "Authentication failed" });
    await expectOutage(401, provider().quote(withPostcodes));
    handler = (_request, response) => json(response, 429, { success: false, error: "Too many requests" });
    await expectOutage(429, provider().quote(withPostcodes));
    handler = (_request, response) => json(response, 502, { success: false, error: "Bad gateway" });
    await expectOutage(502, provider().quote(withPostcodes));
    handler = (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html>maintenance</html>");
    };
    await expectOutage(200, provider().quote(withPostcodes));
    handler = (_request, response) => json(response, 200, { success: true, object: "courier_pricing" });
    await expectOutage(200, provider().quote(withPostcodes));

    handler = () => {
      // Never answers: the timeout must end the call.
    };
    await expectOutage(null, provider({ timeoutMs: 150 }).quote(withPostcodes));

    const dead = createCourierAggregatorProvider({ baseUrl: "http://127.0.0.1:9", apiKey: API_KEY });
    await expectOutage(null, dead.quote(withPostcodes));
  });

  it("refuses a redirect instead of following it to another host with the API key", async () => {
    const elsewhereSeen: string[] = [];
    const elsewhere = createServer((request, response) => {
      elsewhereSeen.push(request.url ?? "");
      json(response, 200, { success: true, pricing });
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
    try {
      const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
      handler = (request, response) => {
        response.writeHead(302, { location: `${target}${request.url}` });
        response.end();
      };
      const error = await provider()
        .quote({ ...input, origin: { ...BANDUNG_STORE, postalCode: "40132" } })
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      expect(error).toBeInstanceOf(ShippingProviderError);
      expect(seen).toHaveLength(1);
      expect(elsewhereSeen).toEqual([]);
    } finally {
      elsewhere.closeAllConnections();
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });

  it("keeps one rate per id, the cheaper", async () => {
    handler = (_request, response) =>
      json(response, 200, { success: true, pricing: [pricing[0], { ...pricing[0], price: 21000 }] });
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
