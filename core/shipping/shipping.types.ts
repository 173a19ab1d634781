/** How fast a service travels, from the buyer's point of view (spec §3 `rate_type`). */
export type RateType = "regular" | "express" | "same_day" | "instant" | "cargo";

/** Fastest first: the order of the groups in the delivery simulation. */
export const RATE_TYPES: readonly RateType[] = ["instant", "same_day", "express", "regular", "cargo"];

/** Region ids are the Kemendagri codes of core/region ("32", "32.73", "32.73.01"). */
export interface ShippingPlace {
  provinceId: string;
  cityId: string;
  districtId: string | null;
  /** Five digits, when known (address book entries have one, stores not yet); aggregators price by it. */
  postalCode?: string | null;
}

export interface ShippingQuoteInput {
  origin: ShippingPlace;
  destination: ShippingPlace;
  /** The actual weight of the parcel; it is charged rounded up to whole kilograms. */
  weightGrams: number;
  /** Declared value of the goods in rupiah (aggregators use it for insurance); 0 when unknown. */
  itemValue?: number;
}

export interface ShippingRate {
  /** Stable for the same input, e.g. "jne:reg": what checkout stores as the spec's shipper_result_id. */
  id: string;
  courier: { code: string; name: string; logo: string | null };
  service: { code: string; name: string };
  rate_type: RateType;
  /** Whole rupiah. */
  price: number;
  /** Days after handover to the courier; 1 = "in a day". */
  min_day: number;
  max_day: number;
  /** On-time guarantee (spec §9): the shipping cost is returned if arrival is more than 1 day after handover. */
  guarantee: boolean;
  /** The charged weight: rounded up to whole kilograms (×1000); volumetric weight is ignored. */
  weight_grams: number;
}

export interface ShippingProvider {
  name: string;
  /** Every service that can carry the parcel, in any order; [] when none can. Outages throw. */
  quote(input: ShippingQuoteInput): Promise<ShippingRate[]>;
}

/** The weight couriers charge: whole kilograms, rounded up, at least one. */
export function chargedKilograms(weightGrams: number): number {
  return Math.max(1, Math.ceil(weightGrams / 1000));
}

/**
 * The platform's on-time guarantee (spec §9) promises arrival within a day of handover, so it can only
 * be offered on a time-definite service whose estimate is a single day.
 */
export function guaranteeApplies(rateType: RateType, maxDay: number): boolean {
  return rateType !== "regular" && rateType !== "cargo" && maxDay <= 1;
}

/** Raised by a provider that could not answer (network, timeout, refused key, server error, bad body). */
export { ProviderError as ShippingProviderError } from "../providers/index.ts";
