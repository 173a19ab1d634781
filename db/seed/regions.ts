import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

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

/**
 * RFC 4180 parsing: names such as `"Lambang Sari I, II, III"` and `"Soka""an"` hold commas and quotes.
 * The package's own reader streams through papaparse; reading synchronously is several times faster here.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      field = "";
      if (row.length > 1 || row[0] !== "") rows.push(row);
      row = [];
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
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
