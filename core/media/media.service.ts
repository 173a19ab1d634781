import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Database, Executor } from "../../db/client.ts";
import type { Storage } from "../providers/index.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError, invalidInput, type Message } from "../shared/errors.ts";
import { encodePicture, sniffFileType, UnreadablePictureError } from "./media-content.ts";
import { createMediaLinkSigner, MEDIA_LINK_TTL_MS } from "./media-link.ts";
import type { MediaFileDto } from "./media.dto.ts";
import { createMediaRepository, type MediaFileRow } from "./media.repository.ts";
import type { MediaVariantRow } from "./media.tables.ts";
import {
  isMediaPurpose,
  MEDIA_FILE_TYPES,
  MEDIA_POLICIES,
  mediaIdOfUrl,
  mediaSizeLabel,
  mediaTypeLabels,
  type MediaFileType,
  type MediaPurpose,
  type MediaVisibility,
} from "./media.view.ts";

/** A file not claimed by a form within this time is deleted. */
export const MEDIA_UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;
/** Files one user may have waiting for a form at once (with the per-minute limit, this bounds the disk one account fills). */
export const MEDIA_MAX_UNATTACHED_PER_USER = 100;
const SWEEP_BATCH = 200;

/** The edge's addresses of stored files (core knows no HTTP path). */
export interface MediaLinks {
  /** A public file's size, served by this server. */
  publicFile(id: string, file: string): string;
  /** A private file's size, with the signature that opens it until `expires` (Unix seconds). */
  privateFile(id: string, file: string, expires: number, signature: string): string;
}

export interface MediaServiceDeps {
  db: Database;
  clock: Clock;
  storage: Storage;
  /** Signs private links (a key is derived from it). */
  secret: Uint8Array;
  links: MediaLinks;
}

export interface UploadInput {
  ownerUserId: number;
  purpose: string;
  filename: string;
  bytes: Uint8Array;
}

export interface ClaimInput {
  ownerUserId: number;
  /** One id (errors under `field`) or a list (errors under `field.<index>`). */
  ids: string | readonly string[];
  /** What the form accepts: a file uploaded for anything else is refused. */
  purposes: readonly MediaPurpose[];
  /** The form's field, for error messages; 'file_id' unless given. */
  field?: string;
}

export type OpenedFile = { body: Buffer; contentType: string; image: boolean };
export type PrivateOpen =
  ({ ok: true; filename: string } & OpenedFile) | { ok: false; reason: "not_found" | "expired" | "unauthenticated" };

const ID = /^med_[0-9a-f]{32}$/;
const FILE = /^[a-z]+\.[a-z0-9]+$/;
const CONTENT_TYPE_BY_EXT = new Map<string, string>(
  Object.values(MEDIA_FILE_TYPES).map((type) => [type.ext, type.mime]),
);

function newMediaId(): string {
  return `med_${randomBytes(16).toString("hex")}`;
}

/** Keys spread over folders by the id's first characters, so no folder grows huge on disk. */
function storageKey(visibility: MediaVisibility, id: string, file: string): string {
  return `${visibility}/${id.slice(4, 6)}/${id}/${file}`;
}

function fileOf(key: string): string {
  return key.slice(key.lastIndexOf("/") + 1);
}

/** The device's name of the file, for display: no folders, no control characters, not too long. */
function displayName(filename: string): string {
  const printable = [...filename].filter((character) => character >= " " && character !== "\u007f").join("");
  const base = path.basename(printable.replaceAll("\\", "/")).trim();
  return base.slice(0, 200) || "file";
}

/**
 * Uploaded files: checked, re-encoded and stored by `upload`; claimed by the forms of other domains in their
 * own transactions; served publicly or, for private ones, to their owner through signed links; swept when
 * no form claimed them.
 */
