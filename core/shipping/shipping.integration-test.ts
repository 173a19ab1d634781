import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newBuyer } from "../../tests/support/auth.ts";
import { biteshipPricing } from "../../tests/support/biteship.ts";
import { makeBuyer, makeMerchant, makePlace, makeProduct, PLACES, type Place } from "../../tests/support/factories.ts";
import { sendJson, startFakeHttp, type FakeHttp } from "../../tests/support/fake-http.ts";
import { useTestApp } from "../../tests/support/test-app.ts";
import { AppError } from "../shared/errors.ts";
import {
  createShippingService,
  ShippingProviderError,
  type ShippingProvider,
  type SimulationGroupDto,
  type SimulationMetaDto,
} from "./index.ts";

const t = useTestApp();
let buyer: Record<string, string>;
let buyer2: Record<string, string>;
let buyerId: number;

interface ProductRow {
  slug: string;
  weight_grams: number;
  city_id: string;
  province_id: string;
  district_id: string | null;
  city_name: string;
}

let bandung: ProductRow;
let jayapura: ProductRow;
let hiddenSlug: string;

async function productIn(place: Place): Promise<ProductRow> {
  const made = await makeProduct(t, { merchant: await makeMerchant(t, { place }), weightGrams: 750 });
  return {
    slug: made.slug,
    weight_grams: 750,
    city_id: place.city_id,
    province_id: place.province_id,
    district_id: place.district_id,
    city_name: place.names.city,
  };
}

beforeAll(async () => {
  // The visitor's default destination, and the cities the tests ask for by code.
  for (const place of [PLACES.jakartaPusat, PLACES.bogor, PLACES.surabaya]) await makePlace(t.database.db, place);
  const budi = await makeBuyer(t, { address: PLACES.jakartaSelatan });
  buyerId = budi.userId;
  buyer = await budi.signIn();
  buyer2 = await (await makeBuyer(t, { address: PLACES.surabaya })).signIn();
  bandung = await productIn(PLACES.bandung);
  jayapura = await productIn(PLACES.jayapura);
  hiddenSlug = (await makeProduct(t, { status: "HIDDEN" })).slug;
});

interface SimulationBody {
  code: number;
  message: string;
  data: SimulationGroupDto[] | null;
  meta: SimulationMetaDto | null;
  errors?: Record<string, string>;
}

