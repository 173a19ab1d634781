/**
 * Where uploaded bytes live. Keys are ours (the media domain chooses them), never a user's file name:
 * lowercase letters, digits, '-', '_', '.' and '/' between segments.
 */
export interface Storage {
  readonly kind: "local" | "s3";
  /** Writes the whole object; a reader never sees half of it. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes the object; deleting one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Where browsers fetch a public object directly (a CDN or public bucket), or null: through this server. */
  directUrl(key: string): string | null;
}

const KEY = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;

/** Refuses a key that could leave the storage root ('..', absolute paths, odd characters). */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split("/").some((segment) => segment === "." || segment === ".."))
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
