import { strToU8, zipSync } from "fflate";
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

/** A workbook as spreadsheet programs write it (the parts type sniffing looks at). */
export function xlsxBytes(): Buffer {
  return zipBytes({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    "_rels/.rels": '<?xml version="1.0"?><Relationships/>',
    "xl/workbook.xml": '<?xml version="1.0"?><workbook/>',
  });
}
