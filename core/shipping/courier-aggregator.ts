import { BITESHIP, createBiteshipClient, describeError, isRecord } from "../providers/index.ts";
import {
  chargedKilograms,
  guaranteeApplies,
  ShippingProviderError,
  type RateType,
  type ShippingPlace,
  type ShippingProvider,
  type ShippingQuoteInput,
  type ShippingRate,
} from "./shipping.types.ts";

/*
 * The courier-aggregator provider, written to Biteship's public rate API (through the Biteship client that the
 * courier bookings use too, core/providers/courier):
 *   POST {base}/v1/rates/couriers   (Authorization: <API key>)
 *   GET  {base}/v1/maps/areas?countries=ID&input=…&type=single
 * Biteship prices between postal codes or its own area ids. An address book entry has a postal code;
 * a store does not (yet), so a place without one is looked up once as an area by its district, city and
 * province names, and the area id is remembered. Error handling is in docs/decisions/0011-shipping-rates.md.
 */

export const DEFAULT_AGGREGATOR_COURIERS = [
  "jne",
  "jnt",
  "sicepat",
  "anteraja",
  "pos",
  "gojek",
  "grab",
  "paxel",
] as const;
const AREA_CACHE_SIZE = 5000;

export interface CourierAggregatorOptions {
  /** e.g. https://api.biteship.com (no trailing /v1). */
  baseUrl: string;
  apiKey: string;
  /** Courier codes to ask about. */
  couriers?: readonly string[];
  timeoutMs?: number;
  /** 'Kebayoran Baru, Kota Administrasi Jakarta Selatan, DKI Jakarta' for a place without a postal code; null when unknown. */
  describePlace?: (place: ShippingPlace) => Promise<string | null>;
  fetch?: typeof fetch;
}

/** The part of Biteship's `pricing[]` entries that we read. */
interface BiteshipPricing {
  courier_name?: unknown;
  courier_code?: unknown;
  courier_service_name?: unknown;
  courier_service_code?: unknown;
  service_type?: unknown;
  shipping_type?: unknown;
  shipment_duration_range?: unknown;
  shipment_duration_unit?: unknown;
  duration?: unknown;
  price?: unknown;
}

type Location = { postal_code: number } | { area_id: string };

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** Biteship's service_type and shipping_type, in our speeds. */
export function rateTypeOf(serviceType: unknown, shippingType: unknown): RateType {
  if (shippingType === "freight") return "cargo";
  switch (serviceType) {
    case "instant":
      return "instant";
    case "same_day":
      return "same_day";
    case "overnight":
    case "express":
    case "next_day":
      return "express";
    default:
      return "regular";
  }
}

/** '1 - 3' days → [1, 3]; hours are 'within a day' → [1, 1]; null when unreadable. */
export function durationDays(range: unknown, unit: unknown, fallback: unknown): [number, number] | null {
  const source = text(range) ?? text(fallback);
  if (!source) return null;
  const numbers = [...source.matchAll(/\d+/g)].map((match) => Number(match[0]));
  if (numbers.length === 0) return null;
  const low = Math.min(...numbers.slice(0, 2));
  const high = Math.max(...numbers.slice(0, 2));
  const hours = typeof unit === "string" ? /hour/i.test(unit) : /hour|jam/i.test(source);
  if (hours) return [Math.max(1, Math.ceil(low / 24)), Math.max(1, Math.ceil(high / 24))];
  return [Math.max(1, low), Math.max(1, high)];
}