export function createMediaService({ db, clock, storage, secret, links }: MediaServiceDeps) {
  const repository = createMediaRepository(db);
  const signer = createMediaLinkSigner(secret);

  function publicUrl(id: string, variant = "full"): string {
    const file = `${variant}.webp`;
    return storage.directUrl(storageKey("public", id, file)) ?? links.publicFile(id, file);
  }

  function privateLinks(row: MediaFileRow) {
    const expires = Math.floor((clock.now().getTime() + MEDIA_LINK_TTL_MS) / 1000);
    const signature = signer.sign(row.id, row.owner_user_id, expires);
    return {
      expiresAt: new Date(expires * 1000).toISOString(),
      url: (variant: MediaVariantRow) => links.privateFile(row.id, fileOf(variant.key), expires, signature),
    };
  }

  /** The file as its owner sees it: private links are signed for the owner and last a few minutes. */
  function toDto(row: MediaFileRow): MediaFileDto {
    const signed = row.visibility === "private" ? privateLinks(row) : null;
    const urlOf = (variant: MediaVariantRow) => (signed ? signed.url(variant) : publicUrl(row.id, variant.name));
    const variants = row.variants.map((variant) => ({
      name: variant.name,
      width: variant.width,
      height: variant.height,
      url: urlOf(variant),
    }));
    return {
      id: row.id,
      purpose: row.purpose as MediaPurpose,
      visibility: row.visibility as MediaVisibility,
      content_type: row.content_type,
      byte_size: row.byte_size,
      width: row.width,
      height: row.height,
      name: row.original_name,
      url: variants[0]?.url ?? "",
      url_expires_at: signed?.expiresAt ?? null,
      variants,
      attached: row.attached_at !== null,
      created_at: row.created_at.toISOString(),
    };
  }

  async function storeAll(files: { key: string; body: Buffer; contentType: string }[]): Promise<void> {
    const results = await Promise.allSettled(files.map((file) => storage.put(file.key, file.body, file.contentType)));
    const failed = results.find((result) => result.status === "rejected");
    if (failed) {
      await Promise.allSettled(files.map((file) => storage.delete(file.key)));
      throw failed.reason;
    }
  }

  return {
    toDto,
    publicUrl,

    /**
     * Checks a file against its purpose (type sniffed from the bytes, size), re-encodes pictures and stores
     * it under names of our choosing. The file waits, unattached, for a form to claim it.
     */
    async upload({ ownerUserId, purpose, filename, bytes }: UploadInput): Promise<MediaFileDto> {
      if (!isMediaPurpose(purpose)) throw invalidInput({ purpose: { key: "media.purpose_invalid" } });
      if (bytes.length === 0) throw invalidInput({ file: { key: "media.file_empty" } });
      const policy = MEDIA_POLICIES[purpose];
      if (bytes.length > policy.maxBytes) {
        const values = { max: mediaSizeLabel(policy.maxBytes) };
        throw new AppError("PAYLOAD_TOO_LARGE", "media.too_large", {
          values,
          fieldErrors: { file: { key: "media.too_large", values } },
        });
      }
      const type = await sniffFileType(bytes);
      if (!type || !policy.types.includes(type)) {
        const values = { types: mediaTypeLabels(purpose) };
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "media.unsupported_type", {
          values,
          fieldErrors: { file: { key: "media.unsupported_type", values } },
        });
      }
      const now = clock.now();
      const waiting = await repository.countUnattached(ownerUserId, new Date(now.getTime() - MEDIA_UNATTACHED_TTL_MS));
      if (waiting >= MEDIA_MAX_UNATTACHED_PER_USER)
        throw new AppError("CONFLICT", "media.too_many_waiting", { values: { max: MEDIA_MAX_UNATTACHED_PER_USER } });

      const id = newMediaId();
      const { visibility } = policy;
      const fileType = MEDIA_FILE_TYPES[type];
      let stored: { variant: MediaVariantRow; body: Buffer; contentType: string }[];
      if (fileType.image) {
        let pictures;
        try {
          pictures = await encodePicture(bytes, policy.sizes);
        } catch (error) {
          if (error instanceof UnreadablePictureError) throw invalidInput({ file: { key: "media.unreadable" } });
          throw error;
        }
        stored = pictures.map((picture) => ({
          variant: {
            name: picture.name,
            key: storageKey(visibility, id, `${picture.name}.webp`),
            width: picture.width,
            height: picture.height,
            byte_size: picture.body.length,
          },
          body: picture.body,
          contentType: "image/webp",
        }));
      } else {
        const body = Buffer.from(bytes);
        stored = [
          {
            variant: {
              name: "full",
              key: storageKey(visibility, id, `full.${fileType.ext}`),
              width: null,
              height: null,
              byte_size: body.length,
            },
            body,
            contentType: fileType.mime,
          },
        ];
      }
      const [full] = stored;
      if (!full) throw new Error(`purpose ${purpose} keeps no size`);
      await storeAll(stored.map(({ variant, body, contentType }) => ({ key: variant.key, body, contentType })));
      try {
        const row = await repository.insert({
          id,
          owner_user_id: ownerUserId,
          purpose,
          visibility,
          content_type: full.contentType,
          byte_size: full.variant.byte_size,
          width: full.variant.width,
          height: full.variant.height,
          original_name: displayName(filename),
          variants: stored.map((file) => file.variant),
          created_at: now,
        });
        return toDto(row);
      } catch (error) {
        await Promise.allSettled(stored.map((file) => storage.delete(file.variant.key)));
        throw error;
      }
    },

    /**
     * Marks the caller's files attached, inside the form's own transaction (`executor`), so the file is
     * kept exactly when the form's change is. Refuses, by field, files that are missing (or swept), another
     * user's, or uploaded for another purpose. Claiming a file attached before is allowed (a form saved
     * again with the same picture).
     */
    async claim(executor: Executor, { ownerUserId, ids, purposes, field = "file_id" }: ClaimInput) {
      const list = typeof ids === "string" ? [ids] : [...ids];
      const fieldOf = (index: number) => (typeof ids === "string" ? field : `${field}.${index}`);
      const wanted = [...new Set(list.filter((id) => ID.test(id)))];
      const repo = createMediaRepository(executor);
      const rows = new Map((await repo.lockOwned(ownerUserId, wanted)).map((row) => [row.id, row]));
      const errors: Record<string, Message> = {};
      list.forEach((id, index) => {
        const row = rows.get(id);
        if (!row) errors[fieldOf(index)] = { key: "media.not_found" };
        else if (!purposes.includes(row.purpose as MediaPurpose))
          errors[fieldOf(index)] = { key: "media.wrong_purpose" };
      });
      if (Object.keys(errors).length > 0) throw invalidInput(errors);
      const attached = new Map((await repo.attach(wanted, clock.now())).map((row) => [row.id, row]));
      return list.map((id) => toDto(attached.get(id)!));
    },

    /**
     * Detaches the caller's files (a form replaced or dropped them), in the form's transaction. They are
     * then swept like files never claimed: at once when uploaded over a day ago. Answers how many were.
     */
    async release(executor: Executor, { ownerUserId, ids }: { ownerUserId: number; ids: readonly string[] }) {
      return createMediaRepository(executor).detach(
        ownerUserId,
        ids.filter((id) => ID.test(id)),
      );
    },

    /**
     * Keeps for good the uploaded pictures that placed orders show (their lines' photo URLs), in the
     * checkout's transaction: the product may let a picture go later, the order still shows it.
     */
    async keepForOrders(executor: Executor, photoUrls: readonly (string | null)[]): Promise<void> {
      const ids = [...new Set(photoUrls.map((url) => (url ? mediaIdOfUrl(url) : null)))].filter(
        (id): id is string => id !== null,
      );
      await createMediaRepository(executor).keepForOrders(ids, clock.now());
    },

    /**
     * The bytes of the caller's own file uploaded for one of `purposes`, for a service that reads what was
     * uploaded (a product import's sheet). Refused under `field` like a claim would be.
     */
    async readOwn(
      id: string,
      ownerUserId: number,
      purposes: readonly MediaPurpose[],
      field: string,
    ): Promise<{ bytes: Buffer; type: MediaFileType; name: string }> {
      const row = ID.test(id) ? await repository.find(id) : null;
      if (!row || row.owner_user_id !== ownerUserId) throw invalidInput({ [field]: { key: "media.not_found" } });
      if (!purposes.includes(row.purpose as MediaPurpose))
        throw invalidInput({ [field]: { key: "media.wrong_purpose" } });
      const full = row.variants[0];
      const bytes = full ? await storage.get(full.key) : null;
      const type = Object.entries(MEDIA_FILE_TYPES).find(([, known]) => known.mime === row.content_type)?.[0];
      if (!bytes || !type) throw invalidInput({ [field]: { key: "media.not_found" } });
      return { bytes, type: type as MediaFileType, name: row.original_name };
    },

    /** The caller's own file, or null (another user's file is as good as missing). */
    async findOwn(id: string, ownerUserId: number): Promise<MediaFileDto | null> {
      if (!ID.test(id)) return null;
      const row = await repository.find(id);
      return row && row.owner_user_id === ownerUserId ? toDto(row) : null;
    },

    /**
     * A link to a size of the viewer's own file: signed and short-lived for a private file (bound to the
     * owner: the route also wants the owner signed in), the lasting address for a public one.
     */
    async signedLink(
      id: string,
      viewerUserId: number,
      variant = "full",
    ): Promise<{ url: string; expires_at: string | null }> {
      const row = ID.test(id) ? await repository.find(id) : null;
      const size = row?.variants.find((candidate) => candidate.name === variant);
      if (!row || !size || row.owner_user_id !== viewerUserId) throw new AppError("NOT_FOUND", "media.not_found");
      if (row.visibility === "public") return { url: publicUrl(row.id, variant), expires_at: null };
      const signed = privateLinks(row);
      return { url: signed.url(size), expires_at: signed.expiresAt };
    },

    /** A public file's size ('full.webp'…), read from storage without the database; null: none. */
    async openPublic(id: string, file: string): Promise<OpenedFile | null> {
      const contentType = CONTENT_TYPE_BY_EXT.get(file.slice(file.lastIndexOf(".") + 1));
      if (!ID.test(id) || !FILE.test(file) || !contentType) return null;
      const body = await storage.get(storageKey("public", id, file));
      return body ? { body, contentType, image: contentType.startsWith("image/") } : null;
    },

    /**
     * A private file's size through its signed link: the signature must be the file's and owner's, the
     * link not expired, and the signed-in viewer the owner. Anything else learns nothing of the file.
     */
    async openPrivate(request: {
      id: string;
      file: string;
      expires: number;
      signature: string;
      viewerUserId: number | null;
    }): Promise<PrivateOpen> {
      const { id, file, expires, signature, viewerUserId } = request;
      const notFound = { ok: false, reason: "not_found" } as const;
      if (!ID.test(id) || !FILE.test(file) || !Number.isSafeInteger(expires)) return notFound;
      const row = await repository.find(id);
      if (!row || row.visibility !== "private") return notFound;
      if (!signer.verify(id, row.owner_user_id, expires, signature)) return notFound;
      if (expires * 1000 <= clock.now().getTime()) return { ok: false, reason: "expired" };
      if (viewerUserId === null) return { ok: false, reason: "unauthenticated" };
      if (viewerUserId !== row.owner_user_id) return notFound;
      const variant = row.variants.find((candidate) => fileOf(candidate.key) === file);
      const contentType = CONTENT_TYPE_BY_EXT.get(file.slice(file.lastIndexOf(".") + 1));
      if (!variant || !contentType) return notFound;
      const body = await storage.get(variant.key);
      if (!body) return notFound;
      return { ok: true, body, contentType, image: contentType.startsWith("image/"), filename: `${id}-${file}` };
    },

    /**
     * Deletes files no form claimed within a day: rows first (in batches, skipping rows another process or
     * a claim holds, so any number of processes may sweep at once), then their bytes. Bytes whose deletion
     * failed are named in `failedKeys` (the row is gone, so nothing serves them; the caller logs them).
     */
    async sweepUnattached(): Promise<{ deleted: number; failedKeys: string[] }> {
      const before = new Date(clock.now().getTime() - MEDIA_UNATTACHED_TTL_MS);
      let deleted = 0;
      const failedKeys: string[] = [];
      for (;;) {
        const rows = await repository.deleteUnattached(before, SWEEP_BATCH);
        deleted += rows.length;
        const keys = rows.flatMap((row) => row.variants.map((variant) => variant.key));
        const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
        results.forEach((result, index) => {
          if (result.status === "rejected") failedKeys.push(keys[index]!);
        });
        if (rows.length < SWEEP_BATCH) return { deleted, failedKeys };
      }
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
