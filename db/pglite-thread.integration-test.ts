import { messages, TransactionAbortedError } from "@electric-sql/pglite";
import { and, eq, gte, sql } from "drizzle-orm";
import { bigint, boolean, date, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from "./client.ts";
import { preparedQuery } from "./prepared.ts";

/**
 * PGlite on a worker thread behaves as PGlite in-process: the same values, the same errors, the same
 * transaction semantics. Every case runs on both and compares.
 */
const sample = pgTable("thread_sample", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  stock: integer("stock").notNull().default(0),
  views: bigint("views", { mode: "number" }).notNull().default(0),
  huge: bigint("huge", { mode: "bigint" }),
  price: numeric("price", { precision: 12, scale: 2 }),
  flag: boolean("flag").notNull().default(false),
  attrs: jsonb("attrs").$type<Record<string, unknown>>(),
  tags: text("tags").array(),
  day: date("day"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  seenAt: timestamp("seen_at", { withTimezone: true, mode: "date" }),
  plainAt: timestamp("plain_at", { mode: "string" }),
});

const KINDS = ["pglite", "pglite-worker"] as const;
const handles = {} as Record<(typeof KINDS)[number], DatabaseHandle>;

beforeAll(async () => {
  for (const kind of KINDS) {
    handles[kind] = await openDatabase({ kind });
    await handles[kind].db.execute(sql`
      create table thread_sample (
        id serial primary key, code text not null, stock integer not null default 0 constraint thread_sample_stock_not_negative check (stock >= 0),
        views bigint not null default 0, huge bigint, price numeric(12, 2), flag boolean not null default false, attrs jsonb, tags text[],
        day date, created_at timestamptz not null default now(), seen_at timestamptz, plain_at timestamp)`);
    await handles[kind].db.execute(sql`create unique index thread_sample_code_unique on thread_sample (code)`);
  }
});
afterAll(async () => {
  for (const kind of KINDS) await handles[kind]?.close();
});

/** Runs `scenario` on both databases and gives both outcomes, a rejection as its error. */
async function onBoth<T>(scenario: (db: Database) => Promise<T>): Promise<[T | Error, T | Error]> {
  const outcome = (db: Database) => scenario(db).catch((error: Error) => error);
  return [await outcome(handles.pglite.db), await outcome(handles["pglite-worker"].db)];
}

/** A DatabaseError's fields, wherever drizzle put it. */
function databaseError(error: unknown) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  expect(cause).toBeInstanceOf(messages.DatabaseError);
  const { name, code, constraint, detail, table, schema, severity, routine } = cause as InstanceType<
    typeof messages.DatabaseError
  >;
  return {
    class: (cause as object).constructor.name,
    message: (cause as Error).message,
    name,
    code,
    constraint,
    detail,
    table,
    schema,
    severity,
    routine,
  };
}

describe("values", () => {
  it("come out the same: bigint, numeric, jsonb, arrays, dates and timestamps as drizzle reads them", async () => {
    const [inProcess, inWorker] = await onBoth(async (db) => {
      await db.insert(sample).values([
        {
          code: "A",
          stock: 3,
          views: 9_007_199_254_740_991,
          huge: 9_223_372_036_854_775_807n,
          price: "12345.60",
          flag: true,
          attrs: { a: [1, 2], b: { c: "é" }, big: 9_007_199_254_740_991, small: 1e-7 },
          tags: ["x", 'y "z"', "ü"],
          day: "2026-11-20",
          createdAt: "2026-11-20 03:00:00.123456+00",
          seenAt: new Date("2026-11-21T04:05:06.789Z"),
          plainAt: "2026-11-22 07:08:09",
        },
        // Every other timestamp fixed too: the two databases' now() differ.
        { code: "B", createdAt: "2026-11-20 03:00:00+00" },
      ]);
      const selected = await db.select().from(sample).orderBy(sample.id);
      const raw = rowsOf(
        await db.execute(sql`select views, huge, price, attrs, tags, day, created_at, seen_at, plain_at, '\\x00ff'::bytea as bytes, array[1.5, 2]::numeric[] as numbers,
          array['2026-01-02 03:04:05+00']::timestamptz[] as stamps, interval '1 day 2 hours' as span, 9007199254740993::bigint as unsafe, null::int as nothing
          from thread_sample order by id`),
      );
      const updated = await db
        .update(sample)
        .set({ stock: sql`${sample.stock} + 1` })
        .where(eq(sample.code, "A"))
        .returning({ stock: sample.stock });
      const count = await db.$count(sample);
      return { selected, raw, updated, count };
    });
    expect(inWorker).toEqual(inProcess);
    const { raw } = inWorker as { raw: Record<string, unknown>[] };
    expect(raw[0]).toMatchObject({
      views: 9_007_199_254_740_991,
      huge: 9_223_372_036_854_775_807n,
      unsafe: 9_007_199_254_740_993n,
      bytes: new Uint8Array([0, 255]),
    });
  });
});

