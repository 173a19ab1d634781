import type { Database } from "../../db/client.ts";
import type { Clock } from "../shared/clock.ts";
import type { Config } from "../shared/config.ts";
import { AppError } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import { createCourierAggregatorProvider } from "./courier-aggregator.ts";
import { createLocalRateEngine } from "./local-rate-engine.ts";
import {
  groupRatesByType,
  recommendations,
  sortRates,
  type SimulationDto,
  type SimulationPlaceDto,
} from "./shipping.dto.ts";
import {
  DEFAULT_DESTINATION_CITY_ID,
  SHIPPING_MAX_WEIGHT_GRAMS,
  shippingQuoteInput,
  simulationDestination,
  SIMULATION_MAX_QTY,
  type SimulationDestination,
} from "./shipping.inputs.ts";
import { createShippingRepository, type PlaceRow } from "./shipping.repository.ts";
import {
  chargedKilograms,
  type ShippingPlace,
  type ShippingProvider,
  type ShippingQuoteInput,
  type ShippingRate,
} from "./shipping.types.ts";

const MAX_SLUG_LENGTH = 255;

type ShippingConfig = Pick<
  Config,
  "SHIPPING_PROVIDER" | "SHIPPING_API_URL" | "SHIPPING_API_KEY" | "SHIPPING_API_COURIERS"
>;

/** The provider the configuration names: the local engine (default) or the courier aggregator. */
export function shippingProviderFromConfig(
  config: ShippingConfig,
  describePlace?: (place: ShippingPlace) => Promise<string | null>,
): ShippingProvider {
  if (config.SHIPPING_PROVIDER === "local") return createLocalRateEngine();
  if (!config.SHIPPING_API_KEY)
    throw new Error("Invalid configuration: SHIPPING_API_KEY is required when SHIPPING_PROVIDER=aggregator");
  return createCourierAggregatorProvider({
    baseUrl: config.SHIPPING_API_URL,
    apiKey: config.SHIPPING_API_KEY,
    ...(config.SHIPPING_API_COURIERS ? { couriers: config.SHIPPING_API_COURIERS.split(",") } : {}),
    ...(describePlace ? { describePlace } : {}),
  });
}

function toPlace(row: PlaceRow): ShippingPlace {
  return { provinceId: row.province_id, cityId: row.city_id, districtId: row.district_id, postalCode: row.postal_code };
}

function toPlaceDto(row: PlaceRow): SimulationPlaceDto {
  return {
    json_manifest: {
      city: { id: row.city_id, name: row.city_name },
      province: { id: row.province_id, name: row.province_name },
    },
  };
}

export type ShippingServiceDeps = { db: Database; clock: Clock } & (
  | { /** The settings, which name the provider (SHIPPING_PROVIDER). */ config: ShippingConfig; provider?: undefined }
  | { /** A ready provider (tests). */ provider: ShippingProvider; config?: undefined }
);

export function createShippingService({ db, provider, config }: ShippingServiceDeps) {
  const places = createShippingRepository(db);
  const rates = provider ?? shippingProviderFromConfig(config!, (place) => places.describe(place));

  async function quote(raw: ShippingQuoteInput): Promise<ShippingRate[]> {
    const input = parseInput(shippingQuoteInput, raw);
    return sortRates(await rates.quote(input));
  }

  async function destinationOf(
    raw: SimulationDestination | null,
  ): Promise<{ row: PlaceRow; source: "address" | "city" | "default" }> {
    const { userId, cityId } = parseInput(simulationDestination, raw ?? {});
    if (userId) {
      const address = await places.mainAddress(userId);
      if (address) return { row: address, source: "address" };
    }
    if (cityId) {
      const row = await places.city(cityId);
      if (!row) throw new AppError("NOT_FOUND", "shipping.errors.city_not_found");
      return { row, source: "city" };
    }
    const row = await places.city(DEFAULT_DESTINATION_CITY_ID);
    if (!row)
      throw new Error(`shipping: the default destination ${DEFAULT_DESTINATION_CITY_ID} is not in the region tables`);
    return { row, source: "default" };
  }

  return {
    providerName: rates.name,

    /**
     * Every service that can carry the parcel, cheapest first; [] means shipping is not available
     * (spec §8). Invalid input throws INVALID_INPUT; a provider outage throws ShippingProviderError.
     */
    quote,

    /**
     * The product page's delivery simulation (spec §3): from the product's store to the buyer's main
     * address, else to `cityId`, else to Jakarta Pusat, for the product's weight × qty.
     */
    async simulate(
      productSlug: string,
      destination: SimulationDestination | null,
      lang: "id" | "en",
      options: { qty?: number } = {},
    ): Promise<SimulationDto> {
      if (typeof productSlug !== "string" || productSlug.length === 0 || productSlug.length > MAX_SLUG_LENGTH) {
        throw new AppError("NOT_FOUND", "product.errors.not_found");
      }
      const qty = options.qty ?? 1;
      if (!Number.isInteger(qty) || qty < 1 || qty > SIMULATION_MAX_QTY) {
        throw new AppError("INVALID_INPUT", "shipping.validation.qty", {
          fieldErrors: { qty: { key: "shipping.validation.qty" } },
        });
      }
      const [origin, to] = await Promise.all([places.productOrigin(productSlug), destinationOf(destination)]);
      if (!origin) throw new AppError("NOT_FOUND", "product.errors.not_found");
      const weight = origin.weight_grams * qty;
      // Heavier than anything a courier carries: nothing to offer, rather than an input error.
      const found =
        weight > SHIPPING_MAX_WEIGHT_GRAMS
          ? []
          : await quote({ origin: toPlace(origin), destination: toPlace(to.row), weightGrams: weight });
      return {
        data: groupRatesByType(found, lang),
        meta: {
          weight,
          charged_weight: chargedKilograms(weight) * 1000,
          qty,
          from: toPlaceDto(origin),
          to: { ...toPlaceDto(to.row), source: to.source },
          ...recommendations(found, lang),
        },
      };
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
