import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { createServices } from "../core/services.ts";
import { loadConfig } from "../core/shared/config.ts";
import { apiLinks } from "../server/api-links.ts";
import { presetRange, storeDay } from "../core/dashboard/dashboard.view.ts";
import { systemClock } from "../core/shared/clock.ts";
import { openDatabase, rowsOf, type DatabaseHandle } from "../db/client.ts";
import { insertRows } from "../db/seed/bulk.ts";
import { seedDemoMarketplace } from "../db/seed/index.ts";
import { createRng } from "../db/seed/random.ts";
import { insertSales, planSales, planViews } from "../db/seed/sales.ts";
import * as tables from "../db/schema.ts";

/**
 * `npm run bench:dashboard`: the merchant dashboard over a store with BENCH_ORDERS orders (default 100,000)
 * spread over a year, on a fresh PostgreSQL database (BENCH_PG_ADMIN_URL, default the local server's
 * `postgres` user; the database is dropped afterwards). The store sells BENCH_STORE_PRODUCTS products (default
 * 200), each viewed every day. Measures the dashboard service call (every figure of the page, the previous
 * period included) for ranges of 7, 30, 90 and 366 days ending today: p50, p95 and max over
 * BENCH_ITERATIONS calls each (default 200), one at a time. Prints JSON, also bench/results/dashboard.json.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const STORE_PRODUCTS = Number(process.env.BENCH_STORE_PRODUCTS ?? 200);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RANGES = [7, 30, 90, 366];
const GOAL_P95_MS = 100;
const log = (line: string) => process.stderr.write(`${line}\n`);

async function withAdmin<T>(work: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The demo store, grown to the bench's size: its own products, a year of orders and of product views. */
async function fillStore(handle: DatabaseHandle): Promise<number> {
  const { db } = handle;
  await seedDemoMarketplace(db, { products: 300, clock: systemClock, log: () => {} });
  const [store] = rowsOf<{ id: number; category_id: number }>(
    await db.execute(
      sql`select m.id, (select category_id from product where merchant_id = m.id limit 1) as category_id
          from merchant m join "user" u on u.id = m.user_id where u.email = 'merchant@pasar.test'`,
    ),
  );
  const merchantId = Number(store!.id);
  const now = new Date();
  await db.execute(sql`
    insert into product (merchant_id, category_id, slug, name, base_price, publish_price, stock, weight_grams, created_at, updated_at)
    select ${merchantId}, ${store!.category_id}, 'bench-dashboard-' || g, 'Produk Dasbor ' || g,
      20000 + g * 500, 20000 + g * 500, g % 40, 500, now(), now()
    from generate_series(1, ${STORE_PRODUCTS}) g`);
  const products = rowsOf<{ id: number; name: string; slug: string; price: number }>(
    await db.execute(
      sql`select id, name, slug, publish_price as price from product where slug like 'bench-dashboard-%' order by id`,
    ),
  ).map((row) => ({ ...row, id: Number(row.id), price: Number(row.price) }));
  const buyers = rowsOf<{ id: number }>(
    await db.execute(sql`select id from "user" where email like 'pembeli%@pasar.test' order by id`),
  ).map((row) => Number(row.id));
  const rng = createRng(20_261_127);
  const plan = { merchantId, products, buyerIds: buyers, now, days: 365, orders: ORDERS };
  const drafts = planSales(rng.fork("orders"), plan);
  const started = performance.now();
  for (let at = 0; at < drafts.length; at += 10_000) {
    await db.transaction((tx) => insertSales(tx, drafts.slice(at, at + 10_000), `BENCH${at / 10_000}`));
    log(`dashboard bench: ${Math.min(at + 10_000, drafts.length)}/${drafts.length} orders`);
  }
  await insertRows(
    db,
    tables.product_view_daily,
    ["product_id", "merchant_id", "day", "views"],
    planViews(rng.fork("views"), plan),
    {
      chunkSize: 10_000,
    },
  );
  log(`dashboard bench: store filled in ${Math.round((performance.now() - started) / 1000)} s`);
  await db.execute(sql`analyze`);
  return merchantId;
}

// BENCH_PG_DB names a database to keep (filled on the first run, measured as it is on the next).
const KEEP_DB = process.env.BENCH_PG_DB ?? "";
const name = KEEP_DB || `pasar_bench_dashboard_${randomBytes(4).toString("hex")}`;
await withAdmin(async (admin) => {
  const exists = await admin`select 1 from pg_database where datname = ${name}`;
  if (exists.length === 0) await admin.unsafe(`create database "${name}"`);
});
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const handle = await openDatabase({ kind: "postgres", url: url.toString() });
try {
  await handle.migrate();
  const filled = rowsOf<{ id: number }>(
    await handle.db.execute(sql`select merchant_id as id from product where slug = 'bench-dashboard-1'`),
  )[0];
  const merchantId = filled ? Number(filled.id) : await fillStore(handle);
  const orders = rowsOf<{ n: string }>(
    await handle.db.execute(sql`select count(*) as n from shop_order where merchant_id = ${merchantId}`),
  )[0]!.n;
  const items = rowsOf<{ n: string }>(
    await handle.db.execute(
      sql`select count(*) as n from order_item i join shop_order o on o.id = i.order_id where o.merchant_id = ${merchantId}`,
    ),
  )[0]!.n;
  const { dashboard } = createServices({
    db: handle.db,
    clock: systemClock,
    jwtSecret: randomBytes(32),
    config: loadConfig({ NODE_ENV: "production", SEED_ON_START: "false", LOG_LEVEL: "silent" }),
    links: apiLinks,
  });
  const today = storeDay(new Date());
  const results: Record<string, { p50_ms: number; p95_ms: number; max_ms: number; orders_in_range: number }> = {};
  for (const days of RANGES) {
    const range = presetRange(today, days);
    let figures = await dashboard.salesDashboard({ id: merchantId }, range);
    for (let i = 0; i < 5; i += 1) await dashboard.salesDashboard({ id: merchantId }, range);
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      const started = performance.now();
      figures = await dashboard.salesDashboard({ id: merchantId }, range);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    results[`last_${days}_days`] = {
      p50_ms: round(percentile(times, 50)),
      p95_ms: round(percentile(times, 95)),
      max_ms: round(times.at(-1)!),
      orders_in_range: figures.orders_by_status.reduce((sum, row) => sum + row.orders, 0),
    };
    log(`dashboard bench: ${days} days ${JSON.stringify(results[`last_${days}_days`])}`);
  }
  const report = {
    measured_at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    database: "postgresql",
    store: { orders: Number(orders), order_items: Number(items), products: STORE_PRODUCTS },
    iterations: ITERATIONS,
    goal_p95_ms: GOAL_P95_MS,
    dashboard_call: results,
  };
  console.log(JSON.stringify(report, null, 2));
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/dashboard.json"), `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await handle.close();
  if (!KEEP_DB) await withAdmin((admin) => admin.unsafe(`drop database if exists "${name}" with (force)`));
}
