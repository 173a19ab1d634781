import { describe, expect, it } from "vitest";
import { allSettledOrFirstFailure } from "./settle.ts";

describe("allSettledOrFirstFailure", () => {
  it("waits for the slow promises before failing with the first failure", async () => {
    let slowFinished = false;
    const slow = new Promise<void>((resolve) => setTimeout(() => ((slowFinished = true), resolve()), 30));
    const failing = Promise.reject(new Error("first"));
    const laterFailing = new Promise<void>((_, reject) => setTimeout(() => reject(new Error("second")), 10));
    await expect(allSettledOrFirstFailure([slow, failing, laterFailing])).rejects.toThrow("first");
    expect(slowFinished).toBe(true);
  });

  it("resolves with every value, in order, when all resolve", async () => {
    await expect(allSettledOrFirstFailure([Promise.resolve(1), Promise.resolve("two")])).resolves.toEqual([1, "two"]);
  });
});
