import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { createServices } from "../core/services.ts";
import { fixedClock, systemClock } from "../core/shared/clock.ts";
import { loadConfig } from "../core/shared/config.ts";
import { openDatabase } from "../db/client.ts";
import { apiLinks } from "../server/api-links.ts";
import { makeCategory, makeMerchant } from "../tests/support/factories.ts";

/**
 * `npm run bench:import` (also part of `npm run bench`): a product import of BENCH_IMPORT_ROWS rows
 * (default 10,000; the goal is ≤ 60 s on PGlite) on a fresh in-process PGlite database: the sheet
 * uploaded, checked into a job, then run to its end. Rows are a mix of products with two variants and
 * products alone, no photos (each photo is a picture re-encoding, measured by the upload's own figures).
 * Prints the phases and writes bench/results/import.json.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const IMPORT_GOAL_S = 60;

/** The sheet: every third row starts a product whose next two rows are its variants. */
function sheetOf(rows: number, categoryId: number): Buffer {
  const lines = ["Nama produk;Kategori;Deskripsi;Harga;Diskon;Stok;Berat (gram);SKU;SKU induk;Nama varian;Kondisi"];
  for (let index = 0; index < rows; index++) {
    const group = Math.floor(index / 3);
    const grouped = group % 2 === 0;
    const name = `Kaos Bench ${group}`;
    const variant = grouped ? ["Hitam", "Putih", "Merah"][index % 3] : "";
    const product = grouped ? name : `Produk Bench ${index}`;
    lines.push(
      [
        product,
        categoryId,
        "Kaos katun untuk benchmark impor.",
        50_000 + (index % 100) * 1_000,
        index % 4 === 0 ? "10%" : "",
        index % 50,
        250,
        `BENCH-${index}`,
        grouped ? `GRUP-${group}` : "",
        variant,
        "baru",
      ].join(";"),
    );
  }
  return Buffer.from(lines.join("\n"));
}

export async function measureImport(rows: number) {
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), "pasar-bench-import-"));
  // On disk, as the server keeps it (PGLITE_DATA_DIR).
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(mediaDir, "pglite") });
  try {
    await handle.migrate();
    const config = loadConfig({ NODE_ENV: "production", SEED_ON_START: "false", MEDIA_DIR: mediaDir });
    const services = createServices({
      db: handle.db,
      clock: systemClock,
      jwtSecret: new TextEncoder().encode("bench-import-secret-bench-import-secret"),
      config,
      links: apiLinks,
    });
    const world = { database: handle, clock: fixedClock(new Date()), services };
    const leaf = await makeCategory(world, { name: "Kaos Bench" });
    const store = await makeMerchant(world, { name: "Toko Bench Impor" });
    const ref = { id: store.id, merchant_slug: store.slug };

    // The machine's pace at this moment (other work shares it): one trivial statement's time.
    const probeStarted = performance.now();
    for (let index = 0; index < 200; index++) await handle.db.execute(sql`select 1`);
    const select1Ms = Math.round(((performance.now() - probeStarted) / 200) * 1000) / 1000;

    const started = performance.now();
    const file = await services.media.upload({
      ownerUserId: store.ownerId,
      purpose: "product_import",
      filename: "bench.csv",
      bytes: sheetOf(rows, leaf.id),
    });
    const job = await services.productImports.create(ref, store.ownerId, { file_id: file.id });
    const checkedAt = performance.now();
    const done = await services.productImports.runToEnd(ref, job.id);
    const finishedAt = performance.now();
    if (done.created_rows !== rows) throw new Error(`created ${done.created_rows} of ${rows} rows`);
    return {
      rows,
      upload_and_check_s: Math.round(checkedAt - started) / 1000,
      run_s: Math.round(finishedAt - checkedAt) / 1000,
      total_s: Math.round(finishedAt - started) / 1000,
      rows_per_second: Math.round(rows / ((finishedAt - started) / 1000)),
      goal_s: IMPORT_GOAL_S,
      select_1_ms: select1Ms,
    };
  } finally {
    await handle.close();
    rmSync(mediaDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = {
    measured_at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, load: os.loadavg().map((n) => Math.round(n * 10) / 10) },
    pglite: await measureImport(Number(process.env.BENCH_IMPORT_ROWS ?? 10_000)),
  };
  console.log(JSON.stringify(results, null, 2));
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/import.json"), `${JSON.stringify(results, null, 2)}\n`);
}
