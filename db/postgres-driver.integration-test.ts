import net from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSTGRES_ADMIN_URL } from "../tests/support/test-db.ts";
import { rowsOf } from "./client.ts";

/**
 * patches/postgres+3.4.9.patch (decision 0016): postgres.js sends a query with plain parameters in one
 * flight instead of describing it first, so queries sent together are pipelined; queries issued together
 * share one connection; a transaction's first statements leave with its BEGIN. The driver talks to
 * PostgreSQL through a counting proxy: each client-to-server flight is one data event there.
 */
const onPostgres = process.env.PASAR_TEST_DB === "postgres";

let proxy: net.Server;
let flights = 0;
/** Flights per client connection, for the pool test. */
const flightsBySocket = new Map<net.Socket, number>();
let client: postgres.Sql;
let pool: postgres.Sql;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  if (!onPostgres) return;
  const target = new URL(POSTGRES_ADMIN_URL);
  proxy = net.createServer((downstream) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    downstream.on("data", (chunk) => {
      flights += 1;
      flightsBySocket.set(downstream, (flightsBySocket.get(downstream) ?? 0) + 1);
      upstream.write(chunk);
    });
    upstream.pipe(downstream);
    downstream.on("close", () => upstream.destroy());
    upstream.on("close", () => downstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as net.AddressInfo;
  const url = new URL(POSTGRES_ADMIN_URL);
  url.host = `127.0.0.1:${port}`;
  client = postgres(url.toString(), { max: 1, onnotice: () => {} });
  // Unnamed statements, as the first run of a query: a named one is described first, alone.
  pool = postgres(url.toString(), { max: 4, prepare: false, onnotice: () => {} });
  db = drizzle({ client });
  await db.execute(
    sql`create temporary table driver_probe (id int primary key, name text, paid boolean, amount bigint, at timestamptz, meta jsonb, check (amount >= 0))`,
  );
});

afterAll(async () => {
  await client?.end();
  await pool?.end();
  proxy?.close();
});

describe.skipIf(!onPostgres)("postgres.js with Pasar's patch", () => {
  it("sends parameterised queries issued together in one flight, not one describe round trip each", async () => {
    await db.execute(sql`select ${1}::int as warm`);
    flights = 0;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => db.execute(sql`select ${n}::int + ${"1"}::int as next, ${`name ${n}`} as label`)),
    );
    expect(answers.map((answer) => rowsOf<{ next: number; label: string }>(answer)[0])).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({ next: n + 1, label: `name ${n}` })),
    );
    // Describing first took two flights per query, one after the other: ten here.
    expect(flights).toBeLessThanOrEqual(2);
  });

  it("stores what each kind of parameter means, whichever way it is sent", async () => {
    const at = new Date("2026-11-23T10:15:00.000Z");
    await db.execute(
      sql`insert into driver_probe values (${1}, ${"Kopi Gayo"}, ${true}, ${12_500_000_000n}, ${at.toISOString()}, ${JSON.stringify({ city: "Medan", tags: ["a"] })}), (${2}, ${null}, ${"false"}, ${"7"}, ${at.toISOString()}, ${"null"})`,
    );
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(
        sql`select id, name, paid, amount::text as amount, at = ${at.toISOString()}::timestamptz as same_time, meta from driver_probe where id in (${1}, ${2}) order by id`,
      ),
    );
    expect(rows).toEqual([
      {
        id: 1,
        name: "Kopi Gayo",
        paid: true,
        amount: "12500000000",
        same_time: true,
        meta: { city: "Medan", tags: ["a"] },
      },
      { id: 2, name: null, paid: false, amount: "7", same_time: true, meta: null },
    ]);
    // An array still waits for the server's types: only they say how to write it.
    const byArray = await client.unsafe(
      "select array_agg(id order by id) as ids from driver_probe where name = any($1)",
      [["Kopi Gayo", "Teh"]],
    );
    expect(byArray[0]).toEqual({ ids: [1] });
  });

  it("keeps a failing query from taking the queries pipelined behind it down with it", async () => {
    const [failed, fine] = await Promise.allSettled([
      db.execute(sql`insert into driver_probe (id, amount) values (${3}, ${-1})`),
      db.execute(sql`select ${"still here"} as answer`),
    ]);
    expect(failed.status).toBe("rejected");
    expect((failed as PromiseRejectedResult).reason.cause?.code ?? (failed as PromiseRejectedResult).reason.code).toBe(
      "23514",
    );
    expect(fine.status === "fulfilled" && rowsOf<{ answer: string }>(fine.value)[0]).toEqual({ answer: "still here" });
    expect(rowsOf(await db.execute(sql`select 1 from driver_probe where id = ${3}`))).toHaveLength(0);
  });

  it("rolls back a transaction whose pipelined statements fail part-way", async () => {
    await expect(
      db.transaction(async (tx) => {
        await Promise.all([
          tx.execute(sql`insert into driver_probe (id, amount) values (${10}, ${5})`),
          tx.execute(sql`insert into driver_probe (id, amount) values (${11}, ${-5})`),
          tx.execute(sql`insert into driver_probe (id, amount) values (${12}, ${5})`),
        ]);
      }),
    ).rejects.toThrow();
    expect(rowsOf(await db.execute(sql`select id from driver_probe where id >= ${10}`))).toEqual([]);
  });

  it("sends a transaction's first statements with its BEGIN", async () => {
    flights = 0;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into driver_probe (id, amount) values (${20}, ${1})`);
    });
    // BEGIN and the insert, then COMMIT: BEGIN used to take a round trip of its own.
    expect(flights).toBe(2);
    expect(rowsOf(await db.execute(sql`select id from driver_probe where id = ${20}`))).toEqual([{ id: 20 }]);
  });

  it("puts the queries issued together on one connection while others stand idle", async () => {
    // Open all four connections: queries issued at different moments spread over the idle ones.
    const slow = [];
    for (let i = 0; i < 4; i++) {
      slow.push(pool`select pg_sleep(0.05)`.execute());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(slow);
    expect([...flightsBySocket.keys()].filter((socket) => !socket.destroyed).length).toBeGreaterThanOrEqual(5);
    flightsBySocket.clear();
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => pool`select ${n}::int * 2 as doubled`));
    expect(answers.map((rows) => rows[0]!.doubled)).toEqual([2, 4, 6, 8, 10, 12]);
    // One connection, one flight: before, each query went to the next idle connection.
    expect([...flightsBySocket.values()]).toEqual([1]);
  });
});
