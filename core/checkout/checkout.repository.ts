import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { placeholderFor, preparedQuery } from "../../db/prepared.ts";
import { checkout_draft, checkout_draft_order, type ChosenShipping } from "./checkout.tables.ts";

const shopperDraft = preparedQuery("checkout_draft", (db) =>
  db
    .select()
    .from(checkout_draft)
    .where(eq(checkout_draft.user_id, placeholderFor("userId", checkout_draft.user_id))),
);

// All of them: a shopper has one per store checked out since the last pay, which clears them.
const shopperDraftOrders = preparedQuery("checkout_draft_orders", (db) =>
  db
    .select()
    .from(checkout_draft_order)
    .where(eq(checkout_draft_order.user_id, placeholderFor("userId", checkout_draft_order.user_id))),
);

type DraftOrderRow = typeof checkout_draft_order.$inferSelect;

export function createCheckoutRepository(db: Executor) {
  async function findDraft(userId: number) {
    const [row] = await shopperDraft(db, { userId });
    return row;
  }

  /** The shopper's saved draft orders, by store (read beside checkout's other first reads). */
  async function savedDraftOrders(userId: number): Promise<Map<number, DraftOrderRow>> {
    return new Map((await shopperDraftOrders(db, { userId })).map((row) => [row.merchant_id, row]));
  }

  return {
    findDraft,

    /** The shopper's draft on first sight; callers read it first, as it almost always exists. */
    async createDraft(userId: number) {
      const [created] = await db.insert(checkout_draft).values({ user_id: userId }).onConflictDoNothing().returning();
      // A concurrent request created it first.
      return created ?? (await findDraft(userId))!;
    },

    savedDraftOrders,

    /** One draft order per store in the checkout: the saved ones, and the missing ones created on first sight. */
    async draftOrders(
      userId: number,
      merchantIds: number[],
      saved: Map<number, DraftOrderRow>,
    ): Promise<Map<number, DraftOrderRow>> {
      const found = new Map<number, DraftOrderRow>();
      for (const merchantId of merchantIds) {
        const row = saved.get(merchantId);
        if (row) found.set(merchantId, row);
      }
      const missing = merchantIds.filter((merchantId) => !found.has(merchantId));
      if (missing.length === 0) return found;
      const created = await db
        .insert(checkout_draft_order)
        .values(missing.map((merchantId) => ({ user_id: userId, merchant_id: merchantId })))
        .onConflictDoNothing()
        .returning();
      for (const row of created) found.set(row.merchant_id, row);
      // Those a concurrent request created first.
      if (created.length < missing.length) {
        for (const [merchantId, row] of await savedDraftOrders(userId))
          if (merchantIds.includes(merchantId) && !found.has(merchantId)) found.set(merchantId, row);
      }
      return found;
    },

    async draftOrder(userId: number, orderId: number) {
      const [row] = await db
        .select()
        .from(checkout_draft_order)
        .where(and(eq(checkout_draft_order.id, orderId), eq(checkout_draft_order.user_id, userId)));
      return row;
    },

    async setDraft(userId: number, values: { use_wallet?: boolean; address_book_id?: number | null }) {
      await db.insert(checkout_draft).values({ user_id: userId }).onConflictDoNothing();
      await db
        .update(checkout_draft)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(checkout_draft.user_id, userId));
    },

    async setOrder(
      userId: number,
      orderId: number,
      values: {
        address_book_id?: number | null;
        shipping?: ChosenShipping | null;
        dropship_name?: string | null;
        dropship_phone?: string | null;
      },
    ) {
      await db
        .update(checkout_draft_order)
        .set({ ...values, updated_at: sql`now()` })
        .where(and(eq(checkout_draft_order.id, orderId), eq(checkout_draft_order.user_id, userId)));
    },

    /** A new address for every order (single-address mode): per-order addresses and their couriers go. */
    async resetAllOrderAddresses(userId: number) {
      await db
        .update(checkout_draft_order)
        .set({ address_book_id: null, shipping: null, updated_at: sql`now()` })
        .where(eq(checkout_draft_order.user_id, userId));
    },

    /** After a checkout the bought stores' drafts are done with. */
    async clearOrders(userId: number, merchantIds: number[]) {
      if (merchantIds.length === 0) return;
      await db
        .delete(checkout_draft_order)
        .where(and(eq(checkout_draft_order.user_id, userId), inArray(checkout_draft_order.merchant_id, merchantIds)));
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
