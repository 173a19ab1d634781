import {
  chargedKilograms,
  guaranteeApplies,
  type RateType,
  type ShippingPlace,
  type ShippingProvider,
  type ShippingQuoteInput,
  type ShippingRate,
} from "./shipping.types.ts";

/*
 * The built-in rate engine: real Indonesian couriers and services, priced offline and deterministically
 * from where a parcel goes and what it weighs. The tables are documented in
 * docs/decisions/0011-shipping-rates.md; the numbers are of the order of published 2025 tariffs, not
 * any courier's actual price list.
 */

/** How far a parcel travels, in the zones couriers price by. Ordered: each class costs more than the last. */
export type DistanceClass = "same_city" | "same_province" | "same_island" | "other_island";
export const DISTANCE_CLASSES: readonly DistanceClass[] = ["same_city", "same_province", "same_island", "other_island"];

/**
 * Island groups from the first digit of the province code (Kemendagri numbers provinces by region):
 * 1x Sumatra, 2x the Riau Islands (priced with Sumatra, as couriers route them through it), 3x Java,
 * 5x Bali and Nusa Tenggara, 6x Kalimantan, 7x Sulawesi, 8x Maluku, 9x Papua.
 */
const ISLAND_BY_DIGIT: Record<string, string> = {
  "1": "sumatra",
  "2": "sumatra",
  "3": "java",
  "5": "bali_nusa_tenggara",
  "6": "kalimantan",
  "7": "sulawesi",
  "8": "maluku",
  "9": "papua",
};

export function islandOf(provinceId: string): string | null {
  return ISLAND_BY_DIGIT[provinceId.charAt(0)] ?? null;
}

/** Maluku (81, 82) and every Papua province (91-96): fewer couriers, no same-day or instant, surcharges. */
export function isRemoteProvince(provinceId: string): boolean {
  const island = islandOf(provinceId);
  return island === "maluku" || island === "papua";
}

export function distanceClass(origin: ShippingPlace, destination: ShippingPlace): DistanceClass {
  if (origin.cityId === destination.cityId) return "same_city";
  if (origin.provinceId === destination.provinceId) return "same_province";
  const island = islandOf(origin.provinceId);
  if (island !== null && island === islandOf(destination.provinceId)) return "same_island";
  return "other_island";
}

/** Rupiah per kilogram of a regular parcel, by distance; every per-kg service is a factor of this. */
export const REGULAR_PER_KG: Record<DistanceClass, number> = {
  same_city: 9_000,
  same_province: 12_000,
  same_island: 18_000,
  other_island: 32_000,
};

/** Price multiplier when either end is in Maluku or Papua (air freight, thin networks). */
export const REMOTE_MULTIPLIER: Record<DistanceClass, number> = {
  same_city: 1.25,
  same_province: 1.5,
  same_island: 2,
  other_island: 2.8,
};

/** [min, max] days after handover, by speed and distance. Same day and instant run within the city only. */
export const DAYS: Record<RateType, Record<DistanceClass, readonly [number, number]>> = {
  instant: { same_city: [1, 1], same_province: [1, 1], same_island: [1, 1], other_island: [1, 1] },
  same_day: { same_city: [1, 1], same_province: [1, 1], same_island: [1, 1], other_island: [1, 1] },
  express: { same_city: [1, 1], same_province: [1, 1], same_island: [1, 2], other_island: [2, 3] },
  regular: { same_city: [1, 2], same_province: [2, 3], same_island: [2, 4], other_island: [3, 6] },
  cargo: { same_city: [2, 3], same_province: [3, 5], same_island: [4, 7], other_island: [6, 12] },
};

/** Extra days when either end is remote: the last leg to Maluku and Papua goes by ship or small plane. */
export const REMOTE_EXTRA_DAYS: Record<DistanceClass, readonly [number, number]> = {
  same_city: [0, 1],
  same_province: [1, 2],
  same_island: [2, 3],
  other_island: [3, 5],
};

/** How far a service goes: within the origin city, within its province, or anywhere. */
type Reach = "city" | "province" | "anywhere";

type Pricing =
  /** REGULAR_PER_KG × factor for every charged kilogram (cargo: from its minimum weight). */
  | { kind: "per_kg"; factor: number }
  /** A fare for the first kilogram and a rate for each one after it (motorbike and van couriers). */
  | { kind: "fare"; first: Partial<Record<DistanceClass, number>>; next: Partial<Record<DistanceClass, number>> };

