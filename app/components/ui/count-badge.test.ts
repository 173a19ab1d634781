import { describe, expect, it } from "vitest";
import { badgeText } from "./count-badge.tsx";

describe("badgeText", () => {
  it("shows the count up to 99, then 99+", () => {
    expect([badgeText(1), badgeText(99), badgeText(100)]).toEqual(["1", "99", "99+"]);
  });
});
