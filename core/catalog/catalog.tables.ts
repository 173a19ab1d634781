import { sql } from "drizzle-orm";
import {
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { id, foreignId, money, timestamps } from "../shared/columns.ts";
import { merchant } from "../merchant/merchant.tables.ts";

// The search vocabulary belongs to core/search; it is re-exported here so that db/schema.ts (and so
// drizzle-kit) sees it.

/** PostgreSQL's full-text document type; filled by a trigger (see core/search, migration 0003). */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

export const category = pgTable(
  "category",
  {
    id: id(),
    parent_id: integer("parent_id").references((): AnyPgColumn => category.id),
    // 1 = top category, 2 = subcategory, 3 = leaf; products hang on leaves.
    level: integer("level").notNull(),
    name: text("name").notNull(),
    name_en: text("name_en").notNull(),
    slug: text("slug").notNull(),
    icon: text("icon"),
    sort_order: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("idx_category_slug").on(table.slug),
    index("idx_category_parent_id").on(table.parent_id),
    check("category_level_1_to_3", sql`${table.level} between 1 and 3`),
  ],
);

export const product = pgTable(
  "product",
  {
    id: id(),
    merchant_id: foreignId("merchant_id", () => merchant.id),
    category_id: foreignId("category_id", () => category.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    youtube_url: text("youtube_url"),
    // Products sold as colours/models of one item share a variant group; each is its own product.
    variant_group: integer("variant_group"),
    variant_name: text("variant_name"),
    attribute_type: text("attribute_type"),
    attribute_values: jsonb("attribute_values").$type<string[]>().notNull().default([]),
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    base_price: money("base_price").notNull(),
    publish_price: money("publish_price").notNull(),
    stock: integer("stock").notNull(),
    weight_grams: integer("weight_grams").notNull(),
    // Merchant-entered details (decision 0024): optional parcel size in whole centimetres, the item's
    // condition, the least a buyer orders, and the store's own stock-keeping code (unique per store).
    length_cm: integer("length_cm"),
    width_cm: integer("width_cm"),
    height_cm: integer("height_cm"),
    condition: text("condition").notNull().default("new"),
    min_order: integer("min_order").notNull().default(1),
    sku: text("sku"),
    status: text("status").notNull().default("PUBLISH"),
    sold_count: integer("sold_count").notNull().default(0),
    rating_avg: numeric("rating_avg", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    rating_count: integer("rating_count").notNull().default(0),
    // Search (owned by core/search): name (A), leaf category (B), store and subcategory (C), top category
    // (D), kept by the trigger product_search_vector_refresh so it can read the category and store names.
    search_vector: tsvector("search_vector"),
    // The name's words alone, for the header box's products: a weight-A query on search_vector finds in the
    // index every product with the words anywhere (a category named 'Pria') and rereads each to drop them.
    name_vector: tsvector("name_vector").generatedAlwaysAs(sql`to_tsvector('pasar'::regconfig, "name")`),
    // How much sales and rating lift a product in relevance order, and how far a product out of stock sinks
    // below every one in stock; mirrors RANKING in core/search/ranking.ts.
    search_boost: doublePrecision("search_boost")
      .notNull()
      .generatedAlwaysAs(
        sql`(1 + 0.1 * ln(1 + "sold_count"::float8)) * (1 + 0.05 * "rating_avg"::float8 * least(1.0, "rating_count"::float8 / 10.0)) * (case when "stock" > 0 then 1 else 0.000001 end)`,
      ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("idx_product_slug").on(table.slug),
    // Every search scans the GIN pending list, which by default grows to 4 MB between vacuums (and PGlite
    // has no autovacuum): 9 ms per search at 100k products. Without it (fastupdate off) inserts cost twice
    // as much; a 512 kB list keeps both cheap (bench/search.ts, migration 0005).
    index("idx_product_search_vector")
      .using("gin", table.search_vector)
      .with({ fastupdate: true, gin_pending_list_limit: 512 }),
    index("idx_product_name_vector")
      .using("gin", table.name_vector)
      .with({ fastupdate: true, gin_pending_list_limit: 512 }),
    index("idx_product_search_boost_id").on(table.search_boost.desc(), table.id.desc()),
    // A store's tab counts in the merchant centre, read from the index alone once vacuum has seen the rows
    // (a tenth of a scan of the store's wide rows on PostgreSQL); it serves lookups by store as well.
    index("idx_product_merchant_id_status_stock").on(table.merchant_id, table.status, table.stock),
    index("idx_product_category_id").on(table.category_id),
    // Related products: best sellers of one category.
    index("idx_product_category_id_sold_count").on(table.category_id, table.sold_count.desc()),
    index("idx_product_variant_group").on(table.variant_group),
    // The merchant centre's list: a store's products by status, newest first.
    index("idx_product_merchant_id_status_created_at").on(table.merchant_id, table.status, table.created_at.desc()),
    // Its pages without a search word, in the order of the sort asked for (merchant-product.repository.ts
    // orderFor; ascending keys, read backwards for a descending order, as `desc` means nulls first and a
    // `desc nulls last` key would not serve it): read from the index up to the page instead of sorting every product of the store. A tab
    // filters on the way (PUBLISH holds most of a store); a small one (HIDDEN, out of stock) the planner
    // reads through idx_product_merchant_id_status_stock instead. Stock and sales orders are left to a
    // sort: both change at every sale, and an index on them would cost each one.
    index("idx_product_merchant_id_created_at_id")
      .on(table.merchant_id, table.created_at, table.id)
      .where(sql`${table.status} <> 'DELETED'`),
    index("idx_product_merchant_id_publish_price_id")
      .on(table.merchant_id, table.publish_price, table.id)
      .where(sql`${table.status} <> 'DELETED'`),
    index("idx_product_merchant_id_lower_name_id")
      .on(table.merchant_id, sql`lower(${table.name})`, table.id)
      .where(sql`${table.status} <> 'DELETED'`),
    // Its search, `lower(name) like '%word%' or lower(sku) like 'word%'`: the trigrams of the word find the
    // few names (and SKUs) that hold it instead of every name of the store being read and compared.
    index("idx_product_lower_name_sku_trgm")
      .using("gin", sql`lower(${table.name}) gin_trgm_ops`, sql`lower(${table.sku}) gin_trgm_ops`)
      .with({ fastupdate: true, gin_pending_list_limit: 512 })
      .where(sql`${table.status} <> 'DELETED'`),
    // A deleted product gives its SKU back, so the store may use it again.
    uniqueIndex("idx_product_merchant_id_sku")
      .on(table.merchant_id, table.sku)
      .where(sql`${table.sku} is not null and ${table.status} <> 'DELETED'`),
    // SKUs are compared without case when a save checks them (takenSkus): found by index, not by reading
    // every product of the store, so a store's 10,000th product (or an import's) costs what its first did.
    index("idx_product_merchant_id_lower_sku").on(table.merchant_id, sql`lower(${table.sku})`),
    check("product_stock_not_negative", sql`${table.stock} >= 0`),
    check("product_prices_positive", sql`${table.publish_price} > 0 and ${table.base_price} >= ${table.publish_price}`),
    check("product_weight_positive", sql`${table.weight_grams} > 0`),
    check("product_condition_known", sql`${table.condition} in ('new', 'used')`),
    check("product_min_order_positive", sql`${table.min_order} >= 1`),
    check(
      "product_dimensions_positive",
      sql`coalesce(${table.length_cm}, 1) > 0 and coalesce(${table.width_cm}, 1) > 0 and coalesce(${table.height_cm}, 1) > 0`,
    ),
    // DELETED is a merchant's delete: the row stays for orders, carts and wishlists that name it.
    check("product_status_known", sql`${table.status} in ('PUBLISH', 'HIDDEN', 'DELETED')`),
  ],
);
