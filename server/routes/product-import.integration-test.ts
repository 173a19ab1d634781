import { and, eq, sql } from "drizzle-orm";
import writeXlsxFile from "write-excel-file/node";
import { readSheet } from "read-excel-file/node";
import { beforeAll, describe, expect, it } from "vitest";
import { product } from "../../core/catalog/catalog.tables.ts";
import { createProductImportService } from "../../core/catalog/index.ts";
import { product_import, product_import_row } from "../../core/catalog/product-import.tables.ts";
import { media_file } from "../../core/media/media.tables.ts";
import type { MediaPurpose } from "../../core/media/index.ts";
import {
  makeBuyer,
  makeCategory,
  makeMerchant,
  makeProduct,
  type Category,
  type Store,
} from "../../tests/support/factories.ts";
import { picture, zipBomb, zipBytes } from "../../tests/support/files.ts";
import { callJson, useTestApp } from "../../tests/support/test-app.ts";

/** Product import (issue 23, `POST product/import`): checked into a job, run group by group, reported. */
const t = useTestApp({ ownMediaDir: "pasar-import-" });
let leaf: Category;
let storeA: Store;
let storeB: Store;
let headersA: Record<string, string>;
let headersB: Record<string, string>;
let headersBuyer: Record<string, string>;

beforeAll(async () => {
  leaf = await makeCategory(t, {
    levels: [
      { name: "Fashion Uji", nameEn: "Test Fashion" },
      { name: "Atasan Uji" },
      { name: "Kaos Impor", nameEn: "Imported Tees" },
    ],
  });
  storeA = await makeMerchant(t, { name: "Toko Impor A" });
  storeB = await makeMerchant(t, { name: "Toko Impor B" });
  headersA = await storeA.owner.signIn();
  headersB = await storeB.owner.signIn();
  headersBuyer = await (await makeBuyer(t)).signIn();
  await makeProduct(t, { merchant: storeA, category: leaf, name: "Produk Lama" });
  await t.database.db.update(product).set({ sku: "SUDAH-ADA" }).where(eq(product.merchant_id, storeA.id));
});

const BASE = "/api/merchant/dashboard/product/import";
const call = (method: "GET" | "POST", url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  callJson(t, method, url, headers, payload);

async function upload(store: Store, purpose: MediaPurpose, bytes: Buffer, filename = "produk.csv") {
  return (await t.services.media.upload({ ownerUserId: store.owner.userId, purpose, filename, bytes })).id;
}

const HEADER = "Nama produk;Kategori;Harga;Diskon;Stok;Berat (gram);SKU;SKU induk;Nama varian;Foto";
/** A semicolon CSV: a product with two variants and photos, a lone product, and three bad rows. */
function sheet(prefix: string) {
  const path = "Fashion Uji > Atasan Uji > Kaos Impor";
  return Buffer.from(
    [
      HEADER,
      `Kaos ${prefix};${path};89.000;10%;5;200;${prefix}-H;${prefix};Hitam;hitam.jpg`,
      `Kaos ${prefix};${path};90000;;3;200;${prefix}-P;${prefix};Putih;putih.png`,
      `Topi ${prefix};${leaf.id};50000;;7;100;${prefix}-T;;;`,
      `Harga Salah ${prefix};${leaf.id};murah;;1;100;${prefix}-X;;;`,
      `Kategori Asing ${prefix};Dapur > Panci;50000;;1;100;${prefix}-K;;;`,
      `SKU Terpakai ${prefix};${leaf.id};50000;;1;100;sudah-ada;;;`,
    ].join("\n"),
  );
}

async function photosZip() {
  return zipBytes({ "hitam.jpg": await picture("jpeg"), "foto/putih.png": await picture("png") });
}

async function countProducts(store: Store) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(product)
    .where(eq(product.merchant_id, store.id));
  return row!.n;
}

