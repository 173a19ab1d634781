/**
 * `npm run seed -- --products 100000`: seeds the demo marketplace if the database is empty, then grows
 * the catalogue to the requested number of products. Uses DATABASE_URL when set, else the PGlite data
 * directory of the configuration.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../../core/shared/config.ts";
import { systemClock } from "../../core/shared/clock.ts";
import { openDatabase } from "../client.ts";
import { growCatalog, seedDemoMarketplace } from "./index.ts";
import { refreshSearchVocabulary } from "../../core/search/index.ts";

const USAGE = `Usage: npm run seed -- [--products <n>]

  --products <n>  grow the catalogue to n products after the demo seed (default: SEED_PRODUCTS)
  --help          show this help`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { products: { type: "string" }, help: { type: "boolean", short: "h" } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const target = values.products === undefined ? config.SEED_PRODUCTS : Number(values.products.replace(/[_,.]/g, ""));
  if (!Number.isInteger(target) || target < 0 || target > 5_000_000) {
    console.error(`--products must be a whole number between 0 and 5000000\n\n${USAGE}`);
    return 2;
  }

  const started = performance.now();
  const handle = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dataDir: config.PGLITE_DATA_DIR },
  );
  try {
    console.log(
      `database: ${handle.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${config.PGLITE_DATA_DIR}`}`,
    );
    await handle.migrate();
    const log = (line: string) => console.log(line);
    const seedStarted = performance.now();
    const report = await seedDemoMarketplace(handle.db, {
      products: Math.min(config.SEED_PRODUCTS, target || config.SEED_PRODUCTS),
      clock: systemClock,
      log,
    });
    console.log(
      report.created
        ? `seeded the demo marketplace in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`
        : "demo marketplace already seeded",
    );
    let counts = report.counts;
    const grow = target > (counts.product ?? 0);
    if (grow) {
      const grown = await growCatalog(handle.db, { products: target, clock: systemClock, log });
      console.log(
        `grew the catalogue by ${grown.added} products in ${grown.seconds.toFixed(1)} s (${grown.rowsPerSecond} products/s)`,
      );
      counts = (await seedDemoMarketplace(handle.db, { products: 0, clock: systemClock })).counts;
    }
    if (report.created || grow) {
      const started = performance.now();
      const words = await refreshSearchVocabulary(handle.db);
      console.log(
        `refreshed the search vocabulary (${words} words) and statistics in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    console.table(counts);
    console.log("demo accounts:");
    for (const account of report.demoAccounts)
      console.log(`  ${account.role.padEnd(8)} ${account.email} / ${account.password}`);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
