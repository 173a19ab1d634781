import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import { placeholderFor, preparedQuery } from "../../db/prepared.ts";
import { product } from "../catalog/catalog.tables.ts";
import { joinProductStore, productFaceColumns, type ProductFaceRow } from "../catalog/index.ts";
import { runningOfferColumn, type FlashOffer } from "../flashsale/index.ts";
import { joinStoreLocation, storeLocation, storeRefColumns } from "../merchant/index.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { CART_MAX_LINES } from "./cart.inputs.ts";
import { cart_item } from "./cart.tables.ts";

export interface CartLineRow {
  id: number;
  product_id: number;
  attribute: string;
  qty: number;
  note: string;
  is_checked: boolean;
  /** The product's running flash-sale offer, read with the line (decision 0014). */
  flash_offer: FlashOffer | null;
  product: ProductFaceRow & {
    weight_grams: number;
    status: string;
    attribute_type: string | null;
    attribute_values: string[];
  };
  merchant: {
    id: number;
    name: string;
    slug: string;
    storetype: string;
    status: string;
    is_pkp: boolean;
    npwp: string | null;
    city: string;
    province: string;
    /** Closed for its scheduled holiday at the time the lines were read: nothing of it can be bought. */
    on_holiday: boolean;
    // Where parcels leave from: shipping quotes start here.
    province_id: string;
    city_id: string;
    district_id: string | null;
  };
}

/** What tells the shopper why an add or buy-now upsert was refused. */
export interface ProductForCart {
  id: number;
  stock: number;
  status: string;
  merchant_status: string;
  /** The store is closed for its scheduled holiday now. */
  merchant_on_holiday: boolean;
  attribute_values: string[];
}

const shopperNow = sql`${sql.placeholder("now")}::timestamptz`;

/** The store of the row is closed for its scheduled holiday ('libur toko') at `now`. */
function storeOnHoliday(now: SQL) {
  return sql<boolean>`coalesce(${merchant.holiday_from} <= ${now} and ${now} < ${merchant.holiday_to}, false)`;
}

const shopperLines = preparedQuery("cart_lines", (db) =>
  joinStoreLocation(
    joinProductStore(
      db
        .select({
          id: cart_item.id,
          product_id: cart_item.product_id,
          attribute: cart_item.attribute,
          qty: cart_item.qty,
          note: cart_item.note,
          is_checked: cart_item.is_checked,
          flash_offer: runningOfferColumn(cart_item.product_id, shopperNow),
          product: {
            ...productFaceColumns,
            weight_grams: product.weight_grams,
            status: product.status,
            attribute_type: product.attribute_type,
            attribute_values: product.attribute_values,
          },
          merchant: {
            ...storeRefColumns,
            status: merchant.status,
            is_pkp: merchant.is_pkp,
            npwp: merchant.npwp,
            city: storeLocation.cityName,
            province: storeLocation.provinceName,
            on_holiday: storeOnHoliday(shopperNow),
            province_id: storeLocation.provinceId,
            city_id: storeLocation.cityId,
            district_id: storeLocation.districtId,
          },
        })
        .from(cart_item)
        .$dynamic(),
      cart_item.product_id,
    ),
  )
    .where(eq(cart_item.user_id, placeholderFor("userId", cart_item.user_id)))
    .orderBy(desc(cart_item.created_at), desc(cart_item.id)),
);

// The header's cart dropdown, on every page a signed-in shopper opens.
const headerPreview = preparedQuery("cart_header_preview", (db) =>
  db
    .select({
      id: cart_item.id,
      product_id: cart_item.product_id,
      qty: cart_item.qty,
      attribute: cart_item.attribute,
      slug: product.slug,
      name: product.name,
      photos: product.photos,
      publish_price: product.publish_price,
      weight_grams: product.weight_grams,
      flash_offer: runningOfferColumn(cart_item.product_id, shopperNow),
    })
    .from(cart_item)
    .innerJoin(product, eq(product.id, cart_item.product_id))
    .where(eq(cart_item.user_id, placeholderFor("userId", cart_item.user_id)))
    .orderBy(desc(cart_item.created_at), asc(cart_item.id))
    .limit(sql.placeholder("limit")),
);

