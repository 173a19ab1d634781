import { describe, expect, it } from "vitest";
import { createMediaLinkSigner } from "./media-link.ts";
import {
  MEDIA_MAX_BYTES,
  MEDIA_POLICIES,
  MEDIA_PURPOSES,
  mediaAccept,
  mediaSizeLabel,
  mediaTypeLabels,
} from "./media.view.ts";

describe("media policies", () => {
  it("keeps identity documents and imports private, pictures for the shop public", () => {
    const publicOnes = MEDIA_PURPOSES.filter((purpose) => MEDIA_POLICIES[purpose].visibility === "public");
    expect(publicOnes).toEqual(["product_photo", "store_logo", "store_banner", "review_photo"]);
    expect(MEDIA_PURPOSES.every((purpose) => ["public", "private"].includes(MEDIA_POLICIES[purpose].visibility))).toBe(
      true,
    );
  });

  it("allows pictures where pictures go, PDF only for documents, CSV/XLSX for imports and ZIP for their photos", () => {
    expect(mediaTypeLabels("product_photo")).toBe("JPEG, PNG, WebP");
    expect(mediaTypeLabels("store_logo")).toBe("JPEG, PNG, WebP");
    expect(mediaTypeLabels("ktp")).toBe("JPEG, PNG, WebP, PDF");
    expect(mediaTypeLabels("ktp_selfie")).toBe("JPEG, PNG, WebP");
    expect(mediaTypeLabels("company_doc")).toBe("JPEG, PNG, WebP, PDF");
    expect(mediaTypeLabels("product_import")).toBe("CSV, XLSX");
    expect(mediaTypeLabels("product_import_photos")).toBe("ZIP");
    expect(mediaAccept("product_import")).toBe(
      "text/csv,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.xlsx",
    );
  });

  it("gives every picture purpose a full size first, and reads no more than the largest limit", () => {
    for (const purpose of MEDIA_PURPOSES) {
      const policy = MEDIA_POLICIES[purpose];
      const pictures = policy.types.some((type) => ["jpeg", "png", "webp"].includes(type));
      expect(policy.sizes[0]?.name ?? null).toBe(pictures ? "full" : null);
      expect(policy.maxBytes).toBeLessThanOrEqual(MEDIA_MAX_BYTES);
    }
    expect(mediaSizeLabel(2 * 1024 * 1024)).toBe("2 MB");
    expect(mediaSizeLabel(1536)).toBe("2 KB");
  });
});

describe("media link signatures", () => {
  const signer = createMediaLinkSigner(new TextEncoder().encode("s".repeat(48)));

  it("verify for the file, owner and expiry they were made for, and nothing else", () => {
    const signature = signer.sign("med_1", 7, 1_800_000_000);
    expect(signer.verify("med_1", 7, 1_800_000_000, signature)).toBe(true);
    expect(signer.verify("med_1", 8, 1_800_000_000, signature)).toBe(false);
    expect(signer.verify("med_2", 7, 1_800_000_000, signature)).toBe(false);
    expect(signer.verify("med_1", 7, 1_800_000_001, signature)).toBe(false);
    expect(signer.verify("med_1", 7, 1_800_000_000, signature.slice(0, -2))).toBe(false);
    expect(signer.verify("med_1", 7, 1_800_000_000, "")).toBe(false);
  });

  it("differ between secrets", () => {
    const other = createMediaLinkSigner(new TextEncoder().encode("t".repeat(48)));
    expect(other.verify("med_1", 7, 1_800_000_000, signer.sign("med_1", 7, 1_800_000_000))).toBe(false);
  });
});
