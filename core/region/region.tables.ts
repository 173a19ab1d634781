import { index, pgTable, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import { foreignCode } from "../shared/columns.ts";

// Codes are the official Kemendagri codes from idn-area-data ("32", "32.73", "32.73.01", "32.73.01.1001").
const code = () => text("id").primaryKey();
const regionName = () => text("name").notNull();

export const province = pgTable("province", { id: code(), name: regionName() });

type LevelColumns<Parent extends string> = {
  id: ReturnType<typeof code>;
  name: ReturnType<typeof regionName>;
} & Record<Parent, ReturnType<typeof foreignCode>>;

/** A level below the province: its code, its parent's code (indexed, for the lists by parent) and its name. */
function regionLevel<Name extends string, Parent extends string>(
  name: Name,
  parentColumn: Parent,
  parent: () => AnyPgColumn,
) {
  const columns = { id: code(), [parentColumn]: foreignCode(parentColumn, parent), name: regionName() };
  return pgTable(name, columns as LevelColumns<Parent>, (table) => [
    index(`idx_${name}_${parentColumn}`).on(table[parentColumn]),
  ]);
}

export const city = regionLevel("city", "province_id", () => province.id);
export const district = regionLevel("district", "city_id", () => city.id);
export const village = regionLevel("village", "district_id", () => district.id);
