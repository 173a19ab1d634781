import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { refreshSearchVocabulary } from "../core/search/index.ts";
import { createStorage } from "../core/providers/index.ts";
import { createServices, type Services } from "../core/services.ts";
import { createSettingsRepository } from "../core/settings/index.ts";
import { systemClock, type Clock } from "../core/shared/clock.ts";
import type { Config } from "../core/shared/config.ts";
import { openDatabase, type Database, type DatabaseHandle } from "../db/client.ts";
import { apiLinks } from "./api-links.ts";

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const VERSION: string = JSON.parse(readFileSync(path.join(ROOT_DIR, "package.json"), "utf8")).version;

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

export interface Runtime {
  config: Config;
  database: DatabaseHandle;
  services: Services;
  clock: Clock;
  demoAccounts: DemoAccount[];
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds an empty database and wires the services. */
export async function startRuntime(
  config: Config,
  options: { clock?: Clock; log?: (line: string) => void; database?: DatabaseHandle } = {},
): Promise<Runtime> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? (() => {});
  const database =
    options.database ??
    (config.DATABASE_URL
      ? await openDatabase({ kind: "postgres", url: config.DATABASE_URL, maxConnections: config.DATABASE_POOL_SIZE })
      : await openDatabase({
          kind: config.PGLITE_WORKER ? "pglite-worker" : "pglite",
          dataDir: path.resolve(ROOT_DIR, config.PGLITE_DATA_DIR),
        }));
  await database.migrate();
  let demoAccounts: DemoAccount[] = [];
  if (config.SEED_ON_START) {
    // Loaded only when seeding: the generator and its word lists are not needed to serve.
    const { seedDemoMarketplace } = await import("../db/seed/index.ts");
    const started = Date.now();
    const report = await seedDemoMarketplace(database.db, { products: config.SEED_PRODUCTS, clock, log });
    if (report.created) {
      // Fresh bulk data: recount the search vocabulary and give the planner statistics.
      await refreshSearchVocabulary(database.db);
      log(`Seeded the demo marketplace in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    demoAccounts = report.demoAccounts;
  }
  const jwtSecret = await resolveJwtSecret(database.db, config.JWT_SECRET);
  const services = createServices({
    db: database.db,
    clock,
    jwtSecret,
    config,
    links: apiLinks,
    storage: createStorage(config, path.resolve(ROOT_DIR, config.MEDIA_DIR)),
  });
  return { config, database, services, clock, demoAccounts, close: () => database.close() };
}

/**
 * The signing secret: JWT_SECRET when set, else one generated on first start and kept in the database,
 * so that every process behind a load balancer signs and verifies with the same key.
 */
export async function resolveJwtSecret(db: Database, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const stored = await createSettingsRepository(db).getOrInit<string>(
    "auth.jwt_secret",
    randomBytes(48).toString("base64url"),
  );
  return new TextEncoder().encode(stored);
}
