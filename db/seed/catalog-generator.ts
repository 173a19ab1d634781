import { demoProductKey, demoProductPhotoUrl, demoReviewKey, type ProductFamily } from "./pictures/index.ts";
import type { product } from "../schema.ts";
import type { LeafSpec, VariantAxis } from "./data/categories.ts";
import { HOUSE_LABELS, type MerchantSpec } from "./data/merchants.ts";
import {
  DESCRIPTION_FEATURE_INTROS,
  DESCRIPTION_NOTES,
  DESCRIPTION_OPENINGS,
  REPLY_BAD,
  REPLY_GOOD,
  REVIEW_BAD,
  REVIEW_CLOSINGS,
  REVIEW_GOOD,
  REVIEW_OK,
  REVIEW_SHIPPING,
} from "./data/texts.ts";
import type { Rng } from "./random.ts";

export interface LeafRef {
  id: number;
  spec: LeafSpec;
  /** slugs of the leaf and its ancestors, for matching a store's `sells` list */
  path: string[];
}

export interface MerchantRef {
  id: number;
  spec: MerchantSpec;
}

export interface CatalogContext {
  leaves: LeafRef[];
  /** For each leaf index: the official and regular stores that sell there. */
  coverage: { official: MerchantRef[]; regular: MerchantRef[] }[];
  regularMerchants: MerchantRef[];
  demoMerchant: MerchantRef | null;
  reviewerIds: number[];
  now: Date;
}

/** The product columns the seed writes, in the order it writes them. */
export const PRODUCT_COLUMNS = [
  "id",
  "merchant_id",
  "category_id",
  "slug",
  "name",
  "description",
  "youtube_url",
  "variant_group",
  "variant_name",
  "attribute_type",
  "attribute_values",
  "photos",
  "base_price",
  "publish_price",
  "stock",
  "weight_grams",
  "status",
  "sold_count",
  "rating_avg",
  "rating_count",
  "created_at",
  "updated_at",
] as const;

type ProductTableRow = typeof product.$inferSelect;

/** A generated product: the table's own column types, but times as text and only the statuses the seed sets. */
export type ProductRow = Omit<
  Pick<ProductTableRow, (typeof PRODUCT_COLUMNS)[number]>,
  "status" | "created_at" | "updated_at"
> & { status: "PUBLISH" | "HIDDEN"; created_at: string; updated_at: string };

export interface ReviewDraft {
  productIndex: number;
  user_id: number;
  point: number;
  message: string;
  created_at: string;
  attachments: string[];
  reply: { merchant_id: number; message: string; created_at: string } | null;
}

export interface GeneratedBatch {
  products: ProductRow[];
  reviews: ReviewDraft[];
  nextVariantGroup: number;
}

export interface BatchOptions {
  /** Database ids reserved for the new products, one per product, in order. */
  ids: number[];
  firstVariantGroup: number;
  /** 'full': the demo's ~3 reviews per product with photos and replies; 'few': bulk growth. */
  reviews: "full" | "few";
  /** Products given to the demo store first. */
  demoProducts: number;
  /** Cover every leaf once before choosing leaves at random. */
  coverAllLeaves: boolean;
}

export const COLOURS: readonly (readonly [string, string])[] = [
  ["Hitam", "#2b2b2b"],
  ["Putih", "#f2f2f2"],
  ["Navy", "#1f2f5a"],
  ["Abu-abu", "#8a8f98"],
  ["Merah", "#c8323c"],
  ["Biru", "#2f6fd6"],
  ["Hijau Army", "#4b5d3a"],
  ["Hijau", "#3aa564"],
  ["Kuning", "#f2c230"],
  ["Pink", "#f19ab5"],
  ["Ungu", "#7d55c7"],
  ["Cokelat", "#7a5034"],
  ["Krem", "#e8d8b8"],
  ["Maroon", "#7a2036"],
  ["Oranye", "#f07c2a"],
  ["Tosca", "#2ab3a6"],
  ["Silver", "#c0c4cc"],
  ["Gold", "#d4af37"],
  ["Biru Muda", "#8cc8f0"],
  ["Mint", "#a8e6cf"],
  ["Lilac", "#c8a2e0"],
  ["Sage", "#9caf88"],
  ["Mocca", "#a47e5f"],
  ["Olive", "#708238"],
  ["Dusty Pink", "#d8a1a4"],
];
const GADGET_COLOURS = COLOURS.filter(([name]) =>
  ["Hitam", "Putih", "Silver", "Abu-abu", "Navy", "Biru", "Mint", "Pink", "Gold", "Ungu", "Hijau", "Lilac"].includes(
    name,
  ),
);
const GADGETS: ReadonlySet<ProductFamily> = new Set([
  "phone",
  "tablet",
  "laptop",
  "monitor",
  "camera",
  "headphones",
  "speaker",
  "keyboard",
  "mouse",
  "printer",
  "watch",
  "gamepad",
  "appliance",
  "ricecooker",
  "blender",
  "fan",
]);
const SHADES: readonly (readonly [string, string])[] = [
  ["01 Nude Beige", "#c99a7d"],
  ["02 Rosy Pink", "#d66f8a"],
  ["03 Brick Red", "#a8402f"],
  ["04 Mauve", "#9b6b80"],
  ["05 Coral", "#f07a63"],
  ["06 Cherry", "#9e1b32"],
  ["07 Caramel", "#b06f3c"],
  ["08 Berry", "#7b2c52"],
];
const FLAVOURS = [
  "Original",
  "Pedas",
  "Balado",
  "Keju",
  "Jagung Bakar",
  "Rumput Laut",
  "Cokelat",
  "Stroberi",
  "Matcha",
  "Vanila",
  "Kopi",
  "Jeruk",
  "Lemon",
  "Mint",
  "Madu",
  "Lavender",
];
const STORAGE_TIERS = ["64GB", "128GB", "256GB", "512GB", "1TB"];
const PACK_TIERS = ["Mini", "Reguler", "Jumbo", "Paket Hemat"];
const MODEL_TIERS = ["Lite", "Standar", "Plus", "Pro"];

