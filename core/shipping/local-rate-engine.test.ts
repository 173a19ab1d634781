import { describe, expect, it } from "vitest";
import {
  DISTANCE_CLASSES,
  LOCAL_SERVICES,
  REGULAR_PER_KG,
  createLocalRateEngine,
  distanceClass,
  isRemoteProvince,
  islandOf,
  localRates,
  routeFactor,
} from "./local-rate-engine.ts";
import type { ShippingPlace, ShippingRate } from "./shipping.types.ts";

const place = (cityId: string): ShippingPlace => ({ provinceId: cityId.slice(0, 2), cityId, districtId: null });

// Real Kemendagri codes.
const BANDUNG = place("32.73");
const BOGOR = place("32.71");
const SURABAYA = place("35.78");
const JAKARTA_PUSAT = place("31.71");
const MEDAN = place("12.71");
const MAKASSAR = place("73.71");
const BATAM = place("21.71");
const AMBON = place("81.71");
const JAYAPURA = place("91.71");
const SORONG = place("96.71");

const quote = (origin: ShippingPlace, destination: ShippingPlace, weightGrams = 1000) =>
  localRates({ origin, destination, weightGrams });
const byId = (rates: ShippingRate[]) => new Map(rates.map((rate) => [rate.id, rate]));
const ids = (rates: ShippingRate[]) => rates.map((rate) => rate.id).sort();

describe("distance classes", () => {
  it("derive islands from the province code", () => {
    expect(islandOf("11")).toBe("sumatra");
    expect(islandOf("21")).toBe("sumatra");
    expect(islandOf("31")).toBe("java");
    expect(islandOf("36")).toBe("java");
    expect(islandOf("53")).toBe("bali_nusa_tenggara");
    expect(islandOf("64")).toBe("kalimantan");
    expect(islandOf("76")).toBe("sulawesi");
    expect(islandOf("82")).toBe("maluku");
    expect(islandOf("96")).toBe("papua");
    expect(["81", "82", "91", "92", "93", "94", "95", "96"].every(isRemoteProvince)).toBe(true);
    expect(["11", "31", "51", "53", "64", "73"].some(isRemoteProvince)).toBe(false);
  });

  it("rank same city, same province, same island, other island", () => {
    expect(distanceClass(BANDUNG, BANDUNG)).toBe("same_city");
    expect(distanceClass(BANDUNG, BOGOR)).toBe("same_province");
    expect(distanceClass(BANDUNG, SURABAYA)).toBe("same_island");
    expect(distanceClass(JAKARTA_PUSAT, BANDUNG)).toBe("same_island");
    expect(distanceClass(BANDUNG, MEDAN)).toBe("other_island");
    expect(distanceClass(MEDAN, BATAM)).toBe("same_island");
  });
});

