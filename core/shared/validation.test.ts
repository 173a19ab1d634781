import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsFromZod, nulCharacterPath } from "./validation.ts";

describe("nulCharacterPath", () => {
  it("names the first text holding a NUL character by its dotted path, and nothing when there is none", () => {
    expect(nulCharacterPath({ note: "ok", lines: [{ qty: 1, note: "a\u0000b" }] })).toBe("lines.0.note");
    expect(nulCharacterPath("a\u0000")).toBe("");
    expect(nulCharacterPath({ note: "ok", lines: [{ qty: 1, note: "\\u0000 as typed" }] })).toBeNull();
    expect(nulCharacterPath(null)).toBeNull();
    expect(nulCharacterPath(undefined)).toBeNull();
    // Files and buffers are not walked byte by byte.
    expect(nulCharacterPath({ file: Buffer.from([0, 0, 0]) })).toBeNull();
    expect(nulCharacterPath(Object.create(null, { note: { value: "\u0000", enumerable: true } }))).toBe("note");
  });
});

describe("fieldErrorsFromZod", () => {
  it("reads a limit the way its kind is counted: characters of a text, the value of a number, items of a list", () => {
    const schema = z.object({ note: z.string().max(3), page: z.number().max(10), ids: z.array(z.number()).max(1) });
    const result = schema.safeParse({ note: "abcd", page: 11, ids: [1, 2] });
    expect(fieldErrorsFromZod(result.error!)).toEqual({
      note: { key: "validation.too_long", values: { max: 3 } },
      page: { key: "validation.too_large", values: { max: 10 } },
      ids: { key: "validation.too_many", values: { max: 1 } },
    });
  });
});