describe("text", () => {
  it("reads back as written, in any script and at any length, row after row (PGlite's reader is patched)", async () => {
    const written = [
      "",
      "a",
      "Kaos Polos Pria",
      "café · Rp12.000",
      "日本語のテキスト",
      "🛒🇮🇩 keranjang",
      "x".repeat(70_000),
      "é".repeat(5_000),
      null,
    ];
    for (const kind of KINDS) {
      const rows = rowsOf<{ value: string | null; kolom_é: number }>(
        await handles[kind].db.execute(
          sql`select value, 1 as "kolom_é" from unnest(${sql.param(written)}::text[]) with ordinality as t(value, n) order by n`,
        ),
      );
      expect(
        rows.map((row) => row.value),
        kind,
      ).toEqual(written);
      expect(rows[0], kind).toHaveProperty("kolom_é", 1);
    }
  });
});

describe("errors", () => {
  it("keep their class and fields: a unique violation and a check violation", async () => {
    const [uniqueInProcess, uniqueInWorker] = await onBoth((db) => db.insert(sample).values({ code: "A" }));
    expect(databaseError(uniqueInWorker)).toEqual(databaseError(uniqueInProcess));
    expect(databaseError(uniqueInWorker)).toMatchObject({
      code: "23505",
      constraint: "thread_sample_code_unique",
      table: "thread_sample",
    });

    const [checkInProcess, checkInWorker] = await onBoth((db) =>
      db.update(sample).set({ stock: -1 }).where(eq(sample.code, "B")),
    );
    expect(databaseError(checkInWorker)).toEqual(databaseError(checkInProcess));
    expect(databaseError(checkInWorker)).toMatchObject({
      code: "23514",
      constraint: "thread_sample_stock_not_negative",
    });
    expect((checkInWorker as Error).message).toBe((checkInProcess as Error).message);
  });
});

