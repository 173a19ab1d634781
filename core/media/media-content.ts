import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { MEDIA_FILE_TYPES, type MediaFileType, type MediaVariantSize } from "./media.view.ts";

const BY_MIME = new Map<string, MediaFileType>(
  Object.entries(MEDIA_FILE_TYPES).map(([type, { mime }]) => [mime, type as MediaFileType]),
);

/**
 * A CSV has no signature: a file is taken for one when it is text, with no control character but tab and
 * line breaks (any 8-bit encoding passes: spreadsheets export CSV in the local code page too).
 */
function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  for (const byte of bytes) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f) return false;
  }
  return true;
}

/** What the bytes are, whatever the file's name or the browser's header says; null: none we know. */
export async function sniffFileType(bytes: Uint8Array): Promise<MediaFileType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return BY_MIME.get(found.mime) ?? null;
  return isText(bytes) ? "csv" : null;
}

/** Pictures larger than this many pixels are refused before decoding (a small file may unpack to gigabytes). */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface EncodedPicture {
  name: string;
  body: Buffer;
  width: number;
  height: number;
}

/** The bytes are not a picture sharp can read, whatever their first bytes claimed. */
export class UnreadablePictureError extends Error {}

/**
 * Each size of a picture, re-encoded as WebP: turned upright per its EXIF orientation first, then written
 * without any metadata (EXIF, GPS, XMP, comments), so what a camera recorded never leaves the server.
 */
export async function encodePicture(bytes: Uint8Array, sizes: readonly MediaVariantSize[]): Promise<EncodedPicture[]> {
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  try {
    return await Promise.all(
      sizes.map(async ({ name, maxSide }) => {
        const { data, info } = await source
          .clone()
          .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { name, body: data, width: info.width, height: info.height };
      }),
    );
  } catch (error) {
    throw new UnreadablePictureError("unreadable picture", { cause: error });
  }
}
