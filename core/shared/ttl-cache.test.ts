import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

describe("createTtlCache", () => {
  it("serves a value until it expires, then loads it again", async () => {
    let time = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => time });
    const load = async () => ++loads;
    expect(await cache.getOrLoad("a", load)).toBe(1);
    time = 999;
    expect(await cache.getOrLoad("a", load)).toBe(1);
    time = 1000;
    expect(await cache.getOrLoad("a", load)).toBe(2);
  });

  it("shares one load between concurrent misses", async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.getOrLoad("a", load), cache.getOrLoad("a", load)])).toEqual([1, 1]);
  });

  it("forgets a failed load so the next call tries again", async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.getOrLoad("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.getOrLoad("a", async () => 7)).toBe(7);
  });

  it("does not keep an answer `keep` declines", async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const small = (value: number) => value > 10;
    expect(await cache.getOrLoad("small", async () => 5, small)).toBe(5);
    expect(await cache.getOrLoad("small", async () => 6, small)).toBe(6);
    expect(await cache.getOrLoad("big", async () => 50, small)).toBe(50);
    expect(await cache.getOrLoad("big", async () => 60, small)).toBe(50);
  });

  it("drops the oldest entries beyond its size", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.getOrLoad(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad("a", async () => "reloaded")).toBe("reloaded");
    expect(await cache.getOrLoad("c", async () => "not reloaded")).toBe("c");
  });
});
