import { and, count, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { media_file } from "./media.tables.ts";

export type MediaFileRow = typeof media_file.$inferSelect;
export type NewMediaFileRow = typeof media_file.$inferInsert;

export function createMediaRepository(db: Executor) {
  return {
    async insert(row: NewMediaFileRow): Promise<MediaFileRow> {
      const [inserted] = await db.insert(media_file).values(row).returning();
      if (!inserted) throw new Error("media_file insert returned nothing");
      return inserted;
    },

    async find(id: string): Promise<MediaFileRow | null> {
      const [row] = await db.select().from(media_file).where(eq(media_file.id, id)).limit(1);
      return row ?? null;
    },

    /** The owner's files among `ids`, locked until the caller's transaction ends (the sweep skips them). */
    async lockOwned(ownerUserId: number, ids: string[]): Promise<MediaFileRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(media_file)
        .where(and(eq(media_file.owner_user_id, ownerUserId), inArray(media_file.id, ids)))
        .for("update");
    },

    /** Marks files attached; a file attached before keeps its first time. */
    async attach(ids: string[], at: Date): Promise<MediaFileRow[]> {
      if (ids.length === 0) return [];
      return db
        .update(media_file)
        .set({ attached_at: sql`coalesce(${media_file.attached_at}, ${at.toISOString()}::timestamptz)` })
        .where(inArray(media_file.id, ids))
        .returning();
    },

    /** Marks files an order shows as kept for good; a file kept before keeps its first time. */
    async keepForOrders(ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(media_file)
        .set({ order_kept_at: at })
        .where(and(inArray(media_file.id, ids), isNull(media_file.order_kept_at)));
    },

    async detach(ownerUserId: number, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(media_file)
        .set({ attached_at: null })
        .where(and(eq(media_file.owner_user_id, ownerUserId), inArray(media_file.id, ids)))
        .returning({ id: media_file.id });
      return rows.length;
    },

    /** Files of a user still waiting for a form, uploaded since `since`. */
    async countUnattached(ownerUserId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(media_file)
        .where(
          and(
            eq(media_file.owner_user_id, ownerUserId),
            isNull(media_file.attached_at),
            sql`${media_file.created_at} >= ${since.toISOString()}::timestamptz`,
          ),
        );
      return Number(row?.value ?? 0);
    },

    /**
     * Deletes up to `limit` files never attached (or released) and uploaded before `before`, answering what
     * they stored; a file an order shows is never one of them. Rows another process (or a claim in progress)
     * holds are skipped, so sweepers never wait on each other nor delete a file a form is claiming.
     */
    async deleteUnattached(before: Date, limit: number): Promise<Pick<MediaFileRow, "id" | "variants">[]> {
      const victims = db
        .select({ id: media_file.id })
        .from(media_file)
        .where(and(isNull(media_file.attached_at), isNull(media_file.order_kept_at), lt(media_file.created_at, before)))
        .orderBy(media_file.created_at)
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .delete(media_file)
        .where(and(inArray(media_file.id, victims), isNull(media_file.attached_at), isNull(media_file.order_kept_at)))
        .returning({ id: media_file.id, variants: media_file.variants });
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