async function checked(store = storeA, headers = headersA, prefix = `K${Math.random().toString(36).slice(2, 6)}`) {
  const file_id = await upload(store, "product_import", sheet(prefix));
  const photos_file_id = await upload(store, "product_import_photos", await photosZip(), "foto.zip");
  const response = await call("POST", BASE, headers, { file_id, photos_file_id });
  expect(response.status).toBe(200);
  return { job: response.body.data as { id: number; status: string }, prefix };
}

async function untilDone(id: number, headers = headersA) {
  for (let tries = 0; tries < 200; tries++) {
    const { body } = await call("GET", `${BASE}/${id}`, headers);
    if (body.data.status === "done") return body.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not finish`);
}

describe("GET product/import/template", () => {
  it.each(["csv", "xlsx"] as const)("gives the %s template with headers in the language asked for", async (format) => {
    const response = await t.app.inject({
      method: "GET",
      url: `${BASE}/template?format=${format}&lang=en`,
      headers: headersA,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(`product-import-template.${format}`);
    const header =
      format === "csv"
        ? response.body
            .replace(/^\uFEFF/, "")
            .split("\r\n")[0]!
            .split(",")
        : ((await readSheet(response.rawPayload))[0] as string[]);
    expect(header.slice(0, 4)).toEqual(["Product name", "Category", "Description", "Price"]);
  });

  it("refuses a visitor (401), a shopper (403) and an unknown format (422)", async () => {
    expect((await call("GET", `${BASE}/template`)).status).toBe(401);
    expect((await call("GET", `${BASE}/template`, headersBuyer)).status).toBe(403);
    expect((await call("GET", `${BASE}/template?format=pdf`, headersA)).status).toBe(422);
  });
});

describe("POST product/import", () => {
  it("checks every row into a ready job and creates nothing yet", async () => {
    const before = await countProducts(storeA);
    const { job, prefix } = await checked();
    expect(job).toMatchObject({ status: "ready", total_rows: 6, accepted_rows: 3, refused_rows: 3, created_rows: 0 });
    expect(await countProducts(storeA)).toBe(before);

    const rows = await call("GET", `${BASE}/${job.id}/rows?filter=refused&lang=en`, headersA);
    expect(rows.status).toBe(200);
    expect(rows.body.data).toEqual([
      expect.objectContaining({ row_number: 5, verdict: "refused", column: "Price", sku: `${prefix}-X` }),
      expect.objectContaining({ row_number: 6, verdict: "refused", column: "Category" }),
      expect.objectContaining({ row_number: 7, verdict: "refused", column: "SKU" }),
    ]);
    expect(rows.body.data[1].reason).toMatch(/^Category not recognised/);
    expect(rows.body.data[2].reason).toMatch(/already/i);
    const all = await call("GET", `${BASE}/${job.id}/rows?per_page=2&page=2`, headersA);
    expect(all.body.data.map((row: { row_number: number }) => row.row_number)).toEqual([4, 5]);
    expect(all.body.meta).toMatchObject({ total: 6, last_page: 3 });
    // Both files are claimed by the job, so the sweep keeps them.
    const files = await t.database.db
      .select()
      .from(media_file)
      .where(eq(media_file.owner_user_id, storeA.owner.userId));
    expect(files.filter((file) => file.purpose.startsWith("product_import")).every((file) => file.attached_at)).toBe(
      true,
    );
  });

  it("reads an XLSX sheet with English headers", async () => {
    const bytes = await writeXlsxFile([
      ["Product name", "Category", "Price", "Stock", "Weight (grams)", "Condition"],
      ["Imported Cap", "Test Fashion > Atasan Uji > Imported Tees", 75000, 4, 150, "used"],
    ]).toBuffer();
    const file_id = await upload(storeA, "product_import", bytes, "produk.xlsx");
    const response = await call("POST", BASE, headersA, { file_id });
    expect(response.body.data).toMatchObject({ total_rows: 1, accepted_rows: 1, has_photos: false });
  });

  it("refuses bad input under its field, and keeps no job", async () => {
    const jobs = async () => (await t.database.db.select().from(product_import)).length;
    const before = await jobs();
    const theirs = await upload(storeB, "product_import", sheet("B"));
    const photo = await upload(storeA, "product_photo", await picture("png"), "foto.png");
    const noHeader = await upload(storeA, "product_import", Buffer.from("apa,ini\n1,2\n"));
    const bomb = await upload(storeA, "product_import_photos", zipBomb(40, 8 * 1024 * 1024), "bom.zip");
    const good = await upload(storeA, "product_import", sheet("G"));
    const cases: [unknown, string][] = [
      [{}, "file_id"],
      [{ file_id: "med_nope" }, "file_id"],
      [{ file_id: theirs }, "file_id"],
      [{ file_id: photo }, "file_id"],
      [{ file_id: noHeader }, "file_id"],
      [{ file_id: good, photos_file_id: bomb }, "photos_file_id"],
      [{ file_id: good, photos_file_id: good }, "photos_file_id"],
      [{ file_id: good, extra: 1 }, "extra"],
    ];
    for (const [body, field] of cases) {
      const response = await call("POST", BASE, { ...headersA, "accept-language": "en" }, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.body.errors ?? {}), JSON.stringify(response.body)).toEqual([field]);
    }
    expect(await jobs()).toBe(before);
  });

  it("refuses a visitor (401) and a shopper without a store (403)", async () => {
    expect((await call("POST", BASE, {}, { file_id: "med_x" })).status).toBe(401);
    expect((await call("POST", BASE, headersBuyer, { file_id: "med_x" })).status).toBe(403);
  });
});

describe("another store's import", () => {
  it("is 404 for every call of merchant B, and B's run changes nothing", async () => {
    const { job } = await checked();
    const before = await countProducts(storeA);
    for (const [method, url] of [
      ["GET", `${BASE}/${job.id}`],
      ["GET", `${BASE}/${job.id}/rows`],
      ["GET", `${BASE}/${job.id}/report`],
      ["POST", `${BASE}/${job.id}/run`],
    ] as const) {
      expect((await call(method, url, headersB)).status, url).toBe(404);
      expect((await call(method, url, headersBuyer)).status, url).toBe(403);
      expect((await call(method, url)).status, url).toBe(401);
    }
    expect(
      (await call("GET", `${BASE}/list`, headersB)).body.data.some((item: { id: number }) => item.id === job.id),
    ).toBe(false);
    expect(await countProducts(storeA)).toBe(before);
    const [row] = await t.database.db.select().from(product_import).where(eq(product_import.id, job.id));
    expect(row!.status).toBe("ready");
  });

  it("answers 404 for an id that is no import, and 422 for a bad row filter", async () => {
    expect((await call("GET", `${BASE}/999999`, headersA)).status).toBe(404);
    expect((await call("GET", `${BASE}/abc`, headersA)).status).toBe(404);
    expect((await call("POST", `${BASE}/0/run`, headersA)).status).toBe(404);
    const { job } = await checked();
    expect((await call("GET", `${BASE}/${job.id}/rows?filter=odd`, headersA)).status).toBe(422);
  });
});

describe("POST product/import/{id}/run", () => {
  it("creates the accepted groups with variants and photos, then reports every row", async () => {
    const { job, prefix } = await checked();
    const started = await call("POST", `${BASE}/${job.id}/run`, headersA);
    expect(started.status).toBe(200);
    const done = await untilDone(job.id);
    expect(done).toMatchObject({ created_rows: 3, refused_rows: 3, progress: 100 });

    const made = await t.database.db
      .select()
      .from(product)
      .where(and(eq(product.merchant_id, storeA.id), sql`${product.sku} like ${`${prefix}-%`}`))
      .orderBy(product.id);
    expect(made.map((row) => [row.sku, row.variant_name, row.publish_price, row.photos.length])).toEqual([
      [`${prefix}-H`, "Hitam", 80_100, 1],
      [`${prefix}-P`, "Putih", 90_000, 1],
      [`${prefix}-T`, null, 50_000, 0],
    ]);
    expect(made[0]!.variant_group).toBe(made[1]!.variant_group);
    expect(made[0]!.variant_group).not.toBeNull();

    const report = await t.app.inject({ method: "GET", url: `${BASE}/${job.id}/report?lang=id`, headers: headersA });
    expect(report.statusCode).toBe(200);
    expect(report.headers["content-type"]).toContain("text/csv");
    const lines = report.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Baris,Hasil,Nama produk,Nama varian,SKU,Kolom,Alasan,ID produk");
    expect(lines[1]).toContain(`Dibuat,Kaos ${prefix},Hitam,${prefix}-H,,,${made[0]!.id}`);
    expect(lines[4]).toMatch(/^5,Ditolak,.*,Harga,/);

    // Running it again creates nothing twice.
    expect((await call("POST", `${BASE}/${job.id}/run`, headersA)).body.data.status).toBe("done");
    const again = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(product)
      .where(sql`${product.sku} like ${`${prefix}-%`}`);
    expect(again[0]!.n).toBe(3);
  });

  it("refuses a group whose SKU another save took since the preview, and creates the rest", async () => {
    const { job, prefix } = await checked();
    await makeProduct(t, { merchant: storeA, category: leaf, name: "Penyerobot" });
    await t.database.db.execute(
      sql`update product set sku = ${`${prefix}-T`} where merchant_id = ${storeA.id} and name = 'Penyerobot'`,
    );
    const done = await t.services.productImports.runToEnd({ id: storeA.id, merchant_slug: storeA.slug }, job.id);
    expect(done).toMatchObject({ status: "done", created_rows: 2, refused_rows: 4 });
    const rows = await call("GET", `${BASE}/${job.id}/rows?filter=refused&lang=en`, headersA);
    expect(rows.body.data.map((row: { sku: string }) => row.sku)).toContain(`${prefix}-T`);
  });

  it("leaves whole products only when a group fails mid-run, and a rerun finishes without duplicates", async () => {
    const store = { id: storeA.id, merchant_slug: storeA.slug };
    const prefixes = ["C1", "C2", "C3"].map((name) => `${name}${Math.random().toString(36).slice(2, 5)}`);
    const rows = prefixes.flatMap((prefix) => [
      `Kaos ${prefix};${leaf.id};50000;;1;100;${prefix}-A;${prefix};Merah;`,
      `Kaos ${prefix};${leaf.id};50000;;1;100;${prefix}-B;${prefix};Biru;`,
    ]);
    const file_id = await upload(storeA, "product_import", Buffer.from([HEADER, ...rows].join("\n")));
    const job = await t.services.productImports.create(store, storeA.owner.userId, { file_id });
    expect(job.accepted_rows).toBe(6);

    const crashing = createProductImportService({
      db: t.database.db,
      clock: t.clock,
      media: t.services.media,
      products: t.services.merchantProducts,
      faults: {
        beforeCommit(groupIndex) {
          if (groupIndex === 1) throw new Error("the process died here");
        },
      },
    });
    await expect(crashing.runToEnd(store, job.id)).rejects.toThrow("the process died here");

    const skus = async () =>
      (
        await t.database.db
          .select({ sku: product.sku, group: product.variant_group })
          .from(product)
          .where(sql`${product.sku} like any(${sql.param(prefixes.map((prefix) => `${prefix}-%`))}::text[])`)
          .orderBy(product.sku)
      ).map((row) => row.sku);
    expect(await skus()).toEqual([`${prefixes[0]}-A`, `${prefixes[0]}-B`]);
    const stalled = await call("GET", `${BASE}/${job.id}`, headersA);
    expect(stalled.body.data).toMatchObject({ status: "running", stalled: true, created_rows: 2, progress: 33 });
    const recorded = await t.database.db
      .select()
      .from(product_import_row)
      .where(and(eq(product_import_row.import_id, job.id), sql`${product_import_row.product_id} is not null`));
    expect(recorded.map((row) => row.row_number)).toEqual([2, 3]);

    await call("POST", `${BASE}/${job.id}/run`, headersA);
    expect(await untilDone(job.id)).toMatchObject({ created_rows: 6, refused_rows: 0 });
    expect(await skus()).toEqual(prefixes.flatMap((prefix) => [`${prefix}-A`, `${prefix}-B`]));
  });
});
