import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { pgliteExtensions, PgliteThread } from "./pglite-thread.ts";
import * as schema from "./schema.ts";

export { pgliteExtensions };

export type Schema = typeof schema;
/** The one database type the domain codes against: the same for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Executor = Pick<
  Database,
  | "select"
  | "selectDistinct"
  | "selectDistinctOn"
  | "insert"
  | "update"
  | "delete"
  | "execute"
  | "transaction"
  | "query"
  | "$count"
>;

/** Rows of `db.execute`: postgres.js returns an array, PGlite an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Routine upkeep the server runs now and then. PGlite has no autovacuum: without it dead rows from stock
   * and cart updates pile up and its planner keeps no statistics, so queries slow down as the shop sells.
   * PostgreSQL's own autovacuum does this there.
   */
  maintain(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string; maxConnections?: number }
  | { kind: "pglite"; dataDir?: string; pglite?: PGlite }
  /** PGlite on a worker thread of its own (db/pglite-thread.ts), so that SQL does not run on the caller's thread. */
  | { kind: "pglite-worker"; dataDir?: string; snapshotFile?: string };

// Any fixed number works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 727_270_001;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const client = postgres(target.url, {
      max: target.maxConnections ?? 10,
      onnotice: () => {},
      // Bigint columns read as numbers are declared per column; keep the driver's defaults otherwise.
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      async migrate() {
        // A dedicated connection holds the advisory lock so that concurrent starts migrate once.
        const lockClient = postgres(target.url, { max: 1, onnotice: () => {} });
        try {
          await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
          await migratePostgres(drizzlePostgres(lockClient), { migrationsFolder: MIGRATIONS_FOLDER });
          await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
        } finally {
          await lockClient.end();
        }
      },
      ping: () => pingDatabase(db),
      maintain: async () => {},
      close: () => client.end({ timeout: 5 }),
    };
  }

  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  if (target.kind === "pglite-worker") {
    const thread = await PgliteThread.start({ dataDir: target.dataDir, snapshotFile: target.snapshotFile });
    return pgliteHandle(thread.asClient(), () => thread.close());
  }
  const pglite =
    target.pglite ?? (await PGlite.create(target.dataDir ?? "memory://", { extensions: pgliteExtensions() }));
  return pgliteHandle(pglite, () => pglite.close());
}

/** `client` is a PGlite, or a PgliteThread standing in for one: drizzle calls only its `query` and `transaction`. */
function pgliteHandle(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: () => pingDatabase(db),
    maintain: async () => {
      await db.execute(sql`vacuum (analyze)`);
    },
    close,
  };
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