describe("transactions", () => {
  it("roll back when the callback throws, and commit writes sent several at once", async () => {
    const [inProcess, inWorker] = await onBoth(async (db) => {
      const failed = await db
        .transaction(async (tx) => {
          await tx.insert(sample).values({ code: "rolled back" });
          throw new Error("stop");
        })
        .catch((error: Error) => error.message);
      await db.transaction(async (tx) => {
        await Promise.all(["C1", "C2", "C3", "C4"].map((code) => tx.insert(sample).values({ code })));
        await Promise.all([
          tx.update(sample).set({ stock: 5 }).where(eq(sample.code, "C1")),
          tx.select().from(sample).where(eq(sample.code, "C2")),
        ]);
      });
      const codes = (await db.select({ code: sample.code }).from(sample).orderBy(sample.code)).map((row) => row.code);
      return { failed, codes };
    });
    expect(inWorker).toEqual(inProcess);
    expect(inWorker).toEqual({ failed: "stop", codes: ["A", "B", "C1", "C2", "C3", "C4"] });
  });

  it("hold the database alone: a query from outside waits for the end of the transaction", async () => {
    const [inProcess, inWorker] = await onBoth(async (db) => {
      const events: string[] = [];
      let release!: () => void;
      let begun!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const started = new Promise<void>((resolve) => (begun = resolve));
      const transaction = db.transaction(async (tx) => {
        await tx.insert(sample).values({ code: "D" });
        begun();
        await gate;
        events.push("transaction ends");
      });
      await started;
      const outside = db.$count(sample, eq(sample.code, "D")).then((count) => {
        events.push("outside answers");
        return count;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      events.push("released");
      release();
      await transaction;
      return { seen: await outside, events };
    });
    expect(inWorker).toEqual(inProcess);
    expect(inWorker).toEqual({ seen: 1, events: ["released", "transaction ends", "outside answers"] });
  });

  it("roll back to a savepoint, refuse a commit after a failed statement, and close when they end", async () => {
    const [inProcess, inWorker] = await onBoth(async (db) => {
      await db.transaction(async (tx) => {
        await tx.insert(sample).values({ code: "E" });
        await tx
          .transaction(async (nested) => {
            await nested.insert(sample).values({ code: "E nested" });
            nested.rollback();
          })
          .catch(() => {});
      });
      const aborted = await db
        .transaction(async (tx) => {
          await tx.insert(sample).values({ code: "F" });
          await tx
            .insert(sample)
            .values({ code: "A" })
            .catch(() => {});
        })
        .catch((error: unknown) => ({
          aborted: error instanceof TransactionAbortedError,
          code: (error as { code?: string }).code,
        }));
      let kept: Parameters<Parameters<Database["transaction"]>[0]>[0] | undefined;
      await db.transaction(async (tx) => {
        kept = tx;
      });
      const closed = await kept!.execute(sql`select 1`).catch((error: Error) => (error.cause as Error).message);
      const codes = (
        await db
          .select({ code: sample.code })
          .from(sample)
          .where(sql`${sample.code} like 'E%' or ${sample.code} = 'F'`)
      ).map((row) => row.code);
      return { aborted, closed, codes };
    });
    expect(inWorker).toEqual(inProcess);
    expect(inWorker).toEqual({
      aborted: { aborted: true, code: "25P02" },
      closed: "Transaction is closed",
      codes: ["E"],
    });
  });
});

describe("statements the app prepares", () => {
  const byCodes = preparedQuery("thread_sample_by_codes", (db) =>
    db
      .select({ code: sample.code, stock: sample.stock, tags: sample.tags, seenAt: sample.seenAt })
      .from(sample)
      .where(
        and(sql`${sample.code} = any(${sql.placeholder("codes")})`, gte(sample.stock, sql.placeholder("minStock"))),
      )
      .orderBy(sample.code),
  );
  const insertOne = preparedQuery("thread_sample_insert", (db) =>
    db
      .insert(sample)
      .values({ code: sql.placeholder("code"), stock: sql.placeholder("stock") })
      .returning({ code: sample.code, stock: sample.stock }),
  );
  const kept = async () =>
    rowsOf<{ name: string; statement: string }>(
      await handles["pglite-worker"].db.execute(sql`select name, statement from pg_prepared_statements order by name`),
    );

  it("are parsed once in the worker and give what PGlite in-process gives", async () => {
    const [inProcess, inWorker] = await onBoth(async (db) => {
      const inserted = await insertOne(db, { code: "P1", stock: 7 });
      const found = [];
      for (const minStock of [0, 5, 8]) found.push(await byCodes(db, { codes: ["P1", "A", "none"], minStock }));
      return { inserted, found };
    });
    expect(inWorker).toEqual(inProcess);
    expect((inWorker as { found: unknown[][] }).found.map((rows) => rows.length)).toEqual([2, 1, 0]);
    const statements = await kept();
    expect(statements).toHaveLength(2);
    expect(statements.map((row) => row.statement).sort()).toEqual([
      expect.stringMatching(/^insert into "thread_sample"/),
      expect.stringMatching(/^select "code"/),
    ]);
    await onBoth((db) => byCodes(db, { codes: ["A"], minStock: 0 }));
    expect(await kept()).toEqual(statements);
  });

  it("keep working after a failed call, an aborted transaction and a change of the table under them", async () => {
    const [duplicateInProcess, duplicateInWorker] = await onBoth((db) => insertOne(db, { code: "P1", stock: 1 }));
    expect(databaseError(duplicateInWorker)).toEqual(databaseError(duplicateInProcess));
    const [abortedInProcess, abortedInWorker] = await onBoth((db) =>
      db.transaction(async (tx) => {
        await insertOne(tx, { code: "P2", stock: 1 });
        await insertOne(tx, { code: "P1", stock: 1 });
      }),
    );
    expect(databaseError(abortedInWorker)).toEqual(databaseError(abortedInProcess));

    // A column's type changes under the kept plan: PostgreSQL refuses the old plan and the worker parses again.
    await onBoth((db) => db.execute(sql`alter table thread_sample alter column stock type bigint`));
    try {
      const [inProcess, inWorker] = await onBoth((db) => byCodes(db, { codes: ["P1", "P2"], minStock: 0 }));
      expect(inWorker).toEqual(inProcess);
      expect(inWorker).toEqual([{ code: "P1", stock: 7, tags: null, seenAt: null }]);
    } finally {
      await onBoth((db) => db.execute(sql`alter table thread_sample alter column stock type integer`));
    }
    expect((await kept()).filter((row) => row.statement.startsWith("select"))).toHaveLength(1);
  });
});

describe("the worker", () => {
  it("runs vacuum and answers after close with an error, not a hang", async () => {
    const handle = await openDatabase({ kind: "pglite-worker" });
    await handle.maintain();
    expect(await handle.ping()).toBe(true);
    await Promise.all([handle.close(), handle.close()]);
    expect(await handle.ping()).toBe(false);
    const refused = (await handle.db.execute(sql`select 1`).then(
      () => null,
      (error: Error) => error.cause,
    )) as Error;
    expect(refused.message).toBe("PGlite is closed");
  });

  it("fails a query whose parameter cannot cross to the worker, and keeps serving", async () => {
    const { db } = handles["pglite-worker"];
    const refused = (await db.execute(sql`select ${(() => 1) as unknown as number}::int as one`).then(
      () => null,
      (error: Error) => error.cause,
    )) as Error;
    expect(refused.name).toBe("DataCloneError");
    expect(
      rowsOf(
        await db.execute(
          sql`select ${new Uint8Array([1, 2])}::bytea as bytes, ${new Date("2026-01-02T03:04:05Z")}::timestamptz::text as at`,
        ),
      ),
    ).toEqual([{ bytes: new Uint8Array([1, 2]), at: "2026-01-02 03:04:05+00" }]);
  });

  it("fails to open, not hang, when its snapshot cannot be read", async () => {
    await expect(
      openDatabase({ kind: "pglite-worker", snapshotFile: "/nonexistent/pasar-snapshot.tar.gz" }),
    ).rejects.toThrow(/ENOENT/);
  });
});
