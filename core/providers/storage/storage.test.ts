import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "../../../tests/support/fake-s3.ts";
import { loadConfig } from "../../shared/config.ts";
import { checkedKey, createLocalStorage, createS3Storage, createStorage, type Storage } from "./index.ts";

const KEY = "public/ab/med_ab12/full.webp";

/** What every provider must do alike. */
function behavesAsStorage(name: string, storage: () => Storage) {
  describe(name, () => {
    it("stores, reads back and deletes an object; a missing one reads as null and deletes without error", async () => {
      const body = Buffer.from("bytes of a picture");
      await storage().put(KEY, body, "image/webp");
      expect(await storage().get(KEY)).toEqual(body);
      await storage().delete(KEY);
      expect(await storage().get(KEY)).toBeNull();
      await expect(storage().delete(KEY)).resolves.toBeUndefined();
      expect(await storage().get("private/zz/none/full.pdf")).toBeNull();
    });

    it("replaces an object written again under its key", async () => {
      await storage().put(KEY, Buffer.from("first"), "image/webp");
      await storage().put(KEY, Buffer.from("second"), "image/webp");
      expect((await storage().get(KEY))?.toString()).toBe("second");
      await storage().delete(KEY);
    });

    it("refuses keys that could leave its root", async () => {
      for (const key of ["../etc/passwd", "/abs/key", "a/../../b", "a//b", "A/b", "a/./b", "a\\b", ""]) {
        await expect(storage().put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/invalid storage key/);
        await expect(storage().get(key)).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

let root: string;
let fake: FakeS3;
let s3: Storage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "pasar-storage-"));
  fake = await startFakeS3("pasar-media");
  s3 = createS3Storage({
    bucket: "pasar-media",
    region: "us-east-1",
    endpoint: fake.endpoint,
    credentials: { accessKeyId: "test", secretAccessKey: "test-secret" },
  });
});
afterAll(async () => {
  await fake?.close();
  await rm(root, { recursive: true, force: true });
});

behavesAsStorage("local disk storage", () => createLocalStorage(root));
behavesAsStorage("S3 storage (against a local fake)", () => s3);

describe("local disk storage", () => {
  it("keeps files under its root in the key's folders and leaves no temporary file", async () => {
    const storage = createLocalStorage(root);
    await storage.put("private/cd/med_cd34/full.pdf", Buffer.from("%PDF-"), "application/pdf");
    expect(await readdir(path.join(root, "private/cd/med_cd34"))).toEqual(["full.pdf"]);
    expect(storage.directUrl("public/ab/x/full.webp")).toBeNull();
  });
});

describe("S3 storage", () => {
  it("addresses the bucket path-style with the key and its content type", async () => {
    fake.requests.length = 0;
    await s3.put(KEY, Buffer.from("webp"), "image/webp");
    expect(fake.objects.get(`pasar-media/${KEY}`)).toEqual({ body: Buffer.from("webp"), contentType: "image/webp" });
    await s3.delete(KEY);
    expect(fake.requests).toEqual([`PUT /pasar-media/${KEY}`, `DELETE /pasar-media/${KEY}`]);
  });

  it("links public objects to S3_PUBLIC_URL when one is set, and to nothing otherwise", () => {
    expect(s3.directUrl(KEY)).toBeNull();
    const cdn = createS3Storage({ bucket: "b", region: "auto", publicUrl: "https://cdn.example/media/" });
    expect(cdn.directUrl(KEY)).toBe(`https://cdn.example/media/${KEY}`);
  });

  it("surfaces errors other than a missing object", async () => {
    const wrongBucket = createS3Storage({
      bucket: "other-bucket",
      region: "us-east-1",
      endpoint: fake.endpoint,
      credentials: { accessKeyId: "test", secretAccessKey: "test-secret" },
    });
    // A missing bucket is a configuration error, not a missing file: reads and writes fail loudly.
    await expect(wrongBucket.put(KEY, Buffer.from("x"), "image/webp")).rejects.toThrow(/NoSuchBucket/);
    await expect(wrongBucket.get(KEY)).rejects.toThrow(/NoSuchBucket/);
  });
});

describe("createStorage", () => {
  it("is the local disk under MEDIA_DIR/uploads by default, the bucket when STORAGE_PROVIDER=s3", () => {
    expect(createStorage(loadConfig({}), root).kind).toBe("local");
    const config = loadConfig({
      STORAGE_PROVIDER: "s3",
      S3_BUCKET: "pasar-media",
      S3_ENDPOINT: fake.endpoint,
      S3_ACCESS_KEY_ID: "a",
      S3_SECRET_ACCESS_KEY: "b",
    });
    expect(createStorage(config, root).kind).toBe("s3");
  });

  it("is refused at start without a bucket, or with half a key pair", () => {
    expect(() => loadConfig({ STORAGE_PROVIDER: "s3" })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig({ STORAGE_PROVIDER: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "a" })).toThrow(/set together/);
  });

  it("checks keys the same way for every provider", () => {
    expect(checkedKey("public/ab/med_1/thumb.webp")).toBe("public/ab/med_1/thumb.webp");
  });
});
