import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "../account/account.tables.ts";
import { city, district, province, village } from "../region/region.tables.ts";
import { id, foreignId, foreignCode, timestamps } from "../shared/columns.ts";

/**
 * A buyer's address book. Whenever a buyer has addresses, exactly one is the main one: the first address
 * becomes main, set-default moves the mark, deleting the main address promotes the newest remaining one
 * (docs/decisions/0010-address-book.md).
 */
export const address_book = pgTable(
  "address_book",
  {
    id: id(),
    user_id: foreignId("user_id", () => user.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    behalf_name: text("behalf_name").notNull(),
    behalf_phone: text("behalf_phone").notNull(),
    province_id: foreignCode("province_id", () => province.id),
    city_id: foreignCode("city_id", () => city.id),
    sub_district_id: foreignCode("sub_district_id", () => district.id),
    area_id: foreignCode("area_id", () => village.id),
    address: text("address").notNull(),
    zipcode: text("zipcode").notNull(),
    is_main_address: boolean("is_main_address").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index("idx_address_book_user_id").on(table.user_id),
    // At most one main address per buyer.
    uniqueIndex("idx_address_book_user_id_main")
      .on(table.user_id)
      .where(sql`${table.is_main_address}`),
    check("address_book_zipcode_5_digits", sql`${table.zipcode} ~ '^[0-9]{5}$'`),
  ],
);