describe("local rate engine", () => {
  it("is deterministic: the same input gives the same rates, in every call", async () => {
    const engine = createLocalRateEngine();
    const first = await engine.quote({ origin: BANDUNG, destination: SURABAYA, weightGrams: 2300 });
    const second = await engine.quote({ origin: BANDUNG, destination: SURABAYA, weightGrams: 2300 });
    expect(second).toEqual(first);
    expect(routeFactor("32.73", "35.78")).toBe(routeFactor("32.73", "35.78"));
    expect(first.length).toBeGreaterThan(0);
  });

  it("charges whole kilograms, rounded up, and answers whole rupiah in Rp500 steps", () => {
    const rates = quote(BANDUNG, SURABAYA, 1001);
    for (const rate of rates) {
      expect(rate.weight_grams).toBe(2000);
      expect(Number.isInteger(rate.price)).toBe(true);
      expect(rate.price % 500).toBe(0);
      expect(rate.price).toBeGreaterThan(0);
      expect(rate.min_day).toBeGreaterThanOrEqual(1);
      expect(rate.max_day).toBeGreaterThanOrEqual(rate.min_day);
    }
    expect(quote(BANDUNG, SURABAYA, 1)[0]!.weight_grams).toBe(1000);
    // 1 g and 1,000 g cost the same; 1,001 g costs a second kilogram.
    expect(byId(quote(BANDUNG, SURABAYA, 1)).get("jne:reg")!.price).toBe(
      byId(quote(BANDUNG, SURABAYA, 1000)).get("jne:reg")!.price,
    );
    expect(byId(quote(BANDUNG, SURABAYA, 1001)).get("jne:reg")!.price).toBeGreaterThan(
      byId(quote(BANDUNG, SURABAYA, 1000)).get("jne:reg")!.price,
    );
  });

  it("prices JNE REG from the documented table", () => {
    const rate = byId(quote(BANDUNG, SURABAYA, 3000)).get("jne:reg")!;
    const expected =
      Math.ceil((REGULAR_PER_KG.same_island * 3 * routeFactor(BANDUNG.cityId, SURABAYA.cityId)) / 500) * 500;
    expect(rate).toEqual({
      id: "jne:reg",
      courier: { code: "jne", name: "JNE", logo: null },
      service: { code: "REG", name: "Reguler" },
      rate_type: "regular",
      price: expected,
      min_day: 2,
      max_day: 4,
      guarantee: false,
      weight_grams: 3000,
    });
  });

  it("is monotone in weight for every service on every kind of route", () => {
    const routes: [ShippingPlace, ShippingPlace][] = [
      [BANDUNG, BANDUNG],
      [BANDUNG, BOGOR],
      [BANDUNG, SURABAYA],
      [BANDUNG, MAKASSAR],
      [JAKARTA_PUSAT, JAYAPURA],
      [AMBON, AMBON],
    ];
    for (const [origin, destination] of routes) {
      const previous = new Map<string, number>();
      for (let kg = 1; kg <= 120; kg++) {
        for (const rate of quote(origin, destination, kg * 1000)) {
          const before = previous.get(rate.id);
          if (before !== undefined)
            expect(rate.price, `${rate.id} ${origin.cityId}→${destination.cityId} at ${kg} kg`).toBeGreaterThanOrEqual(
              before,
            );
          previous.set(rate.id, rate.price);
        }
      }
    }
  });

  it("is strictly monotone in distance for each service: same city < same province < same island < other island", () => {
    // Non-remote destinations of every class from Bandung, at several weights.
    const destinations = [BANDUNG, BOGOR, SURABAYA, MAKASSAR];
    expect(destinations.map((destination) => distanceClass(BANDUNG, destination))).toEqual(DISTANCE_CLASSES);
    for (const kg of [1, 2, 5, 12, 40]) {
      const tables = destinations.map((destination) => byId(quote(BANDUNG, destination, kg * 1000)));
      for (const service of LOCAL_SERVICES) {
        const id = `${service.courier.code}:${service.service.code.toLowerCase()}`;
        const prices = tables
          .map((table) => table.get(id)?.price)
          .filter((price): price is number => price !== undefined);
        for (let i = 1; i < prices.length; i++) expect(prices[i], `${id} at ${kg} kg`).toBeGreaterThan(prices[i - 1]!);
      }
    }
    // And the cheapest regular price along the same ladder from another origin.
    const cheapest = [SURABAYA, place("35.73"), JAKARTA_PUSAT, MEDAN].map((destination) =>
      Math.min(
        ...quote(SURABAYA, destination, 1000)
          .filter((rate) => rate.rate_type === "regular")
          .map((rate) => rate.price),
      ),
    );
    expect([...cheapest].sort((a, b) => a - b)).toEqual(cheapest);
    expect(new Set(cheapest).size).toBe(4);
  });

  it("keeps route differences within ±4% of the table", () => {
    for (const [a, b] of [
      ["32.73", "32.71"],
      ["32.73", "32.09"],
      ["31.71", "35.78"],
      ["12.71", "73.71"],
    ] as const) {
      const factor = routeFactor(a, b);
      expect(factor).toBeGreaterThanOrEqual(0.96);
      expect(factor).toBeLessThanOrEqual(1.04);
    }
  });

  it("offers instant and same day only within the city, Paxel same day within the province", () => {
    const sameCity = ids(quote(BANDUNG, BANDUNG));
    expect(sameCity).toEqual(
      expect.arrayContaining([
        "gojek:instant",
        "grab:instant",
        "gojek:sameday",
        "grab:sameday",
        "anteraja:sd",
        "paxel:sameday",
      ]),
    );
    const sameProvince = quote(BANDUNG, BOGOR);
    expect(sameProvince.filter((rate) => rate.rate_type === "instant")).toEqual([]);
    expect(sameProvince.filter((rate) => rate.rate_type === "same_day").map((rate) => rate.id)).toEqual([
      "paxel:sameday",
    ]);
    const sameIsland = quote(BANDUNG, SURABAYA);
    expect(sameIsland.filter((rate) => rate.rate_type === "instant" || rate.rate_type === "same_day")).toEqual([]);
  });

  it("limits instant to 20 kg and same day to 30 kg; cargo starts at 10 kg", () => {
    const at = (kg: number) => ids(quote(BANDUNG, BANDUNG, kg * 1000));
    expect(at(20)).toContain("gojek:instant");
    expect(at(21)).not.toContain("gojek:instant");
    expect(at(30)).toContain("paxel:sameday");
    expect(at(31)).not.toContain("paxel:sameday");
    expect(at(9)).not.toContain("jne:jtr");
    expect(at(10)).toEqual(expect.arrayContaining(["jne:jtr", "sicepat:gokil"]));
    // Just over 9 kg is charged 10 kg, so cargo is offered.
    expect(ids(quote(BANDUNG, SURABAYA, 9001))).toContain("jne:jtr");
  });

  it("carries parcels over 50 kg by cargo only, and nothing over a tonne", () => {
    const heavy = quote(BANDUNG, SURABAYA, 51_000);
    expect(heavy.length).toBeGreaterThan(0);
    expect(new Set(heavy.map((rate) => rate.rate_type))).toEqual(new Set(["cargo"]));
    expect(quote(BANDUNG, SURABAYA, 1_000_001)).toEqual([]);
  });

  it("serves Maluku and Papua with fewer couriers, no same day or instant, dearer and slower", () => {
    const toPapua = quote(JAKARTA_PUSAT, JAYAPURA);
    expect(ids(toPapua)).toEqual(["jne:reg", "jnt:ez", "pos:reg"]);
    const withinAmbon = quote(AMBON, AMBON);
    expect(
      withinAmbon.some(
        (rate) => rate.rate_type === "instant" || rate.rate_type === "same_day" || rate.rate_type === "express",
      ),
    ).toBe(false);
    expect(ids(withinAmbon)).toEqual(["jne:reg", "jnt:ez", "pos:reg"]);
    const toMakassar = byId(quote(JAKARTA_PUSAT, MAKASSAR)).get("jne:reg")!;
    const toJayapura = byId(toPapua).get("jne:reg")!;
    expect(toJayapura.price).toBeGreaterThan(toMakassar.price * 2);
    expect(toJayapura.max_day).toBeGreaterThan(toMakassar.max_day);
    // Papua to Papua is the same island group, but still remote.
    expect(ids(quote(SORONG, JAYAPURA))).toEqual(["jne:reg", "jnt:ez", "pos:reg"]);
  });

  it("gives the on-time guarantee only to time-definite services estimated within a day", () => {
    const local = quote(BANDUNG, BANDUNG);
    for (const rate of local)
      expect(rate.guarantee).toBe(rate.rate_type !== "regular" && rate.rate_type !== "cargo" && rate.max_day === 1);
    expect(byId(local).get("jne:yes")!.guarantee).toBe(true);
    // JNE YES to another island takes two to three days: no guarantee there.
    expect(byId(quote(BANDUNG, MEDAN)).get("jne:yes")).toMatchObject({ min_day: 2, max_day: 3, guarantee: false });
    expect(byId(local).get("gojek:instant")).toMatchObject({ min_day: 1, max_day: 1, guarantee: true });
  });

  it("makes economy services cheaper and slower than the regular ones", () => {
    const rates = byId(quote(BANDUNG, SURABAYA, 2000));
    expect(rates.get("jne:oke")!.price).toBeLessThan(rates.get("jne:reg")!.price);
    expect(rates.get("jne:oke")!.max_day).toBeGreaterThan(rates.get("jne:reg")!.max_day);
    expect(rates.get("jne:yes")!.price).toBeGreaterThan(rates.get("jne:reg")!.price);
  });
});
