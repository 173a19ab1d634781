import { describe, expect, it } from "vitest";
import { nulCharacterPath } from "./validation.ts";

describe("nulCharacterPath", () => {
  it("names the first text holding a NUL character by its dotted path, and nothing when there is none", () => {
    expect(nulCharacterPath({ note: "ok", lines: [{ qty: 1, note: "a\u0000b" }] })).toBe("lines.0.note");
    expect(nulCharacterPath("a\u0000")).toBe("");
    expect(nulCharacterPath({ note: "ok", lines: [{ qty: 1, note: "\\u0000 as typed" }] })).toBeNull();
    expect(nulCharacterPath(null)).toBeNull();
    expect(nulCharacterPath(undefined)).toBeNull();
  });
});
