import { z } from "zod";
import { langInput as lang } from "../shared/inputs.ts";
import { REGION_ID_PATTERN } from "./region.dto.ts";

const regionId = (pattern: RegExp) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "validation.required" : "address.region.invalid") })
    .trim()
    .regex(pattern, "address.region.invalid");

/** GET /province */
export const provinceListQuery = z.object({ lang }).strict();
/** GET /city?province_id= */
export const cityListQuery = z.object({ province_id: regionId(REGION_ID_PATTERN.province), lang }).strict();
/** GET /subdistrict?city_id= */
export const districtListQuery = z.object({ city_id: regionId(REGION_ID_PATTERN.city), lang }).strict();
/** GET /area?kecamatan_id= (kecamatan: the district, the spec's sub-district) */
export const villageListQuery = z.object({ kecamatan_id: regionId(REGION_ID_PATTERN.district), lang }).strict();