/** One pricing entry as a ShippingRate, or null when it lacks a price, a name or an estimate. */
export function toShippingRate(entry: BiteshipPricing, weightGrams: number): ShippingRate | null {
  const courierCode = text(entry.courier_code);
  const serviceCode = text(entry.courier_service_code);
  const price = typeof entry.price === "number" ? entry.price : Number(entry.price);
  const days = durationDays(entry.shipment_duration_range, entry.shipment_duration_unit, entry.duration);
  if (!courierCode || !serviceCode || !Number.isFinite(price) || price <= 0 || !days) return null;
  const rate_type = rateTypeOf(entry.service_type, entry.shipping_type);
  const [min_day, max_day] = days;
  return {
    id: `${courierCode.toLowerCase()}:${serviceCode.toLowerCase()}`,
    courier: {
      code: courierCode.toLowerCase(),
      name: text(entry.courier_name) ?? courierCode.toUpperCase(),
      logo: null,
    },
    service: { code: serviceCode.toUpperCase(), name: text(entry.courier_service_name) ?? serviceCode.toUpperCase() },
    rate_type,
    price: Math.round(price),
    min_day,
    max_day,
    guarantee: guaranteeApplies(rate_type, max_day),
    weight_grams: chargedKilograms(weightGrams) * 1000,
  };
}

export function createCourierAggregatorProvider(options: CourierAggregatorOptions): ShippingProvider {
  const name = BITESHIP;
  const couriers = (options.couriers ?? DEFAULT_AGGREGATOR_COURIERS).join(",");
  const client = createBiteshipClient(options);
  const call = client.call;
  // Area ids by region id. They do not change; a process that forgets them only asks again.
  const areas = new Map<string, string | null>();

  async function areaOf(place: ShippingPlace): Promise<string | null> {
    const key = place.districtId ?? place.cityId;
    if (areas.has(key)) return areas.get(key)!;
    const description = options.describePlace ? await options.describePlace(place) : null;
    if (!description) return null;
    const query = new URLSearchParams({ countries: "ID", input: description, type: "single" });
    const { status, body } = await call(`/v1/maps/areas?${query.toString()}`, { method: "GET" });
    const list = status === 200 && isRecord(body) && Array.isArray(body.areas) ? body.areas : [];
    const first = list.find((area): area is { id: string } => isRecord(area) && typeof area.id === "string");
    const id = first?.id ?? null;
    if (areas.size >= AREA_CACHE_SIZE) areas.delete(areas.keys().next().value!);
    areas.set(key, id);
    return id;
  }

  async function locationOf(place: ShippingPlace): Promise<Location | null> {
    if (place.postalCode && /^\d{5}$/.test(place.postalCode)) return { postal_code: Number(place.postalCode) };
    const area = await areaOf(place);
    return area ? { area_id: area } : null;
  }

  return {
    name,
    async quote(input: ShippingQuoteInput): Promise<ShippingRate[]> {
      const [origin, destination] = await Promise.all([locationOf(input.origin), locationOf(input.destination)]);
      // A place Biteship does not know cannot be priced: no courier can be offered for it.
      if (!origin || !destination) return [];
      const body = {
        ...("postal_code" in origin ? { origin_postal_code: origin.postal_code } : { origin_area_id: origin.area_id }),
        ...("postal_code" in destination
          ? { destination_postal_code: destination.postal_code }
          : { destination_area_id: destination.area_id }),
        couriers,
        items: [
          {
            name: "Paket",
            value: Math.max(0, Math.round(input.itemValue ?? 0)),
            weight: Math.max(1, Math.round(input.weightGrams)),
            quantity: 1,
          },
        ],
      };
      const { status, body: answer } = await call("/v1/rates/couriers", { method: "POST", body });
      // Other 4xx answers say the route or an area cannot be priced ("no courier available").
      if (status < 200 || status >= 300) return [];
      if (!isRecord(answer) || answer.success === false || !Array.isArray(answer.pricing)) {
        throw new ShippingProviderError(name, `rates answered an unexpected body: ${describeError(answer)}`, {
          status,
        });
      }
      const rates = new Map<string, ShippingRate>();
      for (const entry of answer.pricing as BiteshipPricing[]) {
        const rate = isRecord(entry) ? toShippingRate(entry, input.weightGrams) : null;
        // Ids must be unique for checkout to find its choice again; keep the cheaper of two.
        if (rate && (!rates.has(rate.id) || rates.get(rate.id)!.price > rate.price)) rates.set(rate.id, rate);
      }
      return [...rates.values()];
    },
  };
}
