import { strToU8, zipSync } from "fflate";
import { crc32, deflateRawSync } from "node:zlib";
import sharp from "sharp";

/** A picture of `width`×`height` in one colour. */
export function picture(format: "jpeg" | "png" | "webp", width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** The smallest file a PDF reader opens. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );
}

/** A ZIP archive of the given files (deflated), enough for type sniffing and for readers. */
export function zipBytes(files: Record<string, string | Buffer>): Buffer {
  const entries = Object.entries(files).map(([name, content]) => [
    name,
    typeof content === "string" ? strToU8(content) : new Uint8Array(content),
  ]);
  return Buffer.from(zipSync(Object.fromEntries(entries)));
}

/**
 * A zip bomb: `count` entries of `size` zero bytes each, deflated once and repeated, so the archive stays
 * tiny while declaring count × size bytes.
 */
export function zipBomb(count: number, size: number): Buffer {
  const zeros = Buffer.alloc(size);
  const packed = deflateRawSync(zeros, { level: 9 });
  const crc = crc32(zeros);
  return zipOfPacked(Array.from({ length: count }, (_, index) => ({ name: `${index}.jpg`, packed, size, crc })));
}

function zipOfPacked(files: { name: string; packed: Buffer; size: number; crc: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, packed, size, crc } of files) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    // The central directory's entry repeats the local header from 'version needed' to 'extra length' (bytes 4-29),
    // two bytes further on, after its own 'version made by'.
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    local.copy(central, 6, 4, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A workbook as spreadsheet programs write it (the parts type sniffing looks at). */
export function xlsxBytes(): Buffer {
  return zipBytes({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    "_rels/.rels": '<?xml version="1.0"?><Relationships/>',
    "xl/workbook.xml": '<?xml version="1.0"?><workbook/>',
  });
}
