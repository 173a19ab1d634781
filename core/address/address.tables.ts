import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "../account/account.tables.ts";
import { city, district, province, village } from "../region/region.tables.ts";
import { timestamps } from "../shared/columns.ts";

/**
 * A buyer's address book. Whenever a buyer has addresses, exactly one is the main one: the first address
 * becomes main, set-default moves the mark, deleting the main address promotes the newest remaining one
 * (docs/decisions/0010-address-book.md).
 */
export const address_book = pgTable(
  "address_book",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    behalf_name: text("behalf_name").notNull(),
    behalf_phone: text("behalf_phone").notNull(),
    province_id: text("province_id")
      .notNull()
      .references(() => province.id),
    city_id: text("city_id")
      .notNull()
      .references(() => city.id),
    sub_district_id: text("sub_district_id")
      .notNull()
      .references(() => district.id),
    area_id: text("area_id")
      .notNull()
      .references(() => village.id),
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
