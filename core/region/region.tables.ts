import { index, pgTable, text } from "drizzle-orm/pg-core";
import { foreignCode } from "../shared/columns.ts";

// Codes are the official Kemendagri codes from idn-area-data ("32", "32.73", "32.73.01", "32.73.01.1001").
export const province = pgTable("province", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
});

export const city = pgTable(
  "city",
  {
    id: text("id").primaryKey(),
    province_id: foreignCode("province_id", () => province.id),
    name: text("name").notNull(),
  },
  (table) => [index("idx_city_province_id").on(table.province_id)],
);

export const district = pgTable(
  "district",
  {
    id: text("id").primaryKey(),
    city_id: foreignCode("city_id", () => city.id),
    name: text("name").notNull(),
  },
  (table) => [index("idx_district_city_id").on(table.city_id)],
);

export const village = pgTable(
  "village",
  {
    id: text("id").primaryKey(),
    district_id: foreignCode("district_id", () => district.id),
    name: text("name").notNull(),
  },
  (table) => [index("idx_village_district_id").on(table.district_id)],
);
