import { describe, expect, it } from "vitest";
import { jsonDepthExceeds } from "./json-body.ts";

describe("jsonDepthExceeds", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(jsonDepthExceeds('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ note: "[[[[[{{{{{" }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ note: 'a \\" [[[[' }), 1)).toBe(false);
  });

  it("stops early on a body of brackets alone", () => {
    expect(jsonDepthExceeds("[".repeat(100_000), 32)).toBe(true);
  });
});
