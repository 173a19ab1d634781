import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, foreignId, timestamps, timestamptz } from "../shared/columns.ts";
import { user } from "../account/account.tables.ts";
import { city, district, province, village } from "../region/region.tables.ts";

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
    // Sells as a registered company (its details are the owner's company record, core/account).
    is_company: boolean("is_company").notNull().default(false),
    is_pkp: boolean("is_pkp").notNull().default(false),
    npwp: text("npwp"),
    // The person the platform calls about the store.
    pic_name: text("pic_name"),
    pic_phone: text("pic_phone"),
    // 'onboarding' | 'pending_review' | 'active' | 'closed' (account.dto MERCHANT_STATUSES).
    status: text("status").notNull().default("active"),
    logo_url: text("logo_url"),
    banner_url: text("banner_url"),
    // Uploaded files (core/media ids): the logo (its public address is logo_url) and the private documents
    // the platform checks the seller by (decision 0023).
    logo_file_id: text("logo_file_id"),
    ktp_file_id: text("ktp_file_id"),
    ktp_selfie_file_id: text("ktp_selfie_file_id"),
    npwp_file_id: text("npwp_file_id"),
    company_doc_file_id: text("company_doc_file_id"),
    // Where parcels leave from; unset only while the store is being opened (merchant_location_when_open).
    province_id: text("province_id").references(() => province.id),
    city_id: text("city_id").references(() => city.id),
    district_id: text("district_id").references(() => district.id),
    village_id: text("village_id").references(() => village.id),
    zipcode: text("zipcode"),
    address: text("address"),
    // A scheduled closure ('libur toko'): from inclusive, to exclusive; nothing can be bought meanwhile.
    holiday_from: timestamptz("holiday_from"),
    holiday_to: timestamptz("holiday_to"),
    holiday_note: text("holiday_note"),
    rating_avg: numeric("rating_avg", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    rating_count: integer("rating_count").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("idx_merchant_slug").on(table.slug),
    // Store names are unique whatever their case; the service checks first, this settles a race.
    uniqueIndex("idx_merchant_lower_name").on(sql`lower(${table.name})`),
    uniqueIndex("idx_merchant_user_id").on(table.user_id),
    index("idx_merchant_storetype").on(table.storetype),
    check("merchant_storetype_known", sql`${table.storetype} in ('official', 'regular')`),
    check("merchant_status_known", sql`${table.status} in ('onboarding', 'pending_review', 'active', 'closed')`),
    check(
      "merchant_location_when_open",
      sql`${table.status} = 'onboarding' or (${table.province_id} is not null and ${table.city_id} is not null)`,
    ),
    check(
      "merchant_holiday_window",
      sql`(${table.holiday_from} is null) = (${table.holiday_to} is null) and (${table.holiday_from} is null or ${table.holiday_from} < ${table.holiday_to})`,
    ),
  ],
);

/** Indonesian banks a store may be paid into, by their official (BI/SKN) code; seeded by a migration. */
export const bank = pgTable("bank", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
});

/** The account a store's earnings are paid into: one per store. */
export const merchant_bank_account = pgTable(
  "merchant_bank_account",
  {
    id: id(),
    merchant_id: integer("merchant_id")
      .notNull()
      .references(() => merchant.id, { onDelete: "cascade" }),
    bank_code: text("bank_code")
      .notNull()
      .references(() => bank.code),
    account_number: text("account_number").notNull(),
    branch: text("branch"),
    holder_name: text("holder_name").notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex("idx_merchant_bank_account_merchant_id").on(table.merchant_id)],
);

/** One picture of a store's banner slider: an uploaded file, its public address and where it leads. */
export interface BannerSlideRow {
  file_id: string;
  url: string;
  target: string | null;
}

/**
 * A store's banners on its page: the main banner, a slider (in order) and a long secondary banner, each
 * with an optional target (decision 0027). The main banner's address is also merchant.banner_url.
 */
export const merchant_banner = pgTable("merchant_banner", {
  merchant_id: integer("merchant_id")
    .primaryKey()
    .references(() => merchant.id, { onDelete: "cascade" }),
  main_file_id: text("main_file_id"),
  main_target: text("main_target"),
  slides: jsonb("slides").$type<BannerSlideRow[]>().notNull().default([]),
  secondary_file_id: text("secondary_file_id"),
  secondary_url: text("secondary_url"),
  secondary_target: text("secondary_target"),
  ...timestamps,
});
