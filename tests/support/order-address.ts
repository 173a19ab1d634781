import type { AddressDto } from "../../core/address/address.dto.ts";
import type { OrderAddress } from "../../core/order/order.tables.ts";
import type { Place } from "./factories.ts";

/** A place's regions with their names, as an address carries them. */
function regionsOf({ province_id, city_id, district_id, village_id, names }: Place) {
  return {
    province: { id: province_id, name: names.province },
    city: { id: city_id, name: names.city },
    district: { id: district_id, name: names.district },
    village: { id: village_id, name: names.village },
  };
}

/** For tests only: Budi's home at `place`, as an order keeps its shipping address. */
export function orderAddressAt(place: Place, street: Pick<OrderAddress, "address" | "zipcode">): OrderAddress {
  return { label: "Rumah", behalf_name: "Budi Santoso", behalf_phone: "081234567890", ...street, ...regionsOf(place) };
}

type AddressRegionKey = `${"province" | "city" | "sub_district" | "area"}${"" | "_id"}`;

/** For tests only: an address-book entry at `place` as the API and the pages show it; `fields` name the rest. */
export function addressDtoAt(place: Place, fields: Omit<AddressDto, AddressRegionKey>): AddressDto {
  const { province, city, district, village } = regionsOf(place);
  return {
    ...fields,
    province_id: province.id,
    city_id: city.id,
    sub_district_id: district.id,
    area_id: village.id,
    province,
    city,
    sub_district: district,
    area: village,
  };
}

/** For tests only: a buyer's home in Bandung (Gegerkalong, Sukasari), as an order keeps its shipping address. */
export const BANDUNG_HOME: OrderAddress = orderAddressAt(
  {
    province_id: "32",
    city_id: "32.73",
    district_id: "32.73.01",
    village_id: "32.73.01.1001",
    names: { province: "Jawa Barat", city: "Kota Bandung", district: "Sukasari", village: "Gegerkalong" },
  },
  { address: "Jl. Merdeka No. 10", zipcode: "40111" },
);
