import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseCsv } from "./csv.ts";

/** Rows of idn-area-data (Kemendagri codes), read straight from the package's CSV files. */
export interface RegionData {
  provinces: { id: string; name: string }[];
  cities: { id: string; province_id: string; name: string }[];
  districts: { id: string; city_id: string; name: string }[];
  villages: { id: string; district_id: string; name: string }[];
}

function dataDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("idn-area-data/package.json")), "data");
}

function readTable(file: string, expectedHeader: string[]): string[][] {
  const rows = parseCsv(readFileSync(path.join(dataDir(), file), "utf8"));
  const header = rows.shift();
  if (!header || expectedHeader.some((name, index) => header[index] !== name)) {
    throw new Error(`idn-area-data ${file}: unexpected header ${header?.join(",")}`);
  }
  return rows;
}

let cached: RegionData | undefined;

export function loadRegionData(): RegionData {
  cached ??= {
    provinces: readTable("provinces.csv", ["code", "name"]).map(([id, name]) => ({ id: id!, name: name! })),
    cities: readTable("regencies.csv", ["code", "province_code", "name"]).map(([id, province_id, name]) => ({
      id: id!,
      province_id: province_id!,
      name: name!,
    })),
    districts: readTable("districts.csv", ["code", "regency_code", "name"]).map(([id, city_id, name]) => ({
      id: id!,
      city_id: city_id!,
      name: name!,
    })),
    villages: readTable("villages.csv", ["code", "district_code", "name"]).map(([id, district_id, name]) => ({
      id: id!,
      district_id: district_id!,
      name: name!,
    })),
  };
  return cached;
}
