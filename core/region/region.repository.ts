import { asc, eq, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import type { RegionChain, RegionDto, ResolvedAreaDto } from "./region.dto.ts";
import { city, district, province, village } from "./region.tables.ts";

export interface CityWithProvince {
  province_id: string;
  province_name: string;
  city_id: string;
  city_name: string;
}

/** The region tables are reference data (seeded from idn-area-data): read only, ordered by name. */
export function createRegionRepository(db: Executor) {
  /** A region table's rows (those under one parent, given `under`), by name. */
  async function regionList(
    table: typeof province | typeof city | typeof district | typeof village,
    under?: SQL,
  ): Promise<RegionDto[]> {
    return db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(under)
      .orderBy(asc(table.name), asc(table.id));
  }

  return {
    provinces: () => regionList(province),
    citiesOf: (provinceId: string) => regionList(city, eq(city.province_id, provinceId)),
    districtsOf: (cityId: string) => regionList(district, eq(district.city_id, cityId)),
    villagesOf: (districtId: string) => regionList(village, eq(village.district_id, districtId)),

    async exists(level: "province" | "city" | "district", id: string): Promise<boolean> {
      const table = level === "province" ? province : level === "city" ? city : district;
      const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
      return rows.length > 0;
    },

    /**
     * Each id's parent as stored, in one round trip: the caller compares them with the ids above.
     * A null parent means the id does not exist.
     */
    async parentsOf(chain: RegionChain) {
      const result = await db.execute(sql`
        select (select id from province where id = ${chain.province_id}) as province,
               (select province_id from city where id = ${chain.city_id}) as city_parent,
               (select city_id from district where id = ${chain.sub_district_id}) as district_parent,
               (select district_id from village where id = ${chain.area_id}) as village_parent`);
      const [row] = rowsOf<{
        province: string | null;
        city_parent: string | null;
        district_parent: string | null;
        village_parent: string | null;
      }>(result);
      return row ?? { province: null, city_parent: null, district_parent: null, village_parent: null };
    },

    /** A city with its province's name. */
    async cityWithProvince(cityId: string): Promise<CityWithProvince | undefined> {
      const [row] = await db
        .select({ province_id: city.province_id, province_name: province.name, city_id: city.id, city_name: city.name })
        .from(city)
        .innerJoin(province, eq(province.id, city.province_id))
        .where(eq(city.id, cityId))
        .limit(1);
      return row;
    },

    async districtName(districtId: string): Promise<string | undefined> {
      const [row] = await db.select({ name: district.name }).from(district).where(eq(district.id, districtId)).limit(1);
      return row?.name;
    },

    async resolve(areaId: string): Promise<ResolvedAreaDto | null> {
      const [row] = await db
        .select({
          province_id: province.id,
          province_name: province.name,
          city_id: city.id,
          city_name: city.name,
          district_id: district.id,
          district_name: district.name,
          village_id: village.id,
          village_name: village.name,
        })
        .from(village)
        .innerJoin(district, eq(district.id, village.district_id))
        .innerJoin(city, eq(city.id, district.city_id))
        .innerJoin(province, eq(province.id, city.province_id))
        .where(eq(village.id, areaId))
        .limit(1);
      if (!row) return null;
      return {
        province: { id: row.province_id, name: row.province_name },
        city: { id: row.city_id, name: row.city_name },
        district: { id: row.district_id, name: row.district_name },
        village: { id: row.village_id, name: row.village_name },
      };
    },
  };
}

export type RegionRepository = ReturnType<typeof createRegionRepository>;
