import sharp from "sharp";
import { hashString, mulberry32 } from "../random.ts";
import { PRODUCT_FAMILIES, drawGlyph, type Palette, type ProductFamily } from "./demo-glyphs.ts";

export { PRODUCT_FAMILIES, type ProductFamily } from "./demo-glyphs.ts";

/**
 * Procedural pictures for the demo marketplace, drawn from the key alone (no database, no network):
 * an SVG built here and encoded to WebP by sharp. Same (kind, key, width) → same bytes.
 *
 * Key formats (the file name without `.webp` in /media/demo/<kind>/<key>.webp):
 * - product:  <family>-<rrggbb>-<label>-<seed>-<n>   e.g. tshirt-1f2f5a-nusantara-k3x9-2 (n = photo 1..9)
 * - review:   <family>-<rrggbb>-<seed>[-<n>]
 * - logo, banner, category: a slug, e.g. toko-sinar-jaya, promo-pasarhemat, handphone-tablet
 * - avatar:   <n>[-<initials>], e.g. 17-bs
 */
export type DemoImageKind = "product" | "logo" | "banner" | "category" | "review" | "avatar";

const KINDS: Record<DemoImageKind, { width: number; height: number; native: number }> = {
  product: { width: 600, height: 600, native: 600 },
  logo: { width: 200, height: 200, native: 200 },
  banner: { width: 1200, height: 400, native: 1200 },
  category: { width: 96, height: 96, native: 200 },
  review: { width: 400, height: 400, native: 400 },
  avatar: { width: 96, height: 96, native: 200 },
};

/**
 * Widths the renderer produces, so that a disk cache holds a bounded number of files per image. 128 serves
 * 64 px logos on 1.75–2x phones, which would otherwise take the 200 px file at twice the bytes.
 */
export const DEMO_IMAGE_WIDTHS = [96, 128, 200, 300, 400, 600, 800, 1200, 1600] as const;
const MAX_KEY_LENGTH = 80;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PRODUCT_KEY = /^([a-z]+)-([0-9a-f]{6})-([a-z0-9]{1,12})-([a-z0-9]{1,10})(?:-([1-9]))?$/;
const REVIEW_KEY = /^([a-z]+)-([0-9a-f]{6})-([a-z0-9]{1,10})(?:-([1-9]))?$/;
const AVATAR_KEY = /^([0-9]{1,6})(?:-([a-z]{1,2}))?$/;
const FAMILY_SET: ReadonlySet<string> = new Set(PRODUCT_FAMILIES);
const FONT = "DejaVu Sans, sans-serif";

export function isDemoImageKind(kind: string): kind is DemoImageKind {
  return Object.hasOwn(KINDS, kind);
}

/** Validates what an HTTP route receives before anything is rendered or cached under that name. */
export function isDemoImageRequest(kind: string, key: string): boolean {
  if (!isDemoImageKind(kind) || typeof key !== "string" || key.length === 0 || key.length > MAX_KEY_LENGTH)
    return false;
  switch (kind) {
    case "product": {
      const match = PRODUCT_KEY.exec(key);
      return !!match && FAMILY_SET.has(match[1]!);
    }
    case "review": {
      const match = REVIEW_KEY.exec(key);
      return !!match && FAMILY_SET.has(match[1]!);
    }
    case "avatar":
      return AVATAR_KEY.test(key);
    default:
      return SLUG.test(key);
  }
}

/**
 * The product a product or review picture belongs to: the seed part of its key is the product's id in
 * base 36 (a review's is that id, 'r' and the review's place), which the seed writes. Null for other kinds
 * and for keys that name no possible product.
 */
export function demoImageProductId(kind: DemoImageKind, key: string): number | null {
  let base36: string | undefined;
  if (kind === "product") base36 = PRODUCT_KEY.exec(key)?.[4];
  else if (kind === "review") base36 = /^([a-z0-9]+)r[0-9]+$/.exec(REVIEW_KEY.exec(key)?.[3] ?? "")?.[1];
  if (!base36) return null;
  const id = Number.parseInt(base36, 36);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Clamps to 32..1600 and rounds up to one of DEMO_IMAGE_WIDTHS; undefined gives the kind's default. */
export function snapDemoImageWidth(kind: DemoImageKind, width?: number): number {
  if (width === undefined || !Number.isFinite(width)) return KINDS[kind].width;
  const clamped = Math.min(1600, Math.max(32, Math.round(width)));
  return DEMO_IMAGE_WIDTHS.find((candidate) => candidate >= clamped) ?? 1600;
}

export function demoImageSize(kind: DemoImageKind, width?: number): { width: number; height: number } {
  const snapped = snapDemoImageWidth(kind, width);
  return { width: snapped, height: Math.round((snapped * KINDS[kind].height) / KINDS[kind].width) };
}

// ---- keys, as the seed builds them ------------------------------------------------------------------

function cleanLabel(label: string): string {
  return (
    label
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 12) || "pasar"
  );
}