async function simulate(slug: string, search = "", headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/products/detail/${encodeURIComponent(slug)}/shipping${search}`,
    headers,
  });
  return { status: response.statusCode, body: response.json() as SimulationBody };
}

const serviceIds = (groups: SimulationGroupDto[]) =>
  groups.flatMap((group) => group.services.map((service) => service.id)).sort();

describe("GET /api/products/detail/:slug/shipping", () => {
  it("ships a visitor's simulation to Jakarta Pusat, grouped by speed, with the recommendations", async () => {
    const { status, body } = await simulate(bandung.slug);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const meta = body.meta!;
    expect(meta.from.json_manifest.city).toEqual({ id: bandung.city_id, name: "Kota Bandung" });
    expect(meta.to).toMatchObject({
      source: "default",
      json_manifest: { city: { id: "31.71", name: expect.stringContaining("Jakarta Pusat") }, province: { id: "31" } },
    });
    expect(meta.weight).toBe(bandung.weight_grams);
    expect(meta.charged_weight).toBe(Math.max(1, Math.ceil(bandung.weight_grams / 1000)) * 1000);
    expect(meta.qty).toBe(1);

    const groups = body.data!;
    expect(groups.length).toBeGreaterThan(1);
    // Fastest speed first; Bandung to Jakarta is another province: no instant, no same day.
    expect(groups.map((group) => group.rate_type)).toEqual(
      ["express", "regular"].filter((type) => groups.some((group) => group.rate_type === type)),
    );
    expect(groups.map((group) => group.name)).toEqual(["Ekspres", "Reguler"]);
    for (const group of groups) {
      const prices = group.services.map((service) => service.response_manifest.final_price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(group.min_price).toBe(prices[0]);
      for (const service of group.services) {
        expect(service.rate_type).toBe(group.rate_type);
        expect(service.est_min).toBe(service.response_manifest.min_day);
        expect(service.est_max).toBe(service.response_manifest.max_day);
        expect(service.response_manifest.logistic.name).toBeTruthy();
        expect(service.response_manifest.rate.type).toBe(group.rate_type);
      }
    }
    const all = groups.flatMap((group) => group.services);
    const cheapest = Math.min(...all.map((service) => service.response_manifest.final_price));
    expect(meta.first_recomendation).toMatchObject({ ongkir: cheapest, rate_type: "regular", rate: "Reguler" });
    expect(meta.second_recomendation).toMatchObject({ rate_type: "express", rate: "Ekspres" });
  });

  it("ships to the signed-in buyer's main address", async () => {
    const first = await simulate(bandung.slug, "", { ...buyer, "accept-language": "en" });
    expect(first.status).toBe(200);
    expect(first.body.meta!.to).toMatchObject({
      source: "address",
      json_manifest: { city: { name: "Kota Administrasi Jakarta Selatan" }, province: { id: "31" } },
    });
    expect(first.body.data!.map((group) => group.name)).toEqual(["Express", "Regular"]);
    expect(first.body.meta!.first_recomendation!.rate).toBe("Regular");

    const second = await simulate(bandung.slug, "", buyer2);
    expect(second.body.meta!.to).toMatchObject({
      source: "address",
      json_manifest: { city: { name: "Kota Surabaya" } },
    });

    // The main address wins over ?city_id; a buyer without addresses gets the city asked for.
    const withCity = await simulate(bandung.slug, "?city_id=32.73", buyer);
    expect(withCity.body.meta!.to.source).toBe("address");
    const newcomer = await newBuyer(t.services, "Tanpa Alamat");
    const noAddress = await simulate(bandung.slug, "?city_id=32.73", newcomer);
    expect(noAddress.body.meta!.to).toMatchObject({
      source: "city",
      json_manifest: { city: { id: "32.73", name: "Kota Bandung" } },
    });
    expect((await simulate(bandung.slug, "", newcomer)).body.meta!.to.source).toBe("default");
  });

  it("offers instant and same day within the store's own city, and cargo for heavy orders", async () => {
    const { body } = await simulate(bandung.slug, `?city_id=${bandung.city_id}`);
    const types = body.data!.map((group) => group.rate_type);
    expect(types.slice(0, 3)).toEqual(["instant", "same_day", "express"]);
    expect(body.meta!.second_recomendation).toMatchObject({
      rate_type: "instant",
      est_min: 1,
      est_max: 1,
      guarantee: true,
    });
    expect(serviceIds(body.data!)).toEqual(expect.arrayContaining(["gojek:instant", "grab:instant", "paxel:sameday"]));

    const qty = Math.ceil(12_000 / bandung.weight_grams);
    const heavy = await simulate(bandung.slug, `?city_id=32.71&qty=${qty}`);
    expect(heavy.body.meta!.weight).toBe(bandung.weight_grams * qty);
    expect(heavy.body.meta!.qty).toBe(qty);
    expect(heavy.body.data!.map((group) => group.rate_type)).toContain("cargo");
  });

  it("serves a Papua store with fewer couriers, dearer and slower", async () => {
    const { body } = await simulate(jayapura.slug);
    expect(serviceIds(body.data!)).toEqual(["jne:reg", "jnt:ez", "pos:reg"]);
    expect(body.data!.map((group) => group.rate_type)).toEqual(["regular"]);
    expect(body.meta!.second_recomendation).toBeNull();
    const fromBandung = await simulate(bandung.slug);
    expect(body.meta!.first_recomendation!.ongkir).toBeGreaterThan(fromBandung.body.meta!.first_recomendation!.ongkir);
    expect(body.meta!.first_recomendation!.est_max).toBeGreaterThan(
      fromBandung.body.meta!.first_recomendation!.est_max,
    );
  });

  it("refuses bad input with a message in the request's language and answers 404 for what does not exist", async () => {
    const badCity = await simulate(bandung.slug, "?city_id=jakarta", { "accept-language": "en" });
    expect(badCity.status).toBe(422);
    expect(badCity.body).toMatchObject({
      code: 422,
      message: "Invalid city code, e.g. 31.71",
      data: null,
      errors: { city_id: "Invalid city code, e.g. 31.71" },
    });
    const badCityId = await simulate(bandung.slug, "?city_id=jakarta");
    expect(badCityId.body.message).toBe("Kode kota tidak valid, contoh: 31.71");

    for (const qty of ["0", "1000", "1.5", "abc", ""]) {
      const bad = await simulate(bandung.slug, `?qty=${qty}`, { "accept-language": "en" });
      expect(bad.status, qty).toBe(422);
      expect(bad.body.errors, qty).toEqual({ qty: "Quantity must be a whole number from 1 to 999" });
    }
    expect((await simulate(bandung.slug, "?weight=1")).status).toBe(422);

    const unknownCity = await simulate(bandung.slug, "?city_id=99.99", { "accept-language": "en" });
    expect(unknownCity.status).toBe(404);
    expect(unknownCity.body.message).toBe("Destination city not found");

    const hidden = await simulate(hiddenSlug);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe("Produk tidak ditemukan");
    expect((await simulate("no-such-product")).status).toBe(404);
    expect((await simulate("x".repeat(300))).status).toBe(404);
  });

  it("is described in the OpenAPI document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const operation = document.paths["/products/detail/{slug}/shipping"]?.get;
    expect(operation).toBeDefined();
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      "city_id",
      "lang",
      "qty",
      "slug",
    ]);
  });

  it("answers the same for the same request (stable ids and prices)", async () => {
    const a = await simulate(bandung.slug, "?city_id=35.78&qty=2");
    const b = await simulate(bandung.slug, "?city_id=35.78&qty=2");
    expect(b.body).toEqual(a.body);
  });
});

describe("shipping service", () => {
  const place = (row: ProductRow) => ({
    provinceId: row.province_id,
    cityId: row.city_id,
    districtId: row.district_id,
  });

  it("quotes cheapest first, [] when nothing can carry the parcel, and checks its input", async () => {
    const rates = await t.services.shipping.quote({
      origin: place(bandung),
      destination: { provinceId: "35", cityId: "35.78", districtId: null },
      weightGrams: 1500,
    });
    expect(rates.length).toBeGreaterThan(3);
    expect(rates.map((rate) => rate.price)).toEqual([...rates.map((rate) => rate.price)].sort((a, b) => a - b));
    expect(new Set(rates.map((rate) => rate.id)).size).toBe(rates.length);
    expect(rates.every((rate) => rate.weight_grams === 2000)).toBe(true);

    expect(
      await t.services.shipping.quote({ origin: place(bandung), destination: place(jayapura), weightGrams: 2_000_000 }),
    ).toEqual([]);

    const invalid = [
      { origin: place(bandung), destination: place(jayapura), weightGrams: 0 },
      {
        origin: place(bandung),
        destination: { provinceId: "35", cityId: "32.73", districtId: null },
        weightGrams: 1000,
      },
      { origin: place(bandung), destination: { provinceId: "35", cityId: "35.78" }, weightGrams: 1000 },
    ];
    for (const input of invalid) {
      const error = await t.services.shipping.quote(input as never).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("INVALID_INPUT");
    }
  });

  it("lets a provider outage through to the caller (the page hides the block)", async () => {
    const failing: ShippingProvider = {
      name: "down",
      quote: async () => {
        throw new ShippingProviderError("down", "connection refused");
      },
    };
    const service = createShippingService({ db: t.database.db, clock: t.clock, provider: failing });
    await expect(service.simulate(bandung.slug, null, "id")).rejects.toBeInstanceOf(ShippingProviderError);
  });

  describe("with the courier aggregator configured", () => {
    let biteship: FakeHttp;

    beforeAll(async () => {
      biteship = await startFakeHttp((request, response) =>
        request.url.startsWith("/v1/maps/areas")
          ? sendJson(response, 200, { success: true, areas: [{ id: "IDNP9IDNC22", name: "Bandung" }] })
          : sendJson(response, 200, {
              success: true,
              pricing: [
                biteshipPricing("SiCepat/sicepat", "Reguler/reg", "2 - 3 days", "standard/parcel", 19000),
                biteshipPricing("JNE/jne", "Reguler/reg", "2 - 3 days", "standard/parcel", 21000),
              ],
            }),
      );
    });
    afterAll(() => biteship.close());

    it("looks the store up by its region names and prices to the buyer's postal code", async () => {
      biteship.seen = [];
      const service = createShippingService({
        db: t.database.db,
        clock: t.clock,
        config: {
          SHIPPING_PROVIDER: "aggregator",
          SHIPPING_API_URL: biteship.url,
          SHIPPING_API_KEY: "test-key",
          SHIPPING_API_COURIERS: "jne,sicepat",
        },
      });
      expect(service.providerName).toBe("biteship");
      const result = await service.simulate(bandung.slug, { userId: buyerId }, "id");

      const maps = biteship.seen.find((request) => request.url.startsWith("/v1/maps/areas"))!;
      const input = new URL(maps.url, "http://x").searchParams.get("input")!;
      expect(input).toMatch(/Kota Bandung, Jawa Barat$/);
      expect(input.split(", ")).toHaveLength(bandung.district_id ? 3 : 2);
      const rates = biteship.seen.find((request) => request.url === "/v1/rates/couriers")!;
      expect(rates.headers.authorization).toBe("test-key");
      expect(rates.body).toMatchObject({
        origin_area_id: "IDNP9IDNC22",
        destination_postal_code: 12190,
        couriers: "jne,sicepat",
      });
      expect(result.data.map((group) => group.services.map((s) => s.id))).toEqual([["sicepat:reg", "jne:reg"]]);
      expect(result.meta.first_recomendation).toMatchObject({ ongkir: 19000, est_min: 2, est_max: 3 });
    });

    it("refuses to start without an API key", () => {
      expect(() =>
        createShippingService({
          db: t.database.db,
          clock: t.clock,
          config: {
            SHIPPING_PROVIDER: "aggregator",
            SHIPPING_API_URL: "https://api.biteship.com",
            SHIPPING_API_KEY: undefined,
            SHIPPING_API_COURIERS: undefined,
          },
        }),
      ).toThrow(/SHIPPING_API_KEY is required/);
    });
  });
});
