import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { openDatabase, pgliteExtensions, type DatabaseHandle } from "../../db/client.ts";

/**
 * A fresh, migrated database for one integration test file.
 * PGlite (default): an in-memory database loaded from a migrated snapshot that global setup dumped, in this
 * thread, or with PASAR_PGLITE_WORKER=1 on a worker thread as the server runs it (db/pglite-thread.ts).
 * PostgreSQL (PASAR_TEST_DB=postgres): a new database cloned from a migrated template, dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.PASAR_TEST_DB === "postgres") return createPostgresTestDatabase();
  const snapshot = process.env.PASAR_PGLITE_SNAPSHOT;
  if (process.env.PASAR_PGLITE_WORKER === "1")
    return migrated(await openDatabase({ kind: "pglite-worker", snapshotFile: snapshot }));
  let pglite: PGlite;
  if (snapshot) {
    const { readFile } = await import("node:fs/promises");
    const blob = new Blob([await readFile(snapshot)]);
    pglite = await PGlite.create({ loadDataDir: blob, extensions: pgliteExtensions() });
  } else {
    pglite = await PGlite.create({ extensions: pgliteExtensions() });
  }
  return migrated(await openDatabase({ kind: "pglite", pglite }));
}

// Applies nothing when the snapshot is current; keeps a stale snapshot from hiding a new migration.
async function migrated(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await handle.migrate();
  return handle;
}

export const POSTGRES_ADMIN_URL = process.env.PASAR_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** The migrated template, one per run (global setup names it), so that runs on one server never share it. */
export function postgresTemplateDb(): string {
  const name = process.env.PASAR_PG_TEMPLATE;
  if (!name) throw new Error("PASAR_PG_TEMPLATE is unset: the integration project's global setup names the template");
  return name;
}

export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createPostgresTestDatabase(): Promise<DatabaseHandle> {
  const name = `pasar_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${postgresTemplateDb()}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl(name), maxConnections: 20 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