export function demoProductKey(family: ProductFamily, colourHex: string, label: string, seed: string): string {
  return `${family}-${colourHex.replace("#", "").toLowerCase()}-${cleanLabel(label)}-${seed}`;
}

export function demoProductPhotoUrl(productKey: string, n: number): string {
  return `/media/demo/product/${productKey}-${n}.webp`;
}

export function demoReviewKey(family: ProductFamily, colourHex: string, seed: string): string {
  return `${family}-${colourHex.replace("#", "").toLowerCase()}-${seed}`;
}

export function demoImageUrl(kind: DemoImageKind, key: string): string {
  return `/media/demo/${kind}/${key}.webp`;
}

// ---- rendering --------------------------------------------------------------------------------------

export async function renderDemoImage(kind: DemoImageKind, key: string, width?: number): Promise<Buffer> {
  if (!isDemoImageRequest(kind, key)) throw new Error(`not a demo image: ${kind}/${key}`);
  const svg = demoImageSvg(kind, key, width);
  return sharp(Buffer.from(svg)).webp({ quality: 82, effort: 3 }).toBuffer();
}

const SCENES: Record<DemoImageKind, (key: string) => string> = {
  product: productScene,
  review: reviewScene,
  logo: logoScene,
  banner: bannerScene,
  category: categoryScene,
  avatar: avatarScene,
};

