import Papa from "papaparse";
import type { Database, Executor } from "../../db/client.ts";
import { translator, type Lang } from "../../i18n/index.ts";
import type { MediaService } from "../media/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError, isAppError } from "../shared/errors.ts";
import { offsetOf, paginationMeta, type PageUrl, type PaginationMeta } from "../shared/pagination.ts";
import { MAX_ROW_ID } from "../shared/inputs.ts";
import { parseInput } from "../shared/validation.ts";
import { createMerchantProductRepository } from "./merchant-product.repository.ts";
import type { MerchantProductService, MerchantStoreRef } from "./merchant-product.service.ts";
import type { ProductImportDto, ProductImportLineDto } from "./product-import.dto.ts";
import { productImportCreateInput, productImportRowsQuery } from "./product-import.inputs.ts";
import { NO_PHOTOS, unpackPhotos, type ImportPhotos } from "./product-import.photos.ts";
import {
  createProductImportRepository,
  type ProductImportLine,
  type ProductImportRow,
} from "./product-import.repository.ts";
import { checkRows } from "./product-import.rows.ts";
import { importTemplate, readImportSheet, type ImportColumn } from "./product-import.sheet.ts";
import type { ImportReason } from "./product-import.tables.ts";

/** How long a runner is trusted to be alive without reporting progress; past it, a run call resumes the job. */
export const IMPORT_LEASE_MS = 60_000;
/** Groups read from the job at a time while running. */
const GROUP_BATCH = 200;
/** Imports the page lists. */
const RECENT_IMPORTS = 10;

/** Test seams: what happens inside a group's transaction, to prove a failure there leaves no half product. */
export interface ProductImportFaults {
  beforeCommit?(groupIndex: number): void;
}

export interface ProductImportDeps {
  db: Database;
  clock: Clock;
  media: Pick<MediaService, "readOwn" | "claim" | "upload">;
  products: Pick<MerchantProductService, "createWithin" | "announce" | "leafCategories">;
  faults?: ProductImportFaults;
  /** Where a runner that stopped on an unexpected error is reported (the job stays resumable). */
  onRunError?: (error: unknown, importId: number) => void;
}

const notFound = () => new AppError("NOT_FOUND", "product_import.errors.not_found");

/** Thrown inside a group's transaction to roll it back when another runner made the group meanwhile. */
class GroupAlreadyMade extends Error {}

/** 'Kaos > Kaos Polos' and 'kaos/kaos polos' alike. */
const pathKey = (text: string) =>
  text
    .split(/>|\//)
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, " "))
    .filter(Boolean)
    .join(">");

