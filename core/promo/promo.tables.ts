import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, foreignId, money, timestamptz, createdAt, timestamps } from "../shared/columns.ts";
import { user } from "../account/account.tables.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { product } from "../catalog/catalog.tables.ts";

/**
 * A platform promo ('tokoexpress' in the spec's API) when merchant_id is null, else a store voucher.
 * kind: 'percentage' (value = percent, capped by max_discount), 'fixed' (value = rupiah),
 * 'free_shipping' (shipping paid up to max_discount).
 */
export const promo = pgTable(
  "promo",
  {
    id: id(),
    merchant_id: integer("merchant_id").references(() => merchant.id),
    name: text("name").notNull(),
    name_en: text("name_en").notNull(),
    slug: text("slug").notNull(),
    code: text("code"),
    kind: text("kind").notNull(),
    value: integer("value").notNull(),
    max_discount: money("max_discount"),
    min_purchase: money("min_purchase").notNull().default(0),
    starts_at: timestamptz("starts_at").notNull(),
    ends_at: timestamptz("ends_at").notNull(),
    quota_total: integer("quota_total"),
    quota_used: integer("quota_used").notNull().default(0),
    per_user_limit: integer("per_user_limit").notNull().default(1),
    // Claim-only promos must be claimed with their code before they show in the buyer's list.
    requires_claim: integer("requires_claim").notNull().default(0),
    banner_url: text("banner_url"),
    description: text("description").notNull().default(""),
    description_en: text("description_en").notNull().default(""),
    json_meta: jsonb("json_meta").$type<{ icon?: string }>().notNull().default({}),
    // False for a code-only store voucher: left off the store page, found only by its code.
    listed: boolean("listed").notNull().default(true),
    // A store voucher its merchant deleted after it was used: ended, kept for the orders that name it.
    deleted_at: timestamptz("deleted_at"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("idx_promo_slug").on(table.slug),
    uniqueIndex("idx_promo_code").on(sql`upper(${table.code})`),
    index("idx_promo_merchant_id").on(table.merchant_id),
    check("promo_kind_known", sql`${table.kind} in ('percentage', 'fixed', 'free_shipping')`),
    check("promo_value_positive", sql`${table.value} > 0`),
    check("promo_percentage_at_most_100", sql`${table.kind} <> 'percentage' or ${table.value} <= 100`),
    check("promo_quota_not_exceeded", sql`${table.quota_total} is null or ${table.quota_used} <= ${table.quota_total}`),
    check("promo_window_ordered", sql`${table.ends_at} > ${table.starts_at}`),
  ],
);

export const promo_claim = pgTable(
  "promo_claim",
  {
    promo_id: foreignId("promo_id", () => promo.id, { onDelete: "cascade" }),
    user_id: foreignId("user_id", () => user.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.promo_id, table.user_id] }),
    index("idx_promo_claim_user_id").on(table.user_id),
  ],
);

/**
 * The promos a shopper has chosen for the cart. At most one platform promo (merchant_id null) and one
 * voucher per store, enforced by the two partial unique indexes; merchant_id is copied from the promo.
 */
export const promo_selection = pgTable(
  "promo_selection",
  {
    user_id: foreignId("user_id", () => user.id, { onDelete: "cascade" }),
    promo_id: foreignId("promo_id", () => promo.id, { onDelete: "cascade" }),
    merchant_id: integer("merchant_id").references(() => merchant.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.promo_id] }),
    uniqueIndex("idx_promo_selection_user_id_platform")
      .on(table.user_id)
      .where(sql`${table.merchant_id} is null`),
    uniqueIndex("idx_promo_selection_user_id_merchant_id")
      .on(table.user_id, table.merchant_id)
      .where(sql`${table.merchant_id} is not null`),
  ],
);

/**
 * A promo used on a paid (or pending) invoice: counts against the per-user limit. reference names the
 * invoice, so one checkout cannot redeem a promo twice; an expired invoice deletes its redemptions.
 */
export const promo_redemption = pgTable(
  "promo_redemption",
  {
    id: id(),
    promo_id: foreignId("promo_id", () => promo.id),
    user_id: foreignId("user_id", () => user.id),
    reference: text("reference").notNull(),
    amount: money("amount").notNull(),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("idx_promo_redemption_promo_id_reference").on(table.promo_id, table.reference),
    index("idx_promo_redemption_user_id_promo_id").on(table.user_id, table.promo_id),
    check("promo_redemption_amount_not_negative", sql`${table.amount} >= 0`),
  ],
);

/** The products a store voucher is limited to; a voucher without rows here covers every product of its store. */
export const promo_product = pgTable(
  "promo_product",
  {
    promo_id: foreignId("promo_id", () => promo.id, { onDelete: "cascade" }),
    product_id: foreignId("product_id", () => product.id),
  },
  (table) => [
    primaryKey({ columns: [table.promo_id, table.product_id] }),
    index("idx_promo_product_product_id").on(table.product_id),
  ],
);
