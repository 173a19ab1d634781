import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { openDatabase, pgliteExtensions } from "../../db/client.ts";
import { POSTGRES_ADMIN_URL, databaseUrl } from "./test-db.ts";

/**
 * Migrates once per run: a PGlite snapshot that each test file loads in well under a second, or a
 * PostgreSQL template database that each test file clones.
 */
export default async function setup() {
  process.env.TZ = "UTC";
  if (process.env.PASAR_TEST_DB === "postgres") {
    const template = `pasar_test_template_${randomBytes(6).toString("hex")}`;
    const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create database "${template}"`);
    } finally {
      await admin.end();
    }
    const handle = await openDatabase({ kind: "postgres", url: databaseUrl(template), maxConnections: 1 });
    await handle.migrate();
    await handle.close();
    process.env.PASAR_PG_TEMPLATE = template;
    return async () => {
      const dropper = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${template}" with (force)`);
      } finally {
        await dropper.end();
      }
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "pasar-test-"));
  const pglite = await PGlite.create({ extensions: pgliteExtensions() });
  const handle = await openDatabase({ kind: "pglite", pglite });
  await handle.migrate();
  const dump = await pglite.dumpDataDir("none");
  const file = path.join(dir, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  process.env.PASAR_PGLITE_SNAPSHOT = file;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
