import { eq, type Column } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { merchant } from "./merchant.tables.ts";
import { storeRefColumns } from "./store-ref.query.ts";

const storeOfUserColumns = { ...storeRefColumns, is_pkp: merchant.is_pkp, status: merchant.status };

/**
 * A user's store as the signed-in user's DTO shows it (a user has at most one: idx_merchant_user_id). Account
 * joins it into the session query, so a signed-in request stays one statement; merchant depends on account,
 * so core/services.ts hands this read model to account instead of account importing it.
 */
export const storeOfUser = {
  columns: storeOfUserColumns,

  /** Left-joins the store of the user whose id is in `userId` onto a `$dynamic()` query (null for shoppers). */
  leftJoinOn<Query extends PgSelect>(query: Query, userId: Column): Query {
    return query.leftJoin(merchant, eq(merchant.user_id, userId)) as unknown as Query;
  },

  async find(db: Executor, userId: number) {
    const rows = await db.select(storeOfUserColumns).from(merchant).where(eq(merchant.user_id, userId)).limit(1);
    return rows[0] ?? null;
  },
};
