import { z } from "zod";
import { regionDto } from "../region/index.ts";

/**
 * An address as the API and the pages show it (spec §3 Address), with the names of its regions.
 * `is_main_address` is 'yes' or 'no', as in the checkout preview's address_book (spec §3).
 */
export const addressDto = z.object({
  id: z.number(),
  label: z.string(),
  behalf_name: z.string(),
  behalf_phone: z.string(),
  address: z.string(),
  zipcode: z.string(),
  province_id: z.string(),
  city_id: z.string(),
  sub_district_id: z.string(),
  area_id: z.string(),
  province: regionDto,
  city: regionDto,
  sub_district: regionDto,
  area: regionDto,
  is_main_address: z.enum(["yes", "no"]),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AddressDto = z.infer<typeof addressDto>;

/** The address list's meta: every address of the buyer, searched or not, and how many one may keep. */
export const addressListMetaDto = z.object({ total: z.number(), max: z.number() });

/** What a deletion answers: the address that became main, if any. */
export const addressRemovalDto = z.object({ id: z.number(), promoted: addressDto.nullable() });
export type AddressRemovalDto = z.infer<typeof addressRemovalDto>;
