import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { createAddressRepository } from "../address/index.ts";
import { product } from "../catalog/catalog.tables.ts";
import { visibleProduct } from "../catalog/index.ts";
import { joinStoreLocation, storeLocation } from "../merchant/index.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { createRegionRepository } from "../region/index.ts";

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

/**
 * Read-only joins over catalog and merchant tables (docs/decisions/0003); addresses and regions are read
 * through their domains.
 */
export function createShippingRepository(db: Executor) {
  const addresses = createAddressRepository(db);
  const regions = createRegionRepository(db);
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
      const address = await addresses.main(userId);
      if (!address) return undefined;
      return {
        province_id: address.province.id,
        province_name: address.province.name,
        city_id: address.city.id,
        city_name: address.city.name,
        district_id: address.sub_district_id,
        postal_code: address.zipcode,
      };
    },

    async city(cityId: string): Promise<PlaceRow | undefined> {
      const row = await regions.cityWithProvince(cityId);
      return row ? { ...row, district_id: null, postal_code: null } : undefined;
    },

    /** 'District, City, Province' for an aggregator's area search; null when the ids are unknown. */
    async describe(place: { provinceId: string; cityId: string; districtId: string | null }): Promise<string | null> {
      const [found, districtName] = await Promise.all([
        regions.cityWithProvince(place.cityId),
        place.districtId ? regions.districtName(place.districtId) : undefined,
      ]);
      if (!found) return null;
      return [districtName, found.city_name, found.province_name].filter(Boolean).join(", ");
    },
  };
}

export type ShippingRepository = ReturnType<typeof createShippingRepository>;
