import { describe, expect, it } from "vitest";
import type { MegaMenuCategoryDto } from "../../../core/catalog/catalog.dto.ts";
import { CATEGORY_CACHE_KEY, readCachedTree, treeFromResponse, writeCachedTree } from "./category-cache.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const tree: MegaMenuCategoryDto[] = [
  { id: 1, name: "Elektronik", slug: "elektronik", icon: null, child: [], related_brand: [] },
];

describe("category cache (spec §9: key 'category', 10 minutes)", () => {
  it("returns the tree within 10 minutes and removes it once expired", () => {
    const storage = memoryStorage();
    writeCachedTree(storage, "id", 1_000, tree);
    expect(readCachedTree(storage, "id", 1_000 + 599_999)).toEqual(tree);
    expect(readCachedTree(storage, "id", 1_000 + 600_000)).toBeNull();
    expect(storage.map.has(CATEGORY_CACHE_KEY)).toBe(false);
  });

  it("does not serve another language's names and drops garbage", () => {
    const storage = memoryStorage();
    writeCachedTree(storage, "id", 1_000, tree);
    expect(readCachedTree(storage, "en", 2_000)).toBeNull();
    storage.setItem(CATEGORY_CACHE_KEY, "{not json");
    expect(readCachedTree(storage, "id", 2_000)).toBeNull();
    expect(storage.map.has(CATEGORY_CACHE_KEY)).toBe(false);
  });
});

describe("treeFromResponse", () => {
  it("reads data.data, data or a bare array", () => {
    expect(treeFromResponse({ code: 200, data: tree })).toEqual(tree);
    expect(treeFromResponse({ data: { data: tree } })).toEqual(tree);
    expect(treeFromResponse(tree)).toEqual(tree);
    expect(treeFromResponse({ code: 500, data: null })).toBeNull();
  });
});
