import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { refreshSearchVocabulary } from "../core/search/index.ts";
import { systemClock } from "../core/shared/clock.ts";
import { openDatabase, type DatabaseTarget } from "../db/client.ts";
import { growCatalog, seedDemoMarketplace } from "../db/seed/index.ts";
import { spawnServer, stopServer, type ServerProcess } from "../tests/support/server-process.ts";
import { ensureBuild, productionServerEnv } from "./build.ts";
import { measureLoad, type Measured } from "./measure.ts";

/**
 * `node bench/search.ts`: search latency on a catalogue of BENCH_PRODUCTS products (default 100,000),
 * on a fresh embedded PGlite database and, when BENCH_PG_URL or DATABASE_URL is set, on PostgreSQL.
 * For each: seed (demo marketplace + growCatalog), start the production server on a free port, and
 * measure with autocannon (10 connections, loopback) p50/p95 of these calls: a two-word search with two
 * facets, a misspelt search, the header autocomplete (also for two words no product name has together),
 * and a search that finds nothing (two common words no product has together), whose page suggests the
 * categories where each word appears. The server keeps large listings' counts and first
 * pages for a minute (core/search runListing), so the same two searches are also measured with a price
 * limit that differs on every request (`_uncached`): what a query nobody asked for in the last minute
 * costs. Empty listings are kept too, so the empty search is measured both ways as well. Prints JSON
 * (also bench/results/search.json) with the PGlite/PostgreSQL ratios.
 *
 * BENCH_DURATION (seconds per call, default 10), BENCH_KEEP_PGLITE=<dir> (reuse/keep the PGlite data dir).
 * A database that already holds the catalogue (a kept PGlite dir, or the PostgreSQL database of an earlier
 * run: seeding a million products there takes ~5 minutes) is measured as it is, without seeding or
 * recounting the vocabulary again; migrations still run.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const PG_URL = process.env.BENCH_PG_URL || process.env.DATABASE_URL || "";
/** BENCH_SKIP_PGLITE=1 measures PostgreSQL only (a million products take PGlite a quarter of an hour to load). */
const SKIP_PGLITE = process.env.BENCH_SKIP_PGLITE === "1";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const log = (line: string) => process.stderr.write(`${line}\n`);

/** The calls measured; ids of the facets are looked up once the server runs. */
interface Scenario {
  name: string;
  path: (ids: { brand: number }) => string;
  /** Appended to the path, different for each request (n counts them). */
  vary?: (n: number) => string;
}
// Prices up to 5 million rupiah take in every product these searches find.
const uniquePriceLimit = (n: number) => `&price_max=${5_000_000 + n}`;
const SCENARIOS: Scenario[] = [
  {
    name: "list_two_words_two_facets",
    path: ({ brand }) => `/api/products/list?search=sepatu%20lari&storetype[]=official&brands[]=${brand}`,
  },
  { name: "list_typo", path: () => "/api/products/list?search=kemeja%20flanell" },
  { name: "autocomplete", path: () => "/api/header/search/autocomplete?search=kaos%20p" },
  // Two words no product name has together: found once by the bounded walk and the name index, then kept
  // for the minute (decision 0007).
  { name: "autocomplete_words_apart", path: () => "/api/header/search/autocomplete?search=tas%20wanita" },
  // Two common words no product has together: the empty page's 'where these words appear' categories.
  { name: "list_no_results", path: () => "/api/products/list?search=sepatu%20laptop" },
  {
    name: "list_two_words_two_facets_uncached",
    path: ({ brand }) => `/api/products/list?search=sepatu%20lari&storetype[]=official&brands[]=${brand}`,
    vary: uniquePriceLimit,
  },
  { name: "list_typo_uncached", path: () => "/api/products/list?search=kemeja%20flanell", vary: uniquePriceLimit },
  // The empty page counted anew each time; where each word appears is kept per word (decision 0007).
  { name: "list_no_results_uncached", path: () => "/api/products/list?search=sepatu%20laptop", vary: uniquePriceLimit },
];

