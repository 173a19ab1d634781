// The provider contract (types, the charged weight, the error a provider throws) is public as a whole.
export * from "./shipping.types.ts";
export {
  createShippingService,
  shippingProviderFromConfig,
  type ShippingService,
  type ShippingServiceDeps,
} from "./shipping.service.ts";
export { createLocalRateEngine, localRates } from "./local-rate-engine.ts";
export {
  createCourierAggregatorProvider,
  DEFAULT_AGGREGATOR_COURIERS,
  type CourierAggregatorOptions,
} from "./courier-aggregator.ts";
export {
  DEFAULT_DESTINATION_CITY_ID,
  SHIPPING_MAX_WEIGHT_GRAMS,
  SIMULATION_MAX_QTY,
  shippingQuoteInput,
  simulationDestination,
  simulationQuery,
  type SimulationDestination,
  type SimulationQuery,
} from "./shipping.inputs.ts";
export {
  RATE_TYPE_NAMES,
  groupRatesByCourier,
  groupRatesByType,
  rateTypeName,
  recommendations,
  sortRates,
  toShippingManifest,
  shippingManifestDto,
  simulationGroupDto,
  simulationMetaDto,
  type ShippingManifestDto,
  type SimulationDto,
  type SimulationGroupDto,
  type SimulationMetaDto,
  type SimulationPlaceDto,
  type SimulationRecommendationDto,
  type SimulationServiceDto,
} from "./shipping.dto.ts";
