import { z } from "zod";
import { regionDto } from "../region/index.ts";
import { RATE_TYPES, type RateType, type ShippingRate } from "./shipping.types.ts";

export { RATE_TYPES, type RateType, type ShippingRate } from "./shipping.types.ts";

/** Names of the speeds as marketplaces in Indonesia show them, in both page languages. */
export const RATE_TYPE_NAMES: Record<"id" | "en", Record<RateType, string>> = {
  id: { instant: "Instan", same_day: "Same Day", express: "Ekspres", regular: "Reguler", cargo: "Kargo" },
  en: { instant: "Instant", same_day: "Same Day", express: "Express", regular: "Regular", cargo: "Cargo" },
};

export function rateTypeName(type: RateType, lang: "id" | "en"): string {
  return RATE_TYPE_NAMES[lang][type];
}

export const rateTypeDto = z.enum(RATE_TYPES);

/**
 * A chosen rate as the spec's checkout preview and order show it (§3: shipping {rate_type,
 * response_manifest{final_price, min_day, max_day, logistic{name}}}; order: rate.type).
 */
export const shippingManifestDto = z.object({
  id: z.string().describe("The shipper_result_id checkout sends back, e.g. 'jne:reg'"),
  rate_type: rateTypeDto,
  guarantee: z
    .boolean()
    .describe("On-time guarantee: the shipping cost is returned if arrival is more than 1 day after handover"),
  response_manifest: z.object({
    final_price: z.number(),
    min_day: z.number(),
    max_day: z.number(),
    weight_grams: z.number(),
    logistic: z.object({ code: z.string(), name: z.string(), logo: z.string().nullable() }),
    rate: z.object({ code: z.string(), name: z.string(), type: rateTypeDto }),
  }),
});
export type ShippingManifestDto = z.infer<typeof shippingManifestDto>;

export function toShippingManifest(rate: ShippingRate): ShippingManifestDto {
  return {
    id: rate.id,
    rate_type: rate.rate_type,
    guarantee: rate.guarantee,
    response_manifest: {
      final_price: rate.price,
      min_day: rate.min_day,
      max_day: rate.max_day,
      weight_grams: rate.weight_grams,
      logistic: { ...rate.courier },
      rate: { code: rate.service.code, name: rate.service.name, type: rate.rate_type },
    },
  };
}

/** One service of the simulation: the manifest plus the estimate at the top level, as the spec lists it. */
export const simulationServiceDto = shippingManifestDto.extend({ est_min: z.number(), est_max: z.number() });
export type SimulationServiceDto = z.infer<typeof simulationServiceDto>;

/** One speed of the simulation, its services cheapest first; the cheapest price and the widest estimate of the group. */
export const simulationGroupDto = z.object({
  rate_type: rateTypeDto,
  name: z.string(),
  min_price: z.number(),
  est_min: z.number(),
  est_max: z.number(),
  services: z.array(simulationServiceDto),
});
export type SimulationGroupDto = z.infer<typeof simulationGroupDto>;

export const simulationPlaceDto = z.object({ json_manifest: z.object({ city: regionDto, province: regionDto }) });
export type SimulationPlaceDto = z.infer<typeof simulationPlaceDto>;

export const simulationRecommendationDto = z.object({
  rate_type: rateTypeDto,
  rate: z.string().describe("The speed's name in the request's language"),
  ongkir: z.number(),
  est_min: z.number(),
  est_max: z.number(),
  guarantee: z.boolean(),
});
export type SimulationRecommendationDto = z.infer<typeof simulationRecommendationDto>;

export const simulationMetaDto = z.object({
  weight: z.number().describe("Product weight × qty, grams"),
  charged_weight: z.number().describe("What couriers charge: whole kilograms, in grams"),
  qty: z.number(),
  from: simulationPlaceDto,
  to: simulationPlaceDto
    .extend({ source: z.enum(["address", "city", "default"]) })
    .describe("`source`: the buyer's main address, the city asked for, or the default (Jakarta Pusat)"),
  first_recomendation: simulationRecommendationDto.nullable().describe("The cheapest service"),
  second_recomendation: simulationRecommendationDto.nullable().describe("The fastest service of another speed, if any"),
});
export type SimulationMetaDto = z.infer<typeof simulationMetaDto>;

/** GET /products/detail/{slug}/shipping: `data` and `meta` of the envelope. */
export interface SimulationDto {
  data: SimulationGroupDto[];
  meta: SimulationMetaDto;
}

/** Sorted by price, then speed, then id: the order every list of rates is shown in. */
export function sortRates(rates: readonly ShippingRate[]): ShippingRate[] {
  return [...rates].sort(
    (a, b) => a.price - b.price || a.max_day - b.max_day || a.min_day - b.min_day || a.id.localeCompare(b.id),
  );
}

/** Rates grouped by speed, fastest speed first, each group cheapest first. */
export function groupRatesByType(rates: readonly ShippingRate[], lang: "id" | "en"): SimulationGroupDto[] {
  const sorted = sortRates(rates);
  return RATE_TYPES.flatMap((type): SimulationGroupDto[] => {
    const members = sorted.filter((rate) => rate.rate_type === type);
    if (members.length === 0) return [];
    return [
      {
        rate_type: type,
        name: rateTypeName(type, lang),
        min_price: members[0]!.price,
        est_min: Math.min(...members.map((rate) => rate.min_day)),
        est_max: Math.max(...members.map((rate) => rate.max_day)),
        services: members.map((rate) => ({
          ...toShippingManifest(rate),
          est_min: rate.min_day,
          est_max: rate.max_day,
        })),
      },
    ];
  });
}

/** Rates grouped by courier (checkout's 'list by courier', then its services), each cheapest first. */
export function groupRatesByCourier(
  rates: readonly ShippingRate[],
): { courier: ShippingRate["courier"]; rates: ShippingRate[] }[] {
  const groups = new Map<string, { courier: ShippingRate["courier"]; rates: ShippingRate[] }>();
  for (const rate of sortRates(rates)) {
    const group = groups.get(rate.courier.code) ?? { courier: rate.courier, rates: [] };
    group.rates.push(rate);
    groups.set(rate.courier.code, group);
  }
  return [...groups.values()];
}

const recommendation = (rate: ShippingRate, lang: "id" | "en"): SimulationRecommendationDto => ({
  rate_type: rate.rate_type,
  rate: rateTypeName(rate.rate_type, lang),
  ongkir: rate.price,
  est_min: rate.min_day,
  est_max: rate.max_day,
  guarantee: rate.guarantee,
});

/**
 * First: the cheapest service. Second: the fastest service of another speed (the cheapest of that
 * speed), so the summary can say 'also available: Instant'.
 */
export function recommendations(
  rates: readonly ShippingRate[],
  lang: "id" | "en",
): Pick<SimulationMetaDto, "first_recomendation" | "second_recomendation"> {
  const sorted = sortRates(rates);
  const first = sorted[0];
  if (!first) return { first_recomendation: null, second_recomendation: null };
  const others = sorted.filter((rate) => rate.rate_type !== first.rate_type);
  const fastest = [...others].sort(
    (a, b) =>
      a.max_day - b.max_day ||
      a.min_day - b.min_day ||
      RATE_TYPES.indexOf(a.rate_type) - RATE_TYPES.indexOf(b.rate_type) ||
      a.price - b.price,
  )[0];
  return {
    first_recomendation: recommendation(first, lang),
    second_recomendation: fastest ? recommendation(fastest, lang) : null,
  };
}
