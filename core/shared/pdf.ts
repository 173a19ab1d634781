import PDFDocument from "pdfkit";
import type { Lang } from "../../i18n/index.ts";

// The 14 standard PDF fonts need no font files, but they only know the WinAnsi characters.
const WIN_ANSI_EXTRAS = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018,
  0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
]);

function encodable(code: number): boolean {
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);
}

/**
 * Text the standard fonts can draw: accents kept where WinAnsi has them, otherwise reduced to their base
 * letter ('ő' → 'o'); anything else (emoji, other scripts) becomes '?' rather than garbage glyphs.
 */
export function pdfSafeText(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (code === 0x0a) out += char;
    else if (code === 0x09 || code === 0x0d) out += " ";
    else if (encodable(code)) out += char;
    else {
      const base = [...char.normalize("NFKD")].filter((part) => encodable(part.codePointAt(0) ?? 0)).join("");
      out += base || "?";
    }
  }
  return out;
}

export interface PdfDocumentOptions {
  title: string;
  lang: Lang;
  /** When the document is made (the injectable clock's now). */
  now: Date;
  /** A pdfkit page size: a name ('A4') or [width, height] in points. */
  size: string | [number, number];
  margin: number;
  /** Off only in tests, to read the text back. */
  compress?: boolean;
}

/** A Pasar PDF: `draw` writes the pages of a new document (pages buffered), whose bytes are answered. */
export async function renderPdf(options: PdfDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: options.size,
    margin: options.margin,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: options.lang === "id" ? "id-ID" : "en-GB",
    displayTitle: true,
    info: {
      Title: pdfSafeText(options.title),
      Author: "Pasar",
      Creator: "Pasar",
      Producer: "Pasar",
      CreationDate: options.now,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}