const DAY = 24 * 60 * 60 * 1000;
const YOUTUBE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " dan ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

function roundPrice(rng: Rng, value: number): number {
  if (value >= 5000 && rng.chance(0.5)) return Math.max(1000, Math.round(value / 1000) * 1000 - 100);
  return Math.max(1000, Math.round(value / 100) * 100);
}

function logUniform(rng: Rng, [min, max]: [number, number]): number {
  return Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
}

function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

function capitalise(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1);
}

interface VariantChoice {
  name: string | null;
  hex: string;
  priceFactor: number;
}

function variantChoices(rng: Rng, leaf: LeafSpec, size: number): VariantChoice[] {
  const pool = GADGETS.has(leaf.family) ? GADGET_COLOURS : COLOURS;
  const baseHex = rng.pick(pool)[1];
  if (size === 1) {
    const [name, hex] = rng.pick(pool);
    return [{ name: leaf.variant === "color" && rng.chance(0.5) ? name : null, hex, priceFactor: 1 }];
  }
  switch (leaf.variant) {
    case "color":
      return rng.sample(pool, size).map(([name, hex]) => ({ name, hex, priceFactor: 1 + rng.int(0, 5) / 100 }));
    case "shade":
      return rng.sample(SHADES, size).map(([name, hex]) => ({ name, hex, priceFactor: 1 }));
    case "flavor":
      return rng.sample(FLAVOURS, size).map((name) => ({ name, hex: baseHex, priceFactor: 1 }));
    default: {
      const tiers =
        leaf.variant === "storage" ? STORAGE_TIERS : leaf.variant === "size-pack" ? PACK_TIERS : MODEL_TIERS;
      const start = rng.int(0, Math.max(0, tiers.length - size));
      return tiers
        .slice(start, start + size)
        .map((name, i) => ({ name, hex: baseHex, priceFactor: 1 + i * (0.18 + rng.next() * 0.12) }));
    }
  }
}

// Modifiers that would contradict the variant names of a tiered group ("RAM 8GB 256GB - 512GB").
const AXIS_CONFLICTS: Partial<Record<VariantAxis, RegExp>> = {
  storage: /\b\d+\s?(GB|TB)\b/i,
  "size-pack": /\b\d+(\.\d+)?\s?(ml|g|gram|kg|liter|l)\b|\bisi \d+|\bsize\b|\bset \d+|\d+ (tablet|kaplet)/i,
};

/** One alternative of every modifier entry, minus those that clash with the group's variant axis. */
function resolveMods(rng: Rng, leaf: LeafSpec, grouped: boolean): string[] {
  const conflict = grouped && leaf.variant ? AXIS_CONFLICTS[leaf.variant] : undefined;
  return leaf.mods.map((entry) => rng.pick(entry.split("~"))).filter((mod) => !conflict?.test(mod));
}

function pickMerchant(rng: Rng, ctx: CatalogContext, leafIndex: number): MerchantRef {
  const cover = ctx.coverage[leafIndex]!;
  if (cover.official.length > 0 && (cover.regular.length === 0 || rng.chance(0.4))) return rng.pick(cover.official);
  if (cover.regular.length > 0) return rng.pick(cover.regular);
  return rng.pick(ctx.regularMerchants);
}