export interface LocalService {
  courier: { code: string; name: string };
  service: { code: string; name: string };
  rate_type: RateType;
  pricing: Pricing;
  reach: Reach;
  /** Carried to and from Maluku and Papua. */
  remote: boolean;
  /** Charged-weight limits in kilograms, inclusive. */
  minKg: number;
  maxKg: number;
  /** Takes part in the on-time guarantee (where its estimate is a single day). */
  guarantee: boolean;
  /** Extra [min, max] days over DAYS (economy services). */
  slower?: readonly [number, number];
}

const JNE = { code: "jne", name: "JNE" };
const JNT = { code: "jnt", name: "J&T Express" };
const SICEPAT = { code: "sicepat", name: "SiCepat" };
const ANTERAJA = { code: "anteraja", name: "AnterAja" };
const POS = { code: "pos", name: "Pos Indonesia" };
const GOSEND = { code: "gojek", name: "GoSend" };
const GRAB = { code: "grab", name: "GrabExpress" };
const PAXEL = { code: "paxel", name: "Paxel" };

const PARCEL_MAX_KG = 50;
const CARGO_MIN_KG = 10;
const CARGO_MAX_KG = 1000;
const INSTANT_MAX_KG = 20;
const SAME_DAY_MAX_KG = 30;

const perKg = (factor: number): Pricing => ({ kind: "per_kg", factor });

/** A ride's fare: the first kilogram, then each next one. */
type Fare = readonly [first: number, next: number];

type Courier = LocalService["courier"];
type Service = LocalService["service"];

/** A parcel service: per kilogram, anywhere, up to PARCEL_MAX_KG; the express ones take part in the guarantee. */
function parcel(
  courier: Courier,
  service: Service,
  rate_type: "regular" | "express",
  factor: number,
  options: { remote?: boolean; slower?: readonly [number, number] } = {},
): LocalService {
  return {
    courier,
    service,
    rate_type,
    pricing: perKg(factor),
    reach: "anywhere",
    remote: options.remote ?? false,
    minKg: 1,
    maxKg: PARCEL_MAX_KG,
    guarantee: rate_type === "express",
    ...(options.slower && { slower: options.slower }),
  };
}

/** A cargo service: per kilogram from CARGO_MIN_KG, anywhere, never guaranteed. */
function cargo(courier: Courier, service: Service, factor: number, options: { remote?: boolean } = {}): LocalService {
  return {
    courier,
    service,
    rate_type: "cargo",
    pricing: perKg(factor),
    reach: "anywhere",
    remote: options.remote ?? false,
    minKg: CARGO_MIN_KG,
    maxKg: CARGO_MAX_KG,
    guarantee: false,
  };
}

/**
 * A motorbike or van courier: close by only (within the city, or the province where `fares` price it), never
 * to remote provinces, always guaranteed. `fares` holds the first kilogram's fare and each next one's.
 */
function ride(
  courier: Courier,
  service: Service,
  rate_type: "instant" | "same_day",
  fares: { same_city: Fare; same_province?: Fare },
  maxKg: number,
): LocalService {
  const classes = Object.keys(fares) as (keyof typeof fares)[];
  return {
    courier,
    service,
    rate_type,
    pricing: {
      kind: "fare",
      first: Object.fromEntries(classes.map((distance) => [distance, fares[distance]![0]])),
      next: Object.fromEntries(classes.map((distance) => [distance, fares[distance]![1]])),
    },
    reach: fares.same_province ? "province" : "city",
    remote: false,
    minKg: 1,
    maxKg,
    guarantee: true,
  };
}

