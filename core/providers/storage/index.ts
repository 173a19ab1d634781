import path from "node:path";
import type { Config } from "../../shared/config.ts";
import { createLocalStorage } from "./local.ts";
import { createS3Storage } from "./s3.ts";
import type { Storage } from "./storage.ts";

export { checkedKey, type Storage } from "./storage.ts";
export { createLocalStorage } from "./local.ts";
export { createS3Storage, type S3StorageOptions } from "./s3.ts";

/** The configured storage: a bucket when STORAGE_PROVIDER=s3, else files under `mediaDir`/uploads. */
export function createStorage(config: Config, mediaDir: string): Storage {
  if (config.STORAGE_PROVIDER === "s3") {
    if (!config.S3_BUCKET) throw new Error("S3_BUCKET is required when STORAGE_PROVIDER=s3");
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(path.join(mediaDir, "uploads"));
}
