import { describe, expect, it } from "vitest";
import { z } from "zod";
import { likePattern, parseLenient } from "./query-input.ts";

describe("likePattern", () => {
  it("matches the term anywhere, its wildcards and escape as plain characters", () => {
    expect(likePattern("kopi")).toBe("%kopi%");
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("parseLenient", () => {
  const schema = z
    .object({ page: z.coerce.number().int().min(1).default(1), sort: z.enum(["new", "old"]).default("new") })
    .strict();

  it("drops what does not fit, so it takes its default, and keeps the rest", () => {
    expect(parseLenient(schema, { page: "x", sort: "old", extra: "1" })).toEqual({ page: 1, sort: "old" });
  });
});
