import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { address_book } from "../address/address.tables.ts";
import { product } from "../catalog/catalog.tables.ts";
import { visibleProduct } from "../catalog/index.ts";
import { joinStoreLocation, storeLocation } from "../merchant/index.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { city, district, province } from "../region/region.tables.ts";

/** A region of the simulation's meta: city and province with their names. */
export interface PlaceRow {
  province_id: string;
  province_name: string;
  city_id: string;
  city_name: string;
  district_id: string | null;
  postal_code: string | null;
}

export interface ProductOriginRow extends PlaceRow {
  product_id: number;
  weight_grams: number;
}

/** Read-only joins over catalog, merchant, address and region tables (docs/decisions/0003). */
export function createShippingRepository(db: Executor) {
  return {
    /** A product shoppers may see, with its weight and where its store ships from. */
    async productOrigin(slug: string): Promise<ProductOriginRow | undefined> {
      const [row] = await joinStoreLocation(
        db
          .select({
            product_id: product.id,
            weight_grams: product.weight_grams,
            province_id: storeLocation.provinceId,
            province_name: storeLocation.provinceName,
            city_id: storeLocation.cityId,
            city_name: storeLocation.cityName,
            district_id: storeLocation.districtId,
          })
          .from(product)
          .innerJoin(merchant, eq(merchant.id, product.merchant_id))
          .$dynamic(),
      )
        .where(and(eq(product.slug, slug), visibleProduct))
        .limit(1);
      return row ? { ...row, postal_code: null } : undefined;
    },

    /** The buyer's main address as a place, if they have one. */
    async mainAddress(userId: number): Promise<PlaceRow | undefined> {
      const [row] = await db
        .select({
          province_id: address_book.province_id,
          province_name: province.name,
          city_id: address_book.city_id,
          city_name: city.name,
          district_id: address_book.sub_district_id,
          postal_code: address_book.zipcode,
        })
        .from(address_book)
        .innerJoin(city, eq(city.id, address_book.city_id))
        .innerJoin(province, eq(province.id, address_book.province_id))
        .where(and(eq(address_book.user_id, userId), eq(address_book.is_main_address, true)))
        .orderBy(desc(address_book.id))
        .limit(1);
      return row;
    },

    async city(cityId: string): Promise<PlaceRow | undefined> {
      const [row] = await db
        .select({ province_id: city.province_id, province_name: province.name, city_id: city.id, city_name: city.name })
        .from(city)
        .innerJoin(province, eq(province.id, city.province_id))
        .where(eq(city.id, cityId))
        .limit(1);
      return row ? { ...row, district_id: null, postal_code: null } : undefined;
    },

    /** 'District, City, Province' for an aggregator's area search; null when the ids are unknown. */
    async describe(place: { provinceId: string; cityId: string; districtId: string | null }): Promise<string | null> {
      const [cities, districts] = await Promise.all([
        db
          .select({ name: city.name, province: province.name })
          .from(city)
          .innerJoin(province, eq(province.id, city.province_id))
          .where(eq(city.id, place.cityId))
          .limit(1),
        place.districtId
          ? db.select({ name: district.name }).from(district).where(eq(district.id, place.districtId)).limit(1)
          : Promise.resolve([]),
      ]);
      const found = cities[0];
      if (!found) return null;
      return [districts[0]?.name, found.name, found.province].filter(Boolean).join(", ");
    },
  };
}

export type ShippingRepository = ReturnType<typeof createShippingRepository>;
