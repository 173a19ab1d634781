import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, foreignId, foreignCode, timestamps } from "../shared/columns.ts";
import { user } from "../account/account.tables.ts";
import { city, district, province } from "../region/region.tables.ts";

export const merchant = pgTable(
  "merchant",
  {
    id: id(),
    user_id: foreignId("user_id", () => user.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    // 'official' brand store or a 'regular' shop; display only (spec §6).
    storetype: text("storetype").notNull().default("regular"),
    is_pkp: boolean("is_pkp").notNull().default(false),
    npwp: text("npwp"),
    status: text("status").notNull().default("active"),
    logo_url: text("logo_url"),
    banner_url: text("banner_url"),
    province_id: foreignCode("province_id", () => province.id),
    city_id: foreignCode("city_id", () => city.id),
    district_id: text("district_id").references(() => district.id),
    address: text("address"),
    rating_avg: numeric("rating_avg", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    rating_count: integer("rating_count").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("idx_merchant_slug").on(table.slug),
    uniqueIndex("idx_merchant_user_id").on(table.user_id),
    index("idx_merchant_storetype").on(table.storetype),
    check("merchant_storetype_known", sql`${table.storetype} in ('official', 'regular')`),
    check("merchant_status_known", sql`${table.status} in ('active', 'closed')`),
  ],
);
