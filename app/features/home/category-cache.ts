import type { MegaMenuCategoryDto } from "../../../core/catalog/catalog.dto.ts";

/** Spec §9: the category menu is cached in localStorage under 'category' for 10 minutes. */
export const CATEGORY_CACHE_KEY = "category";
export const CATEGORY_CACHE_TTL_MS = 600_000;

interface CachedTree {
  time: number;
  lang: string;
  data: MegaMenuCategoryDto[];
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The cached tree of this language, or null; an expired or unreadable entry is removed. */
export function readCachedTree(storage: StorageLike, lang: string, now: number): MegaMenuCategoryDto[] | null {
  let raw: string | null;
  try {
    raw = storage.getItem(CATEGORY_CACHE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Partial<CachedTree>;
    if (
      typeof entry.time !== "number" ||
      !Array.isArray(entry.data) ||
      now - entry.time >= CATEGORY_CACHE_TTL_MS ||
      entry.time > now
    ) {
      storage.removeItem(CATEGORY_CACHE_KEY);
      return null;
    }
    // The other language's names are not wrong data, just not this page's: fetch anew without removing.
    return entry.lang === lang ? entry.data : null;
  } catch {
    storage.removeItem(CATEGORY_CACHE_KEY);
    return null;
  }
}

export function writeCachedTree(storage: StorageLike, lang: string, now: number, data: MegaMenuCategoryDto[]): void {
  try {
    storage.setItem(CATEGORY_CACHE_KEY, JSON.stringify({ time: now, lang, data } satisfies CachedTree));
  } catch {
    // Private mode or a full quota: the menu still works, it just fetches again next time.
  }
}

/** Spec §7 reads the tree 'from data.data'; accept the envelope, its data, or a bare array. */
export function treeFromResponse(body: unknown): MegaMenuCategoryDto[] | null {
  const node = body as { data?: unknown } | null;
  const inner = node && typeof node === "object" && "data" in node ? (node.data as { data?: unknown } | unknown) : body;
  if (Array.isArray(inner)) return inner as MegaMenuCategoryDto[];
  if (inner && typeof inner === "object" && "data" in inner && Array.isArray((inner as { data: unknown }).data)) {
    return (inner as { data: MegaMenuCategoryDto[] }).data;
  }
  return Array.isArray(body) ? (body as MegaMenuCategoryDto[]) : null;
}
