import { describe, expect, it } from "vitest";
import { PRODUCT_FAMILIES, categoryGlyph } from "./pictures/index.ts";
import { CATEGORY_TREE, parseCategoryTree } from "./data/categories.ts";
import { DEMO_MERCHANT, MERCHANTS } from "./data/merchants.ts";
import { parseCsv } from "./csv.ts";
import { loadRegionData } from "./regions.ts";
import { createRng } from "./random.ts";

const tops = CATEGORY_TREE;
const subs = tops.flatMap((top) => top.children);
const leaves = subs.flatMap((sub) => sub.leaves);
const allSlugs = [...tops, ...subs, ...leaves].map((category) => category.slug);

describe("demo category tree", () => {
  it("has at least 12 / 60 / 180 categories per level with unique slugs", () => {
    expect(tops.length).toBeGreaterThanOrEqual(12);
    expect(subs.length).toBeGreaterThanOrEqual(60);
    expect(leaves.length).toBeGreaterThanOrEqual(180);
    expect(new Set(allSlugs).size).toBe(allSlugs.length);
    for (const slug of allSlugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("gives every leaf a drawable family, sane ranges and product words", () => {
    for (const leaf of leaves) {
      expect(PRODUCT_FAMILIES).toContain(leaf.family);
      expect(leaf.price[0]).toBeGreaterThan(0);
      expect(leaf.price[0]).toBeLessThan(leaf.price[1]);
      expect(leaf.weight[0]).toBeGreaterThan(0);
      expect(leaf.weight[0]).toBeLessThanOrEqual(leaf.weight[1]);
      expect(leaf.nouns.length).toBeGreaterThan(0);
      expect(leaf.mods.length).toBeGreaterThanOrEqual(2);
      expect(leaf.name_en).not.toBe("");
    }
  });

  it("reads its table strictly, naming the line of a wrong row", () => {
    const table = (...rows: string[]) =>
      ["level,name,name_en,slug,family,price,weight,nouns,mods,variant,sizes", ...rows].join("\n");
    const top = "1,Rumah,Home,rumah,,,,,,,";
    const sub = "2,Dapur,Kitchen,dapur,,,,,,,";
    const leaf = (family: string, variant: string, sizes: string) =>
      `3,Wajan,Woks,wajan,${family},60000-650000,700-2000,Wajan|Panci,24 cm~28 cm|Anti Lengket,${variant},${sizes}`;
    expect(parseCategoryTree(table(top, sub, leaf("pan", "", "kids")))[0]!.children[0]!.leaves[0]).toMatchObject({
      price: [60000, 650000],
      nouns: ["Wajan", "Panci"],
      mods: ["24 cm~28 cm", "Anti Lengket"],
      variant: null,
      sizes: [expect.arrayContaining(["0-3 bln"]), expect.arrayContaining(["1-2 th"])],
    });
    expect(() => parseCategoryTree(table(top, leaf("pan", "color", "")))).toThrow(
      "categories.csv:3: level '3' has no parent",
    );
    expect(() => parseCategoryTree(table(top, sub, leaf("spoon", "color", "")))).toThrow(
      "categories.csv:4: unknown family 'spoon'",
    );
    expect(() => parseCategoryTree(table(top, sub, leaf("pan", "colour", "")))).toThrow("unknown variant 'colour'");
    expect(() => parseCategoryTree(table(top, sub, leaf("pan", "color", "xxl")))).toThrow("unknown size chart 'xxl'");
    expect(() => parseCategoryTree("level,name\n")).toThrow("unexpected header");
  });

  it("has a category icon glyph for every slug", () => {
    expect(allSlugs.filter((slug) => categoryGlyph(slug) === null)).toEqual([]);
  });
});

describe("demo stores", () => {
  const regions = loadRegionData();
  const cityNames = new Set(regions.cities.map((city) => city.name));
  const stores = [DEMO_MERCHANT, ...MERCHANTS];

  it("sit in distinct real cities", () => {
    expect(stores.length).toBeGreaterThanOrEqual(45);
    for (const store of stores) expect(cityNames.has(store.city), store.city).toBe(true);
    expect(new Set(stores.map((store) => store.city)).size).toBe(stores.length);
    expect(stores.filter((store) => store.storetype === "official").length).toBeGreaterThanOrEqual(10);
    expect(new Set(stores.map((store) => store.slug)).size).toBe(stores.length);
  });

  it("sell only existing categories, and every leaf has a seller", () => {
    const known = new Set(allSlugs);
    for (const store of stores)
      for (const slug of store.sells) expect(known.has(slug), `${store.slug}: ${slug}`).toBe(true);
    for (const top of tops)
      for (const sub of top.children)
        for (const leaf of sub.leaves) {
          const path = [leaf.slug, sub.slug, top.slug];
          expect(
            MERCHANTS.some((store) => store.sells.some((slug) => path.includes(slug))),
            leaf.slug,
          ).toBe(true);
        }
  });
});

describe("seed helpers", () => {
  it("parses quoted CSV fields", () => {
    expect(parseCsv('code,name\n1,"Soka""an"\n2,"Lambang Sari I, II, III"\r\n3,Plain\n')).toEqual([
      ["code", "name"],
      ["1", 'Soka"an'],
      ["2", "Lambang Sari I, II, III"],
      ["3", "Plain"],
    ]);
  });

  it("reads all of idn-area-data", () => {
    const regions = loadRegionData();
    expect([
      regions.provinces.length,
      regions.cities.length,
      regions.districts.length,
      regions.villages.length,
    ]).toEqual([38, 514, 7285, 83762]);
  });

  it("draws the same numbers from the same seed", () => {
    const a = createRng(42);
    const b = createRng(42);
    const drawsA = Array.from({ length: 5 }, () => a.int(0, 1000));
    expect(Array.from({ length: 5 }, () => b.int(0, 1000))).toEqual(drawsA);
    expect(createRng(42).fork("x").next()).toBe(createRng(42).fork("x").next());
    expect(createRng(42).fork("x").next()).not.toBe(createRng(42).fork("y").next());
  });
});
