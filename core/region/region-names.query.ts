import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import { city, district, province, village } from "./region.tables.ts";

/**
 * The names of a row's region chain (an address's province, city, district and village): the read model
 * other domains select after joinRegionNames, instead of joining the region tables themselves.
 */
export const regionNames = {
  province_name: province.name,
  city_name: city.name,
  district_name: district.name,
  village_name: village.name,
};

/**
 * Joins the four levels named by the row's ids, on a `$dynamic()` query that selects named columns (the
 * inner joins then keep its type; the ids are foreign keys, so they keep every row too).
 */
export function joinRegionNames<Query extends PgSelect>(
  query: Query,
  ids: { province: AnyPgColumn; city: AnyPgColumn; district: AnyPgColumn; village: AnyPgColumn },
): Query {
  return query
    .innerJoin(province, eq(province.id, ids.province))
    .innerJoin(city, eq(city.id, ids.city))
    .innerJoin(district, eq(district.id, ids.district))
    .innerJoin(village, eq(village.id, ids.village)) as unknown as Query;
}