function describe(
  rng: Rng,
  name: string,
  leaf: LeafSpec,
  merchant: MerchantSpec,
  details: { weight: number; variant: string | null; sizes: string[]; mods: string[] },
): string {
  const opening = fill(rng.pick(DESCRIPTION_OPENINGS), {
    name,
    category: leaf.name.toLowerCase(),
    shop: merchant.name,
  });
  const features = rng
    .sample(details.mods, Math.min(details.mods.length, rng.int(3, 5)))
    .map((mod) => `- ${mod}`)
    .join("\n");
  const spec = [
    "Spesifikasi:",
    `- Kondisi: Baru`,
    `- Berat: ${details.weight.toLocaleString("id-ID")} gram`,
    details.variant ? `- Varian: ${details.variant}` : null,
    details.sizes.length > 0 ? `- Ukuran tersedia: ${details.sizes.join(", ")}` : null,
    GADGETS.has(leaf.family) ? `- Garansi: ${rng.pick(["1 tahun", "2 tahun", "6 bulan toko"])}` : null,
  ]
    .filter(Boolean)
    .join("\n");
  return [opening, `${rng.pick(DESCRIPTION_FEATURE_INTROS)}\n${features}`, spec, rng.pick(DESCRIPTION_NOTES)].join(
    "\n\n",
  );
}

function reviewPoint(rng: Rng, weak: boolean): number {
  return weak
    ? rng.weighted([
        [5, 25],
        [4, 30],
        [3, 25],
        [2, 10],
        [1, 10],
      ])
    : rng.weighted([
        [5, 58],
        [4, 27],
        [3, 8],
        [2, 3],
        [1, 4],
      ]);
}

function reviewMessage(rng: Rng, point: number): string {
  if (point >= 4) {
    if (rng.chance(0.08)) return "";
    return [rng.pick(REVIEW_GOOD), rng.pick(REVIEW_SHIPPING), rng.pick(REVIEW_CLOSINGS)].filter(Boolean).join(" ");
  }
  if (point === 3)
    return [rng.pick(REVIEW_OK), rng.chance(0.5) ? rng.pick(REVIEW_SHIPPING) : ""].filter(Boolean).join(" ");
  return rng.pick(REVIEW_BAD);
}

/**
 * Builds `ids.length` products (in variant groups where the category has variants) and their reviews.
 * Pure: everything comes from `rng` and `ctx`, so the same inputs give the same catalogue.
 */
