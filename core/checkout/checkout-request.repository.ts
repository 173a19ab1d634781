import { and, eq, sql } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import { checkout_request } from "./checkout.tables.ts";

/** An earlier pay request with the same key: its body's hash and the invoice it created (null if none). */
export interface EarlierRequest {
  hash: string;
  invoiceCode: string | null;
}

/**
 * The pay requests a shopper made with an Idempotency-Key, and the per-shopper lock that orders their
 * checkouts. Every method runs inside the caller's transaction.
 */
export function createCheckoutRequestRepository(db: Executor) {
  const earlier = async (userId: number, key: string): Promise<EarlierRequest | undefined> => {
    const [row] = await db
      .select({ hash: checkout_request.request_hash, invoiceCode: checkout_request.invoice_code })
      .from(checkout_request)
      .where(and(eq(checkout_request.user_id, userId), eq(checkout_request.idempotency_key, key)));
    return row;
  };

  return {
    /**
     * Serialises one shopper's checkouts, so idempotency keys, wallet and promo limits see each other; also
     * takes the extra keys (e.g. the shopper's wallet lock). With a claim, records the key with the invoice
     * this request is about to create (the transaction makes both exist or neither) in the same statement,
     * once the locks are held: one round trip. When the key was used before, answers that request.
     */
    async lockShopper(
      userId: number,
      alsoLock: readonly string[],
      claim?: { key: string; hash: string; invoiceCode: string },
    ): Promise<{ fresh: true } | ({ fresh: false } & EarlierRequest)> {
      const keys = [`checkout:user:${userId}`, ...alsoLock].map(
        (key, index) => sql`pg_advisory_xact_lock(hashtext(${key})) as ${sql.identifier(`lock_${index}`)}`,
      );
      const locks = sql`select ${sql.join(keys, sql`, `)}`;
      if (!claim) {
        await db.execute(locks);
        return { fresh: true };
      }
      // The row is selected from the locks, so it is inserted only once they are granted.
      const inserted = rowsOf<{ key: string }>(
        await db.execute(sql`
          with locked as (${locks})
          insert into checkout_request (user_id, idempotency_key, request_hash, invoice_code)
          select ${userId}::integer, ${claim.key}::text, ${claim.hash}::text, ${claim.invoiceCode}::text from locked
          on conflict do nothing
          returning idempotency_key as key`),
      );
      if (inserted.length > 0) return { fresh: true };
      return { fresh: false, ...(await earlier(userId, claim.key))! };
    },

    /** The earlier request with this key, if there was one. */
    findRequest: earlier,
  };
}
