import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUES, langFromRequest, translator } from "./index.ts";

const { en, id } = CATALOGUES;
const here = path.dirname(fileURLToPath(import.meta.url));

function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

describe("message catalogues", () => {
  it("load every namespace file of both languages", () => {
    const files = (lang: string) =>
      readdirSync(path.join(here, lang))
        .filter((file) => file.endsWith(".json"))
        .sort();
    expect(files("en")).toEqual(files("id"));
    // Files merge at the top level, so no two files may share a top-level key.
    const owners = new Map<string, string>();
    for (const file of files("id")) {
      const tree = JSON.parse(readFileSync(path.join(here, "id", file), "utf8")) as object;
      for (const key of Object.keys(tree)) {
        expect(owners.get(key), `${key} is in ${owners.get(key)} and ${file}`).toBeUndefined();
        owners.set(key, file);
        expect(Object.keys(id)).toContain(key);
      }
    }
  });

  it("have the same keys in Indonesian and English", () => {
    expect(keys(en).sort()).toEqual(keys(id).sort());
  });

  it("use the same placeholders in both languages", () => {
    const tId = translator("id");
    const tEn = translator("en");
    for (const key of keys(id)) {
      const rawId = key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], id) as string;
      const rawEn = key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
      expect(placeholders(rawEn), key).toEqual(placeholders(rawId));
      expect(tId(key)).not.toBe(key);
      expect(tEn(key)).not.toBe(key);
    }
  });

  it("interpolates single-brace placeholders", () => {
    expect(translator("en")("auth.too_many_attempts", { count: 5 })).toBe("Too many attempts. Try again in 5 minutes.");
    expect(translator("en")("auth.too_many_attempts", { count: 1 })).toBe("Too many attempts. Try again in 1 minute.");
    expect(translator("en")("auth.slow_down", { count: 1 })).toBe("Too many attempts. Try again in 1 second.");
    expect(translator("id")("auth.too_many_attempts", { count: 5 })).toBe(
      "Terlalu banyak percobaan. Coba lagi dalam 5 menit.",
    );
  });
});

describe("langFromRequest", () => {
  it("prefers ?lang, then Accept-Language, else Indonesian", () => {
    expect(langFromRequest({ lang: "en" }, "id")).toBe("en");
    expect(langFromRequest({}, "en-GB,en;q=0.8")).toBe("en");
    expect(langFromRequest({}, "id-ID")).toBe("id");
    expect(langFromRequest({ lang: "fr" }, undefined)).toBe("id");
  });
});
