import { inflateSync } from "node:zlib";

// For tests only: enough of a PDF reader to check what a document says, compressed or not.

const WIN_ANSI_BACK: Record<number, string> = {
  0x96: "–",
  0x97: "—",
  0x85: "…",
  0x95: "•",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x80: "€",
};

function decodeHex(hex: string): string {
  let out = "";
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const code = Number.parseInt(hex.slice(index, index + 2), 16);
    out += WIN_ANSI_BACK[code] ?? String.fromCharCode(code);
  }
  return out;
}

/** The text drawn by the content streams, one line per text operator, in drawing order. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([^]*?)\r?\nendstream/g)) {
    const body = Buffer.from(match[1] ?? "", "latin1");
    let content: string;
    try {
      content = inflateSync(body).toString("latin1");
    } catch {
      content = body.toString("latin1");
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const parts =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1] ?? "") : [op[2] ?? ""];
      lines.push(parts.map(decodeHex).join(""));
    }
  }
  return lines.join("\n");
}

/** How many pages the document has. */
export function pdfPageCount(pdf: Buffer): number {
  return [...pdf.toString("latin1").matchAll(/\/Type\s*\/Page(?!s)/g)].length;
}
