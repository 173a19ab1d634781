import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { user } from "../account/account.tables.ts";
import { product } from "../catalog/catalog.tables.ts";
import { joinProductStore, selectProductCards } from "../catalog/index.ts";
import { merchant } from "../merchant/merchant.tables.ts";
import { wishlist_item } from "./wishlist.tables.ts";

/** Every query is scoped to one shopper's rows: a buyer never reads or changes another's wishlist. */
export function createWishlistRepository(db: Executor) {
  return {
    /**
     * Serialises one shopper's wishlist changes (the size cap is a read then a write). The user row is the
     * natural lock: it exists for every shopper and nothing else locks it for long.
     */
    async lockOwner(userId: number): Promise<boolean> {
      const rows = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
      return rows.length > 0;
    },

    async has(userId: number, productId: number): Promise<boolean> {
      const rows = await db
        .select({ product_id: wishlist_item.product_id })
        .from(wishlist_item)
        .where(and(eq(wishlist_item.user_id, userId), eq(wishlist_item.product_id, productId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether shoppers may see the product now: its own status and its store's. */
    async productState(productId: number): Promise<{ status: string; merchant_status: string } | null> {
      const [row] = await db
        .select({ status: product.status, merchant_status: merchant.status })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merchant_id))
        .where(eq(product.id, productId))
        .limit(1);
      return row ?? null;
    },

    /** False when the row was already there (a double click racing itself). */
    async add(userId: number, productId: number, at: Date): Promise<boolean> {
      const rows = await db
        .insert(wishlist_item)
        .values({ user_id: userId, product_id: productId, created_at: at })
        .onConflictDoNothing()
        .returning({ product_id: wishlist_item.product_id });
      return rows.length > 0;
    },

    async remove(userId: number, productId: number): Promise<boolean> {
      const rows = await db
        .delete(wishlist_item)
        .where(and(eq(wishlist_item.user_id, userId), eq(wishlist_item.product_id, productId)))
        .returning({ product_id: wishlist_item.product_id });
      return rows.length > 0;
    },

    async count(userId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(wishlist_item).where(eq(wishlist_item.user_id, userId));
      return Number(row?.value ?? 0);
    },

    /** Newest first; the list is capped (WISHLIST_MAX_ITEMS), so this stays small. */
    async productIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ product_id: wishlist_item.product_id })
        .from(wishlist_item)
        .where(eq(wishlist_item.user_id, userId))
        .orderBy(desc(wishlist_item.created_at), desc(wishlist_item.product_id));
      return rows.map((row) => row.product_id);
    },

    /** One page of card rows, newest first, whatever the product's state now (the service flags it). */
    async cardPage(userId: number, limit: number, offset: number) {
      return selectProductCards(db)
        .innerJoin(wishlist_item, eq(wishlist_item.product_id, product.id))
        .where(eq(wishlist_item.user_id, userId))
        .orderBy(desc(wishlist_item.created_at), desc(wishlist_item.product_id))
        .limit(limit)
        .offset(offset);
    },

    /** What the card query does not carry: status, store status, sizes and when the shopper saved it. */
    async itemDetails(userId: number, productIds: number[]) {
      if (productIds.length === 0) return [];
      return joinProductStore(
        db
          .select({
            product_id: wishlist_item.product_id,
            created_at: wishlist_item.created_at,
            status: product.status,
            merchant_status: merchant.status,
            holiday_from: merchant.holiday_from,
            holiday_to: merchant.holiday_to,
            attribute_type: product.attribute_type,
            attribute_values: product.attribute_values,
          })
          .from(wishlist_item)
          .$dynamic(),
        wishlist_item.product_id,
      ).where(and(eq(wishlist_item.user_id, userId), inArray(wishlist_item.product_id, productIds)));
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
