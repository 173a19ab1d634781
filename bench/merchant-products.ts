import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { systemClock } from "../core/shared/clock.ts";
import { openDatabase, type DatabaseTarget } from "../db/client.ts";
import { query } from "../db/seed/bulk.ts";
import { growCatalog, seedDemoMarketplace } from "../db/seed/index.ts";
import { spawnServer, stopServer } from "../tests/support/server-process.ts";
import { ensureBuild, productionServerEnv } from "./build.ts";
import { freshDatabaseTarget, measureLoad, type Measured } from "./measure.ts";

/**
 * `npm run bench:merchant-products`: the merchant centre's product list (GET
 * /api/merchant/dashboard/product/list) for a store with BENCH_STORE_PRODUCTS products (default 10,000),
 * signed in as the demo merchant, 10 connections on loopback, on a fresh PGlite database and on PostgreSQL
 * (BENCH_TARGETS, default 'pglite,postgres'; BENCH_PG_URL the server, default
 * postgres://postgres@127.0.0.1:5432/postgres, whose database pasar_bench_merchant_products is dropped and
 * made again on each run). The store is filled from the demo catalogue: the catalogue is grown by that many
 * products, then whole variant groups of other stores are handed to the demo store until it holds them.
 *
 * Calls measured: a search word in a tab (the goal: PostgreSQL p95 ≤ 50 ms, PGlite within 1.5×), the same
 * word in every tab, and a tab sorted by price without a word. Prints p50/p95 and the PGlite/PostgreSQL
 * ratios as JSON (also bench/results/merchant-products.json). BENCH_DURATION seconds per call (default 10);
 * BENCH_CONNECTIONS (default 10): e.g. 1 to see one request's latency without queueing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const STORE_PRODUCTS = Number(process.env.BENCH_STORE_PRODUCTS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGETS = (process.env.BENCH_TARGETS ?? "pglite,postgres").split(",").map((name) => name.trim());
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PG_DATABASE = "pasar_bench_merchant_products";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const MERCHANT = { email: "merchant@pasar.test", password: "pasar-demo-123" };
const GOALS = { postgres_search_tab_p95_ms: 50, pglite_over_postgres_p95: 1.5 };
const log = (line: string) => process.stderr.write(`${line}\n`);

const LIST = "/api/merchant/dashboard/product/list";
const SCENARIOS = {
  search_in_tab: `${LIST}?status=PUBLISH&search=kaos`,
  search_all_tabs: `${LIST}?search=kaos`,
  tab_by_price: `${LIST}?status=PUBLISH&sort=price`,
} as const;
type ScenarioName = keyof typeof SCENARIOS;

/** The demo marketplace, the catalogue grown by STORE_PRODUCTS, and that many products moved to the demo store. */
async function prepare(target: DatabaseTarget, label: string): Promise<number> {
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    const started = performance.now();
    await seedDemoMarketplace(handle.db, { products: 2000, clock: systemClock, log: () => {} });
    const [{ id: storeId }] = (await query<{ id: number }>(
      handle.db,
      sql`select m.id from merchant m join "user" u on u.id = m.user_id where u.email = ${MERCHANT.email}`,
    )) as [{ id: number }];
    const total = async () =>
      Number((await query<{ n: number }>(handle.db, sql`select count(*)::int as n from product`))[0]!.n);
    await growCatalog(handle.db, { products: (await total()) + STORE_PRODUCTS, clock: systemClock, log: () => {} });
    // Whole variant groups (a product's variants stay in one store; a product without a group is its own),
    // newest first, until the store is full; SKUs are unique within a store, so the moved ones get their own.
    await handle.db.execute(sql`
      with candidates as (
        select id, coalesce(variant_group::bigint, -id) as grp from product where merchant_id <> ${storeId}
      ), groups as (
        select grp, count(*) as n from candidates group by grp
      ), running as (
        select grp, sum(n) over (order by grp desc) as upto from groups
      )
      update product set merchant_id = ${storeId}, sku = 'BENCH-' || product.id, updated_at = now()
      from candidates join running on running.grp = candidates.grp
      where product.id = candidates.id
        and running.upto <= ${STORE_PRODUCTS} - (select count(*) from product where merchant_id = ${storeId})`);
    // As a store that has been running a while: statistics and the visibility map up to date.
    await handle.db.execute(sql`vacuum analyze product`);
    const [{ n }] = (await query<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from product where merchant_id = ${storeId}`,
    )) as [{ n: number }];
    log(
      `${label}: the demo store holds ${n} products, ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return n;
  } finally {
    await handle.close();
  }
}

