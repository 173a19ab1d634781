/**
 * Flat-illustration silhouettes of product families, each drawn in a 200x200 box around (100, 100).
 * A glyph only receives a palette derived from the product's colour; composition (rotation, zoom,
 * background, label) happens in demo-image.ts.
 */
export interface Palette {
  /** main colour, its shades and tints */
  c: string;
  d: string;
  dd: string;
  l: string;
  ll: string;
  /** contrasting accent */
  a: string;
  /** outline */
  o: string;
  /** ink, paper, metal, glass */
  k: string;
  w: string;
  m: string;
  g: string;
}

export const PRODUCT_FAMILIES = [
  "tshirt",
  "shirt",
  "jacket",
  "pants",
  "dress",
  "hijab",
  "sneaker",
  "heels",
  "sandal",
  "cap",
  "handbag",
  "backpack",
  "wallet",
  "phone",
  "tablet",
  "laptop",
  "monitor",
  "headphones",
  "speaker",
  "watch",
  "camera",
  "keyboard",
  "mouse",
  "gamepad",
  "printer",
  "bottle",
  "jar",
  "tube",
  "lipstick",
  "perfume",
  "pills",
  "babybottle",
  "onesie",
  "ball",
  "dumbbell",
  "yogamat",
  "bicycle",
  "helmet",
  "tire",
  "racket",
  "pan",
  "pot",
  "mug",
  "bowl",
  "ricecooker",
  "blender",
  "appliance",
  "fan",
  "lamp",
  "clock",
  "chair",
  "sofa",
  "pillow",
  "box",
  "snack",
  "sack",
  "spray",
  "guitar",
  "toycar",
  "teddy",
  "blocks",
  "book",
  "pen",
  "plant",
  "calculator",
] as const;

export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

type Glyph = (p: Palette) => string;

/** Fill with the outline every shape shares, so that white products still read on a light background. */
function f(fill: string, p: Palette, width = 2.5): string {
  return `fill="${fill}" stroke="${p.o}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
}
function line(p: Palette, colour: string, width: number): string {
  return `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
}

