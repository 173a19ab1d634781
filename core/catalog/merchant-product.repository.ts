import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { category, product } from "./catalog.tables.ts";
import type { MerchantProductListRow, MerchantProductRow } from "./merchant-product.dto.ts";
import type { MerchantProductSort, MerchantProductTab } from "./merchant-product.view.ts";

/** The columns a merchant's product is read with, everywhere in the merchant centre. */
const columns = {
  id: product.id,
  slug: product.slug,
  name: product.name,
  variant_name: product.variant_name,
  variant_group: product.variant_group,
  category_id: product.category_id,
  description: product.description,
  youtube_url: product.youtube_url,
  photos: product.photos,
  attribute_type: product.attribute_type,
  attribute_values: product.attribute_values,
  base_price: product.base_price,
  publish_price: product.publish_price,
  stock: product.stock,
  weight_grams: product.weight_grams,
  length_cm: product.length_cm,
  width_cm: product.width_cm,
  height_cm: product.height_cm,
  condition: product.condition,
  min_order: product.min_order,
  sku: product.sku,
  status: product.status,
  sold_count: product.sold_count,
  created_at: product.created_at,
  updated_at: product.updated_at,
};

/**
 * What a row of the list shows (toMerchantProductRow): the cover alone of the photos, and none of the long
 * columns (description, the search vectors) that a page of rows would otherwise carry from the database.
 */
const listColumns = {
  id: product.id,
  slug: product.slug,
  name: product.name,
  variant_name: product.variant_name,
  thumb: sql<string | null>`${product.photos} ->> 0`,
  sku: product.sku,
  status: product.status,
  base_price: product.base_price,
  publish_price: product.publish_price,
  stock: product.stock,
  sold_count: product.sold_count,
  created_at: product.created_at,
  updated_at: product.updated_at,
};

/** What a merchant may write on a product row (the store, slug, sales and ratings are never theirs to set). */
export type MerchantProductValues = Pick<
  MerchantProductRow,
  | "category_id"
  | "name"
  | "variant_name"
  | "description"
  | "youtube_url"
  | "attribute_type"
  | "attribute_values"
  | "base_price"
  | "publish_price"
  | "stock"
  | "weight_grams"
  | "length_cm"
  | "width_cm"
  | "height_cm"
  | "min_order"
  | "sku"
> & { condition: "new" | "used"; photos?: string[] };

/**
 * A store's products that exist for it: every status but DELETED. The status is written into the statement,
 * not sent as a parameter, so that the planner may use the indexes kept for these rows alone (`where status
 * <> 'DELETED'`) in a plan it keeps for the prepared statement too.
 */
const ownedBy = (storeId: number) => and(eq(product.merchant_id, storeId), sql`${product.status} <> 'DELETED'`);

function tabCondition(tab: MerchantProductTab): SQL | undefined {
  switch (tab) {
    case "all":
      return undefined;
    case "PUBLISH":
    case "HIDDEN":
      return eq(product.status, tab);
    case "out_of_stock":
      return eq(product.stock, 0);
  }
}

/** LIKE's own characters in typed words match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Products whose name holds `search` or whose SKU starts with it, compared in lower case. `like` lets the
 * trigram index (idx_product_lower_name_sku_trgm) find them by the word's trigrams; a word without a run of
 * three letters or digits has none, and the index would be read whole (as a prepared statement's generic
 * plan would do whatever the word), so such a word is looked for by position, in a statement of its own
 * that reads the store's names.
 */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  if (/[\p{L}\p{N}]{3}/u.test(search)) {
    const pattern = likeEscaped(search);
    return sql`(lower(${product.name}) like lower(${`%${pattern}%`}) or lower(${product.sku}) like lower(${`${pattern}%`}))`;
  }
  return sql`(strpos(lower(${product.name}), lower(${search})) > 0 or starts_with(lower(${product.sku}), lower(${search})))`;
}

function orderFor(sort: MerchantProductSort, order: "asc" | "desc"): SQL[] {
  const by = order === "asc" ? asc : desc;
  switch (sort) {
    case "newest":
      return [by(product.created_at), by(product.id)];
    case "name":
      return [by(sql`lower(${product.name})`), by(product.id)];
    case "price":
      return [by(product.publish_price), by(product.id)];
    case "stock":
      return [by(product.stock), by(product.id)];
    case "sold":
      return [by(product.sold_count), by(product.id)];
  }
}

