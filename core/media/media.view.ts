/**
 * What may be uploaded for what (docs/decisions/0022-uploads-and-storage.md). Zod-free, so that forms can
 * read a purpose's `accept` list and size limit too.
 */
export const MEDIA_PURPOSES = [
  "product_photo",
  "store_logo",
  "store_banner",
  "review_photo",
  "ktp",
  "ktp_selfie",
  "npwp",
  "company_doc",
  "product_import",
  "product_import_photos",
] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

export type MediaVisibility = "public" | "private";

/** The kinds of file anything may be, as sniffed from their bytes. */
export const MEDIA_FILE_TYPES = {
  jpeg: { mime: "image/jpeg", ext: "jpg", label: "JPEG", image: true },
  png: { mime: "image/png", ext: "png", label: "PNG", image: true },
  webp: { mime: "image/webp", ext: "webp", label: "WebP", image: true },
  pdf: { mime: "application/pdf", ext: "pdf", label: "PDF", image: false },
  csv: { mime: "text/csv", ext: "csv", label: "CSV", image: false },
  xlsx: {
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ext: "xlsx",
    label: "XLSX",
    image: false,
  },
  zip: { mime: "application/zip", ext: "zip", label: "ZIP", image: false },
} as const;
export type MediaFileType = keyof typeof MEDIA_FILE_TYPES;

/** A picture size kept besides the full one: its name and the longest side it is reduced to. */
export interface MediaVariantSize {
  name: string;
  maxSide: number;
}

export interface MediaPurposePolicy {
  visibility: MediaVisibility;
  types: readonly MediaFileType[];
  maxBytes: number;
  /** Pictures: the sizes kept, the first being the full one every picture has. */
  sizes: readonly MediaVariantSize[];
}

const MB = 1024 * 1024;
const IMAGES = ["jpeg", "png", "webp"] as const;
const DOCUMENTS = ["jpeg", "png", "webp", "pdf"] as const;

/** A purpose's policy; `sides` names each picture size kept and its longest side, the full one first. */
const policy = (
  visibility: MediaVisibility,
  types: readonly MediaFileType[],
  megabytes: number,
  sides: Record<string, number> = {},
): MediaPurposePolicy => ({
  visibility,
  types,
  maxBytes: megabytes * MB,
  sizes: Object.entries(sides).map(([name, maxSide]) => ({ name, maxSide })),
});

// Identity documents stay legible at full size; the small one is for the form's preview.
const DOCUMENT_SIDES = { full: 2400, thumb: 400 };

export const MEDIA_POLICIES: Record<MediaPurpose, MediaPurposePolicy> = {
  product_photo: policy("public", IMAGES, 8, { full: 1600, medium: 600, thumb: 300 }),
  store_logo: policy("public", IMAGES, 2, { full: 512, thumb: 128 }),
  store_banner: policy("public", IMAGES, 8, { full: 2400, medium: 1200, thumb: 480 }),
  review_photo: policy("public", IMAGES, 8, { full: 1600, thumb: 300 }),
  ktp: policy("private", DOCUMENTS, 5, DOCUMENT_SIDES),
  ktp_selfie: policy("private", IMAGES, 8, DOCUMENT_SIDES),
  npwp: policy("private", DOCUMENTS, 5, DOCUMENT_SIDES),
  company_doc: policy("private", DOCUMENTS, 10, DOCUMENT_SIDES),
  product_import: policy("private", ["csv", "xlsx"], 10),
  product_import_photos: policy("private", ["zip"], 50),
};

/** The largest file any purpose takes: the upload call reads no more than this. */
export const MEDIA_MAX_BYTES = Math.max(...Object.values(MEDIA_POLICIES).map((policy) => policy.maxBytes));

export function isMediaPurpose(value: unknown): value is MediaPurpose {
  return typeof value === "string" && (MEDIA_PURPOSES as readonly string[]).includes(value);
}

/** For a file input's `accept`: the MIME types and extensions of a purpose. */
export function mediaAccept(purpose: MediaPurpose): string {
  return MEDIA_POLICIES[purpose].types
    .flatMap((type) => [MEDIA_FILE_TYPES[type].mime, `.${MEDIA_FILE_TYPES[type].ext}`])
    .join(",");
}

/** 'JPEG, PNG, WebP': what a purpose takes, for messages. */
export function mediaTypeLabels(purpose: MediaPurpose): string {
  return MEDIA_POLICIES[purpose].types.map((type) => MEDIA_FILE_TYPES[type].label).join(", ");
}

/** '5 MB' */
export function mediaSizeLabel(bytes: number): string {
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

const MEDIA_ID_IN_URL = /\/(med_[0-9a-f]{32})\//;

/** The uploaded file a stored public URL points at (/media/u/<id>/<size>.webp or a bucket's copy), or null. */
export function mediaIdOfUrl(url: string): string | null {
  return MEDIA_ID_IN_URL.exec(url)?.[1] ?? null;
}

/** Whether a text is an upload's id as the upload call answers it. */
export function isMediaId(text: string): boolean {
  return /^med_[0-9a-f]{32}$/.test(text);
}
