import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBuyer } from "../../tests/support/factories.ts";
import { pdfBytes, picture } from "../../tests/support/files.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { MEDIA_UNATTACHED_TTL_MS, type MediaFileDto, type MediaPurpose } from "./index.ts";
import { media_file } from "./media.tables.ts";

let t: TestApp;
let mediaDir: string;
let owner: number;
let other: number;
let png: Buffer;

const HOUR = 3_600_000;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), "pasar-media-"));
  t = await createTestApp({ config: { MEDIA_DIR: mediaDir } });
  owner = (await makeBuyer(t)).userId;
  other = (await makeBuyer(t)).userId;
  png = await picture("png", 40, 40);
});
afterAll(async () => {
  await t?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

function upload(purpose: MediaPurpose, ownerUserId = owner): Promise<MediaFileDto> {
  const bytes = purpose === "npwp" ? pdfBytes() : png;
  return t.services.media.upload({ ownerUserId, purpose, filename: "x", bytes });
}

/** When the file was attached; undefined when there is no such row. */
async function attachedAt(id: string): Promise<Date | null | undefined> {
  const [row] = await t.database.db
    .select({ attached_at: media_file.attached_at })
    .from(media_file)
    .where(eq(media_file.id, id));
  return row ? row.attached_at : undefined;
}

/** The ids of files with bytes in storage. */
async function storedIds(): Promise<Set<string>> {
  try {
    const entries = await readdir(path.join(mediaDir, "uploads"), { recursive: true });
    return new Set(
      entries.map((entry) => /med_[0-9a-f]{32}/.exec(String(entry))?.[0]).filter((id) => id !== undefined),
    );
  } catch {
    return new Set();
  }
}

async function clear() {
  await t.database.db.execute(sql`update media_file set attached_at = now()`);
}

describe("claim", () => {
  it("attaches the caller's files of an accepted purpose, in the order given", async () => {
    const [a, b] = [await upload("product_photo"), await upload("product_photo")];
    const claimed = await t.services.media.claim(t.database.db, {
      ownerUserId: owner,
      ids: [b.id, a.id],
      purposes: ["product_photo"],
      field: "photos",
    });
    expect(claimed.map((file) => [file.id, file.attached])).toEqual([
      [b.id, true],
      [a.id, true],
    ]);
    expect(await attachedAt(a.id)).not.toBeNull();
    // Saving the form again with the same file is fine and keeps the first time.
    const first = await attachedAt(a.id);
    t.clock.advance(HOUR);
    await t.services.media.claim(t.database.db, { ownerUserId: owner, ids: a.id, purposes: ["product_photo"] });
    expect(await attachedAt(a.id)).toEqual(first);
  });

  it("refuses, by field, another user's file, one of another purpose and one that does not exist, attaching none", async () => {
    const mine = await upload("product_photo");
    const theirs = await upload("product_photo", other);
    const logo = await upload("store_logo");
    const attempt = t.services.media.claim(t.database.db, {
      ownerUserId: owner,
      ids: [mine.id, theirs.id, logo.id, "med_00000000000000000000000000000000", "../../etc/passwd"],
      purposes: ["product_photo"],
      field: "photos",
    });
    await expect(attempt).rejects.toMatchObject({
      code: "INVALID_INPUT",
      fieldErrors: {
        "photos.1": { key: "media.not_found" },
        "photos.2": { key: "media.wrong_purpose" },
        "photos.3": { key: "media.not_found" },
        "photos.4": { key: "media.not_found" },
      },
    });
    for (const id of [mine.id, theirs.id, logo.id]) expect(await attachedAt(id)).toBeNull();
    await expect(
      t.services.media.claim(t.database.db, { ownerUserId: owner, ids: theirs.id, purposes: ["product_photo"] }),
    ).rejects.toMatchObject({ fieldErrors: { file_id: { key: "media.not_found" } } });
  });

  it("has the refusals' messages in both languages", async () => {
    const { translator } = await import("../../i18n/index.ts");
    expect(translator("en")("media.wrong_purpose")).toBe(
      "This file was uploaded for something else. Upload it again here.",
    );
    expect(translator("id")("media.not_found")).toBe("Berkas tidak ditemukan. Unggah ulang.");
  });

  it("is undone with the form's transaction", async () => {
    const file = await upload("ktp");
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.services.media.claim(tx, { ownerUserId: owner, ids: file.id, purposes: ["ktp"] });
        throw new Error("the form failed further on");
      }),
    ).rejects.toThrow("the form failed");
    expect(await attachedAt(file.id)).toBeNull();
  });
});