export function createMerchantProductRepository(db: Executor) {
  return {
    /**
     * One page of a store's products in a tab, matching `search` in the name or at the start of the SKU, and
     * how many match the search; without a search `total` is undefined: the tab's count (`counts`) is it.
     */
    async page(
      storeId: number,
      options: {
        tab: MerchantProductTab;
        search: string;
        sort: MerchantProductSort;
        order: "asc" | "desc";
        limit: number;
        offset: number;
      },
    ): Promise<{ rows: MerchantProductListRow[]; total: number | undefined }> {
      const where = and(ownedBy(storeId), tabCondition(options.tab), searchCondition(options.search));
      const order = orderFor(options.sort, options.order);
      // Without a word the page is read in the order of an index of the store's products, stopping after it
      // (idx_product_merchant_id_*), and the tab's count is the total.
      if (!options.search) {
        const rows = await db
          .select(listColumns)
          .from(product)
          .where(where)
          .orderBy(...order)
          .limit(options.limit)
          .offset(options.offset);
        return { rows, total: undefined };
      }
      // A search reads every match anyway: one pass gives the page and their number. A page past the end has
      // no row to carry the number, so only then is it counted on its own.
      const found = await db
        .select({ ...listColumns, total: sql<number>`(count(*) over ())::int` })
        .from(product)
        .where(where)
        .orderBy(...order)
        .limit(options.limit)
        .offset(options.offset);
      const rows = found.map(({ total: _total, ...row }) => row);
      if (found.length > 0 || options.offset === 0) return { rows, total: found[0]?.total ?? 0 };
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(product)
        .where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    /** How many of a store's products each tab holds. */
    async counts(storeId: number): Promise<Record<MerchantProductTab, number>> {
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          PUBLISH: sql<number>`(count(*) filter (where ${product.status} = 'PUBLISH'))::int`,
          HIDDEN: sql<number>`(count(*) filter (where ${product.status} = 'HIDDEN'))::int`,
          out_of_stock: sql<number>`(count(*) filter (where ${product.stock} = 0))::int`,
        })
        .from(product)
        .where(ownedBy(storeId));
      return row ?? { all: 0, PUBLISH: 0, HIDDEN: 0, out_of_stock: 0 };
    },

    /** The store's products among `ids` (others' and deleted ones are left out), locked when `forUpdate`. */
    async owned(storeId: number, ids: readonly number[], forUpdate = false): Promise<MerchantProductRow[]> {
      if (ids.length === 0) return [];
      const query = db
        .select(columns)
        .from(product)
        .where(and(ownedBy(storeId), inArray(product.id, [...ids])))
        .orderBy(asc(product.id));
      return forUpdate ? query.for("update") : query;
    },

    /** The store's products of a variant group, by id. */
    async group(storeId: number, group: number): Promise<MerchantProductRow[]> {
      return db
        .select(columns)
        .from(product)
        .where(and(ownedBy(storeId), eq(product.variant_group, group)))
        .orderBy(asc(product.id));
    },

    /** A category's level, or null when there is none. */
    async categoryLevel(id: number): Promise<number | null> {
      const [row] = await db.select({ level: category.level }).from(category).where(eq(category.id, id));
      return row?.level ?? null;
    },

    /** Which of `skus` (compared without case) another product of the store, not in `except`, already has. */
    async takenSkus(storeId: number, skus: readonly string[], except: readonly number[]): Promise<string[]> {
      if (skus.length === 0) return [];
      const rows = await db
        .select({ sku: product.sku })
        .from(product)
        .where(
          and(
            ownedBy(storeId),
            sql`lower(${product.sku}) = any(${sql.param(skus.map((sku) => sku.toLowerCase()))}::text[])`,
            except.length > 0 ? sql`${product.id} <> all(${sql.param([...except])}::int[])` : undefined,
          ),
        );
      return rows.flatMap((row) => (row.sku ? [row.sku.toLowerCase()] : []));
    },

    async insert(
      storeId: number,
      values: MerchantProductValues & { slug: string; variant_group: number | null; now: Date },
    ): Promise<number> {
      const { now, ...rest } = values;
      const [row] = await db
        .insert(product)
        .values({ photos: [], ...rest, merchant_id: storeId, status: "PUBLISH", created_at: now, updated_at: now })
        .returning({ id: product.id });
      return row!.id;
    },

    async update(
      storeId: number,
      id: number,
      values: Partial<MerchantProductValues> & { variant_group?: number | null; now: Date },
    ): Promise<void> {
      const { now, ...rest } = values;
      await db
        .update(product)
        .set({ ...rest, updated_at: now })
        .where(and(ownedBy(storeId), eq(product.id, id)));
    },

    /** Which of these uploads a product of the store (any status: orders of deleted ones show them) still shows. */
    async photosInUse(storeId: number, mediaIds: readonly string[]): Promise<string[]> {
      if (mediaIds.length === 0) return [];
      const rows = await db
        .select({ photos: product.photos })
        .from(product)
        .where(
          and(
            eq(product.merchant_id, storeId),
            sql`${product.photos}::text like any(${sql.param(mediaIds.map((id) => `%/${id}/%`))}::text[])`,
          ),
        );
      return mediaIds.filter((id) => rows.some((row) => row.photos.some((url) => url.includes(`/${id}/`))));
    },

    async setStatus(
      storeId: number,
      ids: readonly number[],
      status: "PUBLISH" | "HIDDEN" | "DELETED",
      now: Date,
    ): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(product)
        .set({ status, updated_at: now })
        .where(and(ownedBy(storeId), inArray(product.id, [...ids])));
    },
  };
}

export type MerchantProductRepository = ReturnType<typeof createMerchantProductRepository>;
