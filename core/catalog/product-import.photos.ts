import { unzipSync, type UnzipFileInfo } from "fflate";
import { MEDIA_POLICIES, sniffFileType } from "../media/index.ts";
import { AppError, isAppError } from "../shared/errors.ts";

/**
 * What a photos ZIP may hold (decision 0032). Sizes are the ones the archive declares, all checked before
 * anything is unpacked; the unpacker never writes past a declared size, so a lying archive gains nothing.
 */
export const PHOTO_ZIP_LIMITS = {
  maxEntries: 2_000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxPictureBytes: MEDIA_POLICIES.product_photo.maxBytes,
} as const;

export interface ImportPhotos {
  /** A picture by its file name in lower case (folders dropped). */
  get(name: string): Uint8Array | undefined;
  names(): string[];
}

const zipError = (key: string, values?: Record<string, string | number>) =>
  new AppError("INVALID_INPUT", key, { values, fieldErrors: { photos_file_id: { key, values } } });

/** 'Foto/Kaos-Hitam.JPG' and 'kaos-hitam.jpg' name the same photo. */
export const photoKey = (name: string) =>
  name
    .slice(name.lastIndexOf("/") + 1)
    .trim()
    .toLowerCase();

/** Folders, and what archivers add beside the files (macOS resource forks, hidden files), are not photos. */
const isNoise = (name: string) => name.endsWith("/") || name.startsWith("__MACOSX/") || photoKey(name).startsWith(".");

/**
 * The pictures of a photos ZIP, unpacked within the limits above: an archive with too many entries or
 * declaring too many bytes is refused whole; an entry that is too big, or not a JPEG, PNG or WebP by its
 * bytes, is left out (a row naming it is refused as a photo the ZIP lacks).
 */
export async function unpackPhotos(bytes: Uint8Array): Promise<ImportPhotos> {
  const wanted = (file: UnzipFileInfo) =>
    !isNoise(file.name) &&
    file.originalSize <= PHOTO_ZIP_LIMITS.maxPictureBytes &&
    // Stored (0) and deflated (8) are what archivers write; anything else is not read.
    (file.compression === 0 || file.compression === 8);
  let files: Record<string, Uint8Array>;
  try {
    // First the directory alone: count and sum what would be unpacked, unpacking nothing.
    let entries = 0;
    let total = 0;
    unzipSync(bytes, {
      filter(file) {
        entries += 1;
        if (entries > PHOTO_ZIP_LIMITS.maxEntries)
          throw zipError("product_import.errors.zip_entries", { max: PHOTO_ZIP_LIMITS.maxEntries });
        if (wanted(file)) total += file.originalSize;
        if (total > PHOTO_ZIP_LIMITS.maxTotalBytes)
          throw zipError("product_import.errors.zip_too_big", { max: PHOTO_ZIP_LIMITS.maxTotalBytes / 1024 / 1024 });
        return false;
      },
    });
    files = unzipSync(bytes, { filter: wanted });
  } catch (error) {
    if (isAppError(error)) throw error;
    throw zipError("product_import.errors.zip_broken");
  }
  const pictures = new Map<string, Uint8Array>();
  for (const [name, content] of Object.entries(files)) {
    const key = photoKey(name);
    if (pictures.has(key)) continue;
    const type = await sniffFileType(content);
    if (type && MEDIA_POLICIES.product_photo.types.includes(type)) pictures.set(key, content);
  }
  return { get: (name) => pictures.get(photoKey(name)), names: () => [...pictures.keys()] };
}

/** No ZIP: no photo. */
export const NO_PHOTOS: ImportPhotos = { get: () => undefined, names: () => [] };