describe("sweepUnattached", () => {
  it("deletes rows and bytes of files no form claimed within a day, and nothing else", async () => {
    await clear();
    const old = [await upload("product_photo"), await upload("npwp"), await upload("ktp_selfie")];
    const claimed = await upload("store_logo");
    await t.services.media.claim(t.database.db, { ownerUserId: owner, ids: claimed.id, purposes: ["store_logo"] });
    t.clock.advance(MEDIA_UNATTACHED_TTL_MS - HOUR);
    const recent = await upload("review_photo");
    t.clock.advance(2 * HOUR);

    const before = await storedIds();
    for (const file of [...old, claimed, recent]) expect(before.has(file.id)).toBe(true);

    expect(await t.services.media.sweepUnattached()).toEqual({ deleted: 3, failedKeys: [] });
    const after = await storedIds();
    for (const file of old) {
      expect(after.has(file.id)).toBe(false);
      expect(await attachedAt(file.id)).toBeUndefined();
    }
    for (const file of [claimed, recent]) expect(after.has(file.id)).toBe(true);
    expect(await t.services.media.sweepUnattached()).toEqual({ deleted: 0, failedKeys: [] });
  });

  it("takes a released file at its next run when it is over a day old", async () => {
    await clear();
    const file = await upload("store_banner");
    await t.services.media.claim(t.database.db, { ownerUserId: owner, ids: file.id, purposes: ["store_banner"] });
    t.clock.advance(MEDIA_UNATTACHED_TTL_MS + HOUR);
    expect((await t.services.media.sweepUnattached()).deleted).toBe(0);
    // Another user cannot release it.
    expect(await t.services.media.release(t.database.db, { ownerUserId: other, ids: [file.id] })).toBe(0);
    expect(await t.services.media.release(t.database.db, { ownerUserId: owner, ids: [file.id, "nonsense"] })).toBe(1);
    expect((await t.services.media.sweepUnattached()).deleted).toBe(1);
    expect((await storedIds()).has(file.id)).toBe(false);
  });

  it("is safe to run in several processes at once: each file is deleted once", async () => {
    await clear();
    const files = await Promise.all(Array.from({ length: 12 }, () => upload("review_photo")));
    t.clock.advance(MEDIA_UNATTACHED_TTL_MS + HOUR);
    const results = await Promise.all([1, 2, 3].map(() => t.services.media.sweepUnattached()));
    expect(results.reduce((sum, result) => sum + result.deleted, 0)).toBe(files.length);
    const left = await storedIds();
    for (const file of files) expect(left.has(file.id)).toBe(false);
  });

  it("never deletes a file a form is claiming at the same moment", async () => {
    await clear();
    const file = await upload("product_photo");
    t.clock.advance(MEDIA_UNATTACHED_TTL_MS + HOUR);
    let sweep: Promise<{ deleted: number }> | undefined;
    await t.database.db.transaction(async (tx) => {
      await t.services.media.claim(tx, { ownerUserId: owner, ids: file.id, purposes: ["product_photo"] });
      // The claim holds the row: the sweep skips it rather than waiting or deleting it.
      sweep = t.services.media.sweepUnattached();
      if (t.database.kind === "postgres") expect((await sweep).deleted).toBe(0);
    });
    await sweep;
    expect(await attachedAt(file.id)).not.toBeNull();
    expect((await storedIds()).has(file.id)).toBe(true);
  });
});

describe("too many files waiting", () => {
  it("refuses an upload past the cap of unclaimed files of one user", async () => {
    await clear();
    const { MEDIA_MAX_UNATTACHED_PER_USER } = await import("./index.ts");
    const uploader = (await makeBuyer(t)).userId;
    await t.database.db.execute(
      sql`insert into media_file (id, owner_user_id, purpose, visibility, content_type, byte_size, original_name, variants, created_at)
          select 'med_' || md5(${String(uploader)} || n::text), ${uploader}, 'review_photo', 'public', 'image/webp', 1, 'x', '[]'::jsonb,
                 ${t.clock.now().toISOString()}::timestamptz
          from generate_series(1, ${MEDIA_MAX_UNATTACHED_PER_USER}) as n`,
    );
    await expect(upload("review_photo", uploader)).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "media.too_many_waiting",
    });
    await t.database.db.execute(sql`update media_file set attached_at = now() where owner_user_id = ${uploader}`);
    expect((await upload("review_photo", uploader)).purpose).toBe("review_photo");
  });
});
