import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pdfBytes, picture, xlsxBytes, zipBytes } from "../../tests/support/files.ts";
import { encodePicture, sniffFileType, UnreadablePictureError } from "./media-content.ts";

describe("sniffFileType", () => {
  it("reads the type from the bytes", async () => {
    expect(await sniffFileType(await picture("jpeg"))).toBe("jpeg");
    expect(await sniffFileType(await picture("png"))).toBe("png");
    expect(await sniffFileType(await picture("webp"))).toBe("webp");
    expect(await sniffFileType(pdfBytes())).toBe("pdf");
    expect(await sniffFileType(xlsxBytes())).toBe("xlsx");
    expect(await sniffFileType(zipBytes({ "kaos-1.jpg": await picture("jpeg") }))).toBe("zip");
  });

  it("takes text for CSV, in UTF-8 or a local code page, with or without a byte order mark", async () => {
    expect(await sniffFileType(Buffer.from("sku,nama,harga\r\nK-1,Kaos Polos,85000\n"))).toBe("csv");
    expect(await sniffFileType(Buffer.from("\uFEFFsku;nama\nK-1;Kaos\tbiru\n"))).toBe("csv");
    expect(await sniffFileType(Buffer.from([0x6e, 0x61, 0x6d, 0x61, 0x0a, 0xe9, 0x74, 0xe9]))).toBe("csv");
  });

  it("knows nothing of other files: binaries, empty files, types we do not take", async () => {
    expect(await sniffFileType(Buffer.from([0x00, 0x01, 0x02, 0xff, 0x10]))).toBeNull();
    expect(await sniffFileType(Buffer.alloc(0))).toBeNull();
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    expect(await sniffFileType(gif)).toBeNull();
    expect(await sniffFileType(Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"))).toBeNull();
  });
});

describe("encodePicture", () => {
  const sizes = [
    { name: "full", maxSide: 100 },
    { name: "thumb", maxSide: 30 },
  ];

  it("strips EXIF and GPS: nothing the camera recorded is left in any size", async () => {
    const withGps = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#3366aa" } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: "Rumah Budi", Make: "PhoneMaker", Model: "SecretPhone 9" },
        IFD3: {
          GPSLatitudeRef: "S",
          GPSLatitude: "6/1 12/1 30/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "106/1 49/1 0/1",
        },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif).toBeDefined();
    expect(withGps.toString("latin1")).toContain("SecretPhone 9");

    const encoded = await encodePicture(withGps, sizes);
    for (const size of encoded) {
      const after = await sharp(size.body).metadata();
      expect(after.format).toBe("webp");
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      const text = size.body.toString("latin1");
      expect(text).not.toContain("SecretPhone");
      expect(text).not.toContain("Rumah Budi");
      expect(text).not.toContain("Exif");
    }
  });

  it("turns the picture upright per its EXIF orientation before dropping it", async () => {
    // 120 wide, 40 high, marked 'rotate 90° clockwise to view' (orientation 6): upright it is 40 wide.
    const sideways = await sharp({ create: { width: 120, height: 40, channels: 3, background: "#00aa00" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const [full, thumb] = await encodePicture(sideways, sizes);
    expect([full!.width, full!.height]).toEqual([40, 120].map((side) => Math.round((side * 100) / 120)));
    expect([thumb!.width, thumb!.height]).toEqual([10, 30]);
    expect((await sharp(full!.body).metadata()).orientation).toBeUndefined();
  });

  it("makes each size fit inside its box, never enlarging a small picture", async () => {
    const [full, thumb] = await encodePicture(await picture("png", 64, 48), sizes);
    expect([full!.name, full!.width, full!.height]).toEqual(["full", 64, 48]);
    expect([thumb!.name, thumb!.width, thumb!.height]).toEqual(["thumb", 30, 23]);
  });

  it("refuses bytes that only start like a picture", async () => {
    const real = await picture("jpeg", 200, 200);
    const broken = Buffer.concat([real.subarray(0, 40), Buffer.alloc(400, 0x41)]);
    expect(await sniffFileType(broken)).toBe("jpeg");
    await expect(encodePicture(broken, sizes)).rejects.toBeInstanceOf(UnreadablePictureError);
  });
});
