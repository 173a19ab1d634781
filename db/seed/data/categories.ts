import { readFileSync } from "node:fs";
import { PRODUCT_FAMILIES, type ProductFamily } from "../pictures/index.ts";
import { parseCsv } from "../csv.ts";

/** How the siblings of a variant group differ. */
export type VariantAxis = "color" | "storage" | "flavor" | "shade" | "size-pack" | "model";
const VARIANT_AXES: readonly VariantAxis[] = ["color", "storage", "flavor", "shade", "size-pack", "model"];

/** What a leaf category sells: enough to build names, prices, weights and a picture for its products. */
export interface LeafSpec {
  name: string;
  name_en: string;
  slug: string;
  family: ProductFamily;
  /** Publish price range in rupiah. */
  price: [number, number];
  weight: [number, number];
  /** Product nouns ("Kaos Polos"), one per product, followed by a few modifiers. */
  nouns: string[];
  /** Modifiers; alternatives that exclude each other are joined by '~' ("32 inch~43 inch"). */
  mods: string[];
  variant: VariantAxis | null;
  /** 'Ukuran' options for fashion and shoes. */
  sizes: string[][] | null;
}

export interface SubcategorySpec {
  name: string;
  name_en: string;
  slug: string;
  leaves: LeafSpec[];
}

export interface TopCategorySpec {
  name: string;
  name_en: string;
  slug: string;
  children: SubcategorySpec[];
}

/** The size charts a leaf's `sizes` column names: each product takes one of a chart's rows. */
const SIZE_CHARTS: Record<string, string[][]> = {
  apparel: [
    ["S", "M", "L", "XL"],
    ["M", "L", "XL", "XXL"],
    ["S", "M", "L", "XL", "XXL"],
  ],
  "men-shoes": [
    ["39", "40", "41", "42", "43"],
    ["40", "41", "42", "43", "44"],
  ],
  "women-shoes": [
    ["36", "37", "38", "39", "40"],
    ["35", "36", "37", "38", "39"],
  ],
  kids: [
    ["0-3 bln", "3-6 bln", "6-12 bln"],
    ["1-2 th", "2-3 th", "3-4 th", "4-5 th"],
  ],
  jeans: [
    ["28", "29", "30", "31", "32", "33", "34"],
    ["30", "32", "34", "36"],
  ],
  chinos: [["28", "30", "32", "34", "36"]],
  helmets: [["M", "L", "XL"]],
};

const COLUMNS = ["level", "name", "name_en", "slug", "family", "price", "weight", "nouns", "mods", "variant", "sizes"];

/** One of `choices`, or an error that names the table's line. */
function oneOf<T extends string>(value: string, choices: readonly T[], what: string, line: number): T {
  if (!(choices as readonly string[]).includes(value)) throw new Error(`categories.csv:${line}: unknown ${what} '${value}'`);
  return value as T;
}

function range(text: string, line: number): [number, number] {
  const [min, max] = text.split("-").map(Number);
  if (!Number.isInteger(min) || !Number.isInteger(max)) throw new Error(`categories.csv:${line}: bad range '${text}'`);
  return [min!, max!];
}

/**
 * Reads the demo category tree from categories.csv, an outline: a level-1 row opens a top category, a level-2
 * row a subcategory of the last top, a level-3 row is a leaf of the last subcategory. Prices and weights are
 * "min-max", nouns and modifiers separated by '|', `variant` empty for none, `sizes` a chart above or empty.
 */
export function parseCategoryTree(text: string): TopCategorySpec[] {
  const [header, ...rows] = parseCsv(text);
  if (header?.join(",") !== COLUMNS.join(",")) throw new Error(`categories.csv: unexpected header ${header?.join(",")}`);
  const tree: TopCategorySpec[] = [];
  rows.forEach(([level, name, name_en, slug, family, price, weight, nouns, mods, variant, sizes], index) => {
    const line = index + 2;
    const names = { name: name!, name_en: name_en!, slug: slug! };
    const top = tree.at(-1);
    const sub = top?.children.at(-1);
    if (level === "1") tree.push({ ...names, children: [] });
    else if (level === "2" && top) top.children.push({ ...names, leaves: [] });
    else if (level === "3" && sub) {
      sub.leaves.push({
        ...names,
        family: oneOf(family!, PRODUCT_FAMILIES, "family", line),
        price: range(price!, line),
        weight: range(weight!, line),
        nouns: nouns!.split("|"),
        mods: mods!.split("|"),
        variant: variant ? oneOf(variant, VARIANT_AXES, "variant", line) : null,
        sizes: sizes ? SIZE_CHARTS[oneOf(sizes, Object.keys(SIZE_CHARTS), "size chart", line)]! : null,
      });
    } else throw new Error(`categories.csv:${line}: level '${level}' has no parent`);
  });
  return tree;
}

export const CATEGORY_TREE: TopCategorySpec[] = parseCategoryTree(
  readFileSync(new URL("./categories.csv", import.meta.url), "utf8"),
);