async function prepare(target: DatabaseTarget, label: string): Promise<number> {
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    const started = performance.now();
    const seeded = await seedDemoMarketplace(handle.db, {
      products: Math.min(PRODUCTS, 2000),
      clock: systemClock,
      log: () => {},
    });
    const grown = await growCatalog(handle.db, {
      products: PRODUCTS,
      clock: systemClock,
      log: (line) => log(`${label} ${line}`),
    });
    if (!seeded.created && grown.added === 0) {
      log(`${label}: reusing ${grown.total} products`);
      return grown.total;
    }
    const words = await refreshSearchVocabulary(handle.db);
    log(
      `${label}: ${grown.total} products, ${words} vocabulary words, ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return grown.total;
  } finally {
    await handle.close();
  }
}

function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServer({
    ...productionServerEnv(BUILD_DIR),
    SEED_ON_START: "false",
    // Each request names its own client address (below), so the per-IP API limit does not throttle the load.
    TRUST_PROXY: "true",
    DATABASE_URL: "",
    ...env,
  });
}

async function benchServer(env: Record<string, string>): Promise<Record<string, Measured>> {
  const { child, baseUrl } = await startServer(env);
  try {
    const brands = (await (await fetch(`${baseUrl}/api/products/brands`)).json()) as {
      data: { id: number; merchant_slug: string }[];
    };
    const brand = brands.data.find((item) => item.merchant_slug === "langkah-sport-official")?.id ?? brands.data[0]!.id;
    const results: Record<string, Measured> = {};
    for (const scenario of SCENARIOS) {
      const url = `${baseUrl}${scenario.path({ brand })}`;
      // Warm the caches and the JIT; also check that the call answers 200 with something in it.
      for (let i = 0; i < 20; i += 1) {
        const response = await fetch(url, { headers: { "x-forwarded-for": `10.255.0.${i}` } });
        if (response.status !== 200) throw new Error(`${scenario.name}: ${url} answered ${response.status}`);
        await response.text();
      }
      results[scenario.name] = await measureLoad(url, {
        connections: CONNECTIONS,
        durationS: DURATION_S,
        vary: scenario.vary,
      });
      const measured = results[scenario.name]!;
      log(
        `  ${scenario.name}: p50 ${measured.p50_ms} ms, p95 ${measured.p95_ms} ms (load average ${measured.load_average_1m})`,
      );
    }
    return results;
  } finally {
    await stopServer(child);
  }
}

ensureBuild(BUILD_DIR);
const keep = process.env.BENCH_KEEP_PGLITE;
const pgliteDir = keep ? path.resolve(keep) : mkdtempSync(path.join(os.tmpdir(), "pasar-search-bench-"));
mkdirSync(pgliteDir, { recursive: true });
const mediaDir = path.join(pgliteDir, "media");
const output: Record<string, unknown> = {
  measured_at: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  products: PRODUCTS,
  connections: CONNECTIONS,
  duration_s: DURATION_S,
  calls: Object.fromEntries(
    SCENARIOS.map((scenario) => [
      scenario.name,
      scenario.path({ brand: 0 }).replace("brands[]=0", "brands[]=<langkah-sport-official>"),
    ]),
  ),
};
try {
  let pglite: Record<string, Measured> | null = null;
  if (!SKIP_PGLITE) {
    log(`PGlite at ${pgliteDir}`);
    output.pglite_products = await prepare({ kind: "pglite", dataDir: path.join(pgliteDir, "pglite") }, "pglite");
    pglite = await benchServer({ PGLITE_DATA_DIR: path.join(pgliteDir, "pglite"), MEDIA_DIR: mediaDir });
    output.pglite = pglite;
  }
  if (PG_URL) {
    log("PostgreSQL");
    output.postgres_products = await prepare({ kind: "postgres", url: PG_URL }, "postgres");
    const postgres = await benchServer({ DATABASE_URL: PG_URL, MEDIA_DIR: mediaDir });
    output.postgres = postgres;
    const embedded = pglite;
    if (embedded) {
      const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
      output.ratio_pglite_over_postgres = Object.fromEntries(
        SCENARIOS.map(({ name }) => [
          name,
          {
            p50: ratio(embedded[name]!.p50_ms, postgres[name]!.p50_ms),
            p95: ratio(embedded[name]!.p95_ms, postgres[name]!.p95_ms),
          },
        ]),
      );
    }
  }
  console.log(JSON.stringify(output, null, 2));
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/search.json"), `${JSON.stringify(output, null, 2)}\n`);
} finally {
  if (!keep) rmSync(pgliteDir, { recursive: true, force: true });
}