export function generateBatch(rng: Rng, ctx: CatalogContext, options: BatchOptions): GeneratedBatch {
  const { ids } = options;
  const now = ctx.now.getTime();
  const products: ProductRow[] = [];
  const reviews: ReviewDraft[] = [];
  let variantGroup = options.firstVariantGroup;
  const leafOrder = rng.shuffle(ctx.leaves.map((_, index) => index));
  const demoLeaves = ctx.demoMerchant
    ? ctx.leaves
        .map((leaf, index) => ({ leaf, index }))
        .filter(({ leaf }) => leaf.path.some((slug) => ctx.demoMerchant!.spec.sells.includes(slug)))
    : [];
  let made = 0;
  while (made < ids.length) {
    let leafIndex: number;
    let merchant: MerchantRef;
    if (made < options.demoProducts && ctx.demoMerchant && demoLeaves.length > 0) {
      leafIndex = rng.pick(demoLeaves).index;
      merchant = ctx.demoMerchant;
    } else {
      leafIndex =
        options.coverAllLeaves && made < leafOrder.length ? leafOrder[made]! : rng.int(0, ctx.leaves.length - 1);
      merchant = pickMerchant(rng, ctx, leafIndex);
    }
    const leafRef = ctx.leaves[leafIndex]!;
    const leaf = leafRef.spec;
    const remaining = ids.length - made;
    const groupSize = leaf.variant && remaining > 1 && rng.chance(0.12) ? Math.min(remaining, rng.int(2, 4)) : 1;
    const group = groupSize > 1 ? variantGroup++ : null;

    // What the siblings share.
    const noun = rng.pick(leaf.nouns);
    const available = resolveMods(rng, leaf, groupSize > 1);
    const mods = rng
      .sample(available, Math.min(available.length, rng.int(2, 3)))
      .sort((a, b) => available.indexOf(a) - available.indexOf(b));
    const house =
      merchant.spec.storetype === "official"
        ? merchant.spec.label
        : rng.chance(0.3)
          ? capitalise(rng.pick(HOUSE_LABELS))
          : "";
    const baseName = [house, noun, ...mods].filter(Boolean).join(" ");
    const photoLabel =
      house || merchant.spec.label || merchant.spec.slug.split("-").find((word) => word !== "toko") || "pasar";
    const basePrice = logUniform(rng, leaf.price);
    const discounted = rng.chance(0.4);
    const discount = discounted
      ? rng.weighted([
          [rng.int(5, 20), 6],
          [rng.int(21, 40), 3],
          [rng.int(41, 60), 1],
        ])
      : 0;
    const sizes = leaf.sizes ? rng.pick(leaf.sizes) : [];
    const createdAt = now - rng.int(2, 365) * DAY - rng.int(0, DAY);
    const weak = rng.chance(0.1);
    const choices = variantChoices(rng, leaf, groupSize);

    for (const choice of choices) {
      const index = made++;
      const id = ids[index]!;
      const name =
        choice.name && groupSize > 1
          ? `${baseName} - ${choice.name}`
          : choice.name
            ? `${baseName} ${choice.name}`
            : baseName;
      const publish = roundPrice(rng, basePrice * choice.priceFactor);
      const base = discount > 0 ? Math.ceil(publish / (1 - discount / 100) / 100) * 100 : publish;
      const weight = Math.max(10, Math.round(rng.int(leaf.weight[0], leaf.weight[1]) / 10) * 10);
      const key = demoProductKey(leaf.family, choice.hex, photoLabel, id.toString(36));
      const photoCount = rng.int(3, 6);

      // Reviews first: the product row carries their aggregate.
      const reviewCount =
        options.reviews === "full"
          ? Math.min(15, Math.floor(16 * Math.pow(rng.next(), 3.2)))
          : rng.chance(0.22)
            ? rng.int(1, 3)
            : 0;
      const reviewers = rng.sample(ctx.reviewerIds, reviewCount);
      let pointSum = 0;
      for (let r = 0; r < reviewers.length; r++) {
        const point = reviewPoint(rng, weak);
        pointSum += point;
        const from = Math.max(createdAt + DAY, now - 365 * DAY);
        const at = from + rng.next() * Math.max(0, now - from - 3_600_000);
        const attachments: string[] = [];
        if (options.reviews === "full" && rng.chance(0.15)) {
          const reviewKey = demoReviewKey(leaf.family, choice.hex, `${id.toString(36)}r${r}`);
          const count = rng.int(1, 3);
          for (let n = 1; n <= count; n++) attachments.push(`/media/demo/review/${reviewKey}-${n}.webp`);
        }
        const replies = options.reviews === "full" ? rng.chance(0.25) : rng.chance(0.05);
        reviews.push({
          productIndex: index,
          user_id: reviewers[r]!,
          point,
          message: reviewMessage(rng, point),
          created_at: isoAt(at),
          attachments,
          reply: replies
            ? {
                merchant_id: merchant.id,
                message: fill(rng.pick(point >= 3 ? REPLY_GOOD : REPLY_BAD), { shop: merchant.spec.name }),
                created_at: isoAt(Math.min(now - 60_000, at + rng.int(1, 48) * 3_600_000)),
              }
            : null,
        });
      }
      const ratingCount = reviewers.length;
      products.push({
        id,
        merchant_id: merchant.id,
        category_id: leafRef.id,
        slug: `${slugify(name)}-${id}`,
        name,
        description: describe(rng, name, leaf, merchant.spec, { weight, variant: choice.name, sizes, mods: available }),
        youtube_url: rng.chance(0.05)
          ? `https://www.youtube.com/watch?v=${Array.from({ length: 11 }, () => rng.pick([...YOUTUBE_ALPHABET])).join("")}`
          : null,
        variant_group: group,
        variant_name: groupSize > 1 ? choice.name : null,
        attribute_type: sizes.length > 0 ? "Ukuran" : null,
        attribute_values: sizes,
        photos: Array.from({ length: photoCount }, (_, n) => demoProductPhotoUrl(key, n + 1)),
        base_price: base,
        publish_price: publish,
        stock: rng.chance(0.05) ? 0 : Math.min(500, 1 + Math.floor(500 * Math.pow(rng.next(), 1.6))),
        weight_grams: weight,
        status: rng.chance(0.03) ? "HIDDEN" : "PUBLISH",
        sold_count: ratingCount * rng.int(2, 12) + rng.int(0, 40),
        rating_avg: ratingCount > 0 ? Math.round((pointSum / ratingCount) * 100) / 100 : 0,
        rating_count: ratingCount,
        created_at: isoAt(createdAt),
        updated_at: isoAt(Math.min(now, createdAt + rng.int(0, 30) * DAY)),
      });
    }
  }
  return { products, reviews, nextVariantGroup: variantGroup };
}
