import { and, asc, desc, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client.ts";
import type { RowVerdict } from "./product-import.rows.ts";
import { product_import, product_import_row, type ImportReason } from "./product-import.tables.ts";

export type ProductImportRow = typeof product_import.$inferSelect;
export type ProductImportLine = Omit<typeof product_import_row.$inferSelect, "payload">;
export type ImportRowFilter = "all" | "refused";

const INSERT_CHUNK = 500;

const lineColumns = {
  import_id: product_import_row.import_id,
  row_number: product_import_row.row_number,
  group_number: product_import_row.group_number,
  verdict: product_import_row.verdict,
  reason: product_import_row.reason,
  cells: product_import_row.cells,
  product_id: product_import_row.product_id,
};

const filterOf = (importId: number, filter: ImportRowFilter) =>
  and(
    eq(product_import_row.import_id, importId),
    filter === "refused" ? eq(product_import_row.verdict, "refused") : undefined,
  );

export function createProductImportRepository(db: Executor) {
  return {
    async insert(
      values: Pick<
        ProductImportRow,
        | "merchant_id"
        | "owner_user_id"
        | "file_id"
        | "photos_file_id"
        | "file_name"
        | "total_rows"
        | "accepted_rows"
        | "created_at"
      >,
    ): Promise<number> {
      const [row] = await db
        .insert(product_import)
        .values({ ...values, updated_at: values.created_at })
        .returning({ id: product_import.id });
      return row!.id;
    },

    async insertRows(importId: number, verdicts: readonly RowVerdict[]): Promise<void> {
      for (let at = 0; at < verdicts.length; at += INSERT_CHUNK)
        await db.insert(product_import_row).values(
          verdicts.slice(at, at + INSERT_CHUNK).map((verdict) => ({
            import_id: importId,
            row_number: verdict.rowNumber,
            group_number: verdict.groupNumber,
            verdict: verdict.verdict,
            reason: verdict.reason,
            cells: verdict.cells,
            payload: verdict.payload,
          })),
        );
    },

    /** The store's import, or null (another store's is as good as missing). */
    async owned(storeId: number, id: number): Promise<ProductImportRow | null> {
      const [row] = await db
        .select()
        .from(product_import)
        .where(and(eq(product_import.merchant_id, storeId), eq(product_import.id, id)));
      return row ?? null;
    },

    async recent(storeId: number, limit: number): Promise<ProductImportRow[]> {
      return db
        .select()
        .from(product_import)
        .where(eq(product_import.merchant_id, storeId))
        .orderBy(desc(product_import.created_at), desc(product_import.id))
        .limit(limit);
    },

    async lines(
      importId: number,
      options: { filter: ImportRowFilter; limit: number; offset: number },
    ): Promise<{ rows: ProductImportLine[]; total: number }> {
      const where = filterOf(importId, options.filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select(lineColumns)
          .from(product_import_row)
          .where(where)
          .orderBy(asc(product_import_row.row_number))
          .limit(options.limit)
          .offset(options.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(product_import_row)
          .where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async allLines(importId: number): Promise<ProductImportLine[]> {
      return db
        .select(lineColumns)
        .from(product_import_row)
        .where(eq(product_import_row.import_id, importId))
        .orderBy(asc(product_import_row.row_number));
    },

    /**
     * Takes the job for a run: one ready, or one running whose runner's lease ran out (it crashed). Answers
     * null when another runner holds it or there is nothing to run.
     */
    async claim(storeId: number, id: number, now: Date, leaseUntil: Date): Promise<ProductImportRow | null> {
      const [row] = await db
        .update(product_import)
        .set({
          status: "running",
          lease_until: leaseUntil,
          started_at: sql`coalesce(${product_import.started_at}, ${now.toISOString()}::timestamptz)`,
          updated_at: now,
        })
        .where(
          and(
            eq(product_import.merchant_id, storeId),
            eq(product_import.id, id),
            or(
              eq(product_import.status, "ready"),
              and(eq(product_import.status, "running"), lte(product_import.lease_until, now)),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    async extendLease(id: number, now: Date, leaseUntil: Date): Promise<void> {
      await db
        .update(product_import)
        .set({ lease_until: leaseUntil, updated_at: now })
        .where(eq(product_import.id, id));
    },

    /** Lets the job go at once (the runner stopped on an error): the next run call resumes it. */
    async releaseLease(id: number, now: Date): Promise<void> {
      await db
        .update(product_import)
        .set({ lease_until: now, updated_at: now })
        .where(and(eq(product_import.id, id), eq(product_import.status, "running")));
    },

    async finish(id: number, now: Date): Promise<void> {
      await db
        .update(product_import)
        .set({ status: "done", lease_until: null, finished_at: now, updated_at: now })
        .where(eq(product_import.id, id));
    },

    /**
     * The next accepted groups with no product yet, in sheet order: the payload, and the group's waiting
     * rows in the payload's order (the row it was made from first, then its variants' rows).
     */
    async pendingGroups(importId: number, limit: number) {
      const rows = await db
        .select({
          group_number: product_import_row.group_number,
          payload: product_import_row.payload,
          // The outer row is named by its table (drizzle writes columns here unqualified, which the alias would take).
          rows: sql<number[]>`(
            select array_agg(r.row_number order by r.row_number <> product_import_row.row_number, r.row_number)
            from product_import_row r
            where r.import_id = ${importId} and r.group_number = product_import_row.group_number
              and r.verdict = 'ok' and r.product_id is null
          )`,
        })
        .from(product_import_row)
        .where(
          and(
            eq(product_import_row.import_id, importId),
            eq(product_import_row.verdict, "ok"),
            isNotNull(product_import_row.payload),
            isNull(product_import_row.product_id),
          ),
        )
        .orderBy(asc(product_import_row.row_number))
        .limit(limit);
      return rows.map((row) => ({ ...row, rows: row.rows ?? [] }));
    },

    /**
     * Each row's product and the job's count, in the transaction that made the products; answers how many
     * rows were still waiting. A row another runner recorded meanwhile is not counted, and that runner's
     * commit is waited for first, so the caller can tell it made a group twice and roll back.
     */
    async recordCreated(importId: number, rowNumbers: number[], productIds: number[], now: Date): Promise<number> {
      // By primary key (a row number's place in the list gives its product), never a scan of the job's rows.
      const result = await db.execute(sql`
        with recorded as (
          update ${product_import_row}
          set product_id = (${sql.param(productIds)}::int[])[array_position(${sql.param(rowNumbers)}::int[], ${product_import_row.row_number})]
          where ${product_import_row.import_id} = ${importId}
            and ${product_import_row.row_number} = any(${sql.param(rowNumbers)}::int[])
            and ${product_import_row.product_id} is null
          returning 1
        )
        update ${product_import} set
          created_rows = ${product_import.created_rows} + (select count(*) from recorded),
          updated_at = ${now.toISOString()}::timestamptz
        where ${product_import.id} = ${importId}
        returning (select count(*)::int from recorded) as n`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    /** A group the run could not create after all: its rows refused with the reason, counted as failed. */
    async recordFailed(importId: number, groupNumber: number, reason: ImportReason, now: Date): Promise<void> {
      const rows = await db
        .update(product_import_row)
        .set({ verdict: "refused", reason, payload: null })
        .where(
          and(
            eq(product_import_row.import_id, importId),
            eq(product_import_row.group_number, groupNumber),
            eq(product_import_row.verdict, "ok"),
            isNull(product_import_row.product_id),
          ),
        )
        .returning({ row_number: product_import_row.row_number });
      await db
        .update(product_import)
        .set({ failed_rows: sql`${product_import.failed_rows} + ${rows.length}`, updated_at: now })
        .where(eq(product_import.id, importId));
    },
  };
}

export type ProductImportRepository = ReturnType<typeof createProductImportRepository>;
