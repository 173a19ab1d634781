import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf, type DatabaseHandle } from "./client.ts";

/** The embedded database's upkeep, on PGlite itself whichever database the suite runs on. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite" });
  await handle.db.execute(sql`create table stock_churn (id int primary key, stock int not null)`);
  await handle.db.execute(sql`insert into stock_churn select g, 100 from generate_series(1, 2000) g`);
  for (let round = 0; round < 3; round += 1) await handle.db.execute(sql`update stock_churn set stock = stock - 1`);
});
afterAll(async () => {
  await handle?.close();
});

describe("maintain() on PGlite", () => {
  it("vacuums and gathers planner statistics, which PGlite never does by itself", async () => {
    const stats = async () =>
      rowsOf<{ columns: number }>(
        await handle.db.execute(sql`select count(*)::int as columns from pg_stats where tablename = 'stock_churn'`),
      )[0]!.columns;
    const lastRun = async () =>
      rowsOf<{ vacuumed: boolean; analyzed: boolean }>(
        await handle.db.execute(
          sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'stock_churn'`,
        ),
      )[0];
    expect(await stats()).toBe(0);
    expect(await lastRun()).toEqual({ vacuumed: false, analyzed: false });
    await handle.maintain();
    expect(await stats()).toBe(2);
    expect(await lastRun()).toEqual({ vacuumed: true, analyzed: true });
  });
});
