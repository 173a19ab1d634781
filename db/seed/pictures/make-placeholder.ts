/**
 * Writes public/source/img/components/attribute/no-image.jpg, the picture shown when a product has no
 * photo: a neutral 600x600 frame with a crossed-out picture glyph and no text, so that it suits every
 * language. Run with `node db/seed/pictures/make-placeholder.ts`; the output is committed.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

export const PLACEHOLDER_PATH = "public/source/img/components/attribute/no-image.jpg";

export function placeholderSvg(size = 600): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset="1" stop-color="#e9ebef"/></linearGradient></defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <g transform="translate(300 290)" fill="none" stroke="#b4b9c3" stroke-width="14" stroke-linejoin="round" stroke-linecap="round">
    <rect x="-120" y="-95" width="240" height="190" rx="22"/>
    <path d="M-96 70 L-30 0 L18 44 L52 14 L96 60"/>
    <circle cx="52" cy="-40" r="20" fill="#b4b9c3" stroke="none"/>
    <path d="M-150 -130 L150 130" stroke="#e9ebef" stroke-width="34"/>
    <path d="M-150 -130 L150 130"/>
  </g>
</svg>`;
}

export async function renderPlaceholder(): Promise<Buffer> {
  return sharp(Buffer.from(placeholderSvg()))
    .flatten({ background: "#f4f5f7" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
  const target = path.join(root, PLACEHOLDER_PATH);
  await mkdir(path.dirname(target), { recursive: true });
  const bytes = await renderPlaceholder();
  await writeFile(target, bytes);
  console.log(`wrote ${PLACEHOLDER_PATH} (${bytes.length} bytes)`);
}
