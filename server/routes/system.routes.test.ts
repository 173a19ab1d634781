import { describe, expect, it } from "vitest";
import { cachedReachability } from "./system.routes.ts";

describe("cachedReachability", () => {
  it("pings once per interval, shares the ping in flight, and notices a change after the interval", async () => {
    let pings = 0;
    let up = true;
    let clock = 0;
    const reachable = cachedReachability(
      async () => {
        pings += 1;
        return up;
      },
      1000,
      () => clock,
    );

    expect(await Promise.all([reachable(), reachable(), reachable()])).toEqual([true, true, true]);
    expect(pings).toBe(1);
    up = false;
    clock = 999;
    expect(await reachable()).toBe(true);
    expect(pings).toBe(1);
    clock = 1000;
    expect(await reachable()).toBe(false);
    expect(pings).toBe(2);
  });
});
