import type { Database } from "../../db/client.ts";
import { AppError, invalidInput } from "../shared/errors.ts";
import {
  REGION_ID_PATTERN,
  type RegionChain,
  type RegionChainField,
  type RegionDto,
  type ResolvedAreaDto,
} from "./region.dto.ts";
import { createRegionRepository } from "./region.repository.ts";

/** Catalogue keys per level, for a chain whose level is unknown or not inside the level above. */
export const REGION_CHAIN_MESSAGES: Record<RegionChainField, string> = {
  province_id: "address.region.province_invalid",
  city_id: "address.region.city_invalid",
  sub_district_id: "address.region.district_invalid",
  area_id: "address.region.village_invalid",
};

const LEVELS: { field: RegionChainField; pattern: RegExp }[] = [
  { field: "province_id", pattern: REGION_ID_PATTERN.province },
  { field: "city_id", pattern: REGION_ID_PATTERN.city },
  { field: "sub_district_id", pattern: REGION_ID_PATTERN.district },
  { field: "area_id", pattern: REGION_ID_PATTERN.village },
];

function notFound(): never {
  throw new AppError("NOT_FOUND", "address.region.not_found");
}

function checkId(id: string, pattern: RegExp, field: string): string {
  if (!pattern.test(id)) throw invalidInput({ [field]: { key: "address.region.invalid" } });
  return id;
}

/**
 * Indonesian regions (province → city/regency → district/kecamatan → village/kelurahan), the lists of the
 * address form and the names every address, quote and order shows.
 */
export function createRegionService({ db }: { db: Database }) {
  const regions = createRegionRepository(db);

  /** A child list; an empty one is told apart from an unknown parent (404), which has no children at all. */
  async function children(
    level: "province" | "city" | "district",
    parentId: string,
    list: (id: string) => Promise<RegionDto[]>,
  ) {
    const rows = await list(parentId);
    if (rows.length === 0 && !(await regions.exists(level, parentId))) notFound();
    return rows;
  }

  /**
   * The first level, top down, that is missing, unknown or not inside the level above it; null when the
   * four ids form a chain (city in province, district in city, village in district).
   */
  async function chainError(chain: RegionChain): Promise<RegionChainField | null> {
    // A malformed id cannot match a row; it is not sent to the database at all.
    const wellFormed = (field: RegionChainField) => {
      const pattern = LEVELS.find((level) => level.field === field)!.pattern;
      return pattern.test(chain[field]) ? chain[field] : "";
    };
    const parents = await regions.parentsOf({
      province_id: wellFormed("province_id"),
      city_id: wellFormed("city_id"),
      sub_district_id: wellFormed("sub_district_id"),
      area_id: wellFormed("area_id"),
    });
    if (!wellFormed("province_id") || parents.province !== chain.province_id) return "province_id";
    if (!wellFormed("city_id") || parents.city_parent !== chain.province_id) return "city_id";
    if (!wellFormed("sub_district_id") || parents.district_parent !== chain.city_id) return "sub_district_id";
    if (!wellFormed("area_id") || parents.village_parent !== chain.sub_district_id) return "area_id";
    return null;
  }

  return {
    async provinces(): Promise<RegionDto[]> {
      return regions.provinces();
    },

    /** The cities and regencies of a province; 404 when there is no such province. */
    async cities(provinceId: string): Promise<RegionDto[]> {
      return children("province", checkId(provinceId, REGION_ID_PATTERN.province, "province_id"), regions.citiesOf);
    },

    /** The districts (kecamatan) of a city; 404 when there is no such city. */
    async districts(cityId: string): Promise<RegionDto[]> {
      return children("city", checkId(cityId, REGION_ID_PATTERN.city, "city_id"), regions.districtsOf);
    },

    /** The villages (kelurahan/desa) of a district; 404 when there is no such district. */
    async villages(districtId: string): Promise<RegionDto[]> {
      return children("district", checkId(districtId, REGION_ID_PATTERN.district, "kecamatan_id"), regions.villagesOf);
    },

    /** A village's names and ids up to its province; null for an unknown (or malformed) village id. */
    async resolve(areaId: string): Promise<ResolvedAreaDto | null> {
      if (!REGION_ID_PATTERN.village.test(areaId)) return null;
      return regions.resolve(areaId);
    },

    chainError,

    /**
     * The longest valid top part of a partly chosen chain; what is below a wrong or missing level is
     * dropped. The form without JavaScript uses it after the shopper changed a level.
     */
    async validPrefix(chain: Partial<RegionChain>): Promise<Partial<RegionChain>> {
      const filled: RegionChain = { province_id: "", city_id: "", sub_district_id: "", area_id: "", ...chain };
      const wrong = await chainError(filled);
      const kept: Partial<RegionChain> = {};
      for (const { field } of LEVELS) {
        if (field === wrong) break;
        kept[field] = filled[field];
      }
      return kept;
    },
  };
}

export type RegionService = ReturnType<typeof createRegionService>;
