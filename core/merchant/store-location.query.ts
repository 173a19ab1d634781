import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { city, province } from "../region/region.tables.ts";
import { merchant } from "./merchant.tables.ts";

/**
 * Where a store is, named: the read model every listing, order and invoice uses to show a store's city and
 * province. A query that has joined `merchant` adds the join (joinStoreCity or joinStoreLocation, on a
 * `$dynamic()` query) and selects these columns; a store always has both (merchant.city_id and
 * province_id are required), so the inner joins keep every row.
 */
export const storeLocation = {
  cityId: merchant.city_id,
  cityName: city.name,
  provinceId: merchant.province_id,
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
