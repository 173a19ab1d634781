import { z } from "zod";

/** One entry of a region list (spec §3: 'Region lists each id and name'). */
export const regionDto = z.object({ id: z.string(), name: z.string() });
export type RegionDto = z.infer<typeof regionDto>;

/** A village with every level above it: what an address, a shipping quote or an order shows. */
export interface ResolvedAreaDto {
  province: RegionDto;
  city: RegionDto;
  district: RegionDto;
  village: RegionDto;
}

/** The four region ids of an address form, top down. */
export interface RegionChain {
  province_id: string;
  city_id: string;
  sub_district_id: string;
  area_id: string;
}

/** The level of a region chain that does not belong to the one above it, or does not exist. */
export type RegionChainField = keyof RegionChain;

/**
 * Kemendagri code shapes per level ("32", "32.73", "32.73.01", "32.73.01.1001"): a malformed id is
 * refused before it reaches a query.
 */
export const REGION_ID_PATTERN = {
  province: /^\d{2}$/,
  city: /^\d{2}\.\d{2}$/,
  district: /^\d{2}\.\d{2}\.\d{2}$/,
  village: /^\d{2}\.\d{2}\.\d{2}\.\d{4}$/,
} as const;