/** The SVG behind a demo image, exported for tests and for the placeholder script. */
export function demoImageSvg(kind: DemoImageKind, key: string, width?: number): string {
  const size = demoImageSize(kind, width);
  const native = KINDS[kind].native;
  const nativeHeight = Math.round((native * KINDS[kind].height) / KINDS[kind].width);
  const body = SCENES[kind](key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${native} ${nativeHeight}">${body}</svg>`;
}

// ---- colour -----------------------------------------------------------------------------------------

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
function mix(hex: string, other: string, amount: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(other);
  return rgbToHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}
function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const rn = r / 255,
    gn = g / 255,
    bn = b / 255;
  const max = Math.max(rn, gn, bn),
    min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h * 60, s, l];
}
function hsl(h: number, s: number, l: number): string {
  h = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return rgbToHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

function paletteFor(colour: string, accentHue: number): Palette {
  const [, s, l] = rgbToHsl(hexToRgb(colour));
  return {
    c: colour,
    d: mix(colour, "#000000", 0.22),
    dd: mix(colour, "#000000", 0.45),
    l: mix(colour, "#ffffff", 0.35),
    ll: mix(colour, "#ffffff", 0.65),
    a: hsl(accentHue, 0.7, 0.55),
    o: l > 0.85 || s < 0.08 ? mix(colour, "#1b1d24", 0.6) : mix(colour, "#000000", 0.55),
    k: "#2b2d35",
    w: "#fbfbfd",
    m: "#c3c8d1",
    g: "#dff1fb",
  };
}

// ---- deterministic randomness: the seed's own generator, keyed by text --------------------------------

function random(seedText: string): () => number {
  return mulberry32(hashString(seedText));
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function glyphDefs(p: Palette): string {
  return `
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2541"/><stop offset="1" stop-color="${p.dd}"/></linearGradient>
    <radialGradient id="sheen" cx="0.35" cy="0.35" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></radialGradient>
    <radialGradient id="shade"><stop offset="0" stop-color="#000000" stop-opacity="0.32"/><stop offset="0.6" stop-color="#000000" stop-opacity="0.14"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`;
}

// Where each glyph touches the ground in its 200 box (most end near 175), so that shadows meet the object.
const GLYPH_BOTTOM: Partial<Record<ProductFamily, number>> = {
  sneaker: 152,
  heels: 168,
  cap: 136,
  wallet: 154,
  laptop: 150,
  keyboard: 142,
  headphones: 158,
  speaker: 146,
  camera: 158,
  gamepad: 162,
  dumbbell: 146,
  yogamat: 150,
  bicycle: 162,
  helmet: 152,
  pan: 166,
  toycar: 152,
  appliance: 156,
  printer: 166,
  pillow: 160,
  mouse: 172,
  racket: 192,
  tshirt: 168,
  jacket: 170,
  sandal: 172,
  box: 176,
  monitor: 166,
  lamp: 176,
  fan: 180,
  ricecooker: 172,
  bowl: 168,
  clock: 174,
  tire: 174,
  ball: 170,
};

function groundY(family: ProductFamily, cy: number, size: number): number {
  return cy + ((GLYPH_BOTTOM[family] ?? 176) - 100) * (size / 200);
}

function shadowAt(cx: number, cy: number, rx: number, opacity = 1): string {
  return `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${(rx * 0.14).toFixed(0)}" fill="url(#shade)" opacity="${opacity}"/>`;
}

/** A glyph centred on (cx, cy), `size` px across, rotated by `angle` degrees. */
function placeGlyph(
  family: ProductFamily,
  p: Palette,
  cx: number,
  cy: number,
  size: number,
  angle = 0,
  extra = "",
): string {
  const scale = size / 200;
  return `<g transform="translate(${cx} ${cy}) rotate(${angle}) scale(${scale}) translate(-100 -100)" ${extra}>${drawGlyph(family, p)}</g>`;
}

// ---- product ------------------------------------------------------------------------------------------

function productScene(key: string): string {
  const match = PRODUCT_KEY.exec(key)!;
  const family = match[1] as ProductFamily;
  const colour = `#${match[2]}`;
  const label = match[3]!.toUpperCase();
  const base = `${match[1]}-${match[2]}-${match[3]}-${match[4]}`;
  const n = Number(match[5] ?? "1");
  const rnd = random(base);
  const [hue, sat, light] = rgbToHsl(hexToRgb(colour));
  const accentHue = hue + 150 + rnd() * 60;
  const p = paletteFor(colour, accentHue);
  // Backgrounds sit on a hue near the product's, pushed darker when the product itself is very light.
  const bgHue = (sat < 0.1 ? rnd() * 360 : hue) + (rnd() - 0.5) * 80;
  const bgLight = light > 0.82 ? 0.8 : 0.93;
  const bgA = hsl(bgHue, 0.35, bgLight);
  const bgB = hsl(bgHue + 35, 0.4, bgLight - 0.09);
  const photo = random(`${base}#${n}`);
  const blobs = Array.from({ length: 3 }, () => {
    const x = photo() * 600,
      y = photo() * 600,
      r = 60 + photo() * 140;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" opacity="${(0.12 + photo() * 0.2).toFixed(2)}"/>`;
  }).join("");
  const background = `<defs>${glyphDefs(p)}
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="${hsl(bgHue, 0.25, 0.34)}"/><stop offset="1" stop-color="${hsl(bgHue, 0.3, 0.12)}"/></radialGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.5" fill="${hsl(bgHue, 0.3, 0.7)}" opacity="0.6"/></pattern>
  </defs>`;
  const shadow = (cx: number, cy: number, size: number) =>
    shadowAt(cx, groundY(family, cy, size) + size * 0.02, size * 0.42);
  let scene: string;
  const variant = ((n - 1) % 6) + 1;
  switch (variant) {
    case 1:
      scene = `<rect width="600" height="600" fill="url(#bg)"/>${blobs}${shadow(300, 290, 430)}${placeGlyph(family, p, 300, 290, 430)}`;
      break;
    case 2: {
      const angle = -10 - photo() * 12;
      scene = `<rect width="600" height="600" fill="${hsl(bgHue + 180, 0.3, 0.9)}"/>
        <circle cx="300" cy="300" r="230" fill="${bgA}"/>${blobs}${shadow(306, 290, 380)}${placeGlyph(family, p, 300, 290, 380, angle)}`;
      break;
    }
    case 3: {
      // A close-up: the glyph blown up around a point of interest.
      const fx = 80 + photo() * 40,
        fy = 70 + photo() * 50;
      const scale = 3.1;
      scene = `<rect width="600" height="600" fill="url(#bg)"/>
        <g transform="translate(300 300) scale(${scale}) translate(${-fx} ${-fy})">${drawGlyph(family, p)}</g>
        <circle cx="520" cy="80" r="44" fill="#ffffff" opacity="0.9"/><circle cx="514" cy="74" r="18" fill="none" stroke="${p.o}" stroke-width="5"/><path d="M527 87 L542 102" stroke="${p.o}" stroke-width="6" stroke-linecap="round"/>`;
      break;
    }
    case 4:
      scene = `<rect width="600" height="600" fill="url(#spot)"/>
        <ellipse cx="300" cy="${groundY(family, 270, 400).toFixed(0)}" rx="250" ry="46" fill="#ffffff" opacity="0.07"/>
        <g opacity="0.16" transform="translate(0 ${(2 * groundY(family, 270, 400)).toFixed(0)}) scale(1 -1)">${placeGlyph(family, p, 300, 270, 400)}</g>
        ${placeGlyph(family, p, 300, 270, 400)}`;
      break;
    case 5: {
      // Two colour options side by side.
      const altHue = hue + 120 + photo() * 120;
      const alt = paletteFor(
        sat < 0.1 ? hsl(altHue, 0.5, 0.45) : hsl(altHue, Math.max(0.35, sat), Math.min(0.6, Math.max(0.35, light))),
        accentHue,
      );
      scene = `<rect width="600" height="600" fill="url(#bg)"/>${blobs}
        ${shadow(400, 290, 300)}${placeGlyph(family, alt, 400, 290, 300, 8)}
        ${shadow(230, 320, 340)}${placeGlyph(family, p, 230, 320, 340, -4)}`;
      break;
    }
    default: {
      // Flat lay on a dotted surface, with a few props around.
      const angle = 12 + photo() * 20;
      const props = Array.from({ length: 4 }, (_, i) => {
        const x = [90, 520, 80, 510][i]!,
          y = [90, 110, 520, 500][i]!;
        return i % 2 === 0
          ? `<ellipse cx="${x}" cy="${y}" rx="46" ry="20" fill="#4cbf75" transform="rotate(${(photo() * 180).toFixed(0)} ${x} ${y})"/>`
          : `<circle cx="${x}" cy="${y}" r="${(24 + photo() * 16).toFixed(0)}" fill="${p.ll}" stroke="${p.l}" stroke-width="6"/>`;
      }).join("");
      scene = `<rect width="600" height="600" fill="${hsl(bgHue, 0.25, 0.95)}"/><rect width="600" height="600" fill="url(#dots)"/>${props}
        ${placeGlyph(family, p, 312, 310, 400, angle, 'opacity="0.12"')}${placeGlyph(family, p, 300, 296, 400, angle)}`;
    }
  }
  const labelWidth = 40 + label.length * 17;
  const tag = `<g transform="translate(28 534)"><rect width="${labelWidth}" height="44" rx="22" fill="#ffffff" opacity="0.92"/>
    <circle cx="22" cy="22" r="8" fill="${p.c}" stroke="${p.o}" stroke-width="2"/>
    <text x="38" y="30" font-family="${FONT}" font-weight="bold" font-size="22" fill="#2b2d35">${escapeXml(label)}</text></g>`;
  const index = `<g transform="translate(522 534)"><rect width="50" height="44" rx="22" fill="#000000" opacity="0.35"/><text x="25" y="30" font-family="${FONT}" font-size="20" font-weight="bold" text-anchor="middle" fill="#ffffff">${n}</text></g>`;
  return background + scene + tag + index;
}

// ---- review: the product in a room ---------------------------------------------------------------------

function reviewScene(key: string): string {
  const match = REVIEW_KEY.exec(key)!;
  const family = match[1] as ProductFamily;
  const colour = `#${match[2]}`;
  const rnd = random(key);
  const [hue] = rgbToHsl(hexToRgb(colour));
  const p = paletteFor(colour, hue + 160);
  const wallHue = [30, 45, 200, 150, 350, 20][Math.floor(rnd() * 6)]!;
  const wall = hsl(wallHue, 0.25 + rnd() * 0.2, 0.8 + rnd() * 0.1);
  const table = ["#b07a4f", "#8a5a36", "#d9c2a3", "#e9e4dc", "#5f6b73"][Math.floor(rnd() * 5)]!;
  const tableTop = 250 + Math.floor(rnd() * 40);
  const windowX = rnd() < 0.5 ? 40 : 250;
  const frameX = windowX === 40 ? 250 : 50;
  const angle = (rnd() - 0.5) * 24;
  return `<defs>${glyphDefs(p)}
      <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient>
      <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff7e0" stop-opacity="0.45"/><stop offset="1" stop-color="#fff7e0" stop-opacity="0"/></linearGradient>
    </defs>
    <rect width="400" height="400" fill="${wall}"/>
    <g transform="translate(${windowX} 40)"><rect width="110" height="130" rx="4" fill="#cfe9f7" stroke="#ffffff" stroke-width="8"/><path d="M55 0 L55 130 M0 65 L110 65" stroke="#ffffff" stroke-width="6"/></g>
    <g transform="translate(${frameX} 60)"><rect width="90" height="70" fill="${hsl(wallHue + 180, 0.3, 0.6)}" stroke="#3b3b3b" stroke-width="5"/><path d="M8 62 L36 30 L56 50 L70 38 L84 62 Z" fill="${hsl(wallHue + 120, 0.3, 0.45)}"/></g>
    <rect y="${tableTop}" width="400" height="${400 - tableTop}" fill="${table}"/>
    <rect y="${tableTop}" width="400" height="10" fill="#000000" opacity="0.12"/>
    <g transform="translate(${windowX === 40 ? 330 : 30} ${tableTop - 70})"><path d="M6 70 L40 70 L36 20 L10 20 Z" fill="#c96f4a"/><ellipse cx="14" cy="10" rx="10" ry="22" fill="#3aa564" transform="rotate(-20 14 10)"/><ellipse cx="32" cy="8" rx="10" ry="22" fill="#2e8b57" transform="rotate(20 32 8)"/></g>
    ${shadowAt(200, groundY(family, tableTop - 20, 230) + 4, 130)}
    ${placeGlyph(family, p, 200, tableTop - 20, 230, angle)}
    <rect width="400" height="400" fill="url(#light)"/>
    <rect width="400" height="400" fill="url(#vignette)"/>`;
}

// ---- logo, banner, category, avatar ----------------------------------------------------------------------

const STOP_WORDS = new Set([
  "toko",
  "warung",
  "official",
  "store",
  "shop",
  "dan",
  "and",
  "the",
  "bu",
  "pak",
  "mas",
  "kios",
  "grosir",
  "pusat",
  "rumah",
  "promo",
]);

function titleWords(slug: string): string[] {
  return slug.split("-").filter(Boolean);
}

function monogram(slug: string): string {
  const words = titleWords(slug);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  const source = meaningful.length > 0 ? meaningful : words;
  return source
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

function titleCase(slug: string): string {
  return titleWords(slug)
    .map((word) => (word.length <= 2 && /\d/.test(word) ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join(" ");
}

function logoScene(key: string): string {
  const rnd = random(`logo:${key}`);
  const hue = rnd() * 360;
  const a = hsl(hue, 0.65, 0.45);
  const b = hsl(hue + 40 + rnd() * 40, 0.7, 0.35);
  const text = monogram(key);
  const size = text.length > 1 ? 76 : 100;
  const shape = Math.floor(rnd() * 3);
  const ornament =
    shape === 0
      ? `<path d="M100 28 L110 48 L100 44 L90 48 Z" fill="#ffffff" opacity="0.9"/>`
      : shape === 1
        ? `<path d="M40 150 Q100 178 160 150" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.85"/>`
        : `<circle cx="100" cy="40" r="7" fill="#ffffff" opacity="0.9"/>`;
  return `<defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="200" height="200" fill="#ffffff"/>
    <circle cx="100" cy="100" r="94" fill="url(#lg)"/>
    <circle cx="100" cy="100" r="80" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.55"/>
    ${ornament}
    <text x="100" y="${100 + size * 0.36}" font-family="${FONT}" font-weight="bold" font-size="${size}" text-anchor="middle" fill="#ffffff" letter-spacing="-2">${escapeXml(text)}</text>`;
}

function bannerScene(key: string): string {
  const rnd = random(`banner:${key}`);
  const isPromo = key.startsWith("promo-");
  const name = titleCase(isPromo ? key.slice(6) : key);
  const hue = rnd() * 360;
  const a = hsl(hue, 0.7, isPromo ? 0.5 : 0.42);
  const b = hsl(hue + 50 + rnd() * 60, 0.7, isPromo ? 0.4 : 0.3);
  const circles = Array.from({ length: 7 }, () => {
    const x = 500 + rnd() * 700,
      y = rnd() * 400,
      r = 30 + rnd() * 160;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" opacity="${(0.06 + rnd() * 0.14).toFixed(2)}"/>`;
  }).join("");
  const fontSize = Math.max(40, Math.min(88, Math.floor(1150 / Math.max(8, name.length) / 0.62 / 1.6)));
  const subtitle = isPromo
    ? "Promo spesial di Pasar • S&amp;K berlaku"
    : "Belanja hemat • Dikirim ke seluruh Indonesia";
  const badge = isPromo
    ? `<g transform="translate(960 200) rotate(-8)"><rect x="-130" y="-80" width="260" height="160" rx="20" fill="#ffffff"/><circle cx="-130" cy="0" r="22" fill="${b}"/><circle cx="130" cy="0" r="22" fill="${b}"/><path d="M-80 0 L80 0" stroke="${a}" stroke-width="4" stroke-dasharray="10 8"/><text x="0" y="-22" font-family="${FONT}" font-weight="bold" font-size="40" text-anchor="middle" fill="${b}">PROMO</text><text x="0" y="52" font-family="${FONT}" font-weight="bold" font-size="34" text-anchor="middle" fill="${a}">%</text></g>`
    : `<g transform="translate(1010 200)"><circle r="118" fill="#ffffff" opacity="0.95"/><text y="38" font-family="${FONT}" font-weight="bold" font-size="104" text-anchor="middle" fill="${b}">${escapeXml(monogram(key))}</text></g>`;
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="1200" height="400" fill="url(#bg)"/>${circles}
    <path d="M0 330 C240 280 480 400 760 340 C980 292 1100 330 1200 310 L1200 400 L0 400 Z" fill="#ffffff" opacity="0.12"/>
    ${badge}
    <text x="70" y="190" font-family="${FONT}" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${escapeXml(name)}</text>
    <text x="72" y="250" font-family="${FONT}" font-size="30" fill="#ffffff" opacity="0.9">${subtitle}</text>
    ${bannerButton(isPromo ? "Klaim Sekarang" : "Kunjungi Toko", b)}`;
}

/** The call-to-action pill of a banner, as wide as its label (DejaVu Sans Bold runs about 0.66 em a letter). */
function bannerButton(label: string, color: string): string {
  const fontSize = 24;
  const width = Math.ceil(label.length * fontSize * 0.66) + 2 * 28;
  return `<rect x="72" y="290" width="${width}" height="56" rx="28" fill="#ffffff"/><text x="${72 + width / 2}" y="327" font-family="${FONT}" font-weight="bold" font-size="${fontSize}" text-anchor="middle" fill="${color}">${label}</text>`;
}

/**
 * Which glyph stands for a category slug. Words of the demo catalogue's slugs, most specific first;
 * unknown slugs fall back to a shopping bag.
 */
const CATEGORY_WORDS: [string, ProductFamily][] = [
  ["tv-aksesoris", "monitor"],
  ["televisi", "monitor"],
  ["set-top-box", "box"],
  ["bracket", "box"],
  ["earphone", "headphones"],
  ["headphone", "headphones"],
  ["audio", "headphones"],
  ["speaker", "speaker"],
  ["kipas", "fan"],
  ["setrika", "appliance"],
  ["vacuum", "appliance"],
  ["elektronik-rumah", "fan"],
  ["elektronik-dapur", "ricecooker"],
  ["cctv", "camera"],
  ["webcam", "camera"],
  ["dashcam", "camera"],
  ["kamera", "camera"],
  ["camera", "camera"],
  ["handphone-tablet", "phone"],
  ["tablet", "tablet"],
  ["smartphone", "phone"],
  ["handphone", "phone"],
  ["feature-phone", "phone"],
  ["casing", "phone"],
  ["charger", "box"],
  ["power-bank", "box"],
  ["smartwatch", "watch"],
  ["smartband", "watch"],
  ["jam-tangan", "watch"],
  ["tali-jam", "watch"],
  ["wearable", "watch"],
  ["laptop", "laptop"],
  ["komputer", "laptop"],
  ["monitor", "monitor"],
  ["ssd", "box"],
  ["flashdisk", "box"],
  ["keyboard", "keyboard"],
  ["mouse", "mouse"],
  ["printer", "printer"],
  ["scanner", "printer"],
  ["tinta", "bottle"],
  ["kaos", "tshirt"],
  ["polo", "tshirt"],
  ["jersey", "tshirt"],
  ["baju-lari", "tshirt"],
  ["kemeja", "shirt"],
  ["blouse", "shirt"],
  ["atasan", "shirt"],
  ["fashion-pria", "shirt"],
  ["fashion-wanita", "dress"],
  ["celana", "pants"],
  ["bawahan", "pants"],
  ["jaket", "jacket"],
  ["hoodie", "jacket"],
  ["sweater", "jacket"],
  ["outerwear", "jacket"],
  ["jas-hujan", "jacket"],
  ["tunik", "dress"],
  ["dress", "dress"],
  ["rok", "dress"],
  ["gamis", "dress"],
  ["hijab", "hijab"],
  ["pashmina", "hijab"],
  ["mukena", "hijab"],
  ["fashion-muslim", "hijab"],
  ["sepatu-futsal", "sneaker"],
  ["sepatu-lari", "sneaker"],
  ["sneakers", "sneaker"],
  ["sepatu-formal", "sneaker"],
  ["sepatu-pria", "sneaker"],
  ["heels", "heels"],
  ["flat-shoes", "heels"],
  ["sepatu-wanita", "heels"],
  ["sandal", "sandal"],
  ["topi", "cap"],
  ["dompet", "wallet"],
  ["sarung-tangan", "wallet"],
  ["kotak-pensil", "wallet"],
  ["aksesoris-pria", "cap"],
  ["tas-selempang", "handbag"],
  ["tote", "handbag"],
  ["tas-laptop", "handbag"],
  ["tas-wanita", "handbag"],
  ["ransel", "backpack"],
  ["tas-raket", "backpack"],
  ["tas-perlengkapan-bayi", "backpack"],
  ["gendongan", "backpack"],
  ["tas-sekolah", "backpack"],
  ["serum", "bottle"],
  ["pelembap", "jar"],
  ["sabun", "tube"],
  ["sunscreen", "tube"],
  ["perawatan-wajah", "bottle"],
  ["lipstik", "lipstick"],
  ["maskara", "lipstick"],
  ["makeup", "lipstick"],
  ["cushion", "jar"],
  ["sampo", "bottle"],
  ["vitamin-rambut", "bottle"],
  ["catok", "appliance"],
  ["perawatan-rambut", "bottle"],
  ["parfum", "perfume"],
  ["body-mist", "perfume"],
  ["kecantikan", "lipstick"],
  ["multivitamin", "pills"],
  ["vitamin", "pills"],
  ["madu", "jar"],
  ["tensimeter", "appliance"],
  ["termometer", "appliance"],
  ["alat-kesehatan", "pills"],
  ["masker", "box"],
  ["jamu", "bottle"],
  ["kayu-putih", "bottle"],
  ["teh-herbal", "box"],
  ["obat", "bottle"],
  ["sikat-gigi", "pen"],
  ["pasta-gigi", "tube"],
  ["obat-kumur", "bottle"],
  ["perawatan-gigi", "tube"],
  ["kesehatan", "pills"],
  ["kursi", "chair"],
  ["sofa", "sofa"],
  ["meja", "chair"],
  ["furnitur", "sofa"],
  ["lampu", "lamp"],
  ["jam-dinding", "clock"],
  ["tanaman", "plant"],
  ["dekorasi", "plant"],
  ["sprei", "pillow"],
  ["bantal", "pillow"],
  ["selimut", "pillow"],
  ["kamar-tidur", "pillow"],
  ["alat-pel", "spray"],
  ["deterjen", "bottle"],
  ["pengharum", "spray"],
  ["kebersihan", "spray"],
  ["rak", "box"],
  ["kotak", "box"],
  ["gantungan", "box"],
  ["penyimpanan-makanan", "jar"],
  ["penyimpanan", "box"],
  ["rumah-tangga", "sofa"],
  ["wajan", "pan"],
  ["panci", "pot"],
  ["spatula", "pan"],
  ["peralatan-masak", "pan"],
  ["piring", "bowl"],
  ["gelas", "mug"],
  ["tumbler", "bottle"],
  ["peralatan-makan-minum", "mug"],
  ["rice-cooker", "ricecooker"],
  ["blender", "blender"],
  ["air-fryer", "ricecooker"],
  ["toples", "jar"],
  ["botol-minum", "bottle"],
  ["dapur", "pan"],
  ["botol-susu", "babybottle"],
  ["empeng", "babybottle"],
  ["pompa-asi", "babybottle"],
  ["peralatan-makan-bayi", "bowl"],
  ["perlengkapan-makan-bayi", "babybottle"],
  ["popok", "snack"],
  ["tisu", "snack"],
  ["minyak-telon", "bottle"],
  ["jumper", "onesie"],
  ["baju-bayi", "onesie"],
  ["pakaian-bayi", "onesie"],
  ["topi-sarung", "cap"],
  ["perlengkapan-ibu", "backpack"],
  ["ibu-bayi", "babybottle"],
  ["bola", "ball"],
  ["sepak", "ball"],
  ["dumbbell", "dumbbell"],
  ["fitness", "dumbbell"],
  ["matras", "yogamat"],
  ["resistance", "yogamat"],
  ["sepeda", "bicycle"],
  ["bersepeda", "bicycle"],
  ["helm", "helmet"],
  ["raket", "racket"],
  ["shuttlecock", "racket"],
  ["bulu-tangkis", "racket"],
  ["lari", "sneaker"],
  ["olahraga", "ball"],
  ["ban", "tire"],
  ["oli", "bottle"],
  ["aki", "box"],
  ["suku-cadang", "tire"],
  ["aksesoris-motor", "helmet"],
  ["jok", "chair"],
  ["aksesoris-mobil", "toycar"],
  ["shampo-mobil", "bottle"],
  ["lap", "pillow"],
  ["semir", "spray"],
  ["perawatan-kendaraan", "spray"],
  ["otomotif", "helmet"],
  ["keripik", "snack"],
  ["kue", "jar"],
  ["cokelat", "snack"],
  ["makanan-ringan", "snack"],
  ["kopi", "snack"],
  ["teh", "box"],
  ["serbuk", "snack"],
  ["minuman", "mug"],
  ["beras", "sack"],
  ["minyak-goreng", "bottle"],
  ["bumbu", "jar"],
  ["bahan-makanan", "sack"],
  ["mie", "snack"],
  ["frozen", "snack"],
  ["kaleng", "jar"],
  ["instan", "snack"],
  ["bakpia", "box"],
  ["dodol", "box"],
  ["sambal", "jar"],
  ["oleh-oleh", "box"],
  ["makanan", "snack"],
  ["gitar", "guitar"],
  ["ukulele", "guitar"],
  ["alat-musik", "guitar"],
  ["action-figure", "teddy"],
  ["diecast", "toycar"],
  ["model-kit", "blocks"],
  ["figure", "teddy"],
  ["konsol", "gamepad"],
  ["stik", "gamepad"],
  ["gaming", "gamepad"],
  ["cat-lukis", "tube"],
  ["kuas", "pen"],
  ["sketsa", "book"],
  ["seni", "pen"],
  ["hobi", "guitar"],
  ["buku-tulis", "book"],
  ["buku", "book"],
  ["novel", "book"],
  ["komik", "book"],
  ["cerpen", "book"],
  ["biografi", "book"],
  ["pengembangan-diri", "book"],
  ["kamus", "book"],
  ["mobil-mainan", "toycar"],
  ["rc-car", "toycar"],
  ["boneka", "teddy"],
  ["puzzle", "blocks"],
  ["balok", "blocks"],
  ["sains", "blocks"],
  ["edukasi", "blocks"],
  ["kolam", "ball"],
  ["luar-ruang", "ball"],
  ["board-game", "box"],
  ["kartu", "box"],
  ["catur", "blocks"],
  ["permainan-papan", "blocks"],
  ["mainan", "teddy"],
  ["pulpen", "pen"],
  ["pensil", "pen"],
  ["alat-tulis", "pen"],
  ["kalkulator", "calculator"],
  ["stapler", "calculator"],
  ["map", "book"],
  ["perlengkapan-kantor", "calculator"],
  ["elektronik", "monitor"],
];

export function categoryGlyph(slug: string): ProductFamily | null {
  for (const [word, family] of CATEGORY_WORDS) if (slug === word || slug.includes(word)) return family;
  return null;
}

function categoryScene(key: string): string {
  const rnd = random(`category:${key}`);
  const hue = rnd() * 360;
  const family = categoryGlyph(key) ?? "handbag";
  const p = paletteFor(hsl(hue, 0.6, 0.55), hue + 180);
  return `<defs>${glyphDefs(p)}</defs>
    <rect x="4" y="4" width="192" height="192" rx="44" fill="${hsl(hue, 0.6, 0.93)}"/>
    ${placeGlyph(family, p, 100, 100, 150)}`;
}

function avatarScene(key: string): string {
  const match = AVATAR_KEY.exec(key)!;
  const rnd = random(`avatar:${match[1]}`);
  const hue = rnd() * 360;
  const initials = (match[2] ?? "").toUpperCase();
  const figure = initials
    ? `<text x="100" y="${initials.length > 1 ? 127 : 134}" font-family="${FONT}" font-weight="bold" font-size="${initials.length > 1 ? 76 : 96}" text-anchor="middle" fill="#ffffff">${escapeXml(initials)}</text>`
    : `<circle cx="100" cy="80" r="34" fill="#ffffff" opacity="0.92"/><path d="M36 184 C40 130 160 130 164 184 Z" fill="#ffffff" opacity="0.92"/>`;
  return `<defs><linearGradient id="av" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 0.55, 0.58)}"/><stop offset="1" stop-color="${hsl(hue + 30, 0.6, 0.42)}"/></linearGradient></defs>
    <circle cx="100" cy="100" r="100" fill="url(#av)"/>${figure}`;
}
