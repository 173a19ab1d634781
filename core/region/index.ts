export { createRegionService, REGION_CHAIN_MESSAGES, type RegionService } from "./region.service.ts";
export { joinRegionNames, regionNames } from "./region-names.query.ts";
export { createRegionRepository, type CityWithProvince, type RegionRepository } from "./region.repository.ts";
export { cityListQuery, districtListQuery, provinceListQuery, villageListQuery } from "./region.inputs.ts";
export {
  REGION_ID_PATTERN,
  regionDto,
  type RegionChain,
  type RegionChainField,
  type RegionDto,
  type ResolvedAreaDto,
} from "./region.dto.ts";
