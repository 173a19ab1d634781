import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { city, province } from "../region/region.tables.ts";
import { merchant } from "./merchant.tables.ts";

/**
 * Where a store is, named: the read model every listing, order and invoice uses to show a store's city and
 * province. A query that has joined `merchant` adds the join (joinStoreCity or joinStoreLocation, on a
 * `$dynamic()` query) and selects these columns. Every store that is open or waiting for review has both
 * (merchant_location_when_open); one still being opened has none and drops out of the inner joins, as it
 * drops out of every storefront read anyway. The ids are read from the joined rows, which are never null.
 */
export const storeLocation = {
  cityId: city.id,
  cityName: city.name,
  provinceId: province.id,
  provinceName: province.name,
  districtId: merchant.district_id,
};

// The query keeps its type: it selects named columns, which an inner join changes neither in shape nor in
// nullability.

/** The store's city, for reads that show only that (product cards, order lists): one join fewer. */
export function joinStoreCity<Query extends PgSelect>(query: Query): Query {
  return query.innerJoin(city, eq(city.id, merchant.city_id)) as unknown as Query;
}

/** The store's city and province. */
export function joinStoreLocation<Query extends PgSelect>(query: Query): Query {
  return query
    .innerJoin(city, eq(city.id, merchant.city_id))
    .innerJoin(province, eq(province.id, merchant.province_id)) as unknown as Query;
}