export function createCartRepository(db: Executor) {
  return {
    /** The shopper's lines, newest first, with the product and store as they are now. */
    async lines(userId: number, now: Date): Promise<CartLineRow[]> {
      return shopperLines(db, { userId, now: now.toISOString() });
    },

    async lineCount(userId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(cart_item).where(eq(cart_item.user_id, userId));
      return row?.value ?? 0;
    },

    async productForCart(productId: number, now: Date): Promise<ProductForCart | undefined> {
      const [row] = await db
        .select({
          id: product.id,
          stock: product.stock,
          status: product.status,
          merchant_status: merchant.status,
          merchant_on_holiday: storeOnHoliday(sql`${now.toISOString()}::timestamptz`),
          attribute_values: product.attribute_values,
        })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .where(eq(product.id, productId));
      return row;
    },

    async findLine(userId: number, productId: number, attribute: string) {
      const [row] = await db
        .select({ id: cart_item.id, qty: cart_item.qty })
        .from(cart_item)
        .where(
          and(eq(cart_item.user_id, userId), eq(cart_item.product_id, productId), eq(cart_item.attribute, attribute)),
        );
      return row;
    },

    /**
     * Adds units to the shopper's line for this product and attribute, creating it if needed, in one
     * statement that also checks everything the shopper could be refused for: the product is published by
     * an active store not closed for its holiday at `now`, the attribute is one of its values (or empty when it has none), the cart has room
     * for a new line, and the stock covers the result. The stock check reads the product in the statement
     * that writes the line, and the unique index serialises concurrent adds, so parallel requests can never
     * hold more than the stock. mode 'add' adds to an existing line; 'set' replaces its quantity (buy now).
     * Returns undefined when refused; the caller asks why only then.
     */
    async upsertLine(
      userId: number,
      line: { productId: number; attribute: string; qty: number; note: string },
      mode: "add" | "set",
      now: Date,
    ): Promise<{ id: number; qty: number } | undefined> {
      const newQty = mode === "add" ? sql`cart_item.qty + excluded.qty` : sql`excluded.qty`;
      const rows = rowsOf<{ id: number; qty: number }>(
        await db.execute(sql`
          insert into cart_item (user_id, product_id, attribute, qty, note, is_checked)
          select ${userId}, p.id, ${line.attribute}, ${line.qty}, ${line.note}, true
          from product p join merchant m on m.id = p.merchant_id
          where p.id = ${line.productId} and p.status = 'PUBLISH' and m.status = 'active' and p.stock >= ${line.qty}
            and not coalesce(m.holiday_from <= ${now.toISOString()}::timestamptz and ${now.toISOString()}::timestamptz < m.holiday_to, false)
            and case when jsonb_array_length(p.attribute_values) > 0
                  then p.attribute_values @> jsonb_build_array(${line.attribute}::text)
                  else ${line.attribute} = '' end
            and ((select count(*) from cart_item where user_id = ${userId}) < ${CART_MAX_LINES}
              or exists (select 1 from cart_item where user_id = ${userId} and product_id = ${line.productId} and attribute = ${line.attribute}))
          on conflict (user_id, product_id, attribute) do update
            set qty = ${newQty},
                note = case when excluded.note <> '' then excluded.note else cart_item.note end,
                is_checked = true,
                updated_at = now()
            where ${newQty} <= (select stock from product where id = excluded.product_id)
          returning id, qty`),
      );
      const row = rows[0];
      return row ? { id: Number(row.id), qty: Number(row.qty) } : undefined;
    },

    /** Sets a line's quantity if the stock allows; undefined when the line is not the shopper's or stock is short. */
    async setQty(userId: number, itemId: number, qty: number): Promise<{ id: number } | undefined> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`
          update cart_item set qty = ${qty}, updated_at = now()
          from product
          where cart_item.id = ${itemId} and cart_item.user_id = ${userId}
            and product.id = cart_item.product_id and product.stock >= ${qty}
          returning cart_item.id`),
      );
      return rows[0];
    },

    async lineWithStock(userId: number, itemId: number) {
      const [row] = await db
        .select({ id: cart_item.id, qty: cart_item.qty, stock: product.stock })
        .from(cart_item)
        .innerJoin(product, eq(product.id, cart_item.product_id))
        .where(and(eq(cart_item.id, itemId), eq(cart_item.user_id, userId)));
      return row;
    },

    async setNote(userId: number, itemId: number, note: string): Promise<boolean> {
      const rows = await db
        .update(cart_item)
        .set({ note, updated_at: sql`now()` })
        .where(and(eq(cart_item.id, itemId), eq(cart_item.user_id, userId)))
        .returning({ id: cart_item.id });
      return rows.length > 0;
    },

    /** Checks or unchecks the shopper's lines among itemIds; others' ids are ignored. Returns how many changed hands. */
    async setChecked(userId: number, itemIds: number[], checked: boolean): Promise<number> {
      const rows = await db
        .update(cart_item)
        .set({ is_checked: checked })
        .where(and(eq(cart_item.user_id, userId), inArray(cart_item.id, itemIds)))
        .returning({ id: cart_item.id });
      return rows.length;
    },

    async uncheckAllExcept(userId: number, itemId: number) {
      await db
        .update(cart_item)
        .set({ is_checked: false })
        .where(and(eq(cart_item.user_id, userId), ne(cart_item.id, itemId)));
    },

    async remove(userId: number, itemIds: number[]): Promise<number> {
      const rows = await db
        .delete(cart_item)
        .where(and(eq(cart_item.user_id, userId), inArray(cart_item.id, itemIds)))
        .returning({ id: cart_item.id });
      return rows.length;
    },

    /** The header dropdown: the newest lines, lightweight. */
    async preview(userId: number, limit: number, now: Date) {
      return headerPreview(db, { userId, limit, now: now.toISOString() });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