function toDto(row: ProductImportRow, now: Date): ProductImportDto {
  const handled = row.created_rows + row.failed_rows;
  return {
    id: row.id,
    status: row.status as ProductImportDto["status"],
    file_name: row.file_name,
    has_photos: row.photos_file_id !== null,
    total_rows: row.total_rows,
    accepted_rows: row.accepted_rows,
    refused_rows: row.total_rows - row.accepted_rows + row.failed_rows,
    created_rows: row.created_rows,
    progress: row.accepted_rows === 0 ? 100 : Math.floor((handled / row.accepted_rows) * 100),
    stalled: row.status === "running" && row.lease_until !== null && row.lease_until <= now,
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

/** A refused row's reason in `lang`: the column as the template names it, and the message. */
function reasonText(reason: ImportReason | null, lang: Lang): { column: string | null; reason: string | null } {
  if (!reason) return { column: null, reason: null };
  const t = translator(lang);
  return {
    column: reason.column ? t(`product_import.column.${reason.column}`) : null,
    reason: t(reason.message.key, reason.message.values),
  };
}

function toLineDto(line: ProductImportLine, lang: Lang): ProductImportLineDto {
  const cells = line.cells as Partial<Record<ImportColumn, string>>;
  return {
    row_number: line.row_number,
    group_row: line.group_number,
    verdict: line.product_id !== null ? "created" : line.verdict,
    ...reasonText(line.reason, lang),
    product_name: cells.name ?? "",
    variant_name: cells.variant_name ?? null,
    sku: cells.sku ?? null,
    product_id: line.product_id,
  };
}

/** The first field error of a create that failed, as a row's reason. */
function reasonOfError(error: AppError): ImportReason {
  const [field, message] = Object.entries(error.fieldErrors ?? {})[0] ?? [];
  const column = field?.replace(/^variants\.\d+\./, "").replace(/\.\d+$/, "");
  const columns: Record<string, ImportColumn> = { sku: "sku", photos: "photos", category_id: "category" };
  return {
    column: column ? (columns[column] ?? null) : null,
    message: message ?? { key: error.messageKey, ...(error.values ? { values: error.values } : {}) },
  };
}

/**
 * Product imports (issue 23, decision 0032): a sheet checked row by row into a persisted job, then run
 * group by group, each group's products and its rows' results in one transaction.
 */
export function createProductImportService({ db, clock, media, products, faults, onRunError }: ProductImportDeps) {
  const imports = createProductImportRepository(db);
  const running = new Map<number, Promise<void>>();

  async function categoryLookup(): Promise<(cell: string) => number | null> {
    const [id, en] = await Promise.all([products.leafCategories("id"), products.leafCategories("en")]);
    const byPath = new Map<string, number>();
    const byName = new Map<string, number | null>();
    for (const leaf of [...id, ...en]) {
      byPath.set(pathKey(leaf.path.join(">")), leaf.id);
      const name = pathKey(leaf.path.at(-1) ?? "");
      const seen = byName.get(name);
      byName.set(name, seen === undefined || seen === leaf.id ? leaf.id : null);
    }
    const ids = new Set(id.map((leaf) => leaf.id));
    return (cell) => {
      if (/^\d+$/.test(cell.trim())) return ids.has(Number(cell)) ? Number(cell) : null;
      const key = pathKey(cell);
      return byPath.get(key) ?? byName.get(key) ?? null;
    };
  }

  async function photosOf(job: Pick<ProductImportRow, "photos_file_id" | "owner_user_id">): Promise<ImportPhotos> {
    if (!job.photos_file_id) return NO_PHOTOS;
    const file = await media.readOwn(
      job.photos_file_id,
      job.owner_user_id,
      ["product_import_photos"],
      "photos_file_id",
    );
    return unpackPhotos(file.bytes);
  }

  /** The store's import named by a path's id; anything else (another store's, a malformed id) is NOT_FOUND. */
  async function ownedJob(store: MerchantStoreRef, raw: unknown): Promise<ProductImportRow> {
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) throw notFound();
    const job = await imports.owned(store.id, id);
    if (!job) throw notFound();
    return job;
  }

  /** The payload's photo names replaced by uploads of the pictures, as the create form sends them. */
  async function withUploadedPhotos(payload: Record<string, unknown>, photos: ImportPhotos, ownerUserId: number) {
    const upload = async (names: unknown) => {
      if (!Array.isArray(names)) return names;
      const ids: string[] = [];
      for (const name of names as string[]) {
        const bytes = photos.get(name);
        if (!bytes) throw new AppError("INVALID_INPUT", "product_import.reason.photo_missing", { values: { name } });
        try {
          ids.push((await media.upload({ ownerUserId, purpose: "product_photo", filename: name, bytes })).id);
        } catch (error) {
          if (!isAppError(error) || error.code === "CONFLICT") throw error;
          throw new AppError("INVALID_INPUT", "product_import.reason.photo_unreadable", {
            fieldErrors: { photos: { key: "product_import.reason.photo_unreadable", values: { name } } },
          });
        }
      }
      return ids;
    };
    const variants = Array.isArray(payload.variants) ? (payload.variants as Record<string, unknown>[]) : [];
    const resolved: Record<string, unknown> = { ...payload, photos: await upload(payload.photos) };
    if (resolved.photos === undefined) delete resolved.photos;
    if (variants.length > 0)
      resolved.variants = await Promise.all(
        variants.map(async (variant) => {
          const photosOfVariant = await upload(variant.photos);
          return photosOfVariant === undefined ? variant : { ...variant, photos: photosOfVariant };
        }),
      );
    return resolved;
  }

  /**
   * Creates the job's remaining groups in sheet order; each group's products and its rows' results commit
   * together. Listings hear of the new products once per batch, and the lease is renewed as time passes.
   */
  async function drain(store: MerchantStoreRef, job: ProductImportRow): Promise<void> {
    const photos = await photosOf(job);
    let groupIndex = 0;
    let leaseRenewedAt = clock.now().getTime();
    for (;;) {
      const groups = await imports.pendingGroups(job.id, GROUP_BATCH);
      if (groups.length === 0) break;
      const slugs: string[] = [];
      for (const group of groups) {
        const index = groupIndex++;
        try {
          const payload = await withUploadedPhotos(group.payload ?? {}, photos, job.owner_user_id);
          const made = await db.transaction(async (tx: Executor) => {
            const created = await products.createWithin(tx, store, payload, job.owner_user_id);
            if (created.ids.length !== group.rows.length)
              throw new Error(`import ${job.id}: group rows and products differ`);
            const recorded = await createProductImportRepository(tx).recordCreated(
              job.id,
              group.rows,
              created.ids,
              clock.now(),
            );
            // Another runner recorded this group first: undo this copy.
            if (recorded !== group.rows.length) throw new GroupAlreadyMade();
            faults?.beforeCommit?.(index);
            return created;
          });
          slugs.push(...made.slugs);
        } catch (error) {
          if (error instanceof GroupAlreadyMade) continue;
          // What the form would refuse now (a SKU another save took since the preview, a photo that does
          // not decode) refuses the group; anything else stops the run, resumable.
          if (!isAppError(error) || error.code !== "INVALID_INPUT") throw error;
          await imports.recordFailed(job.id, group.group_number, reasonOfError(error), clock.now());
        }
        const now = clock.now().getTime();
        if (now - leaseRenewedAt > IMPORT_LEASE_MS / 4) {
          await imports.extendLease(job.id, new Date(now), new Date(now + IMPORT_LEASE_MS));
          leaseRenewedAt = now;
        }
      }
      if (slugs.length > 0) products.announce(store, slugs);
    }
    await imports.finish(job.id, clock.now());
  }

  /** Claims the job and runs it; a second call while it runs is answered with the job as it stands. */
  async function claimAndRun(
    store: MerchantStoreRef,
    rawId: unknown,
  ): Promise<{ job: ProductImportRow; done: Promise<void> }> {
    const job = await ownedJob(store, rawId);
    const { id } = job;
    const now = clock.now();
    const claimed = await imports.claim(store.id, id, now, new Date(now.getTime() + IMPORT_LEASE_MS));
    if (!claimed) return { job, done: running.get(id) ?? Promise.resolve() };
    const done = drain(store, claimed)
      .catch(async (error: unknown) => {
        await imports.releaseLease(id, clock.now());
        throw error;
      })
      .finally(() => running.delete(id));
    running.set(id, done);
    return { job: claimed, done };
  }

  return {
    /**
     * POST product/import: reads the sheet (and the photos ZIP), checks every row as the product form
     * would, and keeps the job with each row's verdict. Nothing is created yet. Both files are claimed.
     */
    async create(store: MerchantStoreRef, ownerUserId: number, raw: unknown): Promise<ProductImportDto> {
      const input = parseInput(productImportCreateInput, raw);
      const sheet = await media.readOwn(input.file_id, ownerUserId, ["product_import"], "file_id");
      if (sheet.type !== "csv" && sheet.type !== "xlsx") throw notFound();
      const [rows, photos, categoryOf] = await Promise.all([
        readImportSheet(sheet.bytes, sheet.type),
        photosOf({ photos_file_id: input.photos_file_id, owner_user_id: ownerUserId }),
        categoryLookup(),
      ]);
      const skus = rows.flatMap((row) => (row.cells.sku ? [row.cells.sku] : []));
      const takenSkus = new Set(await createMerchantProductRepository(db).takenSkus(store.id, skus, []));
      const verdicts = checkRows(rows, {
        categoryOf: (cell) => categoryOf(cell) ?? "unknown",
        hasPhoto: (name) => photos.get(name) !== undefined,
        takenSkus,
      });
      const now = clock.now();
      const id = await db.transaction(async (tx: Executor) => {
        await media.claim(tx, {
          ownerUserId,
          ids: input.file_id,
          purposes: ["product_import"],
          field: "file_id",
        });
        if (input.photos_file_id)
          await media.claim(tx, {
            ownerUserId,
            ids: input.photos_file_id,
            purposes: ["product_import_photos"],
            field: "photos_file_id",
          });
        const repo = createProductImportRepository(tx);
        const created = await repo.insert({
          merchant_id: store.id,
          owner_user_id: ownerUserId,
          file_id: input.file_id,
          photos_file_id: input.photos_file_id,
          file_name: sheet.name,
          total_rows: verdicts.length,
          accepted_rows: verdicts.filter((verdict) => verdict.verdict === "ok").length,
          created_at: now,
        });
        await repo.insertRows(created, verdicts);
        return created;
      });
      return toDto(await ownedJob(store, id), clock.now());
    },

    /** GET product/import/{id}: another store's import is NOT_FOUND. */
    async get(store: MerchantStoreRef, id: unknown): Promise<ProductImportDto> {
      return toDto(await ownedJob(store, id), clock.now());
    },

    /** The store's latest imports, newest first. */
    async recent(store: MerchantStoreRef): Promise<ProductImportDto[]> {
      const now = clock.now();
      return (await imports.recent(store.id, RECENT_IMPORTS)).map((row) => toDto(row, now));
    },

    /** GET product/import/{id}/rows: the rows with their verdicts and reasons in `lang`, a page at a time. */
    async lines(
      store: MerchantStoreRef,
      rawId: unknown,
      raw: unknown,
      lang: Lang,
      pageUrl: PageUrl,
    ): Promise<{ items: ProductImportLineDto[]; meta: PaginationMeta }> {
      const query = parseInput(productImportRowsQuery, raw);
      const { id } = await ownedJob(store, rawId);
      const { rows, total } = await imports.lines(id, {
        filter: query.filter,
        limit: query.per_page,
        offset: offsetOf(query.page, query.per_page),
      });
      return {
        items: rows.map((row) => toLineDto(row, lang)),
        meta: paginationMeta(total, query.page, query.per_page, rows.length, pageUrl),
      };
    },

    /**
     * POST product/import/{id}/run: starts creating the accepted rows' products and answers at once; the
     * job's progress shows how far it got. A job whose runner stopped (a crash) is resumed; a done job, or
     * one another runner is working on, is answered as it stands.
     */
    async start(store: MerchantStoreRef, rawId: unknown): Promise<ProductImportDto> {
      const { job, done } = await claimAndRun(store, rawId);
      // void: the run outlives the request; its progress is in the job, and an error leaves it resumable.
      void done.catch((error: unknown) => onRunError?.(error, job.id));
      return toDto(job, clock.now());
    },

    /** The same run, awaited to its end (the command line, the benchmark and tests). */
    async runToEnd(store: MerchantStoreRef, rawId: unknown): Promise<ProductImportDto> {
      const { job, done } = await claimAndRun(store, rawId);
      await done;
      return toDto(await ownedJob(store, job.id), clock.now());
    },

    /** GET product/import/{id}/report: every row with its verdict and reason, as CSV in `lang`. */
    async report(store: MerchantStoreRef, rawId: unknown, lang: Lang): Promise<{ filename: string; body: Buffer }> {
      const { id } = await ownedJob(store, rawId);
      const t = translator(lang);
      const heads = ["row", "verdict", "product_name", "variant_name", "sku", "column", "reason", "product_id"];
      const lines = (await imports.allLines(id)).map((line) => toLineDto(line, lang));
      const table = [
        heads.map((head) => t(`product_import.report.${head}`)),
        ...lines.map((line) => [
          line.row_number,
          t(`product_import.verdict.${line.verdict}`),
          line.product_name,
          line.variant_name ?? "",
          line.sku ?? "",
          line.column ?? "",
          line.reason ?? "",
          line.product_id ?? "",
        ]),
      ];
      return {
        filename: `${t("product_import.report.filename")}-${id}.csv`,
        body: Buffer.from(`\uFEFF${Papa.unparse(table)}\r\n`, "utf8"),
      };
    },

    /** GET product/import/template: the sheet to fill, its example naming one of the real categories. */
    async template(lang: Lang, format: "csv" | "xlsx"): Promise<{ filename: string; body: Buffer }> {
      const [leaf] = await products.leafCategories(lang);
      const body = await importTemplate(lang, format, leaf ? leaf.path.join(" > ") : "");
      return { filename: `${translator(lang)("product_import.template.filename")}.${format}`, body };
    },
  };
}

export type ProductImportService = ReturnType<typeof createProductImportService>;