export const LOCAL_SERVICES: readonly LocalService[] = [
  parcel(JNE, { code: "REG", name: "Reguler" }, "regular", 1, { remote: true }),
  parcel(JNE, { code: "OKE", name: "Ongkos Kirim Ekonomis" }, "regular", 0.85, { slower: [1, 2] }),
  parcel(JNE, { code: "YES", name: "Yakin Esok Sampai" }, "express", 1.9),
  cargo(JNE, { code: "JTR", name: "JNE Trucking" }, 0.6, { remote: true }),
  parcel(JNT, { code: "EZ", name: "Reguler" }, "regular", 0.97, { remote: true }),
  parcel(SICEPAT, { code: "REG", name: "Reguler" }, "regular", 0.94),
  parcel(SICEPAT, { code: "BEST", name: "Besok Sampai Tujuan" }, "express", 1.7),
  cargo(SICEPAT, { code: "GOKIL", name: "Cargo" }, 0.55),
  parcel(ANTERAJA, { code: "REG", name: "Reguler" }, "regular", 0.92),
  parcel(ANTERAJA, { code: "ND", name: "Next Day" }, "express", 1.6),
  ride(ANTERAJA, { code: "SD", name: "Same Day" }, "same_day", { same_city: [11_000, 2_000] }, SAME_DAY_MAX_KG),
  parcel(POS, { code: "REG", name: "Pos Reguler" }, "regular", 1.05, { remote: true }),
  parcel(POS, { code: "NEXTDAY", name: "Pos Nextday" }, "express", 1.8),
  ride(GOSEND, { code: "INSTANT", name: "Instant" }, "instant", { same_city: [18_000, 2_500] }, INSTANT_MAX_KG),
  ride(GOSEND, { code: "SAMEDAY", name: "Same Day" }, "same_day", { same_city: [13_000, 1_500] }, INSTANT_MAX_KG),
  ride(GRAB, { code: "INSTANT", name: "Instant" }, "instant", { same_city: [17_500, 2_500] }, INSTANT_MAX_KG),
  ride(GRAB, { code: "SAMEDAY", name: "Same Day" }, "same_day", { same_city: [12_500, 1_500] }, INSTANT_MAX_KG),
  ride(
    PAXEL,
    { code: "SAMEDAY", name: "Same Day" },
    "same_day",
    { same_city: [14_000, 2_000], same_province: [22_000, 3_000] },
    SAME_DAY_MAX_KG,
  ),
];

const REACHES: Record<Reach, readonly DistanceClass[]> = {
  city: ["same_city"],
  province: ["same_city", "same_province"],
  anywhere: DISTANCE_CLASSES,
};

/**
 * A small, fixed difference between routes of the same class (±4%), so that Bandung–Bogor and
 * Bandung–Cirebon do not cost exactly the same. FNV-1a over the two city codes: the same route always
 * gets the same factor, in every process.
 */
export function routeFactor(originCityId: string, destinationCityId: string): number {
  let hash = 0x811c9dc5;
  for (const ch of `${originCityId}>${destinationCityId}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 0.96 + (hash % 9) / 100;
}

/** Couriers quote in round amounts: up to the next Rp500. */
function roundPrice(amount: number): number {
  return Math.ceil(amount / 500) * 500;
}

function priceOf(
  service: LocalService,
  distance: DistanceClass,
  kg: number,
  remote: boolean,
  route: number,
): number | null {
  let base: number;
  if (service.pricing.kind === "per_kg") {
    base = REGULAR_PER_KG[distance] * service.pricing.factor * Math.max(kg, service.minKg);
  } else {
    const first = service.pricing.first[distance];
    const next = service.pricing.next[distance];
    if (first === undefined || next === undefined) return null;
    base = first + next * (kg - 1);
  }
  return roundPrice(base * route * (remote ? REMOTE_MULTIPLIER[distance] : 1));
}

/** Every local service that can carry the parcel, priced; in table order. */
export function localRates(input: ShippingQuoteInput): ShippingRate[] {
  const { origin, destination } = input;
  const kg = chargedKilograms(input.weightGrams);
  const distance = distanceClass(origin, destination);
  const remote = isRemoteProvince(origin.provinceId) || isRemoteProvince(destination.provinceId);
  const route = routeFactor(origin.cityId, destination.cityId);
  const rates: ShippingRate[] = [];
  for (const service of LOCAL_SERVICES) {
    if (!REACHES[service.reach].includes(distance)) continue;
    if (remote && !service.remote) continue;
    if (kg < service.minKg || kg > service.maxKg) continue;
    const price = priceOf(service, distance, kg, remote, route);
    if (price === null) continue;
    const [baseMin, baseMax] = DAYS[service.rate_type][distance];
    const [slowMin, slowMax] = service.slower ?? [0, 0];
    const [remoteMin, remoteMax] = remote ? REMOTE_EXTRA_DAYS[distance] : [0, 0];
    const min_day = baseMin + slowMin + remoteMin;
    const max_day = baseMax + slowMax + remoteMax;
    rates.push({
      id: `${service.courier.code}:${service.service.code.toLowerCase()}`,
      courier: { ...service.courier, logo: null },
      service: { ...service.service },
      rate_type: service.rate_type,
      price,
      min_day,
      max_day,
      guarantee: service.guarantee && guaranteeApplies(service.rate_type, max_day),
      weight_grams: kg * 1000,
    });
  }
  return rates;
}

/** The default provider: works offline, answers instantly, never fails. */
export function createLocalRateEngine(): ShippingProvider {
  return {
    name: "local",
    async quote(input) {
      return localRates(input);
    },
  };
}