const GLYPHS: Record<ProductFamily, Glyph> = {
  tshirt: (p) => `
    <path d="M72 38 L48 46 L22 76 L44 98 L60 84 L60 168 L140 168 L140 84 L156 98 L178 76 L152 46 L128 38 Q100 60 72 38 Z" ${f(p.c, p)}/>
    <path d="M72 38 Q100 60 128 38" ${line(p, p.d, 6)}/>
    <path d="M44 98 L60 84 M156 98 L140 84" ${line(p, p.d, 3)}/>
    <rect x="110" y="80" width="16" height="12" rx="2" fill="${p.a}" opacity="0.85"/>
    <path d="M62 160 L138 160" ${line(p, p.d, 2)}/>`,
  shirt: (p) => `
    <path d="M68 36 L44 46 L26 152 L48 156 L62 96 L62 170 L138 170 L138 96 L152 156 L174 152 L156 46 L132 36 L100 56 Z" ${f(p.c, p)}/>
    <path d="M26 152 L48 156 L47 144 L28 140 Z M174 152 L152 156 L153 144 L172 140 Z" fill="${p.d}"/>
    <path d="M68 36 L100 56 L86 72 L72 46 Z M132 36 L100 56 L114 72 L128 46 Z" ${f(p.l, p)}/>
    <path d="M100 58 L100 170" ${line(p, p.d, 2.5)}/>
    ${[84, 104, 124, 144].map((y) => `<circle cx="100" cy="${y}" r="3" fill="${p.w}" stroke="${p.o}" stroke-width="1.2"/>`).join("")}
    <rect x="110" y="82" width="20" height="22" rx="2" fill="none" stroke="${p.d}" stroke-width="2"/>`,
  jacket: (p) => `
    <path d="M76 34 C76 10 124 10 124 34 Z" ${f(p.d, p)}/>
    <path d="M70 36 L46 46 L26 150 L50 156 L62 98 L62 170 L138 170 L138 98 L150 156 L174 150 L154 46 L130 36 Q100 52 70 36 Z" ${f(p.c, p)}/>
    <path d="M70 36 Q100 70 130 36" ${f(p.d, p)}/>
    <path d="M100 56 L100 170" ${line(p, p.k, 3)}/>
    <path d="M100 56 L100 170" stroke="${p.m}" stroke-width="1.2" stroke-dasharray="2 3"/>
    <path d="M70 130 L90 130 L90 160 M130 130 L110 130 L110 160" ${line(p, p.d, 2.5)}/>
    <rect x="62" y="162" width="76" height="8" fill="${p.d}"/>
    <path d="M88 50 L86 74 M112 50 L114 74" ${line(p, p.w, 2)}/>`,
  pants: (p) => `
    <path d="M60 30 L140 30 L154 172 L114 172 L100 84 L86 172 L46 172 Z" ${f(p.c, p)}/>
    <rect x="60" y="28" width="80" height="14" ${f(p.d, p, 2)}/>
    <circle cx="100" cy="35" r="3" fill="${p.m}"/>
    <path d="M100 42 L100 80" ${line(p, p.d, 2.5)}/>
    <path d="M64 44 Q76 60 90 46 M136 44 Q124 60 110 46" ${line(p, p.d, 2.5)}/>
    <path d="M72 30 L72 42 M128 30 L128 42" ${line(p, p.dd, 2)}/>
    <path d="M50 160 L86 160 M114 160 L150 160" ${line(p, p.l, 2)}/>`,
  dress: (p) => `
    <path d="M80 22 L84 40 M120 22 L116 40" ${line(p, p.d, 4)}/>
    <path d="M78 38 Q100 52 122 38 L126 76 Q150 128 164 172 L36 172 Q50 128 74 76 Z" ${f(p.c, p)}/>
    <rect x="72" y="72" width="56" height="10" rx="3" ${f(p.d, p, 2)}/>
    <path d="M68 120 Q84 130 100 120 Q116 130 132 120 M56 150 Q78 162 100 150 Q122 162 144 150" ${line(p, p.l, 2.5)}/>
    <circle cx="112" cy="77" r="5" fill="${p.a}"/>`,
  hijab: (p) => `
    <path d="M100 22 C58 22 44 58 46 96 C48 128 30 158 24 176 L176 176 C170 158 152 128 154 96 C156 58 142 22 100 22 Z" ${f(p.c, p)}/>
    <ellipse cx="100" cy="88" rx="26" ry="32" fill="#e8c39e" stroke="${p.o}" stroke-width="2"/>
    <path d="M74 88 C74 126 126 126 126 88" ${line(p, p.d, 4)}/>
    <path d="M60 130 C80 150 120 150 140 130 M46 160 C80 178 120 178 154 160" ${line(p, p.d, 3)}/>
    <path d="M70 50 C86 36 114 36 130 50" ${line(p, p.l, 3)}/>`,
  sneaker: (p) => `
    <path d="M22 122 C22 100 36 84 56 80 L82 60 C94 52 106 56 112 66 L130 92 C152 98 172 104 178 120 L180 136 L22 136 Z" ${f(p.c, p)}/>
    <path d="M20 134 L182 134 L180 150 C120 154 60 154 22 150 Z" ${f(p.w, p)}/>
    <path d="M22 142 L180 142" ${line(p, p.m, 2)}/>
    <path d="M40 118 C80 120 120 110 160 112" ${line(p, p.a, 7)}/>
    <path d="M84 72 L100 84 M90 64 L108 78 M78 80 L94 92" ${line(p, p.w, 3.5)}/>
    <path d="M150 102 C160 106 170 112 176 122" ${line(p, p.d, 3)}/>
    <path d="M36 100 C30 108 26 116 24 124" ${line(p, p.d, 3)}/>`,
  heels: (p) => `
    <path d="M30 138 C60 138 84 118 102 94 C116 78 142 72 162 78 L172 88 L170 100 L154 104 C124 118 88 152 46 156 C28 156 22 146 30 138 Z" ${f(p.c, p)}/>
    <path d="M150 104 L148 164 L140 164 L138 108 Z" ${f(p.d, p)}/>
    <path d="M28 150 C60 154 100 130 150 106" ${line(p, p.dd, 3)}/>
    <path d="M120 82 C130 74 146 72 160 78" ${line(p, p.l, 3)}/>
    <rect x="136" y="162" width="16" height="6" rx="2" fill="${p.k}"/>`,
  sandal: (p) => `
    <path d="M64 30 C40 30 36 60 40 100 C44 140 44 172 66 172 C88 172 90 140 90 100 C92 60 88 30 64 30 Z" ${f(p.c, p)}/>
    <path d="M136 30 C112 30 108 60 110 100 C110 140 112 172 134 172 C156 172 156 140 160 100 C164 60 160 30 136 30 Z" ${f(p.c, p)}/>
    <path d="M64 56 L44 96 M64 56 L86 96 M136 56 L114 96 M136 56 L156 96" ${line(p, p.a, 7)}/>
    <circle cx="64" cy="56" r="5" fill="${p.a}"/><circle cx="136" cy="56" r="5" fill="${p.a}"/>
    <path d="M50 150 C60 160 70 160 80 150 M120 150 C130 160 140 160 150 150" ${line(p, p.d, 2)}/>`,
  cap: (p) => `
    <path d="M34 124 C34 72 72 46 108 48 C146 52 164 84 164 124 Z" ${f(p.c, p)}/>
    <path d="M150 118 C176 116 192 126 194 136 L150 136 C146 130 146 122 150 118 Z" ${f(p.d, p)}/>
    <path d="M30 122 L168 122 L168 136 L30 136 Z" ${f(p.d, p, 2)}/>
    <path d="M100 50 C92 80 92 104 96 122 M66 62 C76 82 80 104 80 122" ${line(p, p.d, 2.5)}/>
    <circle cx="104" cy="49" r="5" fill="${p.d}"/>
    <rect x="112" y="80" width="30" height="20" rx="4" fill="${p.a}"/>`,
  handbag: (p) => `
    <path d="M72 84 C72 36 128 36 128 84" ${line(p, p.d, 9)}/>
    <path d="M42 82 L158 82 L170 168 L30 168 Z" ${f(p.c, p)}/>
    <path d="M42 82 L158 82 L154 112 L46 112 Z" ${f(p.d, p)}/>
    <rect x="92" y="104" width="16" height="16" rx="3" fill="#d9b45a" stroke="${p.o}" stroke-width="2"/>
    <path d="M38 156 L162 156" ${line(p, p.l, 2)}/>`,
  backpack: (p) => `
    <path d="M82 44 C82 24 118 24 118 44" ${line(p, p.d, 7)}/>
    <rect x="50" y="40" width="100" height="132" rx="28" ${f(p.c, p)}/>
    <path d="M50 84 C70 70 130 70 150 84" ${line(p, p.d, 3)}/>
    <rect x="64" y="104" width="72" height="54" rx="12" ${f(p.d, p)}/>
    <path d="M70 118 L130 118" ${line(p, p.a, 3)}/>
    <rect x="94" y="110" width="12" height="6" rx="2" fill="${p.m}"/>
    <rect x="40" y="96" width="14" height="46" rx="6" ${f(p.l, p, 2)}/>
    <rect x="146" y="96" width="14" height="46" rx="6" ${f(p.l, p, 2)}/>`,
  wallet: (p) => `
    <rect x="44" y="50" width="90" height="56" rx="6" fill="${p.a}" stroke="${p.o}" stroke-width="2" transform="rotate(-8 90 78)"/>
    <rect x="30" y="62" width="140" height="92" rx="12" ${f(p.c, p)}/>
    <path d="M104 84 L170 84 L170 132 L104 132 C94 132 90 124 90 116 L90 100 C90 92 94 84 104 84 Z" ${f(p.d, p)}/>
    <circle cx="110" cy="108" r="7" fill="${p.m}" stroke="${p.o}" stroke-width="2"/>
    <path d="M38 70 L162 70" stroke="${p.l}" stroke-width="2" stroke-dasharray="5 4"/>`,
  phone: (p) => `
    <rect x="60" y="18" width="80" height="164" rx="16" ${f(p.c, p)}/>
    <rect x="66" y="26" width="68" height="148" rx="10" fill="url(#screen)"/>
    <circle cx="100" cy="34" r="3.5" fill="${p.k}"/>
    <path d="M66 130 C90 110 110 150 134 120 L134 164 C134 170 130 174 124 174 L76 174 C70 174 66 170 66 164 Z" fill="${p.l}" opacity="0.55"/>
    <circle cx="118" cy="66" r="14" fill="${p.a}" opacity="0.8"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${73 + i * 15}" y="146" width="10" height="10" rx="3" fill="${p.w}" opacity="0.8"/>`).join("")}
    <rect x="138" y="58" width="4" height="22" rx="2" fill="${p.d}"/>`,
  tablet: (p) => `
    <rect x="18" y="40" width="164" height="120" rx="14" ${f(p.c, p)}/>
    <rect x="28" y="50" width="144" height="100" rx="6" fill="url(#screen)"/>
    <circle cx="23" cy="100" r="2.5" fill="${p.k}"/>
    <path d="M28 120 C60 96 100 140 172 104 L172 144 C172 148 168 150 164 150 L34 150 C30 150 28 148 28 144 Z" fill="${p.l}" opacity="0.55"/>
    <circle cx="140" cy="78" r="13" fill="${p.a}" opacity="0.8"/>
    ${[0, 1, 2].map((i) => `<rect x="${42 + i * 22}" y="64" width="16" height="16" rx="4" fill="${p.w}" opacity="0.85"/>`).join("")}`,
  laptop: (p) => `
    <rect x="38" y="38" width="124" height="86" rx="7" ${f(p.c, p)}/>
    <rect x="45" y="45" width="110" height="72" rx="3" fill="url(#screen)"/>
    <path d="M45 100 C70 84 100 118 155 90 L155 117 L45 117 Z" fill="${p.l}" opacity="0.5"/>
    <path d="M22 126 L178 126 L188 144 C188 148 186 150 182 150 L18 150 C14 150 12 148 12 144 Z" ${f(p.l, p)}/>
    <path d="M36 132 L164 132 M40 138 L160 138" stroke="${p.d}" stroke-width="2.5" stroke-dasharray="5 2"/>
    <rect x="84" y="142" width="32" height="4" rx="2" fill="${p.d}"/>`,
  monitor: (p) => `
    <rect x="20" y="32" width="160" height="100" rx="6" ${f(p.k, p)}/>
    <rect x="26" y="38" width="148" height="86" rx="2" fill="url(#screen)"/>
    <path d="M26 104 L70 70 L100 96 L128 76 L174 110 L174 124 L26 124 Z" fill="${p.c}" opacity="0.9"/>
    <circle cx="140" cy="60" r="10" fill="${p.a}"/>
    <rect x="90" y="132" width="20" height="22" fill="${p.m}" stroke="${p.o}" stroke-width="2"/>
    <path d="M60 164 C60 154 140 154 140 164 Z" ${f(p.m, p)}/>`,
  headphones: (p) => `
    <path d="M48 112 C44 40 156 40 152 112" ${line(p, p.o, 16)}/>
    <path d="M48 112 C44 40 156 40 152 112" ${line(p, p.c, 11)}/>
    <rect x="30" y="96" width="34" height="62" rx="14" ${f(p.c, p)}/>
    <rect x="136" y="96" width="34" height="62" rx="14" ${f(p.c, p)}/>
    <rect x="56" y="102" width="12" height="50" rx="6" fill="${p.dd}"/>
    <rect x="132" y="102" width="12" height="50" rx="6" fill="${p.dd}"/>
    <circle cx="47" cy="127" r="7" fill="${p.a}"/><circle cx="153" cy="127" r="7" fill="${p.a}"/>`,
  speaker: (p) => `
    <rect x="28" y="62" width="144" height="84" rx="40" ${f(p.c, p)}/>
    <rect x="46" y="70" width="108" height="68" rx="30" fill="${p.d}"/>
    ${Array.from({ length: 5 }, (_, r) => Array.from({ length: 11 }, (_, c) => `<circle cx="${55 + c * 9}" cy="${84 + r * 10}" r="2.2" fill="${p.dd}"/>`).join("")).join("")}
    <rect x="88" y="56" width="24" height="8" rx="3" fill="${p.a}"/>
    <rect x="20" y="84" width="10" height="40" rx="4" fill="${p.dd}"/><rect x="170" y="84" width="10" height="40" rx="4" fill="${p.dd}"/>`,
  watch: (p) => `
    <rect x="78" y="14" width="44" height="172" rx="12" ${f(p.d, p)}/>
    <path d="M82 30 L118 30 M82 44 L118 44 M82 156 L118 156 M82 170 L118 170" ${line(p, p.dd, 2)}/>
    <circle cx="100" cy="100" r="44" ${f(p.m, p)}/>
    <circle cx="100" cy="100" r="36" fill="${p.k}"/>
    <circle cx="100" cy="100" r="30" fill="${p.c}" opacity="0.35"/>
    ${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<line x1="${100 + Math.sin(a) * 28}" y1="${100 - Math.cos(a) * 28}" x2="${100 + Math.sin(a) * 33}" y2="${100 - Math.cos(a) * 33}" stroke="${p.w}" stroke-width="2"/>`;
    }).join("")}
    <path d="M100 100 L100 76 M100 100 L116 108" ${line(p, p.w, 3)}/>
    <circle cx="100" cy="100" r="3" fill="${p.a}"/>
    <rect x="143" y="94" width="8" height="12" rx="2" fill="${p.m}" stroke="${p.o}" stroke-width="1.5"/>`,
  camera: (p) => `
    <rect x="62" y="46" width="52" height="24" rx="5" ${f(p.d, p)}/>
    <rect x="24" y="62" width="152" height="96" rx="14" ${f(p.c, p)}/>
    <rect x="24" y="84" width="152" height="50" fill="${p.dd}" opacity="0.35"/>
    <circle cx="100" cy="110" r="36" ${f(p.k, p)}/>
    <circle cx="100" cy="110" r="26" fill="#3b4660"/>
    <circle cx="100" cy="110" r="15" fill="#1b2233"/>
    <circle cx="92" cy="102" r="6" fill="#ffffff" opacity="0.7"/>
    <rect x="140" y="52" width="20" height="10" rx="3" fill="${p.k}"/>
    <circle cx="150" cy="80" r="6" fill="${p.a}"/>`,
  keyboard: (p) => `
    <rect x="12" y="62" width="176" height="80" rx="10" ${f(p.c, p)}/>
    ${Array.from({ length: 4 }, (_, r) => Array.from({ length: 12 }, (_, c) => `<rect x="${20 + c * 14}" y="${70 + r * 15}" width="11" height="11" rx="2.5" fill="${(r + c) % 7 === 0 ? p.a : p.l}" stroke="${p.o}" stroke-width="0.8"/>`).join("")).join("")}
    <rect x="54" y="128" width="92" height="9" rx="3" fill="${p.l}" stroke="${p.o}" stroke-width="0.8"/>`,
  mouse: (p) => `
    <path d="M100 32 C136 32 146 70 146 110 C146 150 126 172 100 172 C74 172 54 150 54 110 C54 70 64 32 100 32 Z" ${f(p.c, p)}/>
    <path d="M54 96 C80 104 120 104 146 96" ${line(p, p.d, 2.5)}/>
    <path d="M100 34 L100 100" ${line(p, p.d, 2.5)}/>
    <rect x="95" y="52" width="10" height="22" rx="5" fill="${p.k}"/>
    <path d="M64 140 C74 160 126 160 136 140" ${line(p, p.a, 4)}/>`,
  gamepad: (p) => `
    <path d="M52 70 L148 70 C172 70 186 100 188 130 C190 156 168 166 154 150 L136 128 L64 128 L46 150 C32 166 10 156 12 130 C14 100 28 70 52 70 Z" ${f(p.c, p)}/>
    <path d="M44 92 L56 92 L56 80 L68 80 L68 92 L80 92 L80 104 L68 104 L68 116 L56 116 L56 104 L44 104 Z" fill="${p.dd}"/>
    <circle cx="144" cy="84" r="7" fill="#f2c230"/><circle cx="158" cy="98" r="7" fill="#e5484d"/>
    <circle cx="130" cy="98" r="7" fill="#3b82f6"/><circle cx="144" cy="112" r="7" fill="#22c55e"/>
    <circle cx="84" cy="122" r="10" fill="${p.dd}"/><circle cx="116" cy="122" r="10" fill="${p.dd}"/>
    <rect x="90" y="84" width="20" height="6" rx="3" fill="${p.l}"/>`,
  printer: (p) => `
    <path d="M58 24 L142 24 L142 80 L58 80 Z" ${f(p.w, p, 2)}/>
    <path d="M70 40 L130 40 M70 52 L130 52 M70 64 L112 64" ${line(p, p.m, 3)}/>
    <rect x="24" y="72" width="152" height="72" rx="10" ${f(p.c, p)}/>
    <rect x="24" y="72" width="152" height="18" rx="8" fill="${p.d}"/>
    <rect x="130" y="100" width="34" height="14" rx="3" fill="#9fd3c7" stroke="${p.o}" stroke-width="1.5"/>
    <circle cx="140" cy="126" r="4" fill="${p.a}"/><circle cx="154" cy="126" r="4" fill="${p.l}"/>
    <path d="M50 136 L150 136 L160 166 L40 166 Z" ${f(p.w, p, 2)}/>
    <path d="M62 148 L138 148 M60 156 L120 156" ${line(p, p.m, 2.5)}/>`,
  bottle: (p) => `
    <rect x="78" y="20" width="44" height="28" rx="5" ${f(p.dd, p)}/>
    <rect x="86" y="46" width="28" height="18" ${f(p.d, p)}/>
    <rect x="62" y="62" width="76" height="116" rx="18" ${f(p.c, p)}/>
    <rect x="68" y="96" width="64" height="50" rx="5" fill="${p.w}" stroke="${p.o}" stroke-width="1.5"/>
    <path d="M76 112 L124 112 M80 124 L120 124 M86 134 L114 134" ${line(p, p.d, 3)}/>
    <rect x="70" y="72" width="8" height="96" rx="4" fill="#ffffff" opacity="0.35"/>`,
  jar: (p) => `
    <rect x="50" y="44" width="100" height="26" rx="6" ${f(p.dd, p)}/>
    <path d="M54 52 L146 52 M54 60 L146 60" ${line(p, p.d, 1.5)}/>
    <rect x="44" y="68" width="112" height="106" rx="20" ${f(p.c, p)}/>
    <ellipse cx="100" cy="120" rx="40" ry="28" fill="${p.w}" stroke="${p.o}" stroke-width="1.5"/>
    <path d="M76 114 L124 114 M84 126 L116 126" ${line(p, p.d, 3)}/>
    <rect x="52" y="78" width="9" height="86" rx="4.5" fill="#ffffff" opacity="0.35"/>`,
  tube: (p) => `
    <path d="M66 24 L134 24 L124 146 L76 146 Z" ${f(p.c, p)}/>
    <rect x="62" y="18" width="76" height="12" rx="2" ${f(p.d, p, 2)}/>
    <path d="M66 24 L70 30 M74 24 L78 30 M82 24 L86 30 M90 24 L94 30 M98 24 L102 30 M106 24 L110 30 M114 24 L118 30 M122 24 L126 30" stroke="${p.dd}" stroke-width="1.5"/>
    <rect x="80" y="144" width="40" height="32" rx="5" ${f(p.k, p)}/>
    <rect x="78" y="60" width="44" height="50" rx="4" fill="${p.w}" opacity="0.92"/>
    <path d="M84 74 L116 74 M86 86 L114 86 M90 96 L110 96" ${line(p, p.d, 3)}/>`,
  lipstick: (p) => `
    <path d="M84 84 L84 48 C84 40 92 34 116 26 L116 84 Z" ${f(p.c, p)}/>
    <rect x="80" y="82" width="40" height="30" rx="2" ${f("#d9b45a", p)}/>
    <rect x="72" y="110" width="56" height="70" rx="5" ${f(p.k, p)}/>
    <rect x="76" y="116" width="8" height="58" rx="3" fill="#ffffff" opacity="0.25"/>
    <rect x="136" y="92" width="36" height="88" rx="5" ${f(p.k, p)}/>
    <rect x="136" y="92" width="36" height="10" fill="#d9b45a"/>
    <circle cx="40" cy="150" r="18" fill="${p.c}" opacity="0.55"/>`,
  perfume: (p) => `
    <rect x="74" y="20" width="52" height="40" rx="8" ${f("#d9b45a", p)}/>
    <rect x="88" y="58" width="24" height="16" ${f(p.m, p)}/>
    <rect x="44" y="72" width="112" height="104" rx="22" fill="${p.ll}" stroke="${p.o}" stroke-width="2.5"/>
    <rect x="52" y="98" width="96" height="70" rx="16" fill="${p.c}" opacity="0.9"/>
    <rect x="70" y="108" width="60" height="34" rx="3" fill="${p.w}" opacity="0.9"/>
    <path d="M80 120 L120 120 M86 130 L114 130" ${line(p, p.d, 2.5)}/>
    <rect x="54" y="80" width="10" height="80" rx="5" fill="#ffffff" opacity="0.5"/>`,
  pills: (p) => `
    <rect x="46" y="28" width="92" height="30" rx="6" ${f(p.w, p)}/>
    <path d="M54 36 L54 52 M66 36 L66 52 M78 36 L78 52 M90 36 L90 52 M102 36 L102 52 M114 36 L114 52 M126 36 L126 52" stroke="${p.m}" stroke-width="2"/>
    <rect x="52" y="56" width="80" height="118" rx="10" ${f(p.c, p)}/>
    <rect x="58" y="86" width="68" height="56" rx="4" fill="${p.w}"/>
    <path d="M86 102 L98 102 L98 92 L106 92 L106 102 L116 102 L116 110 L106 110 L106 120 L98 120 L98 110 L86 110 Z" fill="${p.a}" transform="translate(-9 0)"/>
    <path d="M68 132 L116 132" ${line(p, p.d, 2.5)}/>
    <g transform="rotate(-30 158 150)"><rect x="138" y="140" width="40" height="18" rx="9" fill="${p.w}" stroke="${p.o}" stroke-width="2"/><path d="M158 140 L167 140 A9 9 0 0 1 167 158 L158 158 Z" fill="${p.a}"/></g>`,
  babybottle: (p) => `
    <path d="M86 40 C86 20 114 20 114 40 L116 58 L84 58 Z" fill="#f2d2a6" stroke="${p.o}" stroke-width="2"/>
    <rect x="70" y="56" width="60" height="20" rx="5" ${f(p.c, p)}/>
    <rect x="72" y="74" width="56" height="104" rx="14" fill="#eef6fb" stroke="${p.o}" stroke-width="2.5"/>
    <rect x="75" y="110" width="50" height="65" rx="11" fill="#ffffff"/>
    <path d="M72 94 L86 94 M72 110 L82 110 M72 126 L86 126 M72 142 L82 142" ${line(p, p.c, 2.5)}/>
    <circle cx="108" cy="136" r="10" fill="${p.l}"/>`,
  onesie: (p) => `
    <path d="M72 34 L46 44 L28 74 L50 86 L62 70 L60 126 C60 146 72 164 88 168 L112 168 C128 164 140 146 140 126 L138 70 L150 86 L172 74 L154 44 L128 34 Q100 56 72 34 Z" ${f(p.c, p)}/>
    <path d="M72 34 Q100 56 128 34" ${line(p, p.d, 5)}/>
    <path d="M88 168 L88 156 C94 152 106 152 112 156 L112 168" ${line(p, p.d, 2.5)}/>
    <circle cx="100" cy="100" r="16" fill="${p.ll}"/>
    <circle cx="94" cy="98" r="2.5" fill="${p.k}"/><circle cx="106" cy="98" r="2.5" fill="${p.k}"/>
    <path d="M94 106 Q100 111 106 106" ${line(p, p.k, 2)}/>`,
  ball: (p) => `
    <circle cx="100" cy="100" r="70" ${f(p.w, p, 3)}/>
    <path d="M100 72 L126 90 L116 120 L84 120 L74 90 Z" fill="${p.c}"/>
    <path d="M100 72 L100 32 M126 90 L162 76 M116 120 L138 152 M84 120 L62 152 M74 90 L38 76" ${line(p, p.o, 2.5)}/>
    <path d="M84 34 L100 32 L116 34 L112 44 L88 44 Z M166 92 L162 76 L150 64 L144 78 Z M150 140 L138 152 L124 166 L130 150 Z M50 140 L62 152 L76 166 L70 150 Z M34 92 L38 76 L50 64 L56 78 Z" fill="${p.c}"/>
    <path d="M60 60 C74 46 96 40 112 42" ${line(p, "#ffffff", 5)} opacity="0.7"/>`,
  dumbbell: (p) => `
    <rect x="56" y="92" width="88" height="16" rx="4" ${f(p.m, p)}/>
    <path d="M70 92 L70 108 M80 92 L80 108 M120 92 L120 108 M130 92 L130 108" stroke="${p.o}" stroke-width="1"/>
    <rect x="36" y="54" width="24" height="92" rx="6" ${f(p.c, p)}/>
    <rect x="140" y="54" width="24" height="92" rx="6" ${f(p.c, p)}/>
    <rect x="20" y="68" width="18" height="64" rx="5" ${f(p.d, p)}/>
    <rect x="162" y="68" width="18" height="64" rx="5" ${f(p.d, p)}/>
    <rect x="40" y="60" width="5" height="80" rx="2" fill="#ffffff" opacity="0.35"/>`,
  yogamat: (p) => `
    <path d="M40 150 L150 150 C170 150 176 130 170 118 L60 118 Z" ${f(p.l, p)}/>
    <rect x="40" y="66" width="120" height="60" ${f(p.c, p)}/>
    <ellipse cx="40" cy="96" rx="16" ry="30" ${f(p.d, p)}/>
    <path d="M40 96 m-10 0 a10 20 0 1 0 20 0 a7 14 0 1 0 -14 0 a4 8 0 1 0 8 0" ${line(p, p.l, 2)}/>
    <ellipse cx="160" cy="96" rx="16" ry="30" ${f(p.c, p)}/>
    <rect x="86" y="62" width="12" height="68" fill="${p.a}"/>
    <rect x="122" y="62" width="12" height="68" fill="${p.a}"/>`,
  bicycle: (p) => `
    <circle cx="50" cy="128" r="34" ${line(p, p.k, 7)}/><circle cx="150" cy="128" r="34" ${line(p, p.k, 7)}/>
    <circle cx="50" cy="128" r="4" fill="${p.m}"/><circle cx="150" cy="128" r="4" fill="${p.m}"/>
    <path d="M50 128 L82 74 L138 74 L100 128 Z M100 128 L82 74 M138 74 L150 128 M138 74 L134 56" ${line(p, p.c, 7)}/>
    <path d="M122 54 L146 56" ${line(p, p.k, 6)}/>
    <path d="M70 66 L96 66" ${line(p, p.k, 8)}/>
    <circle cx="100" cy="128" r="9" fill="${p.m}" stroke="${p.o}" stroke-width="2"/>`,
  helmet: (p) => `
    <path d="M32 126 C30 66 76 34 114 36 C156 40 172 80 170 122 L168 152 L62 152 C44 152 32 142 32 126 Z" ${f(p.c, p)}/>
    <path d="M98 78 C128 72 160 80 170 96 L170 124 L104 124 C96 110 94 92 98 78 Z" fill="${p.k}" stroke="${p.o}" stroke-width="2.5"/>
    <path d="M108 84 C128 80 148 84 160 92" ${line(p, "#ffffff", 4)} opacity="0.5"/>
    <path d="M44 80 C62 56 86 46 108 46" ${line(p, p.a, 8)}/>
    <path d="M62 152 L62 136 C80 132 120 132 168 140" ${line(p, p.d, 3)}/>`,
  tire: (p) => `
    <circle cx="100" cy="100" r="74" fill="${p.k}" stroke="#111" stroke-width="2"/>
    ${Array.from({ length: 24 }, (_, i) => {
      const a = (i * Math.PI) / 12;
      return `<line x1="${100 + Math.cos(a) * 66}" y1="${100 + Math.sin(a) * 66}" x2="${100 + Math.cos(a + 0.12) * 74}" y2="${100 + Math.sin(a + 0.12) * 74}" stroke="#555a66" stroke-width="5"/>`;
    }).join("")}
    <circle cx="100" cy="100" r="44" ${f(p.m, p)}/>
    ${Array.from({ length: 5 }, (_, i) => {
      const a = (i * 2 * Math.PI) / 5;
      return `<line x1="100" y1="100" x2="${100 + Math.cos(a) * 40}" y2="${100 + Math.sin(a) * 40}" stroke="${p.c}" stroke-width="9" stroke-linecap="round"/>`;
    }).join("")}
    <circle cx="100" cy="100" r="12" fill="${p.c}" stroke="${p.o}" stroke-width="2"/>`,
  racket: (p) => `
    <ellipse cx="100" cy="72" rx="42" ry="56" fill="${p.ll}" fill-opacity="0.25"/>
    ${Array.from({ length: 9 }, (_, i) => `<line x1="${64 + i * 9}" y1="20" x2="${64 + i * 9}" y2="124" stroke="${p.m}" stroke-width="1.2"/>`).join("")}
    ${Array.from({ length: 11 }, (_, i) => `<line x1="56" y1="${26 + i * 9}" x2="144" y2="${26 + i * 9}" stroke="${p.m}" stroke-width="1.2"/>`).join("")}
    <path d="M100 10 C46 10 44 134 100 134 C156 134 154 10 100 10 Z M100 16 C52 16 52 128 100 128 C148 128 148 16 100 16 Z" fill="${p.c}" fill-rule="evenodd" stroke="${p.o}" stroke-width="1.5"/>
    <path d="M92 132 L100 150 L108 132" ${f(p.c, p, 2)}/>
    <rect x="94" y="148" width="12" height="44" rx="4" ${f(p.k, p, 2)}/>
    <path d="M94 156 L106 162 M94 166 L106 172 M94 176 L106 182" stroke="${p.a}" stroke-width="2"/>`,
  pan: (p) => `
    <rect x="128" y="92" width="64" height="16" rx="8" transform="rotate(-12 128 100)" ${f("#8a5a36", p)}/>
    <circle cx="82" cy="104" r="62" ${f(p.c, p)}/>
    <circle cx="82" cy="104" r="52" fill="#34363d"/>
    <circle cx="82" cy="104" r="52" fill="url(#sheen)"/>
    <ellipse cx="64" cy="88" rx="18" ry="8" fill="#ffffff" opacity="0.12" transform="rotate(-30 64 88)"/>`,
  pot: (p) => `
    <ellipse cx="100" cy="62" rx="66" ry="14" ${f(p.d, p)}/>
    <rect x="90" y="40" width="20" height="14" rx="5" fill="${p.k}"/>
    <path d="M38 74 L162 74 L160 156 C160 166 152 172 142 172 L58 172 C48 172 40 166 40 156 Z" ${f(p.c, p)}/>
    <rect x="14" y="84" width="26" height="12" rx="6" ${f(p.k, p, 2)}/>
    <rect x="160" y="84" width="26" height="12" rx="6" ${f(p.k, p, 2)}/>
    <rect x="52" y="84" width="10" height="76" rx="5" fill="#ffffff" opacity="0.3"/>
    <path d="M40 100 L160 100" ${line(p, p.d, 2)}/>`,
  mug: (p) => `
    <path d="M136 76 C176 76 176 140 136 140" ${line(p, p.o, 18)}/>
    <path d="M136 76 C176 76 176 140 136 140" ${line(p, p.c, 12)}/>
    <rect x="46" y="58" width="96" height="116" rx="12" ${f(p.c, p)}/>
    <ellipse cx="94" cy="60" rx="46" ry="8" fill="#6b4226"/>
    <circle cx="94" cy="116" r="20" fill="${p.w}" opacity="0.9"/>
    <path d="M86 116 C86 106 102 106 102 116 C102 126 86 126 86 116" fill="${p.a}"/>
    <path d="M76 44 C70 34 82 28 76 18 M96 44 C90 34 102 28 96 18 M116 44 C110 34 122 28 116 18" ${line(p, p.m, 3)}/>`,
  bowl: (p) => `
    <ellipse cx="100" cy="158" rx="56" ry="10" fill="${p.d}"/>
    <path d="M26 92 L174 92 C170 140 140 162 100 162 C60 162 30 140 26 92 Z" ${f(p.c, p)}/>
    <ellipse cx="100" cy="92" rx="74" ry="16" ${f(p.l, p)}/>
    <path d="M48 90 C60 70 140 70 152 90 Z" fill="#ffffff" stroke="${p.o}" stroke-width="1.5"/>
    <circle cx="124" cy="80" r="6" fill="#3aa564"/><circle cx="82" cy="78" r="5" fill="#e5484d"/>
    <path d="M44 112 C70 124 130 124 156 112" ${line(p, p.w, 3)}/>`,
  ricecooker: (p) => `
    <path d="M44 82 C44 50 156 50 156 82 Z" ${f(p.l, p)}/>
    <rect x="86" y="46" width="28" height="10" rx="5" fill="${p.k}"/>
    <rect x="36" y="78" width="128" height="94" rx="26" ${f(p.c, p)}/>
    <rect x="70" y="104" width="60" height="40" rx="8" fill="${p.w}" stroke="${p.o}" stroke-width="2"/>
    <rect x="80" y="112" width="40" height="12" rx="2" fill="#9fd3c7"/>
    <circle cx="88" cy="134" r="4" fill="${p.a}"/><circle cx="100" cy="134" r="4" fill="${p.d}"/><circle cx="112" cy="134" r="4" fill="${p.d}"/>
    <rect x="24" y="96" width="14" height="20" rx="5" fill="${p.k}"/><rect x="162" y="96" width="14" height="20" rx="5" fill="${p.k}"/>`,
  blender: (p) => `
    <rect x="70" y="18" width="60" height="14" rx="4" fill="${p.k}"/>
    <path d="M66 30 L134 30 L124 132 L76 132 Z" fill="#dff1fb" fill-opacity="0.8" stroke="${p.o}" stroke-width="2.5"/>
    <path d="M70 70 L130 70 L124 132 L76 132 Z" fill="${p.a}" opacity="0.75"/>
    <path d="M134 44 C158 44 158 104 128 104" ${line(p, p.o, 6)}/>
    <path d="M60 130 L140 130 L150 180 L50 180 Z" ${f(p.c, p)}/>
    <circle cx="100" cy="156" r="10" fill="${p.w}" stroke="${p.o}" stroke-width="2"/>
    <path d="M100 156 L100 149" ${line(p, p.k, 2)}/>`,
  appliance: (p) => `
    <path d="M30 140 C30 100 60 88 100 88 L160 88 C170 88 176 96 174 106 L166 140 Z" ${f(p.c, p)}/>
    <path d="M20 140 L178 140 L172 156 L26 156 Z" ${f(p.m, p)}/>
    <path d="M70 88 C70 50 150 50 150 88" ${line(p, p.o, 16)}/>
    <path d="M70 88 C70 50 150 50 150 88" ${line(p, p.d, 11)}/>
    <circle cx="76" cy="116" r="12" fill="${p.w}" stroke="${p.o}" stroke-width="2"/>
    <path d="M76 116 L82 110" ${line(p, p.k, 2)}/>
    <rect x="110" y="108" width="40" height="14" rx="3" fill="#9fd3c7" stroke="${p.o}" stroke-width="1.5"/>
    <path d="M150 50 C170 40 184 30 192 12" ${line(p, p.k, 3)}/>`,
  fan: (p) => `
    <rect x="95" y="120" width="10" height="46" fill="${p.m}" stroke="${p.o}" stroke-width="2"/>
    <ellipse cx="100" cy="170" rx="42" ry="10" ${f(p.c, p)}/>
    <circle cx="100" cy="80" r="62" fill="${p.w}" fill-opacity="0.35" stroke="${p.m}" stroke-width="4"/>
    ${[0, 120, 240].map((r) => `<ellipse cx="100" cy="54" rx="15" ry="26" fill="${p.c}" opacity="0.9" stroke="${p.o}" stroke-width="1.5" transform="rotate(${r + 15} 100 80)"/>`).join("")}
    ${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<line x1="100" y1="80" x2="${100 + Math.cos(a) * 62}" y2="${80 + Math.sin(a) * 62}" stroke="${p.m}" stroke-width="1.2"/>`;
    }).join("")}
    <circle cx="100" cy="80" r="12" fill="${p.d}" stroke="${p.o}" stroke-width="2"/>`,
  lamp: (p) => `
    <path d="M40 104 L160 104 L120 176 L80 176 Z" fill="#fff3b0" opacity="0.35"/>
    <path d="M66 30 L134 30 L156 100 L44 100 Z" ${f(p.c, p)}/>
    <path d="M72 40 L128 40" ${line(p, p.l, 3)}/>
    <rect x="96" y="100" width="8" height="58" fill="${p.k}"/>
    <ellipse cx="100" cy="166" rx="38" ry="10" ${f(p.d, p)}/>
    <circle cx="100" cy="104" r="9" fill="#ffe58a"/>`,
  clock: (p) => `
    <circle cx="100" cy="100" r="74" ${f(p.c, p, 3)}/>
    <circle cx="100" cy="100" r="62" fill="${p.w}" stroke="${p.o}" stroke-width="1.5"/>
    ${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const len = i % 3 === 0 ? 12 : 6;
      return `<line x1="${100 + Math.sin(a) * (56 - len)}" y1="${100 - Math.cos(a) * (56 - len)}" x2="${100 + Math.sin(a) * 56}" y2="${100 - Math.cos(a) * 56}" stroke="${p.k}" stroke-width="${i % 3 === 0 ? 4 : 2}"/>`;
    }).join("")}
    <path d="M100 100 L100 58 M100 100 L130 116" ${line(p, p.k, 5)}/>
    <path d="M100 100 L76 60" ${line(p, p.a, 2)}/>
    <circle cx="100" cy="100" r="5" fill="${p.k}"/>`,
  chair: (p) => `
    <rect x="56" y="20" width="88" height="80" rx="14" ${f(p.c, p)}/>
    <rect x="66" y="30" width="68" height="60" rx="10" fill="${p.l}"/>
    <rect x="92" y="98" width="16" height="12" fill="${p.k}"/>
    <path d="M46 110 L154 110 L148 132 L52 132 Z" ${f(p.d, p)}/>
    <path d="M56 130 L48 178 M144 130 L152 178 M80 132 L78 172 M120 132 L122 172" ${line(p, p.k, 6)}/>`,
  sofa: (p) => `
    <rect x="30" y="54" width="140" height="64" rx="18" ${f(p.d, p)}/>
    <rect x="40" y="92" width="58" height="40" rx="10" ${f(p.c, p)}/>
    <rect x="102" y="92" width="58" height="40" rx="10" ${f(p.c, p)}/>
    <rect x="16" y="80" width="30" height="72" rx="12" ${f(p.c, p)}/>
    <rect x="154" y="80" width="30" height="72" rx="12" ${f(p.c, p)}/>
    <rect x="40" y="128" width="120" height="24" rx="6" ${f(p.d, p)}/>
    <path d="M34 152 L30 170 M166 152 L170 170" ${line(p, "#6b4226", 6)}/>
    <rect x="52" y="64" width="36" height="30" rx="8" fill="${p.a}" transform="rotate(-8 70 79)"/>`,
  pillow: (p) => `
    <path d="M34 40 C70 52 130 52 166 40 C158 80 158 120 166 160 C130 148 70 148 34 160 C42 120 42 80 34 40 Z" ${f(p.c, p, 3)}/>
    <path d="M44 50 C76 60 124 60 156 50 C150 84 150 116 156 150 C124 140 76 140 44 150 C50 116 50 84 44 50 Z" fill="none" stroke="${p.l}" stroke-width="2" stroke-dasharray="6 4"/>
    ${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<circle cx="${72 + c * 28}" cy="${72 + r * 28}" r="5" fill="${p.ll}"/>`).join("")).join("")}`,
  box: (p) => `
    <path d="M100 30 L170 62 L100 94 L30 62 Z" ${f(p.l, p)}/>
    <path d="M30 62 L100 94 L100 176 L30 144 Z" ${f(p.c, p)}/>
    <path d="M170 62 L100 94 L100 176 L170 144 Z" ${f(p.d, p)}/>
    <path d="M65 46 L135 78 L135 98 L122 92 L122 80" fill="${p.a}" opacity="0.85"/>
    <rect x="44" y="104" width="40" height="28" rx="3" fill="${p.w}" transform="skewY(24) translate(0 -36)"/>`,
  snack: (p) => `
    <path d="M44 34 L156 34 L150 56 C162 96 162 136 150 166 L50 166 C38 136 38 96 50 56 Z" ${f(p.c, p)}/>
    <path d="M44 34 L156 34 L154 44 L46 44 Z M50 158 L150 158 L150 166 L50 166 Z" fill="${p.d}"/>
    <path d="M48 40 L52 34 M60 40 L64 34 M72 40 L76 34 M84 40 L88 34 M96 40 L100 34 M108 40 L112 34 M120 40 L124 34 M132 40 L136 34 M144 40 L148 34" stroke="${p.dd}" stroke-width="1.5"/>
    <rect x="54" y="60" width="92" height="24" rx="4" fill="${p.w}"/>
    <path d="M62 72 L138 72" ${line(p, p.d, 4)}/>
    <circle cx="100" cy="120" r="28" fill="${p.ll}" stroke="${p.o}" stroke-width="1.5"/>
    <ellipse cx="92" cy="116" rx="14" ry="9" fill="#e9b949" stroke="#b7862a" stroke-width="1.5" transform="rotate(-20 92 116)"/>
    <ellipse cx="110" cy="126" rx="13" ry="8" fill="#f0c75e" stroke="#b7862a" stroke-width="1.5" transform="rotate(25 110 126)"/>
    <path d="M124 96 L140 92 L132 106 Z" fill="${p.a}"/>`,
  sack: (p) => `
    <path d="M80 40 L120 40 L116 52 L84 52 Z" fill="${p.d}"/>
    <path d="M84 50 C54 56 40 80 40 120 C40 160 54 176 100 176 C146 176 160 160 160 120 C160 80 146 56 116 50 Z" ${f(p.w, p)}/>
    <path d="M72 28 C84 44 92 42 100 40 C108 42 116 44 128 28" ${line(p, p.o, 3)}/>
    <rect x="58" y="96" width="84" height="52" rx="8" fill="${p.c}"/>
    <path d="M70 112 L130 112 M76 126 L124 126" ${line(p, p.w, 4)}/>
    <path d="M48 88 L152 88 M46 156 L154 156" ${line(p, p.c, 4)}/>`,
  spray: (p) => `
    <path d="M70 30 L124 30 L132 44 L150 46 L150 56 L122 58 L114 74 L84 74 Z" ${f(p.w, p)}/>
    <path d="M104 58 L96 92" ${line(p, p.k, 5)}/>
    <rect x="82" y="70" width="36" height="16" ${f(p.k, p, 2)}/>
    <path d="M72 86 L128 86 L136 120 L136 166 C136 172 130 178 124 178 L76 178 C70 178 64 172 64 166 L64 120 Z" ${f(p.c, p)}/>
    <rect x="74" y="116" width="52" height="42" rx="4" fill="${p.w}" opacity="0.9"/>
    <path d="M82 130 L118 130 M86 142 L114 142" ${line(p, p.d, 3)}/>
    <circle cx="160" cy="44" r="3" fill="${p.l}"/><circle cx="170" cy="52" r="2.5" fill="${p.l}"/><circle cx="168" cy="36" r="2" fill="${p.l}"/>`,
  guitar: (p) => `
    <rect x="93" y="8" width="14" height="84" fill="#6b4226" stroke="${p.o}" stroke-width="2"/>
    <rect x="88" y="4" width="24" height="22" rx="4" fill="${p.k}"/>
    ${[30, 44, 58, 72].map((y) => `<line x1="93" y1="${y}" x2="107" y2="${y}" stroke="${p.m}" stroke-width="1.5"/>`).join("")}
    <path d="M100 78 C74 78 66 94 72 108 C60 114 52 128 54 146 C58 172 80 182 100 182 C120 182 142 172 146 146 C148 128 140 114 128 108 C134 94 126 78 100 78 Z" ${f(p.c, p)}/>
    <circle cx="100" cy="124" r="14" fill="${p.k}" stroke="${p.d}" stroke-width="3"/>
    <rect x="84" y="150" width="32" height="7" rx="2" fill="${p.k}"/>
    <path d="M96 30 L96 152 M100 30 L100 152 M104 30 L104 152" stroke="${p.w}" stroke-width="0.8" opacity="0.8"/>`,
  toycar: (p) => `
    <path d="M20 128 L20 106 C20 96 30 92 40 90 L62 86 L82 60 C86 55 92 54 98 54 L132 54 C140 54 146 58 150 64 L164 88 C176 90 184 98 184 110 L184 128 Z" ${f(p.c, p)}/>
    <path d="M88 64 L100 64 L100 88 L70 88 Z M108 64 L132 64 C136 64 140 66 142 70 L150 88 L108 88 Z" fill="#cfe9f7" stroke="${p.o}" stroke-width="2"/>
    <rect x="168" y="100" width="14" height="8" rx="3" fill="#ffe58a"/>
    <rect x="20" y="104" width="10" height="8" rx="3" fill="#e5484d"/>
    <path d="M30 112 L176 112" ${line(p, p.d, 2)}/>
    <circle cx="56" cy="132" r="20" fill="${p.k}"/><circle cx="56" cy="132" r="9" fill="${p.m}"/>
    <circle cx="148" cy="132" r="20" fill="${p.k}"/><circle cx="148" cy="132" r="9" fill="${p.m}"/>`,
  teddy: (p) => `
    <circle cx="66" cy="38" r="16" ${f(p.c, p)}/><circle cx="134" cy="38" r="16" ${f(p.c, p)}/>
    <circle cx="66" cy="38" r="8" fill="${p.ll}"/><circle cx="134" cy="38" r="8" fill="${p.ll}"/>
    <ellipse cx="100" cy="132" rx="46" ry="44" ${f(p.c, p)}/>
    <ellipse cx="100" cy="140" rx="26" ry="26" fill="${p.ll}"/>
    <ellipse cx="50" cy="122" rx="14" ry="24" ${f(p.c, p)} transform="rotate(30 50 122)"/>
    <ellipse cx="150" cy="122" rx="14" ry="24" ${f(p.c, p)} transform="rotate(-30 150 122)"/>
    <ellipse cx="70" cy="172" rx="18" ry="12" ${f(p.c, p)}/><ellipse cx="130" cy="172" rx="18" ry="12" ${f(p.c, p)}/>
    <circle cx="100" cy="66" r="38" ${f(p.c, p)}/>
    <ellipse cx="100" cy="80" rx="16" ry="12" fill="${p.ll}"/>
    <circle cx="86" cy="60" r="4" fill="${p.k}"/><circle cx="114" cy="60" r="4" fill="${p.k}"/>
    <ellipse cx="100" cy="75" rx="6" ry="4" fill="${p.k}"/>
    <path d="M94 84 Q100 90 106 84" ${line(p, p.k, 2)}/>
    <path d="M80 98 L100 106 L120 98 L112 114 L100 108 L88 114 Z" fill="${p.a}"/>`,
  blocks: (p) => `
    <rect x="30" y="108" width="66" height="62" rx="4" ${f(p.c, p)}/>
    <rect x="104" y="108" width="66" height="62" rx="4" ${f(p.a, p)}/>
    <rect x="66" y="46" width="66" height="62" rx="4" ${f("#f2c230", p)}/>
    ${[
      [44, 104],
      [80, 104],
      [118, 104],
      [154, 104],
      [82, 42],
      [118, 42],
    ]
      .map(([x, y]) => `<rect x="${x! - 9}" y="${y! - 6}" width="18" height="8" rx="2" fill="#ffffff" opacity="0.45"/>`)
      .join("")}
    <text x="63" y="152" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="34" text-anchor="middle" fill="#ffffff">A</text>
    <text x="137" y="152" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="34" text-anchor="middle" fill="#ffffff">B</text>
    <text x="99" y="90" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="34" text-anchor="middle" fill="#ffffff">C</text>`,
  book: (p) => `
    <path d="M58 28 L156 28 L156 172 L58 172 Z" fill="${p.w}" stroke="${p.o}" stroke-width="2"/>
    <path d="M150 34 L150 166" ${line(p, p.m, 1.5)}/>
    <rect x="44" y="22" width="106" height="150" rx="4" ${f(p.c, p)}/>
    <rect x="44" y="22" width="16" height="150" rx="3" fill="${p.d}"/>
    <rect x="72" y="46" width="66" height="8" rx="2" fill="${p.w}"/>
    <rect x="72" y="60" width="48" height="6" rx="2" fill="${p.w}" opacity="0.8"/>
    <circle cx="104" cy="112" r="24" fill="${p.a}" opacity="0.9"/>
    <path d="M80 136 L104 100 L128 136 Z" fill="${p.l}" opacity="0.9"/>
    <rect x="72" y="150" width="40" height="5" rx="2" fill="${p.w}" opacity="0.8"/>`,
  pen: (p) => `
    <g transform="rotate(-35 100 100)">
      <rect x="92" y="14" width="16" height="136" rx="6" ${f(p.c, p)}/>
      <path d="M92 150 L108 150 L100 178 Z" fill="${p.m}" stroke="${p.o}" stroke-width="2"/>
      <rect x="92" y="112" width="16" height="20" fill="${p.k}" opacity="0.8"/>
      <rect x="106" y="20" width="5" height="50" rx="2" fill="${p.m}" stroke="${p.o}" stroke-width="1.5"/>
    </g>
    <g transform="rotate(-20 130 110) translate(40 20)">
      <rect x="92" y="30" width="14" height="120" rx="6" ${f(p.a, p)}/>
      <path d="M92 150 L106 150 L99 174 Z" fill="${p.m}" stroke="${p.o}" stroke-width="2"/>
    </g>`,
  plant: (p) => `
    <path d="M100 110 C80 80 50 76 34 84 C46 104 72 114 100 110 Z" fill="#3aa564" stroke="#1f6b3b" stroke-width="2"/>
    <path d="M100 110 C122 76 152 70 168 78 C156 100 128 112 100 110 Z" fill="#4cbf75" stroke="#1f6b3b" stroke-width="2"/>
    <path d="M100 112 C90 70 100 36 118 18 C128 48 118 88 100 112 Z" fill="#2e8b57" stroke="#1f6b3b" stroke-width="2"/>
    <path d="M100 110 C96 70 84 50 64 38 C62 70 78 100 100 110 Z" fill="#56c27f" stroke="#1f6b3b" stroke-width="2"/>
    <path d="M58 110 L142 110 L130 176 L70 176 Z" ${f(p.c, p)}/>
    <rect x="52" y="104" width="96" height="16" rx="4" ${f(p.d, p)}/>`,
  calculator: (p) => `
    <rect x="48" y="20" width="104" height="160" rx="14" ${f(p.c, p)}/>
    <rect x="60" y="32" width="80" height="34" rx="4" fill="#c9d8b6" stroke="${p.o}" stroke-width="1.5"/>
    <text x="134" y="58" font-family="DejaVu Sans Mono, monospace" font-size="15" text-anchor="end" fill="#2e3a28">125.000</text>
    ${Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, c) => `<rect x="${60 + c * 21}" y="${78 + r * 24}" width="16" height="18" rx="4" fill="${c === 3 ? p.a : p.l}" stroke="${p.o}" stroke-width="1"/>`).join("")).join("")}`,
};

export function drawGlyph(family: ProductFamily, palette: Palette): string {
  return GLYPHS[family](palette);
}
