import { describe, expect, it } from "vitest";
import {
  buildAnyTsQuery,
  buildTsQuery,
  cleanSearchText,
  foldText,
  isCorrectable,
  MAX_WORDS,
  oneEditAway,
  planSpelling,
  searchWords,
  type WordLookup,
} from "./query-text.ts";

const known = (word: string): WordLookup => ({ word, known: true, stem: null, alternatives: [] });
const unknown = (word: string, alternatives: string[] = [], stem: string | null = null): WordLookup => ({
  word,
  known: false,
  stem,
  alternatives,
});

describe("searchWords", () => {
  it("lower-cases, folds accents and splits on anything but letters and digits", () => {
    expect(searchWords("  Kaos  POLOS Café ")).toEqual(["kaos", "polos", "cafe"]);
    expect(searchWords("T-Shirt 128GB, 2 meter")).toEqual(["t", "shirt", "128gb", "2", "meter"]);
  });

  it("keeps nothing a tsquery or SQL could read as syntax", () => {
    for (const word of searchWords("kaos & | ! :* ( ) <-> ' \" ; -- %_ \\ 🙂")) expect(word).toMatch(/^[a-z0-9]+$/);
    expect(searchWords("'; drop table product; --")).toEqual(["drop", "table", "product"]);
  });

  it("drops stopwords unless they are all there is, and repeated words", () => {
    expect(searchWords("kaos untuk anak dan dewasa")).toEqual(["kaos", "anak", "dewasa"]);
    expect(searchWords("dan yang")).toEqual(["dan", "yang"]);
    expect(searchWords("kaos Kaos KAOS")).toEqual(["kaos"]);
  });

  it("caps the number of words and the text length", () => {
    expect(searchWords("a b c d e f g h i j k l")).toHaveLength(MAX_WORDS);
    expect(cleanSearchText("x".repeat(300))).toHaveLength(100);
    expect(searchWords("")).toEqual([]);
  });

  it("folds like unaccent does", () => {
    expect(foldText("Crème Brûlée Ñandú")).toBe("creme brulee nandu");
  });
});

describe("buildTsQuery", () => {
  it("joins words with AND and forms with OR", () => {
    expect(buildTsQuery([["kaos"], ["hitam"]])).toBe("kaos & hitam");
    expect(buildTsQuery([["sepatunya", "sepatu"], ["lari"]])).toBe("(sepatunya | sepatu) & lari");
  });

  it("matches the last word as a prefix on request", () => {
    expect(buildTsQuery([["kaos"], ["po"]], { prefixLast: true })).toBe("kaos & po:*");
    expect(buildTsQuery([["kaos"], ["po", "pu"]], { prefixLast: true })).toBe("kaos & (po:* | pu:*)");
  });

  it("drops anything that is not a plain token and answers null for nothing", () => {
    expect(buildTsQuery([["kaos"], ["x'y"], ["a|b"]])).toBe("kaos");
    expect(buildTsQuery([])).toBeNull();
    expect(buildAnyTsQuery(["kaos", "laptop", "kaos"])).toBe("kaos | laptop");
    expect(buildAnyTsQuery([])).toBeNull();
  });
});

describe("planSpelling", () => {
  it("leaves a query of known words alone", () => {
    expect(planSpelling([known("kaos"), known("hitam")])).toEqual({ corrected: null, suggestions: [] });
  });

  it("replaces an unknown word by its most similar known word and offers the others", () => {
    const plan = planSpelling([known("kaos"), unknown("hitm", ["hitam", "hiam", "hits"])]);
    expect(plan.corrected).toEqual(["kaos", "hitam"]);
    expect(plan.suggestions).toEqual([
      ["kaos", "hitam"],
      ["kaos", "hiam"],
      ["kaos", "hits"],
    ]);
  });

  it("prefers a known suffix-stripped stem", () => {
    expect(planSpelling([unknown("sepatunya", ["sepatu"], "sepatu")]).corrected).toEqual(["sepatu"]);
  });

  it("does not correct numbers, sizes or short words", () => {
    expect(planSpelling([known("iphone"), unknown("13", ["130"]), unknown("xl", ["xxl"])])).toEqual({
      corrected: null,
      suggestions: [],
    });
    expect(isCorrectable("128gb")).toBe(false);
    expect(isCorrectable("kaso")).toBe(true);
  });

  it("keeps an unknown word without alternatives as typed", () => {
    expect(planSpelling([unknown("qzxv"), unknown("kemja", ["kemeja"])]).corrected).toEqual(["qzxv", "kemeja"]);
  });
});

describe("oneEditAway", () => {
  it("covers drops, swaps, replacements and additions", () => {
    const edits = oneEditAway("kaso");
    expect(edits).toContain("kaos");
    expect(edits).toContain("kas");
    expect(edits).toContain("kasi");
    expect(edits).toContain("kasoo");
    expect(edits).not.toContain("kaso");
    expect(edits.every((edit) => edit.length >= 3)).toBe(true);
  });
});
