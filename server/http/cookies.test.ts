import { describe, expect, it } from "vitest";
import { newXsrfToken } from "./cookies.ts";

describe("newXsrfToken", () => {
  it("gives 24 random bytes as URL-safe text, never the same token twice, also across refills of its pool", () => {
    // 256 tokens come from one draw; 1,000 cross three refills.
    const tokens = Array.from({ length: 1000 }, newXsrfToken);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