async function benchTarget(name: string, tempDir: string): Promise<Record<string, unknown>> {
  const { target, serverEnv } = await freshDatabaseTarget(name, tempDir, PG_ADMIN_URL, PG_DATABASE);
  const storeProducts = await prepare(target, name);
  const { child, baseUrl } = await spawnServer({
    ...productionServerEnv(BUILD_DIR),
    ...serverEnv,
    SEED_ON_START: "false",
    TRUST_PROXY: "true",
    MEDIA_DIR: path.join(tempDir, "media"),
  });
  try {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(MERCHANT),
    });
    if (login.status !== 200) throw new Error(`the demo merchant's login answered ${login.status}`);
    const authorization = `Bearer ${((await login.json()) as { data: { jwt_token: string } }).data.jwt_token}`;
    const calls = {} as Record<ScenarioName, Measured & { total: number }>;
    for (const scenario of Object.keys(SCENARIOS) as ScenarioName[]) {
      const url = `${baseUrl}${SCENARIOS[scenario]}`;
      // Warm the JIT and the database's caches; also check that the call answers 200 with rows.
      let total = 0;
      for (let i = 0; i < 20; i += 1) {
        const response = await fetch(url, { headers: { authorization, "x-forwarded-for": `10.255.0.${i}` } });
        if (response.status !== 200) throw new Error(`${scenario}: ${url} answered ${response.status}`);
        total = ((await response.json()) as { meta: { total: number } }).meta.total;
      }
      if (total === 0) throw new Error(`${scenario}: ${url} found nothing`);
      calls[scenario] = {
        ...(await measureLoad(url, { connections: CONNECTIONS, durationS: DURATION_S, headers: { authorization } })),
        total,
      };
      log(`  ${name} ${scenario}: ${total} found, p50 ${calls[scenario].p50_ms} ms, p95 ${calls[scenario].p95_ms} ms`);
    }
    return { store_products: storeProducts, calls };
  } finally {
    await stopServer(child);
  }
}

ensureBuild(BUILD_DIR);
const tempDir = mkdtempSync(path.join(os.tmpdir(), "pasar-merchant-products-bench-"));
mkdirSync(tempDir, { recursive: true });
const output: Record<string, unknown> = {
  measured_at: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  connections: CONNECTIONS,
  duration_s: DURATION_S,
  calls: SCENARIOS,
  goals: GOALS,
};
try {
  const measured: Record<string, { calls: Record<ScenarioName, Measured> }> = {};
  for (const name of TARGETS) {
    log(name);
    measured[name] = (await benchTarget(name, tempDir)) as { calls: Record<ScenarioName, Measured> };
    output[name] = measured[name];
  }
  const { pglite, postgres: pg } = measured;
  if (pglite && pg) {
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    output.ratio_pglite_over_postgres = Object.fromEntries(
      (Object.keys(SCENARIOS) as ScenarioName[]).map((scenario) => [
        scenario,
        {
          p50: ratio(pglite.calls[scenario].p50_ms, pg.calls[scenario].p50_ms),
          p95: ratio(pglite.calls[scenario].p95_ms, pg.calls[scenario].p95_ms),
        },
      ]),
    );
  }
  console.log(JSON.stringify(output, null, 2));
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/merchant-products.json"), `${JSON.stringify(output, null, 2)}\n`);
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}
