import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { picture, zipBomb, zipBytes } from "../../tests/support/files.ts";
import { PHOTO_ZIP_LIMITS, unpackPhotos } from "./product-import.photos.ts";

describe("unpackPhotos", () => {
  it("keeps pictures by their sniffed type, by name without folders or case, and leaves the rest out", async () => {
    const jpeg = await picture("jpeg");
    const zip = zipBytes({
      "Foto/Kaos-Hitam.JPG": jpeg,
      "putih.png": await picture("png"),
      "bukan-gambar.jpg": "teks biasa",
      "__MACOSX/._putih.png": "resource fork",
    });
    const photos = await unpackPhotos(zip);
    expect(photos.names().sort()).toEqual(["kaos-hitam.jpg", "putih.png"]);
    expect(Buffer.from(photos.get("kaos-hitam.jpg")!).equals(jpeg)).toBe(true);
    expect(photos.get("bukan-gambar.jpg")).toBeUndefined();
  });

  it("refuses a zip bomb: more unpacked bytes than allowed, declared before anything is unpacked", async () => {
    const entries = Math.ceil(PHOTO_ZIP_LIMITS.maxTotalBytes / PHOTO_ZIP_LIMITS.maxPictureBytes) + 1;
    const bomb = zipBomb(entries, PHOTO_ZIP_LIMITS.maxPictureBytes);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    await expect(unpackPhotos(bomb)).rejects.toMatchObject({ messageKey: "product_import.errors.zip_too_big" });
    // Nothing was unpacked: refused on what the archive declares.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(PHOTO_ZIP_LIMITS.maxPictureBytes);
  });

  it("refuses an archive with more entries than allowed, and one that is no archive", async () => {
    const many = zipSync(
      Object.fromEntries(
        Array.from({ length: PHOTO_ZIP_LIMITS.maxEntries + 1 }, (_, index) => [`${index}.txt`, new Uint8Array(1)]),
      ),
    );
    await expect(unpackPhotos(many)).rejects.toMatchObject({ messageKey: "product_import.errors.zip_entries" });
    await expect(unpackPhotos(new TextEncoder().encode("no zip"))).rejects.toMatchObject({
      messageKey: "product_import.errors.zip_broken",
    });
  });
});
